import Foundation

/// A view that shows that a task is under way: eight spokes round a centre, the brightest stepping round.
///
/// It keeps iOS 13–18's look: `.medium` is 20 × 20 points and `.large` 37 × 37, in the secondary label colour
/// unless `color` is set. The spokes step round once a second, one spoke at a time, through a discrete
/// rotation animation of their layer, so the render server turns them without redrawing. Stopped, it hides
/// itself (`hidesWhenStopped`, true by default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and look of an activity indicator.
    public enum Style: Int, Sendable {
        /// Large and white (iOS 2–13).
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// Medium and white (iOS 2–13).
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// Medium and gray (iOS 2–13).
        @available(*, deprecated, renamed: "medium")
        case gray = 2
        /// The standard indicator, 20 points across.
        case medium = 100
        /// The large indicator, 37 points across.
        case large = 101
    }

    /// How many spokes there are.
    static let spokeCount = 8
    /// How long the spokes take to go round.
    static let period: CFTimeInterval = 1
    /// The key of the rotation animation.
    static let animationKey = "spin"

    let spokesView = ActivitySpokesView(frame: .zero)
    private var colorStorage: UIColor?

    /// An indicator in `style`, sized to it, stopped (so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUpIndicator()
    }

    /// A medium indicator with `frame`, stopped (so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpIndicator()
    }

    /// An indicator decoded from an archive: from an Interface Builder document, the view's properties, then
    /// its style, colour and whether it animates.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        setUpIndicator()
        if let coder = coder as? InterfaceBuilderCoder {
            decodeView(from: coder)
            decodeActivityIndicator(from: coder)
        }
    }

    private func setUpIndicator() {
        isOpaque = false
        isHidden = hidesWhenStopped
        spokesView.isUserInteractionEnabled = false
        spokesView.indicator = self
        addSubview(spokesView)
    }

    /// The side of an indicator in `style`.
    static func size(of style: Style) -> CGSize {
        isLarge(style) ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    // The old styles are told apart by raw value, since naming them would warn of their deprecation.
    private static func isLarge(_ style: Style) -> Bool { style == .large || style.rawValue == 0 }
    private static func isWhite(_ style: Style) -> Bool { style.rawValue == 0 || style.rawValue == 1 }

    /// The size and look; `.medium` by default. The old white styles draw white unless `color` is set.
    open var style = Style.medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            spokesView.setNeedsDisplay()
        }
    }

    /// The spokes' colour: the secondary label colour unless set (white for the old white styles); setting nil
    /// brings that back.
    open var color: UIColor! {
        get {
            colorStorage ?? (Self.isWhite(style) ? .white : .secondaryLabel)
        }
        set {
            colorStorage = newValue
            noteAppearanceSet(.color)
            spokesView.setNeedsDisplay()
        }
    }

    /// Whether the indicator hides itself while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spokes are turning.
    open private(set) var isAnimating = false

    /// Shows the indicator and starts turning the spokes.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        addSpin()
    }

    /// Stops turning the spokes and, with `hidesWhenStopped`, hides the indicator.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokesView.layer.removeAnimation(forKey: Self.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// Adds the turn: the spokes' rotation steps by an eighth of a turn eight times a period, forever (a
    /// discrete animation shows each of its values for an equal share of the period).
    private func addSpin() {
        guard spokesView.layer.animation(forKey: Self.animationKey) == nil else { return }
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let step = 2 * CGFloat.pi / CGFloat(Self.spokeCount)
        spin.values = (0..<Self.spokeCount).map { CGFloat($0) * step }
        spin.calculationMode = .discrete
        spin.duration = Self.period
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        spokesView.layer.add(spin, forKey: Self.animationKey)
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    /// Centres the spokes, at the style's size, in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.size(of: style)
        spokesView.bounds = CGRect(origin: .zero, size: size)
        spokesView.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// Keeps the spokes turning when the indicator comes back into a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating, window != nil { addSpin() }
    }

    // MARK: Accessibility

    /// The indicator is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The traits set, else `.updatesFrequently`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }
    /// The label set, else iOS's: "In progress" while turning, "Progress halted" when stopped.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (isAnimating ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }
}
