import Foundation

/// A table's drop placeholder while it is shown: its cell sits in a gap of its own at its index path, which
/// stays open until the placeholder is committed or deleted. Several may show at once.
@MainActor
final class TableDropPlaceholderContext: ListDropPlaceholderContext, UITableViewDropPlaceholderContext {
    let placeholder: UITableViewDropPlaceholder
    /// The placeholder's cell, in the table.
    let cell: UITableViewCell
    /// Its row's height.
    let height: CGFloat
    /// The row its gap opens before: the insertion index path, moved by the updates since.
    var indexPath: IndexPath
    private weak var table: UITableView?

    /// Shows `placeholder`'s cell in `table` and sends `dragItem`'s preview to it through `targets`; with the
    /// table gone, a placeholder never shown.
    init(dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder, table: UITableView?, targets: ListDropTargets) {
        self.placeholder = placeholder
        self.table = table
        indexPath = placeholder.insertionIndexPath
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
        table.dropPlaceholders.insert(self, at: 0)
        table.placeBehindHeaders(cell)
        table.placeShownViews()
        let parameters = placeholder.previewParametersProvider?(cell)
        animator = targets.send(dragItem, to: cell.frame, in: table, parameters: parameters)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let table, let position = table.dropPlaceholders.firstIndex(where: { $0 === self }) else { return false }
        let indexPath = indexPath
        // The update inserting its row moves the other placeholders on past it, but for the newer ones at its
        // index path, which showed above it.
        let above = table.dropPlaceholders[..<position].filter { $0.indexPath == indexPath }
        _ = remove(from: table, animated: false)
        table.committedDropRow = (indexPath, above)
        withoutActuallyEscaping(dataSourceUpdates) { dataSourceUpdates in
            // A diffable data source's apply inside records the same insertion, which the batch takes once.
            table.performBatchUpdates {
                dataSourceUpdates(indexPath)
                table.insertRows(at: [indexPath], with: .none)
            }
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let table else { return false }
        return remove(from: table, animated: true)
    }

    /// Takes the cell out and closes its gap; false when it was already out.
    private func remove(from table: UITableView, animated: Bool) -> Bool {
        guard table.dropPlaceholders.contains(where: { $0 === self }) else { return false }
        table.dropPlaceholders.removeAll { $0 === self }
        cell.removeFromSuperview()
        guard animated else { return true }
        UIView.animate(withDuration: UITableView.updateAnimationDuration) { table.placeShownViews() }
        return true
    }
}
