import Foundation

/// Hears when a navigation controller shows a new top controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown: after the stack changed, before the appearance callbacks'
    /// animation.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called once `viewController` is shown, after its `viewDidAppear(_:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
