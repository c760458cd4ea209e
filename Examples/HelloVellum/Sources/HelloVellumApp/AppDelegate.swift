import UIKit

/// Opens one window whose root controller is a `GreetingViewController`.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?

    /// Shows the window.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GreetingViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
