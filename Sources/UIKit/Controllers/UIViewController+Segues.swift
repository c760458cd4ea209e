import Foundation

/// Segues: performing a storyboard's segues by identifier, and the search for an unwind segue's destination.
extension UIViewController {
    /// `performSegue(withIdentifier:sender:)` unless a subclass overrides it: the storyboard's segue of that
    /// identifier from this controller, without asking `shouldPerformSegue(withIdentifier:sender:)`, as on iOS.
    /// Where iOS raises for an unknown identifier, Vellum logs its message and does nothing.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates.last(where: { $0.identifier == identifier }) else {
            let receiver = "<\(NSLayoutConstraint.className(of: self)): \(NSLayoutConstraint.address(of: self))>"
            return uikitLog.error("Receiver (\(receiver)) has no segue with identifier '\(identifier)'")
        }
        template.trigger(from: self, sender: sender, consultingSource: false)
    }

    /// Finds the controller that performs `action` on the way back from this one, calls the action on it
    /// with the segue once this controller has prepared, then performs the segue. Logged, and nothing
    /// happens, when no controller performs it.
    func performUnwind(_ action: Selector, identifier: String?, sender: Any?, segueClass: UIStoryboardSegue.Type) {
        let unwindSource = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        var reached: UIViewController = self
        var destination: UIViewController?
        while destination == nil, let ancestor = StoryboardSegueKind.unwindAncestor(of: reached) {
            destination = Self.unwindDestination(in: ancestor, for: unwindSource)
            reached = ancestor
        }
        guard let destination else {
            return uikitLog.error("UIStoryboardSegue: no view controller on the way back from \(self) performs the unwind action \(action.name); the segue does nothing.")
        }
        let segue = segueClass.init(identifier: identifier, source: self, destination: destination)
        segue.kind = .unwind(action)
        segue.sender = sender
        prepare(for: segue, sender: sender)
        _ = performAction(action, on: destination, sender: segue, event: nil)
        segue.perform()
    }

    /// The first controller in `controller`'s allowed children (depth first), then `controller` itself, that
    /// can perform the unwind action.
    private static func unwindDestination(in controller: UIViewController, for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = unwindDestination(in: child, for: source) { return found }
        }
        let performs = controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
        return performs ? controller : nil
    }

    /// `allowedChildrenForUnwinding(from:)` unless a subclass overrides it: the children less the one the segue
    /// comes from, nearest first in a navigation stack.
    func childrenToSearchOnWayBack(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let coming = childContaining(source)
        let allowed = children.filter { $0 !== coming }
        return self is UINavigationController ? allowed.reversed() : allowed
    }

    /// `childContaining(_:)` unless a subclass overrides it: the child that is, or contains, or presented
    /// (through its descendants) the source.
    func childOnWayBack(to source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = StoryboardSegueKind.unwindAncestor(of: controller)
        }
        return nil
    }

    /// `unwind(for:towards:)` unless a subclass overrides it: UIKit's containers show `subsequentVC` — a
    /// navigation controller pops to it, a tab bar controller selects it; other controllers do nothing.
    func showOnWayBack(_ subsequentVC: UIViewController) {
        switch self {
        case let navigation as UINavigationController:
            if navigation.viewControllers.contains(subsequentVC), navigation.topViewController !== subsequentVC {
                _ = navigation.popToViewController(subsequentVC, animated: true)
            }
        case let tabs as UITabBarController:
            if tabs.viewControllers?.contains(subsequentVC) == true { tabs.selectedViewController = subsequentVC }
        default:
            break
        }
    }
}
