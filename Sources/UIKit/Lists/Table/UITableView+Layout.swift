import Foundation

extension UITableView {
    /// Shows what is in view: cells for rows that came into view (asked of the data source, sized, told to
    /// the delegate), reuse for rows that left, headers and footers likewise. Rows measured when shown may
    /// differ from their estimates; the rows already shown are then kept in place by moving the offset.
    func layoutTable() {
        let geometry = currentGeometry()
        let anchor = shownCells.min { $0.key < $1.key }.map { ($0.key, geometry.span(ofRow: $0.key).y) }
        updateContentSize()
        showRowsUntilSettled()
        if let anchor {
            // Moving the offset can bring more rows, headers or footers above the anchor into view, to measure too.
            let row = anchor.0
            var expected = anchor.1
            for _ in 0..<4 {
                guard let current = self.geometry, current.contains(row) else { break }
                let shift = current.span(ofRow: row).y - expected
                guard shift != 0 else { break }
                expected += shift
                moveOffsetKeepingRows(by: shift)
                showRowsUntilSettled()
            }
        }
        placeShownViews()
        if let geometry = self.geometry {
            prefetchRows(geometry)
            updateContextMenuInteraction(geometry)
        }
    }

    /// Shows the rows in view until measuring them changes nothing (four rounds at most).
    func showRowsUntilSettled() {
        var rounds = 0
        while rounds < 4, showRowsInView() { rounds += 1 }
    }

    /// Makes cells for the rows in view and retires the others; returns whether a measured height changed
    /// the geometry (so the rows in view may have changed too).
    private func showRowsInView() -> Bool {
        guard dataSource != nil, var geometry = self.geometry else {
            retireAllShownViews()
            return false
        }
        let visible = bounds
        let rows = geometry.rows(from: visible.minY, to: visible.maxY)
        let wanted = Set(rows)
        for (indexPath, cell) in shownCells where !wanted.contains(indexPath) {
            retire(cell, at: indexPath)
        }
        var changed = false
        for indexPath in rows where shownCells[indexPath] == nil {
            guard let cell = makeCell(at: indexPath) else { continue }
            var height = geometry.sections[indexPath.section].rows.height(at: indexPath.row)
            if rowSizing == .whenShown {
                height = measuredHeight(of: cell, at: indexPath, fallback: height)
                if geometry.setHeight(height, ofRow: indexPath) != 0 { changed = true }
            }
            show(cell, at: indexPath, height: height)
        }
        if showHeadersAndFooters(&geometry, in: visible) { changed = true }
        self.geometry = geometry
        if changed { updateContentSize() }
        return changed
    }

    /// The height of a row shown for the first time: the delegate's, or measured from the cell for
    /// `automaticDimension`.
    private func measuredHeight(of cell: UITableViewCell, at indexPath: IndexPath, fallback: CGFloat) -> CGFloat {
        var height = rowHeight
        if !missingDelegateMembers.contains(.heightForRow), let delegate = tableDelegate {
            height = validHeight(delegate.tableView(self, heightForRowAt: indexPath), fallback: fallback, indexPath)
        }
        guard height == Self.automaticDimension else { return height }
        let measured = cell.fittingHeight(width: rowWidth)
        return measured.isFinite && measured >= 0 ? measured.rounded(.up) : fallback
    }

    /// The width of a row: the table's, less an inset-grouped table's side insets.
    var rowWidth: CGFloat { max(bounds.width - 2 * sectionInset, 0) }

    /// Asks the data source for the cell of `indexPath` and gives it the row's state, not yet shown.
    private func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        guard !shownCells.values.contains(where: { $0 === cell }) else {
            uikitLog.error("UITableView: the data source returned a cell already shown for another row at index path \(ListUpdate.describe(indexPath)); the row is left empty.")
            return nil
        }
        shownCells[indexPath] = cell
        cell.tableView = self
        configureEditing(of: cell, at: indexPath)
        cell.indentationLevel = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cell.frame.size.width = rowWidth
        return cell
    }

    /// Shows a cell made for `indexPath` at its measured `height`: sized and laid out before it joins the
    /// table, so its content view's constraints never meet a stale height; then the delegate's `willDisplay`.
    /// Puts `cell` at the back, above only the background view: rows stay below every header and footer, so
    /// a sticky header never needs raising (raising reorders layers, which marks the table for layout again).
    func placeBehindHeaders(_ cell: UITableViewCell) { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }

    private func show(_ cell: UITableViewCell, at indexPath: IndexPath, height: CGFloat) {
        cell.frame.size = CGSize(width: rowWidth, height: height)
        cell.layoutIfNeeded()
        if cell.superview !== self { placeBehindHeaders(cell) }
        cell.isHidden = false
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Takes a cell off screen: the delegate's `didEndDisplaying`, then the reuse pool (hidden, kept as a
    /// subview so reusing it costs no change to the layer tree).
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        shownCells[indexPath] = nil
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        recycle(cell)
    }

    /// Puts a cell no longer shown in its pool, or drops it if it has no reuse identifier or is a static
    /// table's own cell (the table view controller hands that very cell back; pooled, it could be dequeued).
    func recycle(_ cell: UITableViewCell) {
        if cell === closedCell { closedCell = nil }
        if let identifier = cell.reuseIdentifier, staticContent == nil {
            cell.isHidden = true
            cellQueue.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    /// Retires every shown cell, header and footer.
    func retireAllShownViews() {
        for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath) }
        for (section, view) in shownHeaders { retireHeaderFooter(view, section: section, header: true) }
        for (section, view) in shownFooters { retireHeaderFooter(view, section: section, header: false) }
    }

    /// Sets the content size from the geometry, moving nothing else.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry?.height ?? 0)
        if contentSize != size { withRowsPlaced { contentSize = size } }
    }

    /// Moves the content offset by `dy` without asking for another layout: rows measured above those shown
    /// changed the height above them.
    func moveOffsetKeepingRows(by dy: CGFloat) {
        withRowsPlaced { contentOffset.y += dy }
    }

    /// Runs `body`, which moves the table's own bounds, without asking for another layout.
    func withRowsPlaced(_ body: () -> Void) {
        let wasPlacing = isPlacingRows
        isPlacingRows = true
        body()
        isPlacingRows = wasPlacing
    }

    /// Sets the frames of the shown cells, headers, footers and the table's own header and footer views.
    func placeShownViews() {
        guard let geometry else { return }
        let inset = sectionInset
        let width = rowWidth
        let margin = cellLeadingMargin
        // Only the cell hidden for a closed row is shown again: cells an app hides stay hidden.
        if let hidden = closedCell, closedRow.map({ shownCells[$0.indexPath] !== hidden }) ?? true {
            hidden.isHidden = false
            closedCell = nil
        }
        for (indexPath, cell) in shownCells {
            styleCell(cell, at: indexPath, rows: geometry.sections[indexPath.section].rows.count, margin: margin)
            // The row dragged by its reorder control follows the finger.
            guard indexPath != reorderSource else { continue }
            let span = geometry.span(ofRow: indexPath)
            let gap = dropGapOffset(at: indexPath) - (closedRow.map { indexPath > $0.indexPath ? $0.height : 0 } ?? 0)
            cell.frame = CGRect(x: inset, y: span.y + gap, width: width, height: span.height)
            if closedRow?.indexPath == indexPath, cell !== closedCell {
                cell.isHidden = true
                closedCell = cell
            }
        }
        for placeholder in dropPlaceholders {
            guard let y = insertionMinY(at: placeholder.indexPath) else { continue }
            let offset = dropGapOffset(at: placeholder.indexPath, placeholder: placeholder)
            placeholder.cell.frame = CGRect(x: inset, y: y + offset, width: width, height: placeholder.height)
        }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.height - geometry.tableFooter, width: bounds.width, height: geometry.tableFooter)
        backgroundView?.frame = bounds
        placeHeadersAndFooters(geometry)
        placeSectionIndex(geometry)
        swipeController.restoreOffset()
    }

    /// The separator and, in grouped styles, the background and rounded corners of a row's cell. Only what
    /// differs is set, and the cell laid out again only when its separator or margin changed: a scroll places
    /// every shown cell, and a cell left as it was costs the next layout and commit nothing.
    private func styleCell(_ cell: UITableViewCell, at indexPath: IndexPath, rows: Int, margin: CGFloat) {
        let last = indexPath.row == rows - 1
        let grouped = style != .plain
        let separatorShown = separatorStyle != .none && !(grouped && last)
        if cell.separatorShown != separatorShown || cell.laidOutMargin != margin {
            cell.separatorShown = separatorShown
            cell.setNeedsLayout()
        }
        if cell.separatorView.backgroundColor != separatorColor { cell.separatorView.backgroundColor = separatorColor }
        if grouped, cell.backgroundConfiguration == nil, cell.backgroundView == nil,
           cell.backgroundColor != .secondarySystemGroupedBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        if style == .insetGrouped { cell.roundListRowCorners(first: indexPath.row == 0, last: last) }
    }
}
