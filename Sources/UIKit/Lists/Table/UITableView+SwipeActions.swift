import Foundation

extension UITableView: ListSwipeHost {
    /// The row under `point`.
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    /// The actions the row reveals when swiped towards the leading edge (`trailing`) or the trailing edge:
    /// the delegate's, else for a trailing swipe on a deletable row the Delete action, which commits the
    /// deletion to the data source.
    func swipeActions(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if !trailing { return nonEmpty(delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)) }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row) {
            return nonEmpty(configuration)
        }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: row),
              (delegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func nonEmpty(_ configuration: UISwipeActionsConfiguration?) -> UISwipeActionsConfiguration? {
        configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// The row's cell and its rect.
    func swipeCell(at row: IndexPath) -> (cell: UIView, rest: CGRect)? {
        shownCells[row].map { ($0, rectForRow(at: row)) }
    }

    /// Tells the delegate editing begins on the row; its cell shows the delete confirmation.
    func swipeActionsWillShow(at row: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: row)
        shownCells[row]?.showingDeleteConfirmation = true
        shownCells[row]?.setNeedsUpdateConfiguration()
    }

    /// The cell no longer shows the delete confirmation; tells the delegate editing ended on the row.
    func swipeActionsDidHide(at row: IndexPath) {
        shownCells[row]?.showingDeleteConfirmation = false
        shownCells[row]?.setNeedsUpdateConfiguration()
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }
}
