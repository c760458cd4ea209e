import Foundation

extension UITableView: ListDragHost {
    func draggableIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func draggableCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func dragItems(for session: UIDragSession, at indexPath: IndexPath, adding point: CGPoint?) -> [UIDragItem]? {
        guard let dragDelegate else { return nil }
        guard let point else { return dragDelegate.tableView(self, itemsForBeginning: session, at: indexPath) }
        return dragDelegate.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }

    func dragSessionWillBegin(_ session: UIDragSession) { dragDelegate?.tableView(self, dragSessionWillBegin: session) }

    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragSessionDidEnd(_ session: UIDragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }
}

extension UITableView {
    /// Whether rows dragged out of the table are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop?.activeDrag != nil }

    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { dragAndDrop?.isDropping == true }

    /// Adds or removes the drag and drop interactions as the delegates and `dragInteractionEnabled` say.
    func updateDragAndDrop() {
        dragAndDrop = updateListDragAndDrop(dragAndDrop, dragging: dragDelegate != nil, dropping: dropDelegate != nil,
                                            dragEnabled: dragInteractionEnabled) { TableDragDropForwarder(table: self) }
    }

    /// Where rows dropped at `point` would be inserted: before the row under it in its upper half, after it in
    /// its lower half; past the last row below the rows; nil over a header or footer, or with no sections.
    func dropInsertionIndexPath(at point: CGPoint) -> IndexPath? {
        let geometry = currentGeometry()
        guard !geometry.sections.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        if let row = indexPathForRow(at: point) {
            return point.y > rectForRow(at: row).midY ? IndexPath(row: row.row + 1, section: row.section) : row
        }
        let last = geometry.sections.count - 1
        guard point.y >= rect(forSection: last).maxY else { return nil }
        return IndexPath(row: geometry.sections[last].rows.count, section: last)
    }

    /// The top of a row inserted at `indexPath`: where the row there starts, or where its section's rows end;
    /// nil past the sections.
    func insertionMinY(at indexPath: IndexPath) -> CGFloat? {
        guard let geometry, geometry.sections.indices.contains(indexPath.section), indexPath.row >= 0 else { return nil }
        if indexPath.row < geometry.sections[indexPath.section].rows.count { return geometry.span(ofRow: indexPath).y }
        return geometry.span(ofFooter: indexPath.section).y
    }

    /// `destination` for the row at `source` as the delegate's `targetIndexPathForMoveFromRowAt` allows, kept
    /// within the rows.
    func clampedMoveDestination(_ destination: IndexPath, from source: IndexPath) -> IndexPath {
        let geometry = currentGeometry()
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination) ?? destination
        guard geometry.sections.indices.contains(target.section) else { return source }
        let rows = geometry.sections[target.section].rows.count
        let limit = target.section == source.section ? rows - 1 : rows
        target.row = min(max(target.row, 0), max(limit, 0))
        return target
    }

    /// The gap opened for a dragged item from outside the table: a row of the table's height.
    var defaultDropGapHeight: CGFloat {
        rowHeight > 0 && rowHeight.isFinite ? rowHeight : Self.defaultRowHeight
    }

    /// Opens a gap of `gap.1` points before the row at `gap.0` (rows after it move down), or closes it (nil),
    /// and closes the place of the row at `closing.0`, `closing.1` points high (rows after it move up), or
    /// opens it again (nil). Drop placeholders keep gaps of their own.
    func setDropGap(_ gap: (IndexPath, CGFloat)?, closing: (IndexPath, CGFloat)? = nil, animated: Bool = true) {
        let new = gap.map { (indexPath: $0.0, height: $0.1) }
        let closed = closing.map { (indexPath: $0.0, height: $0.1) }
        guard new?.indexPath != dropGap?.indexPath || new?.height != dropGap?.height
            || closed?.indexPath != closedRow?.indexPath || closed?.height != closedRow?.height else { return }
        dropGap = new
        closedRow = closed
        guard animated else { return placeShownViews() }
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.placeShownViews() }
    }

    /// How far the drop gap and the drop placeholders move down what starts at `indexPath`: the row there,
    /// or with `placeholder`, that placeholder's cell, after the placeholders there newer than it.
    func dropGapOffset(at indexPath: IndexPath, placeholder: TableDropPlaceholderContext? = nil) -> CGFloat {
        var offset = dropGap.map { indexPath >= $0.indexPath ? $0.height : 0 } ?? 0
        var newer = true
        for other in dropPlaceholders {
            if other === placeholder {
                newer = false
                continue
            }
            // A placeholder's cell follows the newer placeholders at its index path and precedes the older ones.
            if (placeholder == nil || newer) ? other.indexPath <= indexPath : other.indexPath < indexPath { offset += other.height }
        }
        return offset
    }

    /// Moves the drop placeholders with an update's `mapping` (`counts` the rows after it), each keeping its
    /// place among the rows, or above the new row of the placeholder `committed` in the update; those whose
    /// section went leave with it.
    func moveDropPlaceholders(with mapping: ListUpdateMapping, counts: [Int],
                              committed: (indexPath: IndexPath, above: [TableDropPlaceholderContext])?) {
        dropPlaceholders.removeAll { placeholder in
            if let committed, committed.above.contains(where: { $0 === placeholder }) {
                placeholder.indexPath = committed.indexPath
                return false
            }
            guard let moved = mapping.newIndexPath(forPlaceBefore: placeholder.indexPath),
                  counts.indices.contains(moved.section) else {
                placeholder.cell.removeFromSuperview()
                return true
            }
            // A reloaded section may have fewer rows than before.
            placeholder.indexPath = IndexPath(row: min(moved.row, counts[moved.section]), section: moved.section)
            return false
        }
    }

    /// Where `point` falls in the rows as the data source has them: below a closed row's place, its height
    /// further down, since the rows there show that much higher.
    func pointBeforeClosing(_ point: CGPoint) -> CGPoint {
        guard let closedRow, point.y > rectForRow(at: closedRow.indexPath).minY else { return point }
        return CGPoint(x: point.x, y: point.y + closedRow.height)
    }
}
