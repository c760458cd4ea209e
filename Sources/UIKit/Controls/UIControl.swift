import Foundation

/// The base of controls: a view that tracks a touch and turns it into control events (touch down, drag
/// inside or outside, touch up inside or outside, cancel, value changed…), each sent to the targets and
/// actions registered for it.
///
/// Target–action is Swift-native (docs/ARCHITECTURE.md §2): `addTarget(self, action: Controller.handleTap, for:
/// .touchUpInside)` takes an unbound method reference — taking nothing, the sender, or the sender and the
/// event — and holds the target weakly; a nil target finds the first responder that is a `Controller`, up
/// the responder chain, when the action is sent. `addTarget(_:action:for:)` also takes a `Selector`, and
/// `addAction(_:for:)` a `UIAction`.
///
/// A touch that leaves the control keeps counting as inside within 70 points of its bounds (UIKit's
/// undocumented slop, measured at about 70 points).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The states a control can be in; `normal` is none of them.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down in the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch was dragged within the control's bounds (and slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch was dragged outside them.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch was dragged back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch was dragged outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed in a text control.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with Return in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit keeps.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How far outside its bounds a tracked touch still counts as inside (UIKit's undocumented slop).
    static let touchInsideSlop: CGFloat = 70

    var controlTargets: [ControlTarget] = []
    var isTrackingStorage = false
    var isTouchInsideStorage = false
    weak var trackingTouch: UITouch?

    /// A control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control decoded from an archive: from an Interface Builder document, its states.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { decodeControl(from: coder) }
    }

    /// A control with `frame` sending `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control takes touches; a disabled control is skipped by hit-testing (the touch goes to
    /// what is behind it).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted: set while a touch is down in it, cleared when it lifts.
    open var isHighlighted = false

    /// The control's state: highlighted, disabled, selected.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { isTrackingStorage }
    /// Whether the tracked touch is inside the control (with the slop).
    open var isTouchInside: Bool { isTouchInsideStorage }

    // MARK: Tracking (UIControl+Tracking.swift)

    /// A touch went down in the control; return whether to keep tracking it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Tracks the first touch: highlight, `.touchDown` (and `.touchDownRepeat` on a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesBegan(touches, with: event) }
    /// Follows the tracked touch: highlight, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesMoved(touches, with: event) }
    /// Ends tracking: `.touchUpInside` or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesEnded(touches, with: event) }
    /// Cancels tracking: `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesCancelled(touches, with: event) }

    /// Whether the control can be focused: an enabled control that keys work (Focus/FocusKeyResponding.swift).
    open override var canBecomeFocused: Bool { isEnabled && self is FocusKeyResponding }

    /// A disabled control takes no touches.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// Whether a recognizer on an ancestor may take a touch from the control: UIKit's button, switch,
    /// slider, stepper, segmented and page controls refuse single-finger single taps (so the control's
    /// action fires, not the ancestor's tap); other controls refuse nothing.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if Self.winsSingleTapsOverAncestors, gestureRecognizer.view !== self,
           let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the control wins single taps over tap recognizers of its ancestors (the guide's list of
    /// controls: UIButton, UISwitch, UISlider, UIStepper, UISegmentedControl, UIPageControl).
    class var winsSingleTapsOverAncestors: Bool { false }

    /// Whether a touch lifting inside also sends `.primaryActionTriggered` (a button's tap).
    class var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether a touch lifting inside opens the control's menu, sending `.menuActionTriggered` in place of
    /// `.primaryActionTriggered` (a button with `showsMenuAsPrimaryAction`).
    var opensMenuOnTouchUp: Bool { false }

    /// Opens the control's menu after a touch lifted inside.
    func openMenuOnTouchUp() {}

    // MARK: Targets and actions (UIControl+Actions.swift)

    /// Adds `action` for `controlEvents`: sent to `target` (held weakly), or, when `target` is nil, to the
    /// first responder up the chain that performs it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        appendTarget(target, action: action, for: controlEvents)
    }

    /// Removes the target–action pairs matching `target` and `action` (nil matches any) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargets(target, action: action, for: controlEvents)
    }

    /// Adds `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) { appendAction(action, for: controlEvents) }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Sends the actions registered for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) { sendActions(for: controlEvents, with: nil) }

    /// Sends `action` to `target` through `UIApplication.sendAction(_:to:from:for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        _ = UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(withSender: self)
    }

    /// `base` with the traits the control's state adds: `.notEnabled` while disabled, `.selected` while
    /// selected. Controls return it as their default `accessibilityTraits`.
    final func accessibilityTraits(adding base: UIAccessibilityTraits) -> UIAccessibilityTraits {
        var traits = base
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

/// One registration of a control: a target–action pair (the target held weakly) or a `UIAction`, for some
/// events.
struct ControlTarget {
    weak var target: AnyObject?
    /// Whether a target was given: a pair whose target has gone is dropped, not sent up the chain.
    let hasTarget: Bool
    let action: Selector?
    let uiAction: UIAction?
    var events: UIControl.Event
}
