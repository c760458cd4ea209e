import Foundation

/// A view that shows how far a task has got: a bar filling a track from its leading end.
///
/// It keeps iOS 13–18's look: a 4-point track in `systemFill` with rounded ends (square for `.bar`), filled in
/// the tint colour (`progressTintColor`); images can replace both (`progressImage`, `trackImage`). Progress
/// is kept within 0...1. Given a Foundation `Progress` (`observedProgress`), it follows its
/// `fractionCompleted` once a frame while it is in a window. In a right-to-left layout it fills from the right.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// The standard look: a rounded track.
        case `default` = 0
        /// The look for a toolbar: square ends.
        case bar = 1
    }

    /// The natural height of each style.
    static func naturalHeight(of style: Style) -> CGFloat { style == .bar ? 2.5 : 4 }
    /// How long `setProgress(_:animated:)` takes.
    static let animationDuration: TimeInterval = 0.25

    let trackView = UIImageView(frame: .zero)
    let progressBarView = UIImageView(frame: .zero)
    var progressStorage: Float = 0
    /// The display link reading `observedProgress`, while there is one and the view is in a window.
    var progressLink: CADisplayLink?

    /// A progress view with `frame`, in the default style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// A progress view decoded from an archive: from an Interface Builder document, its style, progress and tints.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
        if let coder = coder as? InterfaceBuilderCoder { decodeProgressView(from: coder) }
    }

    /// A progress view in `style`, as wide as nothing and as high as the style's track.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.naturalHeight(of: style)))
        progressViewStyle = style
    }

    private func setUpProgressView() {
        isOpaque = false
        for part in [trackView, progressBarView] {
            part.isUserInteractionEnabled = false
            part.clipsToBounds = true
            addSubview(part)
        }
        updateLook()
    }

    /// The look; `.default` unless made with `init(progressViewStyle:)`.
    open var progressViewStyle = Style.default {
        didSet {
            invalidateIntrinsicContentSize()
            updateLook()
        }
    }

    /// How far the task has got, from 0 to 1; values outside are clamped, one that is not a number is refused
    /// and logged.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress, growing or shrinking the bar to it when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard ControlLook.isFinite(progress, "UIProgressView", "progress") else { return }
        let clamped = min(1, max(0, progress))
        guard clamped != progressStorage else { return }
        progressStorage = clamped
        guard animated, window != nil else { return layoutParts() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: { self.layoutParts() })
    }

    /// The bar's colour; nil means the tint colour.
    open var progressTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.progressTintColor)
            updateLook()
        }
    }
    /// The track's colour; nil means `systemFill`.
    open var trackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.trackTintColor)
            updateLook()
        }
    }
    /// An image stretched along the bar instead of its colour.
    open var progressImage: UIImage? { didSet { updateLook() } }
    /// An image stretched along the track instead of its colour.
    open var trackImage: UIImage? { didSet { updateLook() } }

    /// A Foundation progress whose `fractionCompleted` the view shows; nil by default.
    open var observedProgress: Progress? {
        didSet {
            if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
            updateProgressLink()
        }
    }

    /// The bar takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    /// Starts or stops following `observedProgress`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateProgressLink()
    }

    // MARK: Layout (+Layout.swift)

    /// The style's track height; no natural width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.naturalHeight(of: progressViewStyle))
    }

    /// The offered width, at the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.naturalHeight(of: progressViewStyle))
    }

    /// Places the track and the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Accessibility

    /// The progress view is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The traits set, else `.updatesFrequently`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }
    /// The value set, else the progress as a whole percentage ("30%").
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((progress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
}
