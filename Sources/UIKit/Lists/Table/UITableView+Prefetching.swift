import Foundation

extension UITableView {
    /// Tells the prefetching data source of the rows in the screen ahead of the bounds, in the direction
    /// the table last scrolled (down at first), that are not shown yet, and cancels those no longer ahead.
    func prefetchRows(_ geometry: TableGeometry) {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let motion = bounds.minY - lastPrefetchY
        lastPrefetchY = bounds.minY
        if motion != 0 { prefetchesUp = motion < 0 }
        let ahead = prefetchesUp ? bounds.minY - bounds.height : bounds.maxY
        let wanted = Set(geometry.rows(from: ahead, to: ahead + bounds.height)).subtracting(shownCells.keys)
        let new = wanted.subtracting(prefetchedRows).sorted()
        let gone = prefetchedRows.subtracting(wanted).subtracting(shownCells.keys).sorted()
        prefetchedRows = wanted
        if !gone.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: gone) }
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetchesUp ? new.reversed() : new) }
    }
}
