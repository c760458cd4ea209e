import Foundation

/// An event: the touches of a multi-touch sequence, key presses, a shake, a remote-control command, or the
/// pointer's scroll and hover. The app reuses one touches event for a whole sequence, so two fingers down
/// at once belong to the same event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Motion of the device (a shake).
        case motion = 1
        /// A remote-control command.
        case remoteControl = 2
        /// Physical buttons or keys.
        case presses = 3
        /// Scrolling with a mouse wheel or trackpad.
        case scroll = 10
        /// The pointer hovering over the content.
        case hover = 11
        /// A trackpad pinch or rotation.
        case transform = 14
    }

    /// The detail of a motion or remote-control event.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touches, presses, scroll, hover).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The mouse buttons down during an event.
    public struct ButtonMask: OptionSet, Sendable {
        /// The buttons' bits.
        public let rawValue: Int
        /// A mask with the given bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button number `buttonNumber`, counting from 1 for the primary one.
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    var typeStorage: EventType
    var subtypeStorage: EventSubtype
    var timestampStorage: TimeInterval = 0
    var modifierFlagsStorage: UIKeyModifierFlags = []
    var buttonMaskStorage: ButtonMask = []
    /// The touches of a touches event: those down, and those that ended in this event.
    var touchList: [UITouch] = []
    /// For scroll and hover events: the pointer's window and location in it, and the scroll amount.
    weak var pointerWindow: UIWindow?
    var pointerLocation = CGPoint.zero
    var scrollDelta = CGVector.zero
    var scrollType = UIScrollType.discrete
    /// For a hover event: whether the pointer left the window.
    var pointerExited = false
    /// For a motion event: whether the motion began, ended or was cancelled.
    var motionStage = MotionStage.began

    enum MotionStage {
        case began, ended, cancelled
    }

    /// An event with no touches.
    public override init() {
        typeStorage = .touches
        subtypeStorage = .none
        super.init()
    }

    init(type: EventType, subtype: EventSubtype = .none) {
        typeStorage = type
        subtypeStorage = subtype
        super.init()
    }

    /// The kind of event.
    open var type: EventType { typeStorage }
    /// The detail of a motion or remote-control event.
    open var subtype: EventSubtype { subtypeStorage }
    /// When the event happened, in seconds since system start-up.
    open var timestamp: TimeInterval { timestampStorage }
    /// The modifier keys held during the event.
    open var modifierFlags: UIKeyModifierFlags { modifierFlagsStorage }
    /// The mouse buttons down during the event.
    open var buttonMask: ButtonMask { buttonMaskStorage }

    /// Every touch of the event, whatever its phase (stationary touches included); nil for other events.
    open var allTouches: Set<UITouch>? {
        guard typeStorage == .touches else { return nil }
        return Set(touchList)
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.lazy.filter { $0.window === window })
    }

    /// The touches delivered to `view`: those it was hit-tested to.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.lazy.filter { $0.view === view })
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchList.lazy.filter { $0.recognizerList.contains { $0 === gesture } })
    }

    /// The touches coalesced into `touch`'s latest change: Vellum's hosts coalesce none, so just `touch`.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [touch] : nil
    }

    /// Predicted future touches for `touch`: Vellum predicts none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [] : nil
    }
}
