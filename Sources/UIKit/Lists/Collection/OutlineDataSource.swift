import Foundation

/// A data source whose items can open and close as an outline: what a cell's outline disclosure asks of the
/// collection view's data source when tapped, since UIKit keeps the outline in the diffable data source.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Opens the parent item at `indexPath` when it is collapsed and closes it when it is expanded.
    func toggleExpansion(ofItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` is an expanded parent.
    func isExpanded(itemAt indexPath: IndexPath) -> Bool
}
