import UIKit

/// The scene delegate of Xcode's template, named by the Info.plist: it makes the scene's window.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemTeal
        let label = UILabel()
        label.text = "Hello, scenes"
        label.sizeToFit()
        label.center = CGPoint(x: root.view.bounds.midX, y: root.view.bounds.midY)
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        root.view.addSubview(label)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        print("HelloScenes: scene connected")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("HelloScenes: scene active")
    }
}
