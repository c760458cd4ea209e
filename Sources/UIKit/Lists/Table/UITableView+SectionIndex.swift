import Foundation

extension UITableView {
    /// Shows the data source's section index titles along the trailing edge of the visible area, when there
    /// are some and at least `sectionIndexMinimumDisplayRowCount` rows; a touch on a title scrolls to its
    /// section (`tableView(_:sectionForSectionIndexTitle:at:)`).
    func placeSectionIndex(_ geometry: TableGeometry) {
        let rows = geometry.sections.reduce(0) { $0 + $1.rows.count }
        let titles = rows >= sectionIndexMinimumDisplayRowCount ? dataSource?.sectionIndexTitles(for: self) : nil
        sectionIndexView = SectionIndexView.place(sectionIndexView, titles: titles, in: self, color: sectionIndexColor,
                                                  background: sectionIndexBackgroundColor) { [weak self] in
            self?.scrollToIndexTitle($0)
        }
    }

    /// Scrolls the section of the index title at `index` to the top.
    private func scrollToIndexTitle(_ index: Int) {
        guard let dataSource, let titles = sectionIndexView?.titles, index < titles.count else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        let geometry = currentGeometry()
        guard section >= 0, section < geometry.sections.count else {
            return uikitLog.error("UITableView: the section index title \(titles[index]) maps to section \(section), which does not exist; ignored.")
        }
        let inset = adjustedContentInset
        let y = min(geometry.span(ofSection: section).y - inset.top, max(contentSize.height + inset.bottom - bounds.height, -inset.top))
        contentOffset.y = max(y, -inset.top)
    }
}
