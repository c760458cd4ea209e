import Foundation

/// The base of gesture recognizers: an object attached to a view that turns the touches of that view and its
/// subviews into a gesture, and tells its targets as the gesture's state changes.
///
/// A recognizer is a state machine (the Event Handling Guide's Figure 1-3). A discrete gesture goes from
/// `.possible` to `.recognized` (= `.ended`) or `.failed`; a continuous one from `.possible` to `.began`,
/// `.changed` any number of times, then `.ended` or `.cancelled` — or to `.failed` before beginning. Every
/// change sends the action messages except the change to `.failed` (the guide says none is sent for
/// `.cancelled` either, but iOS sends one for a cancelled continuous gesture and apps clean up on it, so
/// Vellum does too). After a gesture ends, is cancelled or fails, `reset()` is called and the state is
/// `.possible` again; touches that had begun are no longer delivered to it. An illegal change is refused
/// and logged.
///
/// Actions are sent from the event system as it delivers each event (after the recognizers have seen the
/// event and before the views get it), and for changes made outside an event — a timer, a property set by
/// the app — at the next run-loop turn.
///
/// **Subclassing.** Swift on Linux has no `UIKit.UIGestureRecognizerSubclass` module: `state` is settable
/// on every recognizer, and a subclass sets it from its `touchesBegan/Moved/Ended/Cancelled(_:with:)`
/// overrides (calling `super` first) exactly as in UIKit. Only the recognizer itself should set it.
///
/// **Target–action without a runtime.** Actions are unbound method references held with a weak target:
/// `UITapGestureRecognizer(target: self, action: Controller.handleTap)`, where `handleTap` takes nothing or
/// the recognizer; `init(target:action:)` also takes a `Selector` (bound to a method, or a name the target's
/// `method(for:)` answers); and `init(handler:)`/`addTarget(handler:)` take a closure.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Sendable {
        /// Not yet recognized; the initial state.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not the gesture.
        case failed = 5
        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: Storage (an attempt's bookkeeping is the arbiter's: GestureAttempt.swift)

    /// The state, set only by the arbiter (`GestureArbiter.swift`).
    var stateStorage = State.possible
    /// The view the recognizer is attached to.
    weak var viewStorage: UIView?
    /// The delegate.
    weak var delegateStorage: UIGestureRecognizerDelegate?
    /// Whether the recognizer receives input.
    var isEnabledStorage = true
    /// The target–action pairs, in the order added.
    var targets: [GestureTarget] = []
    /// The touches received since the last reset that are still down.
    var trackedTouches: [UITouch] = []
    /// The recognizers added with `require(toFail:)`.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The centroid of the touches when last known, in its window's coordinates.
    var lastLocationInWindow = CGPoint.zero
    /// The window of `lastLocationInWindow`.
    weak var lastWindow: UIWindow?

    // MARK: Creating a recognizer

    /// A recognizer sending `action` to `target` (held weakly); pass nil for both to add targets later.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer calling `action` on `target` (held weakly) with the recognizer, for each state change.
    public convenience init<T: AnyObject, Sender>(target: T, action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// A recognizer calling `action` on `target` (held weakly), for each state change.
    public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// A recognizer calling `handler` with itself for each state change (Vellum: a closure form of
    /// target–action, as `UIAction` is for controls).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler: handler)
    }

    // MARK: Targets and actions (UIGestureRecognizer+Targets.swift)

    /// Adds a target–action pair; each pair added is sent once per state change. A target that is not an
    /// object is refused and logged.
    open func addTarget(_ target: Any, action: Selector) { appendTarget(target, action: action) }

    /// Removes the pairs matching `target` and `action`; nil matches any.
    open func removeTarget(_ target: Any?, action: Selector?) { removeTargets(target, action: action) }

    // MARK: Configuring

    /// The delegate, held weakly.
    open var delegate: UIGestureRecognizerDelegate? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }

    /// Whether the recognizer receives input. Disabling one in the middle of a gesture cancels it (a
    /// continuous gesture that began gets a `.cancelled` action) or makes it fail.
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set { setEnabled(newValue) }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// Whether the touches of a recognized gesture are cancelled in the view (`touchesCancelled`) just
    /// before the first action; true by default.
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan` is withheld from the view until the gesture fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` is withheld from the view until the gesture fails (the view then gets it) or
    /// is recognized (the view gets `touchesCancelled`); true by default.
    open var delaysTouchesEnded = true
    /// The touch types (`UITouch.TouchType` raw values) the recognizer receives; all by default.
    open var allowedTouchTypes: [NSNumber] = [
        NSNumber(value: UITouch.TouchType.direct.rawValue), NSNumber(value: UITouch.TouchType.indirect.rawValue),
        NSNumber(value: UITouch.TouchType.pencil.rawValue), NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
    ]
    /// The press types (`UIPress.PressType` raw values) the recognizer receives; `.select` by default.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]
    /// Whether the recognizer takes touches of only one type at a time; true by default.
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?
    /// The modifier keys held during the latest event the recognizer received.
    open var modifierFlags: UIKeyModifierFlags { GestureArbiter.shared.currentModifierFlags }
    /// The mouse buttons down during the latest event the recognizer received.
    open var buttonMask: UIEvent.ButtonMask { GestureArbiter.shared.currentButtonMask }

    // MARK: The state machine

    /// The current state. Subclasses set it as they interpret touches (see the class discussion); an
    /// illegal change is refused and logged, and a change out of `.possible` waits while recognizers this
    /// one requires to fail are undecided.
    open var state: State {
        get { stateStorage }
        set { GestureArbiter.shared.requestTransition(of: self, to: newValue) }
    }

    /// Makes this recognizer wait, in `.possible`, until `otherGestureRecognizer` fails: then this one may
    /// recognize; if the other recognizes (or begins) instead, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            return uikitLog.error("-[\(type(of: self)) requireGestureRecognizerToFail:]: a gesture recognizer cannot require itself to fail; ignored.")
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Location

    /// The gesture's location in `view`'s coordinates (its window's when nil): by default the centroid of
    /// the touches it tracks, or where they last were.
    open func location(in view: UIView?) -> CGPoint { centroidLocation(in: view) }

    /// The location of the touch at `touchIndex` in `view`'s coordinates; an index beyond the touches is
    /// refused and logged (UIKit raises), giving the gesture's location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { touchLocation(at: touchIndex, in: view) }

    /// The number of touches the recognizer tracks.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: For subclasses

    /// Returns the recognizer's own properties to their starting values; called after the gesture ends, is
    /// cancelled or fails, before the state returns to `.possible`. Call `super`.
    open func reset() {}

    /// Called on every recognizer an Interface Builder document makes, once the document's objects are all made
    /// and connected, as iOS sends it to each object a nib instantiates. Call `super`.
    open func awakeFromNib() {}

    /// Stops delivering `touch` to the recognizer; it is then not cancelled in its view when the gesture is
    /// recognized.
    open func ignore(_ touch: UITouch, for event: UIEvent) { GestureArbiter.shared.ignore(touch, by: self) }

    /// Stops delivering `button` to the recognizer.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) { GestureArbiter.shared.ignore(button, by: self) }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; asked once per attempt,
    /// false by default. Either side answering true (or a delegate) creates the requirement.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail; asked once per attempt, false by
    /// default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer receives `event` at all; true by default.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// One or more touches began. Call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// One or more touches moved. Call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// One or more touches ended. Call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// One or more touches were cancelled. Call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated properties of touches were updated; Vellum's touches have none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Presses began. Call `super`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed. Call `super`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended. Call `super`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled. Call `super`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    // MARK: Hooks of the built-in recognizers

    /// Called when a beginning held back by failure requirements goes ahead (a pan re-bases its translation).
    func willBeginAfterSatisfyingFailureRequirements() {}

    /// Whether the recognizer, still possible with no touch down, expects more touches (a multi-tap waiting
    /// for the next tap) rather than having given up; false by default, so such a recognizer fails when
    /// every touch has lifted.
    var awaitsFurtherTouches: Bool { false }

    /// A hover event for a hover recognizer: the pointer entered, moved in, or left the view.
    func handleHover(_ event: UIEvent, inside: Bool) {}

    /// A scroll event for a recognizer that takes scrolling as input (a pan).
    func handleScroll(_ event: UIEvent) {}

    /// Whether the recognizer takes scroll events of `type`.
    func acceptsScroll(of type: UIScrollType) -> Bool { false }
}

/// The recognizer's state as the event system reads it.
extension UIGestureRecognizer {
    /// Whether the recognizer may take new input: possible, or a continuous gesture in progress.
    var isReceivingState: Bool { stateStorage == .possible || stateStorage == .began || stateStorage == .changed }

    /// Whether the recognizer gets the touches it tracks: attached, enabled and not finished.
    var receivesInput: Bool { viewStorage != nil && isEnabledStorage && isReceivingState }

    /// Whether the recognizer recognized its gesture and is not reset yet.
    var isRecognizing: Bool { stateStorage == .began || stateStorage == .changed || stateStorage == .ended }

    /// Whether the recognizer ended, was cancelled or failed: it is reset once its actions are sent.
    var isFinished: Bool { stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed }

    /// Whether the recognizer and its delegate let it receive `event`.
    func admits(_ event: UIEvent) -> Bool {
        shouldReceive(event) && (delegateStorage?.gestureRecognizer(self, shouldReceive: event) ?? true)
    }

    /// Whether its leaving `.possible` is held until the recognizers it requires to fail decide: the state
    /// it set is pending, and the public state stays `.possible`.
    var isWaitingForFailureRequirements: Bool { GestureArbiter.shared.isWaitingForFailureRequirements(self) }
}

/// The states as Apple's logs name them.
extension UIGestureRecognizer.State {
    /// The name Apple's logs use.
    var name: String {
        switch self {
        case .possible: return "UIGestureRecognizerStatePossible"
        case .began: return "UIGestureRecognizerStateBegan"
        case .changed: return "UIGestureRecognizerStateChanged"
        case .ended: return "UIGestureRecognizerStateEnded"
        case .cancelled: return "UIGestureRecognizerStateCancelled"
        case .failed: return "UIGestureRecognizerStateFailed"
        }
    }
}

/// A recognizer held weakly.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// One target–action pair of a recognizer: a selector or a closure, the target held weakly.
struct GestureTarget {
    weak var target: AnyObject?
    let action: Selector?
    let handler: (@MainActor (UIGestureRecognizer) -> Void)?
}
