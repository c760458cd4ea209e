import Foundation

extension UITableView {
    /// The number of sections, as last read from the data source.
    public var numberOfSections: Int { currentGeometry().sections.count }

    /// The number of rows in `section`; 0, logged, for a section out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sections.count else {
            uikitLog.error("UITableView: request for number of rows in section \(section) when there are only \(geometry.sections.count) sections in the table view")
            return 0
        }
        return geometry.sections[section].rows.count
    }

    /// The frame of `section`, header and footer included, in the table's coordinates; zero, logged, out
    /// of range.
    public func rect(forSection section: Int) -> CGRect {
        sectionRect(section, "rect for section") { $0.span(ofSection: section) }
    }

    /// The frame of `section`'s header; zero, logged, out of range.
    public func rectForHeader(inSection section: Int) -> CGRect {
        sectionRect(section, "rect for header in section") { $0.span(ofHeader: section) }
    }

    /// The frame of `section`'s footer; zero, logged, out of range.
    public func rectForFooter(inSection section: Int) -> CGRect {
        sectionRect(section, "rect for footer in section") { $0.span(ofFooter: section) }
    }

    private func sectionRect(_ section: Int, _ what: String, _ span: (TableGeometry) -> (y: CGFloat, height: CGFloat)) -> CGRect {
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sections.count else {
            uikitLog.error("UITableView: request for \(what) \(section) when there are only \(geometry.sections.count) sections in the table view")
            return .zero
        }
        let (y, height) = span(geometry)
        return CGRect(x: sectionInset, y: y, width: rowWidth, height: height)
    }

    /// The frame of the row at `indexPath`, measured or estimated; zero, logged, for an index path out of
    /// range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = currentGeometry()
        guard geometry.contains(indexPath) else {
            uikitLog.error("UITableView: request for rect at invalid index path (\(ListUpdate.describe(indexPath)))")
            return .zero
        }
        let (y, height) = geometry.span(ofRow: indexPath)
        return CGRect(x: sectionInset, y: y, width: rowWidth, height: height)
    }

    /// The row under `point` (table coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return currentGeometry().rows(from: point.y, to: point.y.nextUp).first
    }

    /// The rows meeting `rect`, in order; nil for a non-finite rectangle.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard rect.origin.y.isFinite, rect.height.isFinite, !rect.isNull else { return nil }
        return currentGeometry().rows(from: rect.minY, to: rect.maxY)
    }

    /// The row `cell` shows, if it is shown.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The cell showing the row at `indexPath`; nil when the row is not in view.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        shownCells[indexPath]
    }

    /// The cells shown, in row order.
    public var visibleCells: [UITableViewCell] {
        shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows shown, in order; nil when there are none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = shownCells.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The header view shown for `section`, if it is a `UITableViewHeaderFooterView` in view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is a `UITableViewHeaderFooterView` in view.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: as little as shows it), within the
    /// scrollable range; an index path out of range is refused and logged. Rows not yet measured land where
    /// their estimates put them.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let geometry = currentGeometry()
        guard geometry.contains(indexPath) else {
            return uikitLog.error("UITableView: attempt to scroll to invalid index path: \(ListUpdate.describe(indexPath))")
        }
        let span = geometry.span(ofRow: indexPath)
        let inset = adjustedContentInset
        let viewport = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = span.y - inset.top
        case .middle: y = span.y + span.height / 2 - inset.top - viewport / 2
        case .bottom: y = span.y + span.height - inset.top - viewport
        case .none:
            let top = bounds.minY + inset.top
            if span.y < top { y = span.y - inset.top }
            else if span.y + span.height > top + viewport { y = span.y + span.height - inset.top - viewport }
            else { return }
        }
        y = min(max(y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls to the first selected row, if any.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }
}
