import Foundation

/// One physical button or key being pressed, from down to up: the same object for the whole press.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began = 0
        /// The button's force changed.
        case changed = 1
        /// The button is still down and unchanged.
        case stationary = 2
        /// The button went up.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// Which button a press is. A keyboard key without a remote-control counterpart has a type of its own
    /// (not one of these); read its `key`.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// The type's number.
        public let rawValue: Int
        /// The type numbered `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The up arrow (a keyboard's up-arrow key too).
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// A remote's select button.
        public static let select = PressType(rawValue: 4)
        /// A remote's menu button.
        public static let menu = PressType(rawValue: 5)
        /// A remote's play/pause button.
        public static let playPause = PressType(rawValue: 6)
        /// Page up.
        public static let pageUp = PressType(rawValue: 30)
        /// Page down.
        public static let pageDown = PressType(rawValue: 31)
        /// A remote's "123" button.
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        /// A remote's colour buttons.
        public static let tvRemoteFourColors = PressType(rawValue: 33)
        /// Any other keyboard key (Vellum's number for it).
        static let keyboardKey = PressType(rawValue: 2204)
    }

    /// The press's phase.
    public internal(set) var phase: Phase = .began
    /// When the press began or last changed, in seconds since system start-up.
    public internal(set) var timestamp: TimeInterval = 0
    /// Which button.
    public internal(set) var type: PressType = .keyboardKey
    /// The window of the responder the press is delivered to.
    public internal(set) weak var window: UIWindow?
    /// The responder the press is delivered to.
    public internal(set) weak var responder: UIResponder?
    /// The press's force: 1 while down, 0 up (keys measure none).
    public internal(set) var force: CGFloat = 1
    /// The keyboard key, for a key press.
    public internal(set) var key: UIKey?
    /// The recognizers receiving the press.
    var recognizerList: [UIGestureRecognizer] = []
    /// The host's number for the key (its HID usage).
    var identifier = 0
    /// Whether the latest event changed the press.
    var changedInCurrentEvent = false
    /// Whether a key command took the press: the responder chain does not get it.
    var consumedByKeyCommand = false

    /// A press made by the event system.
    public override init() {
        super.init()
    }

    /// The gesture recognizers receiving the press.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizerList }
}

/// An event of physical button or key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    /// An event with no presses.
    public override init() {
        super.init(type: .presses)
    }

    /// Every press of the event, whatever its phase.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses `gesture` receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.lazy.filter { $0.recognizerList.contains { $0 === gesture } })
    }
}
