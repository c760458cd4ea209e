import Foundation

/// Hears when a navigation controller shows a new top controller, and may animate its pushes and pops itself.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown: after the stack changed, before the appearance callbacks'
    /// animation.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called once `viewController` is shown, after its `viewDidAppear(_:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`; nil, the default, for the built-in slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// What drives `animationController`'s transition interactively; nil, the default, runs it on its own.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// The built-in slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { nil }
    /// Not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
