import Foundation

/// A control for picking a value from a continuous range: a thumb on a track, the track filled up to the thumb.
///
/// It keeps iOS 13–18's look: a 4-point track, filled in the tint colour (`minimumTrackTintColor`) up to a white
/// thumb 28 points across, `systemFill` beyond (`maximumTrackTintColor`); images can replace the thumb and the
/// two parts of the track per state, and images can mark the two ends (`minimumValueImage`,
/// `maximumValueImage`). Only a touch on the thumb moves it, as on iOS: a tap on the track does nothing. While
/// the thumb is dragged, `.valueChanged` is sent at each change, or once at the end when `isContinuous` is
/// false. In a right-to-left layout the minimum is at the right.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The default thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The default track's height.
    static let trackHeight: CGFloat = 4
    /// The slider's natural height (the height Xcode gives it).
    static let naturalHeight: CGFloat = 31
    /// The gap between a value image and the track.
    static let valueImageGap: CGFloat = 8
    /// How long `setValue(_:animated:)` moves the thumb for.
    static let animationDuration: TimeInterval = 0.25
    /// How far around the thumb a touch still takes it.
    static let thumbTouchSlop: CGFloat = 10

    var valueRange = ControlValueRange<Float>("UISlider", value: 0, in: 0...1)
    var thumbImages: [UInt: UIImage] = [:]
    var minimumTrackImages: [UInt: UIImage] = [:]
    var maximumTrackImages: [UInt: UIImage] = [:]

    /// Holds the parts, so that dimming it dims them as one picture.
    let partsView = UIView(frame: .zero)
    let minimumTrackView = UIImageView(frame: .zero)
    let maximumTrackView = UIImageView(frame: .zero)
    let thumbView = UIImageView(frame: .zero)
    let minimumValueImageView = UIImageView(frame: .zero)
    let maximumValueImageView = UIImageView(frame: .zero)

    /// How far the finger was from the thumb's centre along the track when it took the thumb.
    var grabOffset: CGFloat = 0
    /// The value when the current touch took the thumb.
    var valueAtTouchDown: Float = 0

    /// A slider with `frame`, at 0 in 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// A slider decoded from an archive: from an Interface Builder document, its range, value and tints.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
        if let coder = coder as? InterfaceBuilderCoder { decodeSlider(from: coder) }
    }

    private func setUpSlider() {
        isOpaque = false
        partsView.isUserInteractionEnabled = false
        addSubview(partsView)
        for part in [minimumValueImageView, maximumValueImageView, maximumTrackView, minimumTrackView, thumbView] {
            partsView.addSubview(part)
        }
        updateLook()
    }

    // MARK: Value

    /// The value, kept within `minimumValue...maximumValue`; setting it moves the thumb at once and sends no
    /// event. A value that is not a number is refused and logged.
    open var value: Float {
        get { valueRange.value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value, sliding the thumb there when `animated`; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard valueRange.setValue(value) else { return }
        guard animated, window != nil else { return layoutParts() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                       animations: { self.layoutParts() })
    }

    /// The value at the leading end; 0 by default. Raising it above `maximumValue` raises that too, and the
    /// value follows.
    open var minimumValue: Float {
        get { valueRange.minimum }
        set { if valueRange.setMinimum(newValue) { layoutParts() } }
    }

    /// The value at the trailing end; 1 by default. Lowering it below `minimumValue` lowers that too, and the
    /// value follows.
    open var maximumValue: Float {
        get { valueRange.maximum }
        set { if valueRange.setMaximum(newValue) { layoutParts() } }
    }

    /// Whether dragging sends `.valueChanged` at every change (true, the default) or once when the finger lifts.
    open var isContinuous = true

    // MARK: Colours and images

    /// The colour of the track up to the thumb; nil means the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.minimumTrackTintColor)
            updateLook()
        }
    }
    /// The colour of the track beyond the thumb; nil means `systemFill`.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.maximumTrackTintColor)
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
    /// An image at the minimum end, before the track.
    open var minimumValueImage: UIImage? { didSet { updateLook() } }
    /// An image at the maximum end, after the track.
    open var maximumValueImage: UIImage? { didSet { updateLook() } }

    /// Sets the thumb's image for `state`; nil removes it, so the `.normal` one (or the white disc) shows.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        updateLook()
    }
    /// The thumb's image for `state`: its own, else the `.normal` one.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }

    /// Sets the image of the track up to the thumb for `state`; nil removes it.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state.rawValue] = image
        updateLook()
    }
    /// The image of the track up to the thumb for `state`: its own, else the `.normal` one.
    open func minimumTrackImage(for state: State) -> UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[State.normal.rawValue]
    }

    /// Sets the image of the track beyond the thumb for `state`; nil removes it.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state.rawValue] = image
        updateLook()
    }
    /// The image of the track beyond the thumb for `state`: its own, else the `.normal` one.
    open func maximumTrackImage(for state: State) -> UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[State.normal.rawValue]
    }

    /// The thumb's image shown now; nil while the default disc shows.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The image of the track up to the thumb shown now.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The image of the track beyond the thumb shown now.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: State

    /// Shows the highlighted state's images.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { updateLook() } } }
    /// Shows the disabled state's images, dimmed.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateLook() } } }
    /// Shows the selected state's images.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { updateLook() } } }

    override class var winsSingleTapsOverAncestors: Bool { true }

    /// The track takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    // MARK: Tracking (+Tracking.swift)

    /// A touch went down in the control.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingBegan(touch) }
    /// The tracked touch moved.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { trackingContinued(touch) }
    /// The tracked touch lifted.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { trackingEnded() }
    /// Whether a recognizer may take the touch from the control (see `yieldsTouch(to:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        yieldsTouch(to: gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Layout (+Layout.swift)

    /// Where the minimum value image goes: at the leading end, centred vertically; empty without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { standardMinimumValueImageRect(forBounds: bounds) }
    /// Where the maximum value image goes: at the trailing end, centred vertically; empty without an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { standardMaximumValueImageRect(forBounds: bounds) }
    /// The track: between the value images, 4 points high (a track image's height), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { standardTrackRect(forBounds: bounds) }
    /// The thumb for `value` on the track `rect`: at the leading end for the minimum, the trailing end for the
    /// maximum, centred vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        standardThumbRect(trackRect: rect, value: value)
    }

    /// The natural height (31 points, or the thumb's or a value image's if taller); no natural width.
    open override var intrinsicContentSize: CGSize { naturalSize }
    /// The offered width, at the natural height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: naturalSize.height) }

    /// Places the value images, the two parts of the track and the thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Accessibility

    /// The control is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The traits set, else `.adjustable` with the state's `.notEnabled` and `.selected`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? accessibilityTraits(adding: .adjustable) }
        set { super.accessibilityTraits = newValue }
    }
    /// The value set, else where the value lies in the range as a whole percentage ("50%").
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((fraction(of: value) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
    /// Raises the value by a tenth of the range, sending `.valueChanged`.
    open override func accessibilityIncrement() { adjustForAccessibility(by: 0.1) }
    /// Lowers the value by a tenth of the range, sending `.valueChanged`.
    open override func accessibilityDecrement() { adjustForAccessibility(by: -0.1) }

    private func adjustForAccessibility(by share: Float) {
        let old = value
        setValue(value + share * (maximumValue - minimumValue), animated: true)
        if value != old { sendActions(for: .valueChanged) }
    }
}
