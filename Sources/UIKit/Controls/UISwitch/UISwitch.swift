import Foundation

/// A control that offers an on/off choice: a track with a round thumb that slides from one end to the other.
///
/// It keeps iOS 13–18's look and size, 51 × 31 points whatever frame it is given: a `systemGreen` track
/// (`onTintColor`) when on, a `secondarySystemFill` one when off, a white thumb (`thumbTintColor`). A tap
/// toggles it; dragging the thumb moves it with the finger, and where it is when the finger lifts decides.
/// Either way `.valueChanged` is sent once when the value changes. Setting `isOn` sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch is drawn.
    public enum Style: Int, Sendable {
        /// The style the platform prefers: sliding on iPhone and iPad.
        case automatic = 0
        /// A checkbox, as the Mac shows it.
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }

    /// The switch's size on iOS 13–18, which `init(frame:)` keeps whatever size it is given.
    static let size = CGSize(width: 51, height: 31)
    /// The gap between the thumb and the track's edge.
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while a finger is on the switch.
    static let pressedThumbGrowth: CGFloat = 7
    /// How long the thumb takes to slide across.
    static let animationDuration: TimeInterval = 0.25

    let trackView = UIView(frame: .zero)
    let thumbView = UIView(frame: .zero)

    /// Whether the thumb has been dragged in the current touch (a touch that never moves is a tap).
    var isDraggingThumb = false
    /// Where the current touch went down, in the switch's coordinates.
    var touchStart = CGPoint.zero
    /// Where a dragged thumb's centre is: from 0 at the off end to 1 at the on end.
    var dragPosition: CGFloat?
    /// Whether a finger is on the switch, which widens the thumb.
    var isPressed = false

    /// A switch at `frame`'s origin, 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpSwitch()
    }

    /// A switch decoded from an archive: from an Interface Builder document, its state and tints.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
        if let coder = coder as? InterfaceBuilderCoder { decodeSwitch(from: coder) }
    }

    private func setUpSwitch() {
        isOpaque = false
        // The thumb rides on the track, so dimming the track dims both as one picture.
        trackView.isUserInteractionEnabled = false
        addSubview(trackView)
        trackView.addSubview(thumbView)
        trackView.layer.cornerRadius = Self.size.height / 2
        updateLook()
    }

    /// Whether the switch is on; setting it moves the thumb at once and sends no event.
    open var isOn = false {
        didSet { if isOn != oldValue { updateLook() } }
    }

    /// Turns the switch on or off, sliding the thumb and fading the track's colour when `animated`; sends no
    /// event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated, window != nil else {
            isOn = on
            return
        }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                       animations: { self.isOn = on })
    }

    /// The track's colour when the switch is on; nil means `systemGreen`.
    open var onTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.onTintColor)
            updateLook()
        }
    }
    /// The thumb's colour; nil means white.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.thumbTintColor)
            updateLook()
        }
    }
    /// An image for the on state; as on iOS 7 and later it is kept but not shown.
    open var onImage: UIImage?
    /// An image for the off state; as on iOS 7 and later it is kept but not shown.
    open var offImage: UIImage?
    /// The label a checkbox-style switch shows on the Mac; a sliding switch shows none.
    open var title: String?

    /// The style the app asks for; `.automatic` by default.
    open var preferredStyle = Style.automatic
    /// The style the switch is drawn in: sliding, since Vellum runs the iPhone and iPad idioms.
    open var style: Style { .sliding }

    /// Dims the switch when disabled.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateLook() } } }

    override class var winsSingleTapsOverAncestors: Bool { true }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 51 × 31 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Places the track and the thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking (+Tracking.swift)

    /// A touch went down in the control.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingBegan(touch) }
    /// The tracked touch moved.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingContinued(touch) }
    /// The tracked touch lifted.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { trackingEnded() }
    /// The tracked touch was cancelled.
    open override func cancelTracking(with event: UIEvent?) { trackingCancelled() }
    /// Whether a recognizer may take the touch from the control (see `yieldsTouch(to:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        yieldsTouch(to: gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility

    /// The control is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The traits set, else `.button` with the state's `.notEnabled` and `.selected`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? accessibilityTraits(adding: .button) }
        set { super.accessibilityTraits = newValue }
    }
    /// The value set, else "1" when on and "0" when off, as iOS reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
    /// Toggles the switch, as a tap does, sending `.valueChanged`; a disabled switch refuses.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}
