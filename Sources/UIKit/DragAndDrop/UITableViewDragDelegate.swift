import Foundation

/// Gives a table's rows to drag and hears of the drag.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items to drag from the row at `indexPath`; none and the row does not lift.
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap on the row at `indexPath` (at `point`, in the table) adds to `session`, a drag in
    /// progress; none when not implemented.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted row's preview is drawn; nil: the whole cell.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag of rows begins.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    /// The drag of rows ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    /// Whether the rows may be moved; true when not implemented.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the drag stays within the app; false when not implemented.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// None.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    /// The whole cell.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    /// True.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    /// False.
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}
