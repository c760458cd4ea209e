import Foundation

/// The running app: its windows, its key window, its state and its delegate.
///
/// `UIApplication.shared` exists even without `UIApplicationMain` — in tests, scripts and server-side
/// rendering — on the headless host. Before the run loop waits, on every turn, the app's frame cycle
/// (`AppFrameCycle`) lays out and displays what changed, finishes view controllers' appearance and commits.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Posted when launching finished.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    private static var sharedStorage: UIApplication?
    /// The host showing the screens, once started.
    private(set) static var host: PlatformHost?
    /// The host `UIApplicationMain` chose; the headless host when none did.
    static var hostKind = HostConfiguration.Kind.headless

    /// The app. Created on first use, on the headless host, when `UIApplicationMain` has not run.
    public class var shared: UIApplication {
        if let app = sharedStorage { return app }
        let app = UIApplication()
        sharedStorage = app
        startHostIfNeeded()
        return app
    }

    /// Starts the host, which connects the screens, once.
    static func startHostIfNeeded() {
        guard host == nil else { return }
        let configuration = HostConfiguration.fromEnvironment(preferring: hostKind)
        let started: PlatformHost
        switch configuration.kind {
        case .sdl:
            if let sdl = SDLHost(configuration: configuration) {
                started = sdl
            } else {
                uikitLog.notice("UIApplication: no display could be opened; running headless.")
                started = HeadlessHost(configuration: configuration)
            }
        case .headless:
            started = HeadlessHost(configuration: configuration)
        }
        host = started
        started.start()
    }

    /// The app's delegate. Weak, as in UIKit: `UIApplicationMain` keeps the delegate it creates.
    open weak var delegate: UIApplicationDelegate?
    weak var keyWindowStorage: UIWindow?
    private var strongDelegate: UIApplicationDelegate?

    // The scenes (UIApplication+Scenes.swift).
    /// The Info.plist's scene manifest, read at launch.
    var sceneManifest: SceneManifest?
    /// Whether the scenes' delegates hear the life cycle rather than the app delegate.
    var usesSceneLifecycle = false
    /// The module of the app delegate: what `$(PRODUCT_MODULE_NAME)` stands for in the manifest.
    var sceneAppModule: String?
    /// The connected scenes, in the order they connected.
    var windowScenes: [UIWindowScene] = []
    /// The open sessions, in the order they were made.
    var sceneSessions: [UISceneSession] = []
    /// The session and options of the scene being opened by `requestSceneSessionActivation`.
    var pendingSceneRequest: (session: UISceneSession?, options: UIScene.ConnectionOptions)?
    /// Whether launching connected the scenes, so that screens connected later get theirs.
    var scenesLaunched = false
    /// Where the storyboards and nibs the Info.plist names are found: the folder holding it.
    var mainInterfaceBundle = Bundle.main
    /// The windows made from the Info.plist's storyboards and nib, kept as iOS keeps them when the delegate does not.
    var mainInterfaceWindows: [UIWindow] = []

    /// Whether the app is active, inactive or in the background.
    public internal(set) var applicationState = State.inactive

    /// The direction the app's user interface is laid out in (see `launchLayoutDirection`), which every view
    /// without a forced direction follows.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.launchLayoutDirection }

    /// The app's layout direction, fixed at launch as on iOS: right to left with the launch arguments of
    /// Xcode's right-to-left pseudolanguage (`-AppleTextDirection YES` or `-NSForceRightToLeftWritingDirection
    /// YES`), else the direction of the user's language (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    static let launchLayoutDirection = layoutDirection(arguments: CommandLine.arguments,
                                                       environment: ProcessInfo.processInfo.environment)

    /// The layout direction that launch `arguments` and `environment` ask for.
    static func layoutDirection(arguments: [String], environment: [String: String]) -> UIUserInterfaceLayoutDirection {
        for (index, argument) in arguments.enumerated().dropLast()
        where argument == "-AppleTextDirection" || argument == "-NSForceRightToLeftWritingDirection" {
            if ["YES", "1", "true"].contains(arguments[index + 1]) { return .rightToLeft }
        }
        // POSIX order; LANGUAGE is a list of languages, the first preferred.
        let locale = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0]?.split(separator: ":").first.map(String.init) }
            .first { !$0.isEmpty && $0 != "C" && $0 != "POSIX" }
        guard let locale else { return .leftToRight }
        return Locale.Language(identifier: locale).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The app's windows on every screen, back to front.
    open var windows: [UIWindow] { UIScreen.connectedScreens.flatMap(\.windows) }

    /// The key window: the one receiving keyboard and other non-touch events.
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// The app's next responder: its delegate, when that is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Events (Events/UIApplication+Events.swift)

    /// Dispatches `event` to its windows: a touches event to the windows of the touches that changed, a
    /// presses, motion or remote-control event to the key window, scroll and hover to the window under the
    /// pointer.
    open func sendEvent(_ event: UIEvent) { dispatchEvent(event) }

    /// Sends `action` to `target`, or, when `target` is nil, to the first responder (of the sender's window,
    /// else the key window) or — when there is none — to the sender, from where it goes up the responder
    /// chain to the first responder that can perform it. Returns whether some object performed it.
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        deliverAction(action, to: target, from: sender, for: event)
    }

    // MARK: The key window

    func setKeyWindow(_ window: UIWindow?) {
        let old = keyWindowStorage
        guard window !== old else { return }
        keyWindowStorage = window
        window?.windowSceneStorage?.keyWindowStorage = window
        old?.resignKey()
        window?.becomeKey()
    }

    // MARK: Launching and ending

    /// Launches the app with `delegate` and runs the main run loop until the app ends; a headless recording runs
    /// it on a virtual clock instead.
    static func launch(delegate: UIApplicationDelegate) -> Never {
        if sharedStorage == nil { hostKind = HostConfiguration.displayAvailable ? .sdl : .headless }
        let plist = InfoPlist.find()
        let app = shared
        let finish = {
            app.finishLaunching(delegate: delegate, info: plist.dictionary, resources: plist.bundle, screens: UIScreen.connectedScreens)
        }
        if let headless = host as? HeadlessHost, headless.recordsOnVirtualClock { headless.runOnVirtualClock(launching: finish) }
        finish()
        if let notice = (host as? HeadlessHost)?.launchNotice { uikitLog.notice("\(notice)") }
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }

    /// Keeps `delegate` as the app's delegate, tells it the app launched and posts the notification, then
    /// connects a scene on each of `screens`, with `info` as the Info.plist, in UIKit's order; the app becomes
    /// active with its first scene. Without the scene life cycle the app delegate hears it; with it the app
    /// starts in the background and only the notifications follow its scenes. The storyboards and nib `info`
    /// names are found in `resources`: without scenes the main one's window is made before the delegate hears
    /// of launching and made key and visible after.
    func finishLaunching(delegate: UIApplicationDelegate, info: [String: Any], resources: Bundle = .main, screens: [UIScreen]) {
        strongDelegate = delegate
        self.delegate = delegate
        sceneManifest = SceneManifest(info: info)
        mainInterfaceBundle = resources
        let mainWindow = sceneManifest == nil ? loadMainInterface(info: info, delegate: delegate) : nil
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        mainWindow?.makeKeyAndVisible()
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init)
        connectScenesAtLaunch(on: screens, appModule: module)
    }

    /// Undoes `finishLaunching`: the scenes disconnect, the sessions and the delegate are forgotten, and the app
    /// is inactive again, as before launching. Tests that launch an app call it when they end.
    func endLaunch() {
        for scene in windowScenes { disconnect(scene, discardingSession: false) }
        sceneSessions = []
        scenesLaunched = false
        sceneManifest = nil
        mainInterfaceWindows = []
        mainInterfaceBundle = .main
        usesSceneLifecycle = false
        strongDelegate = nil
        delegate = nil
        applicationState = .inactive
    }

    /// Ends the app: its scenes disconnect (the app following them to the background) or, without the scene
    /// life cycle, it resigns active; then the delegate hears it will terminate, and the process exits.
    func terminate() -> Never {
        if usesSceneLifecycle {
            for scene in windowScenes { disconnect(scene, discardingSession: false) }
        } else if applicationState == .active {
            stepState(toward: .inactive)
        }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        Self.host?.stop()
        exit(0)
    }
}

/// Creates the app and its delegate from their class names and runs the app until it ends. The principal
/// class must be `UIApplication` (nil for it); the delegate class is found by its module-qualified name
/// (`"MyApp.AppDelegate"`).
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication", principalClassName != "UIKit.UIApplication" {
        uikitLog.error("UIApplicationMain: principal class \(principalClassName) cannot be created on Linux; UIApplication is used.")
    }
    guard let name = delegateClassName else {
        uikitLog.error("UIApplicationMain: no delegate class name; the app runs without a delegate.")
        UIApplication.launch(delegate: NoDelegate())
    }
    guard let delegateType = NSClassFromString(name) as? UIApplicationDelegate.Type else {
        uikitLog.error("UIApplicationMain: no UIApplicationDelegate class named \(name); the app runs without a delegate.")
        UIApplication.launch(delegate: NoDelegate())
    }
    UIApplication.launch(delegate: delegateType.init())
}

/// The delegate of an app launched without one.
@MainActor
private final class NoDelegate: UIApplicationDelegate {}
