import Foundation

/// The app's delegate: it hears the app launch, become active, resign, go to the background and end — or, in an
/// app with scenes, configures the scenes (whose delegates then hear the foreground and background instead).
///
/// Every method is optional. Swift on Linux creates the delegate from its class (for `@main` and
/// `UIApplicationMain`), which needs an initializer it can call on the class: `init()`. A delegate class
/// that is not `final` declares it `required` (`required override init() { super.init() }`).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate.
    init()
    /// The app's main window, for delegates that keep one.
    var window: UIWindow? { get set }
    /// Launching has begun; return false if the app cannot handle a launch URL.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching is nearly done: build the first window here.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// Memory is low: free what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration of the scene about to connect for `connectingSceneSession`; what it leaves nil comes
    /// from the Info.plist's configuration of the same name.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed the windows of `sceneSessions`: forget what was kept for them.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window unless the delegate stores one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Launches normally.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Launches normally.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// The session's configuration: the Info.plist's default for its role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// The entry point of an app whose delegate is marked `@main`: runs `UIApplicationMain` with it.
    public static func main() {
        UIApplication.launch(delegate: Self())
    }
}
