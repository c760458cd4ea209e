import Foundation

/// One instance of the app's user interface, with its life cycle: UIKit connects it, moves it between the
/// foreground and the background, and disconnects it, telling its `delegate` and posting notifications at each
/// step (see `UIScene+Lifecycle.swift`). On Linux each desktop window, or each virtual screen when headless, is
/// one scene: a `UIWindowScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (its desktop window lost the focus).
        case foregroundInactive = 1
        /// Not on screen (its desktop window is minimised).
        case background = 2
    }

    /// What caused a scene to connect: opened URLs, activities and the like. Vellum's scenes connect when a
    /// window opens, so the options carry only a requested activity.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The activities the scene was asked to show (by `requestSceneSessionActivation`).
        public let userActivities: Set<NSUserActivity>
        /// The bundle identifier of the app that asked for the scene; nil when the system did.
        public let sourceApplication: String?

        init(userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil) {
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
        }
    }

    /// Options for `UIApplication.requestSceneSessionActivation`.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene asking for the activation.
        open var requestingScene: UIScene?

        /// Options with no requesting scene.
        public override init() { super.init() }
    }

    /// Posted, with the scene as the object, when it connects to the app.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted, with the scene as the object, when it is disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted, with the scene as the object, when it became active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted, with the scene as the object, when it is about to stop being active.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted, with the scene as the object, when it is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted, with the scene as the object, when it went to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, kept strongly as UIKit does.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title, shown by the system (an SDL window's title bar).
    open var title: String! = "" {
        didSet { titleDidChange() }
    }

    /// A scene of `session`, connecting with `connectionOptions`. UIKit creates scenes; an app does not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The scene's next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// What the scene does when its title changes; a window scene retitles its desktop window.
    func titleDidChange() {}
}
