import Foundation

/// The coordinator a table's drop delegate is handed.
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession
    private weak var table: UITableView?
    private let targets: ListDropTargets

    init(table: UITableView, items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
         session: UIDropSession, targets: ListDropTargets) {
        self.table = table
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.targets = targets
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        guard let table else { return DragAnimator() }
        return targets.send(dragItem, to: table.rectForRow(at: indexPath), in: table, parameters: parameters(at: indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        guard let table, let cell = table.cellForRow(at: indexPath) else { return DragAnimator() }
        return targets.send(dragItem, to: rect, in: cell, parameters: parameters(at: indexPath))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        targets.send(dragItem, to: target)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        TableDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, table: table, targets: targets)
    }

    private func parameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let table else { return nil }
        return table.dropDelegate?.tableView(table, dropPreviewParametersForRowAt: indexPath)
    }
}
