import Foundation

/// What a table view tells its prefetching data source: rows that will soon be shown, so their data can be
/// loaded ahead, and rows that no longer will.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come into view, in order.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer about to come into view.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
