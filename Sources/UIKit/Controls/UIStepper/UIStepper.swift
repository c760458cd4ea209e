import Foundation

/// A control with a minus and a plus button that decrease and increase a value by `stepValue`.
///
/// It keeps iOS 13–18's look and size, 94 × 32 points: two segments on a `tertiarySystemFill` rounded rectangle
/// with a divider between them, the minus and plus in the label colour (tertiary when that side cannot step).
/// Images can replace the background, the divider and the two symbols per state. A touch on a segment steps at
/// once; held, it repeats after 0.5 s every 0.1 s, and every 0.05 s after ten repeats (`autorepeat`). Each
/// step sends `.valueChanged`, or, when `isContinuous` is false, one is sent when the finger lifts. In a
/// right-to-left layout the plus is on the left.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size on iOS 13–18.
    static let size = CGSize(width: 94, height: 32)
    /// How long a segment is held before it starts repeating.
    static let autorepeatDelay: TimeInterval = 0.5
    /// The time between the first repeats.
    static let autorepeatInterval: TimeInterval = 0.1
    /// The time between repeats once the press has lasted `acceleratingRepeats` repeats.
    static let acceleratedInterval: TimeInterval = 0.05
    /// How many repeats come at the first pace.
    static let acceleratingRepeats = 10

    /// A segment of the stepper.
    enum Segment {
        case decrement, increment
    }

    var valueRange = ControlValueRange<Double>("UIStepper", value: 0, in: 0...100)
    var stepValueStorage: Double = 1
    var backgroundImages: [UInt: UIImage] = [:]
    var dividerImages: [UInt: UIImage] = [:]
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]

    /// The segment a finger holds down.
    var pressedSegment: Segment? { didSet { if pressedSegment != oldValue { setNeedsDisplay() } } }
    /// The next autorepeat.
    var repeatTimer: EventClock.Token?
    /// How many times the held segment has repeated.
    var repeatCount = 0
    /// The value when the current touch went down.
    var valueAtTouchDown: Double = 0

    /// A stepper at `frame`'s origin, 94 × 32 points, at 0 in 0...100.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpStepper()
    }

    /// A stepper decoded from an archive: from an Interface Builder document, its range, step and value.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStepper()
        if let coder = coder as? InterfaceBuilderCoder { decodeStepper(from: coder) }
    }

    private func setUpStepper() {
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Value

    /// The value, kept within `minimumValue...maximumValue`; setting it sends no event. A value that is not a
    /// number is refused and logged.
    open var value: Double {
        get { valueRange.value }
        set { if valueRange.setValue(newValue) { setNeedsDisplay() } }
    }

    /// The lowest value; 0 by default. As UIKit documents, setting it above `maximumValue` sets both to it.
    open var minimumValue: Double {
        get { valueRange.minimum }
        set { if valueRange.setMinimum(newValue) { setNeedsDisplay() } }
    }

    /// The highest value; 100 by default. As UIKit documents, setting it below `minimumValue` sets both to it.
    open var maximumValue: Double {
        get { valueRange.maximum }
        set { if valueRange.setMaximum(newValue) { setNeedsDisplay() } }
    }

    /// How much a step changes the value; 1 by default. A step that is not greater than 0 is refused and
    /// logged (UIKit raises `NSInvalidArgumentException`).
    open var stepValue: Double {
        get { stepValueStorage }
        set {
            guard ControlLook.isFinite(newValue, "UIStepper", "stepValue") else { return }
            guard newValue > 0 else {
                return uikitLog.error("UIStepper: stepValue must be greater than 0 (not \(newValue)); ignored.")
            }
            stepValueStorage = newValue
        }
    }

    /// Whether each step while a finger is down sends `.valueChanged` (true, the default), or only the lift.
    open var isContinuous = true
    /// Whether holding a segment keeps stepping; true by default.
    open var autorepeat = true
    /// Whether stepping past one end goes round to the other; false by default.
    open var wraps = false { didSet { setNeedsDisplay() } }

    // MARK: Images

    /// Sets the image filling the stepper behind its symbols in `state`; nil removes it.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image of `state`: its own, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? { image(in: backgroundImages, for: state) }

    /// Sets the divider shown between a left segment in `leftState` and a right one in `rightState`.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[Self.dividerKey(leftState, rightState)] = image
        setNeedsDisplay()
    }
    /// The divider for a left segment in `leftState` and a right one in `rightState`: its own, else the one
    /// for two normal segments.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> UIImage? {
        dividerImages[Self.dividerKey(leftState, rightState)] ?? dividerImages[Self.dividerKey(.normal, .normal)]
    }

    /// Sets the image of the plus segment in `state`; nil brings back the plus.
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The image of the plus segment in `state`: its own, else the `.normal` one.
    open func incrementImage(for state: State) -> UIImage? { image(in: incrementImages, for: state) }

    /// Sets the image of the minus segment in `state`; nil brings back the minus.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The image of the minus segment in `state`: its own, else the `.normal` one.
    open func decrementImage(for state: State) -> UIImage? { image(in: decrementImages, for: state) }

    private func image(in table: [UInt: UIImage], for state: State) -> UIImage? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    private static func dividerKey(_ left: State, _ right: State) -> UInt { left.rawValue << 32 | right.rawValue }

    // MARK: State

    /// Redraws the segments dimmed or not.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    override class var winsSingleTapsOverAncestors: Bool { true }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 94 × 32 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Mirrors the segments when the layout direction changes.
    override func layoutDirectionDidChange() {
        super.layoutDirectionDidChange()
        setNeedsDisplay()
    }

    // MARK: Tracking (+Tracking.swift)

    /// A touch went down in the control.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingBegan(touch) }
    /// The tracked touch moved.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingContinued(touch) }
    /// The tracked touch lifted.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
    /// The tracked touch was cancelled.
    open override func cancelTracking(with event: UIEvent?) { finishPress() }

    /// Draws the segments (+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawSegments() }

    // MARK: Accessibility

    /// A stepper is not one element but a container of its two buttons (`accessibilityElements`).
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? false }
        set { super.isAccessibilityElement = newValue }
    }
    /// The elements set, else the stepper's two buttons in reading order: "Decrement" then "Increment",
    /// buttons that step the stepper when activated.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? segmentElements() }
        set { super.accessibilityElements = newValue }
    }
}
