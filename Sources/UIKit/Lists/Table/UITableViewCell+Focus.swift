import Foundation

/// A focused row: scrolled into view as focus arrives and remembered (selected too when the table's selection
/// follows focus); Space or Return selects it as a tap does. The arrow keys move between rows
/// (Lists/Table/UITableView+Focus.swift).
extension UITableViewCell: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool {
        guard key.activatesFocusedControl, let table = tableView, table.userSelectionAllowed,
              let row = table.indexPath(for: self) else { return false }
        table.userSelect(row)
        return true
    }

    func focusDidArrive() {
        guard let table = tableView, let row = table.indexPath(for: self) else { return }
        table.lastFocusedIndexPath = row
        table.scrollToRow(at: row, at: .none, animated: true)
        if table.selectionFollowsFocus, table.userSelectionAllowed, !table.selectedRows.contains(row) { table.userSelect(row) }
    }
}
