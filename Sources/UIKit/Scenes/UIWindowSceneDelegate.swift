import Foundation

/// The delegate of a window scene: a scene delegate that keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate keeps.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate stores one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
