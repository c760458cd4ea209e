import Foundation

extension UITableView {
    /// Enters or leaves editing mode: shown cells get their editing style and controls, and slide their
    /// content over 0.3 s when animated.
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        swipeController.close(animated: false)
        isEditingStorage = editing
        if !(editing ? allowsSelectionDuringEditing : allowsSelection) { deselectAll(animated: animated) }
        let update = {
            for (row, cell) in self.shownCells { self.configureEditing(of: cell, at: row) }
            for cell in self.shownCells.values { cell.layoutIfNeeded() }
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: update)
        } else {
            update()
        }
    }

    /// Gives a shown cell the table's editing state, its editing style and its controls.
    func configureEditing(of cell: UITableViewCell, at row: IndexPath) {
        let editable = dataSource?.tableView(self, canEditRowAt: row) ?? false
        let style = isEditing && editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) : .none
        cell.editingStyle = style
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: row) ?? true
        cell.setEditing(isEditing, animated: false)
        cell.setEditingControl(style == .none ? nil : editingControl(style, for: cell))
        let movable = isEditing && (dataSource?.tableView(self, canMoveRowAt: row) ?? false)
        cell.setReorderControl(movable ? reorderControl(for: cell) : nil)
    }

    private func editingControl(_ style: UITableViewCell.EditingStyle, for cell: UITableViewCell) -> UIButton {
        let button = cell.editingControl ?? {
            let button = UIButton(type: .custom)
            button.frame.size = CGSize(width: 22, height: 22)
            button.addAction(UIAction { [weak self, weak cell] _ in
                guard let self, let cell, let row = self.indexPath(for: cell) else { return }
                self.editingControlTapped(cell.editingStyle, at: row)
            }, for: .touchUpInside)
            return button
        }()
        button.setImage(style == .delete ? ListGlyphs.delete : ListGlyphs.insert, for: .normal)
        button.accessibilityLabel = style == .delete ? "Delete" : "Insert"
        return button
    }

    /// The delete control shows the Delete confirmation (the row's trailing swipe actions); the insert
    /// control commits an insertion.
    private func editingControlTapped(_ style: UITableViewCell.EditingStyle, at row: IndexPath) {
        if style == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: row)
            return
        }
        swipeController.reveal(row, trailing: true)
    }

    private func reorderControl(for cell: UITableViewCell) -> UIView {
        if let control = cell.reorderControl { return control }
        let control = UIImageView(image: ListGlyphs.reorder)
        control.isUserInteractionEnabled = true
        control.accessibilityLabel = "Reorder"
        // A press that begins at once claims the touch before the table's pan could scroll with it.
        let press = UILongPressGestureRecognizer { [weak self, weak cell] recognizer in
            guard let self, let cell else { return }
            self.reorder(cell, with: recognizer)
        }
        press.minimumPressDuration = 0
        control.addGestureRecognizer(press)
        return control
    }

    /// Drags a row by its reorder control; lifted, it follows the finger and the other rows make room where
    /// it would land, animated: its own place closes and a gap opens at the row under its centre, in its
    /// section or another (as the delegate's `targetIndexPathForMoveFromRowAt` allows). Let go, the data
    /// source's `moveRowAt` is called and the row settles there; cancelled, the rows go back.
    private func reorder(_ cell: UITableViewCell, with press: UIGestureRecognizer) {
        switch press.state {
        case .began:
            reorderSource = indexPath(for: cell)
            reorderStartY = press.location(in: self).y
            bringSubviewToFront(cell)
        case .changed:
            guard let source = reorderSource else { return }
            let rect = rectForRow(at: source)
            cell.frame.origin.y = rect.minY + press.location(in: self).y - reorderStartY
            let target = reorderTarget(from: source, centerY: cell.frame.midY)
            // Rows from the gap's row on move down: past the source in its own section, the row after the target.
            let gapRow = target.section == source.section && target.row > source.row ? target.row + 1 : target.row
            setDropGap((IndexPath(row: gapRow, section: target.section), rect.height), closing: (source, rect.height))
        case .ended, .cancelled, .failed:
            guard let source = reorderSource else { return }
            let target = press.state == .ended ? reorderTarget(from: source, centerY: cell.frame.midY) : source
            reorderSource = nil
            // The update moves the rows on from where they show now.
            dropGap = nil
            closedRow = nil
            placeBehindHeaders(cell)
            if target != source { dataSource?.tableView(self, moveRowAt: source, to: target) }
            performBatchUpdates { if target != source { self.moveRow(at: source, to: target) } }
            UIView.animate(withDuration: 0.25) { self.placeShownViews() }
        default:
            break
        }
    }

    /// Where the row at `source` lands with its centre at `y`: in the place of the row there as the rows
    /// show with its own place closed (its own place when that is no row), as the delegate allows — also after
    /// the last row of another section, as drags may land.
    private func reorderTarget(from source: IndexPath, centerY y: CGFloat) -> IndexPath {
        let rect = rectForRow(at: source)
        let probe = CGPoint(x: bounds.midX, y: y > rect.minY ? y + rect.height : y)
        let proposed = indexPathForRow(at: probe).map { row in
            row.section == source.section && row.row > source.row ? IndexPath(row: row.row - 1, section: row.section) : row
        } ?? source
        return clampedMoveDestination(proposed, from: source)
    }
}
