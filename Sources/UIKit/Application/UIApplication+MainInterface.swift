import Foundation

/// The interface the Info.plist names, made at launch as iOS makes it: the main storyboard
/// (`UIMainStoryboardFile`) or main nib (`NSMainNibFile`) of an app without scenes, and each scene's storyboard
/// (`UISceneStoryboardFile`) under the scene life cycle.
extension UIApplication {
    /// The window of the main storyboard or main nib, made before the delegate hears launching: the storyboard's
    /// initial controller is the root of the delegate's `window` (a new window when it has none, assigned to it);
    /// a nib loads with the app as File's Owner, its first window kept. The caller makes it key and visible once
    /// `application(_:didFinishLaunchingWithOptions:)` returns. Nil when the Info.plist names neither.
    func loadMainInterface(info: [String: Any], delegate: UIApplicationDelegate) -> UIWindow? {
        if let name = info["UIMainStoryboardFile"] as? String {
            let storyboard = UIStoryboard(name: name, bundle: mainInterfaceBundle)
            guard let root = storyboard.instantiateInitialViewController() else {
                if storyboard.document != nil {
                    uikitLog.error("Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - perhaps the designated entry point is not set?")
                }
                return nil
            }
            let window = delegate.window ?? UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            delegate.window = window
            mainInterfaceWindows.append(window)
            return window
        }
        if let name = info["NSMainNibFile"] as? String {
            let objects = UINib(nibName: name, bundle: mainInterfaceBundle).instantiate(withOwner: self)
            guard let window = objects.lazy.compactMap({ $0 as? UIWindow }).first else { return nil }
            mainInterfaceWindows.append(window)
            return window
        }
        return nil
    }

    /// The window of `scene`'s storyboard, made before its delegate hears `scene(_:willConnectTo:options:)`:
    /// the storyboard's initial controller is its root, and the delegate's `window` is set to it. The caller
    /// makes it key and visible once the delegate has heard. Nil when the configuration has no storyboard.
    func makeStoryboardWindow(for scene: UIWindowScene, configuration: UISceneConfiguration) -> UIWindow? {
        guard let storyboard = configuration.storyboard else { return nil }
        guard let root = storyboard.instantiateInitialViewController() else {
            if storyboard.document != nil {
                uikitLog.error("[SceneConfiguration] The storyboard \(storyboard.name) of the scene has no initial view controller; the scene has no window.")
            }
            return nil
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        (scene.delegate as? UIWindowSceneDelegate)?.window = window
        mainInterfaceWindows.append(window)
        return window
    }
}
