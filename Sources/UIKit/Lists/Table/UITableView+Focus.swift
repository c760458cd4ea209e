import Foundation

/// Focus in a table view, a focus group of its own: the up and down arrows go to the previous or next row the
/// delegate lets be focused, in any section, shown or not (a row not shown is scrolled into view first); focus
/// entering the table returns to the last focused row when the table remembers it.
extension UITableView: FocusList {
    /// Whether the row can be focused: the delegate's answer, else `allowsFocus`.
    func canFocusRow(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, canFocusRowAt: indexPath) ?? allowsFocus
    }

    func focusIndexPath(of view: UIView) -> IndexPath? {
        (view as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func focusCell(_ heading: UIFocusHeading, from indexPath: IndexPath) -> UIView? {
        guard heading == .up || heading == .down else { return nil }
        let sections = currentGeometry().sections
        var section = indexPath.section, row = indexPath.row
        while sections.indices.contains(section) {
            row += heading == .down ? 1 : -1
            while row < 0 || row >= sections[section].rows.count {
                section += heading == .down ? 1 : -1
                guard sections.indices.contains(section) else { return nil }
                row = heading == .down ? 0 : sections[section].rows.count - 1
            }
            let target = IndexPath(row: row, section: section)
            if canFocusRow(at: target) { return shownFocusCell(at: target) }
        }
        return nil
    }

    func preferredFocusCell() -> UIView? {
        let remembered = remembersLastFocusedIndexPath ? lastFocusedIndexPath : nil
        guard let indexPath = remembered ?? tableDelegate?.indexPathForPreferredFocusedView(in: self),
              currentGeometry().contains(indexPath), canFocusRow(at: indexPath) else { return nil }
        return shownFocusCell(at: indexPath)
    }

    /// The row's cell, the row scrolled into view and laid out first when it is not shown.
    private func shownFocusCell(at indexPath: IndexPath) -> UITableViewCell? {
        if let cell = cellForRow(at: indexPath) { return cell }
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        return cellForRow(at: indexPath)
    }
}
