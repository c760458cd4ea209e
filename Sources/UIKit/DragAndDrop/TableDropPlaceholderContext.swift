import Foundation

/// A table's drop placeholder while it is shown: its cell sits in the gap opened at its index path, which
/// stays open until the placeholder is committed or deleted.
@MainActor
final class TableDropPlaceholderContext: ListDropPlaceholderContext, UITableViewDropPlaceholderContext {
    let placeholder: UITableViewDropPlaceholder
    /// The placeholder's cell, in the table.
    let cell: UITableViewCell
    /// Its row's height.
    let height: CGFloat
    private weak var table: UITableView?

    /// Shows `placeholder`'s cell in `table` and sends `dragItem`'s preview to it through `targets`; with the
    /// table gone, a placeholder never shown.
    init(dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder, table: UITableView?, targets: ListDropTargets) {
        self.placeholder = placeholder
        self.table = table
        let rowHeight = placeholder.rowHeight
        guard let table else {
            cell = UITableViewCell(style: .default, reuseIdentifier: placeholder.reuseIdentifier)
            height = rowHeight
            super.init(dragItem: dragItem)
            return
        }
        height = rowHeight > 0 && rowHeight.isFinite ? rowHeight : table.defaultDropGapHeight
        cell = table.dequeueReusableCell(withIdentifier: placeholder.reuseIdentifier, for: placeholder.insertionIndexPath)
        super.init(dragItem: dragItem)
        placeholder.cellUpdateHandler?(cell)
        _ = table.dropPlaceholder?.deletePlaceholder()
        table.dropPlaceholder = self
        table.placeBehindHeaders(cell)
        table.setDropGap((placeholder.insertionIndexPath, height), animated: false)
        table.placeShownViews()
        let parameters = placeholder.previewParametersProvider?(cell)
        animator = targets.send(dragItem, to: cell.frame, in: table, parameters: parameters)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let table, remove(from: table, animated: false) else { return false }
        dataSourceUpdates(placeholder.insertionIndexPath)
        table.insertRows(at: [placeholder.insertionIndexPath], with: .none)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let table else { return false }
        return remove(from: table, animated: true)
    }

    /// Takes the cell out and closes its gap; false when it was already out.
    private func remove(from table: UITableView, animated: Bool) -> Bool {
        guard table.dropPlaceholder === self else { return false }
        table.dropPlaceholder = nil
        cell.removeFromSuperview()
        table.setDropGap(nil, animated: animated)
        return true
    }
}
