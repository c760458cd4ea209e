import Foundation

extension UITableView {
    /// The selected row, if any (the first selected, with multiple selection).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, in the order they were selected; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row at `indexPath` (deselecting the others without multiple selection) and scrolls it to
    /// `scrollPosition`; nil deselects every row. The delegate is not told, as on iOS. An index path out of
    /// range is refused and logged.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll(animated: animated) }
        guard currentGeometry().contains(indexPath) else {
            return uikitLog.error("UITableView: attempt to select invalid index path: \(ListUpdate.describe(indexPath))")
        }
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        if !multipleSelectionAllowed { deselectAll(animated: animated, except: indexPath) }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Whether several rows may be selected now.
    var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Whether the user can select rows now.
    var userSelectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }

    func deselectAll(animated: Bool = false, except kept: IndexPath? = nil) {
        for row in selectedRows where row != kept { deselectRow(at: row, animated: animated) }
    }

    // MARK: Touches

    /// A touch reached the rows (after the scroll view's delay): the row under it highlights, if the
    /// delegate agrees.
    func trackingTouchBegan(_ touches: Set<UITouch>) {
        // During a drag, a tap on a row of a table that drags rows adds the row to the drag instead.
        if DragController.current?.isInProgress == true, dragAndDrop?.dragInteraction.isEnabled == true { return }
        guard trackedTouch == nil, let touch = touches.first, !swipeController.touchBegan(at: touch.location(in: self)),
              userSelectionAllowed, let row = indexPathForRow(at: touch.location(in: self)) else { return }
        trackedTouch = touch
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true else { return }
        touchedRow = row
        shownCells[row]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: row)
    }

    /// The touch moved: it unhighlights the row once it leaves it.
    func trackingTouchMoved(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch), let row = touchedRow else { return }
        if indexPathForRow(at: touch.location(in: self)) != row { unhighlightTouchedRow() }
    }

    /// The touch lifted on its row: the row is selected (or, when selected with multiple selection,
    /// deselected), asking `willSelect`/`willDeselect` first and telling `didSelect`/`didDeselect` after.
    func trackingTouchEnded(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let row = touchedRow
        unhighlightTouchedRow()
        guard let row, indexPathForRow(at: touch.location(in: self)) == row else { return }
        userSelect(row)
    }

    /// The touch was cancelled (a scroll began): the row unhighlights and nothing is selected.
    func trackingTouchCancelled() {
        trackedTouch = nil
        unhighlightTouchedRow()
    }

    private func unhighlightTouchedRow() {
        guard let row = touchedRow else { return }
        touchedRow = nil
        shownCells[row]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// Selects or deselects `row` as a tap on it does.
    func userSelect(_ row: IndexPath) {
        let delegate = tableDelegate
        if selectedRows.contains(row), multipleSelectionAllowed {
            guard let target = delegate == nil ? row : delegate?.tableView(self, willDeselectRowAt: row) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
        }
        guard let target = delegate == nil ? row : delegate?.tableView(self, willSelectRowAt: row),
              currentGeometry().contains(target) else { return }
        if !multipleSelectionAllowed {
            for other in selectedRows where other != target {
                guard let deselected = delegate == nil ? other : delegate?.tableView(self, willDeselectRowAt: other) else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        shownCells[target]?.setSelected(true, animated: false)
        // As on iOS, a storyboard cell's segue is prepared before the delegate hears of the selection.
        if let cell = shownCells[target] { cell.selectionSegue?(cell) }
        delegate?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }
}
