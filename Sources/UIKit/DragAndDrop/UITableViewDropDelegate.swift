import Foundation

/// Decides what a table does with drags over its rows, and takes their items when they drop.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Takes the dropped items: update the data source and the table, and say where each item's preview goes
    /// with the coordinator.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table takes this kind of drag at all; true when not implemented.
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    /// The drag came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// The drag moved over the table: what a drop at `destinationIndexPath` would do; `.cancel` when not
    /// implemented.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    /// The drag the table saw ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    /// How the row an item drops into is drawn; nil: the whole cell.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// True.
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    /// `.cancel`: nothing would happen.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    /// The whole cell.
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
