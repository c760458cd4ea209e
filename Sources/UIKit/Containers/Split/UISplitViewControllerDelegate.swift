import Foundation

/// Hears of a split view controller's display modes, columns, collapsing and expanding, and may steer them.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// `column` is about to be shown by a change of display mode.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to be hidden by a change of display mode.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The column whose controller tops the single stack when a column-style split view collapses;
    /// `proposedTopColumn` (the secondary) by default.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode a column-style split view takes when it expands; `proposedDisplayMode` by default.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view collapsed into one stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded into its columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A classic split view collapses: return true to discard the secondary controller rather than stack it
    /// on the primary navigation controller (false, the default).
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Return true to show `vc` yourself for `showDetailViewController(_:sender:)`; false by default.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// The proposed column.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    /// The proposed display mode.
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// False: the secondary stacks on the primary.
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    /// False: the split view shows it.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
}
