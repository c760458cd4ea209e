import Foundation

/// Showing a controller without knowing the container: the nearest container that can show it does.
extension UIViewController {
    /// `show(_:sender:)` unless a subclass overrides it: the nearest navigation controller among this controller
    /// and its ancestors pushes `vc`; else the nearest split view shows it in its secondary column; else this
    /// controller presents it.
    func showInPrimaryContext(_ vc: UIViewController, sender: Any?) {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController {
                return navigation.pushViewController(vc, animated: true)
            }
            if let split = controller as? UISplitViewController {
                return split.showInSecondaryColumn(vc, sender: sender)
            }
            current = controller.parent
        }
        present(vc, animated: true)
    }

    /// `showDetailViewController(_:sender:)` unless a subclass overrides it: the nearest split view among this
    /// controller and its ancestors shows `vc` in its secondary column (pushes it on the single stack while
    /// collapsed); else this controller presents it.
    func showInSecondaryContext(_ vc: UIViewController, sender: Any?) {
        var current: UIViewController? = self
        while let controller = current {
            if let split = controller as? UISplitViewController {
                return split.showInSecondaryColumn(vc, sender: sender)
            }
            current = controller.parent
        }
        present(vc, animated: true)
    }
}

extension UISplitViewController {
    /// Shows `vc` as the secondary content, unless the delegate does: while collapsed it is pushed on the
    /// single stack; while expanded it replaces the secondary column's controller.
    func showInSecondaryColumn(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsed, let navigation = collapsedChild as? UINavigationController {
            return navigation.pushViewController(vc, animated: true)
        }
        if style == .unspecified {
            viewControllers = [columnChildren[.primary], vc].compactMap { $0 }
        } else {
            setViewController(vc, for: .secondary)
        }
    }
}
