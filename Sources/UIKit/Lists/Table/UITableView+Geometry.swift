import Foundation

extension UITableView {
    /// The margin between a cell's edges and its content: 16 points, 20 in a window at least 414 points
    /// wide (the system minimum layout margins of compact and large iPhones).
    var cellLeadingMargin: CGFloat {
        (window?.bounds.width ?? bounds.width) >= 414 ? 20 : 16
    }

    /// The horizontal inset of an inset-grouped table's sections; zero for the other styles.
    var sectionInset: CGFloat { style == .insetGrouped ? cellLeadingMargin : 0 }

    /// The geometry, read from the data source first if it is out of date.
    @discardableResult
    func currentGeometry() -> TableGeometry {
        if let geometry { return geometry }
        let built = buildGeometry()
        geometry = built
        return built
    }

    /// Forgets the geometry and retires the shown views, so the data source is read again, and the rows
    /// shown asked and measured again, at the next layout or query.
    func setNeedsReload() {
        retireAllShownViews()
        prefetchedRows = []
        geometry = nil
        setNeedsLayout()
    }

    /// Remembers that the delegate or data source lacks `member` (called from the protocols' defaults).
    func noteMissing(_ member: TableDelegateMember) {
        missingDelegateMembers.insert(member)
    }

    /// Whether the delegate implements `member`, asked once (about `row`, a row or section that exists)
    /// for each delegate: the protocol's default notes that it was called.
    func delegateImplements(_ member: TableDelegateMember, at row: IndexPath) -> Bool {
        guard let delegate = tableDelegate else { return false }
        if probedDelegateMembers.insert(member).inserted {
            switch member {
            case .heightForRow: _ = delegate.tableView(self, heightForRowAt: row)
            case .estimatedHeightForRow: _ = delegate.tableView(self, estimatedHeightForRowAt: row)
            case .viewForHeader: _ = delegate.tableView(self, viewForHeaderInSection: row.section)
            case .viewForFooter: _ = delegate.tableView(self, viewForFooterInSection: row.section)
            case .contextMenu: _ = delegate.tableView(self, contextMenuConfigurationForRowAt: row, point: .zero)
            }
        }
        return !missingDelegateMembers.contains(member)
    }

    /// Reads the counts from the data source and sets every section's heights: O(sections), and O(rows)
    /// only where iOS asks every row too (per-row estimates, or heights with estimates off).
    func buildGeometry(counts given: [Int]? = nil) -> TableGeometry {
        guard dataSource != nil else { return withTableAccessories(TableGeometry(sections: [])) }
        let counts = given ?? readCounts()
        let probeRow = counts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
        let delegate = tableDelegate
        let asksHeights = probeRow.map { delegateImplements(.heightForRow, at: $0) } ?? false
        let asksEstimates = probeRow.map { delegateImplements(.estimatedHeightForRow, at: $0) } ?? false
        let estimatesOn = estimatedRowHeight != 0
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight
        let base: CGFloat
        if !asksHeights, rowHeight >= 0 {
            rowSizing = .fixed
            base = rowHeight
        } else if estimatesOn || (!asksHeights && rowHeight < 0) {
            rowSizing = .whenShown
            base = estimate
        } else {
            rowSizing = .known
            base = rowHeight >= 0 ? rowHeight : estimate
        }
        let sections = counts.indices.map { s in
            var rows = RowHeights(count: counts[s], base: base)
            let perRow: ((IndexPath) -> CGFloat)? = switch rowSizing {
            case .known: { self.validHeight(delegate?.tableView(self, heightForRowAt: $0) ?? base, fallback: base, $0) }
            case .whenShown where asksEstimates: { self.validHeight(delegate?.tableView(self, estimatedHeightForRowAt: $0) ?? base, fallback: base, $0) }
            default: nil
            }
            if let perRow {
                for row in 0..<counts[s] {
                    let height = perRow(IndexPath(row: row, section: s))
                    if height >= 0 { rows.setHeight(height, at: row) }
                }
            }
            return TableSectionGeometry(header: headerHeight(s), footer: footerHeight(s), rows: rows)
        }
        return withTableAccessories(TableGeometry(sections: sections))
    }

    private func withTableAccessories(_ geometry: TableGeometry) -> TableGeometry {
        var geometry = geometry
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        return geometry
    }

    /// The number of rows in each section, from the data source.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sectionCount = validCount(dataSource.numberOfSections(in: self), "sections")
        return (0..<sectionCount).map {
            validCount(dataSource.tableView(self, numberOfRowsInSection: $0), "rows in section \($0)")
        }
    }

    /// A count from the data source; a negative one is refused and read as 0.
    private func validCount(_ count: Int, _ what: String) -> Int {
        guard count < 0 else { return count }
        uikitLog.error("UITableView: the data source returned \(count) for the number of \(what); 0 is used.")
        return 0
    }

    /// A height from the delegate; negative (other than `automaticDimension`) or non-finite ones are refused
    /// and `fallback` used.
    func validHeight(_ height: CGFloat, fallback: CGFloat, _ indexPath: IndexPath) -> CGFloat {
        if height.isFinite, height >= 0 || height == Self.automaticDimension { return height < 0 ? fallback : height }
        uikitLog.error("UITableView: invalid height \(height) for the row at index path \(ListUpdate.describe(indexPath)); \(fallback) is used.")
        return fallback
    }

    /// The header height of `section`: the delegate's or `sectionHeaderHeight`, or with `automaticDimension`
    /// for a title or a delegate's header view its estimate (the delegate's `estimatedHeightForHeaderInSection`,
    /// else `estimatedSectionHeaderHeight`) until it is shown and measured, without one a title's height;
    /// without a title or view, nothing (plain) or the gap between groups.
    func headerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked.isFinite, asked >= 0 { return asked }
        if asked != Self.automaticDimension {
            uikitLog.error("UITableView: invalid header height \(asked) for section \(section); automaticDimension is used.")
        }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || delegateImplements(.viewForHeader, at: IndexPath(row: 0, section: section))
        let estimate = tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
        if titled, let estimate = validEstimate(estimate, "header", section) { return estimate }
        return defaultHeight(ofSection: section, header: true, titled: titled)
    }

    /// The footer height of `section`, as `headerHeight(_:)`.
    func footerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked.isFinite, asked >= 0 { return asked }
        if asked != Self.automaticDimension {
            uikitLog.error("UITableView: invalid footer height \(asked) for section \(section); automaticDimension is used.")
        }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || delegateImplements(.viewForFooter, at: IndexPath(row: 0, section: section))
        let estimate = tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        if titled, let estimate = validEstimate(estimate, "footer", section) { return estimate }
        return defaultHeight(ofSection: section, header: false, titled: titled)
    }

    /// The height of an `automaticDimension` header or footer without an estimate: a title's 28 points plain
    /// and 38 grouped; without a title or view, nothing (plain) or the gap between groups.
    func defaultHeight(ofSection section: Int, header: Bool, titled: Bool) -> CGFloat {
        switch style {
        case .plain: titled ? 28 : 0
        case .grouped, .insetGrouped: titled ? 38 : header ? (section == 0 ? 35 : 18) : 17
        }
    }

    /// A positive estimate; nil for estimates off (0 or `automaticDimension`), logged for one that is invalid.
    private func validEstimate(_ estimate: CGFloat, _ what: String, _ section: Int) -> CGFloat? {
        if estimate.isFinite, estimate > 0 { return estimate }
        if !estimate.isFinite || estimate < 0 && estimate != Self.automaticDimension {
            uikitLog.error("UITableView: invalid estimated \(what) height \(estimate) for section \(section); it is not used.")
        }
        return nil
    }

    /// Refuses a negative (other than `automaticDimension`) or non-finite height set on the table.
    func refuseBadHeight(_ value: inout CGFloat, _ oldValue: CGFloat, _ name: String) {
        if !value.isFinite || (value < 0 && value != Self.automaticDimension) {
            uikitLog.error("UITableView: \(name) \(value) is invalid (a height must be finite and not negative, or automaticDimension); \(oldValue) is kept.")
            value = oldValue
        } else if value != oldValue {
            setNeedsReload()
        }
    }

    /// A new width re-measures the rows: their heights may depend on it.
    func widthChanged() {
        if rowSizing == .fixed {
            setNeedsLayout()
        } else {
            setNeedsReload()
        }
    }

    /// Swaps the table header or footer view.
    func replaceTableAccessory(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        if var geometry {
            geometry.tableHeader = tableHeaderView?.frame.height ?? 0
            geometry.tableFooter = tableFooterView?.frame.height ?? 0
            self.geometry = geometry
        }
        setNeedsLayout()
    }
}
