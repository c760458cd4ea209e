import Foundation

/// A view that shows a visual effect — a blur's material behind its content, or vibrancy for content over a
/// blur — with the content in `contentView`, as UIKit asks (subviews added to the effect view itself are not
/// part of the effect).
///
/// A blur's material is a backdrop the render server draws every frame what is behind the view changes: what lies
/// beneath is blurred by the material's radius and saturated, then the material's tint is drawn over it, rounded and
/// clipped with the view's layer. Setting `effect` inside an animation block fades the tint in or out with the
/// block; the blur itself comes and goes at once. Vibrancy gives `contentView` the style's colour as its tint.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to: it fills the effect view and is shown over the effect.
    public let contentView = UIView()

    /// The material: the blurred backdrop and the tint over it, under the content view.
    let backdropView = UIView()

    /// The saturation of every material's blur, as iOS's blur effects use.
    static let materialSaturation: CGFloat = 1.8

    /// The effect shown; nil shows none. Changed inside an animation block, the material fades with it.
    open var effect: UIVisualEffect? {
        didSet { effectDidChange() }
    }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUpSubviews()
    }

    /// A view showing no effect, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// A view decoded from an archive: from an Interface Builder document, the view's properties, then its
    /// effect and the content of its `contentView`.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        setUpSubviews()
        if let coder = coder as? InterfaceBuilderCoder {
            decodeView(from: coder)
            decodeVisualEffectView(from: coder)
        }
    }

    private func setUpSubviews() {
        isOpaque = false
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isOpaque = false
            addSubview(view)
        }
        backdropView.isUserInteractionEnabled = false
        effectDidChange()
    }

    /// Shows the effect: a blur's material behind the content, or, for vibrancy, its colour as the content's tint.
    private func effectDidChange() {
        switch effect {
        case let blur as UIBlurEffect:
            backdropView.backgroundColor = blur.tintColor
            contentView.tintColor = nil
        case let vibrancy as UIVibrancyEffect:
            backdropView.backgroundColor = .clear
            contentView.tintColor = vibrancy.contentColor
        default:
            backdropView.backgroundColor = .clear
            contentView.tintColor = nil
        }
        updateBackdrop()
    }

    /// Some materials blur by another radius in dark.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if effect is UIBlurEffect, previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            updateBackdrop()
        }
    }

    /// Gives the material's layer the blur of the effect in the view's appearance, or none.
    private func updateBackdrop() {
        let backdrop = (effect as? UIBlurEffect).map {
            LayerBackdrop(radius: $0.blurRadius(dark: traitCollection.userInterfaceStyle == .dark),
                          saturation: Self.materialSaturation)
        }
        if backdropView.layer.backdrop != backdrop { backdropView.layer.backdrop = backdrop }
    }

    /// The colour the material's tint shows now (what the render server draws over the backdrop).
    var shownTint: UIColor? { backdropView.backgroundColor }
}
