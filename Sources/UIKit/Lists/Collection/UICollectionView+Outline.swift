import Foundation

extension UICollectionView {
    /// Whether `cell` shows a parent item its diffable data source's outline has expanded.
    func isOutlineExpanded(_ cell: UICollectionViewCell) -> Bool {
        guard let outline = dataSource as? OutlineDataSource, let indexPath = indexPath(for: cell) else { return false }
        return outline.isExpanded(itemAt: indexPath)
    }

    /// Opens the item `cell` shows when collapsed and closes it when expanded, through the diffable data
    /// source's section snapshot, as an outline disclosure's tap does.
    func toggleOutline(of cell: UICollectionViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        guard let outline = dataSource as? OutlineDataSource else {
            return uikitLog.error("UICollectionView: an outline disclosure at \(ListUpdate.describe(indexPath)) was tapped, but the data source is not a UICollectionViewDiffableDataSource with section snapshots; nothing expands.")
        }
        outline.toggleExpansion(ofItemAt: indexPath)
    }

    /// What a tap on the item does instead of selecting it: its list cell's header-style outline disclosure's
    /// action; nil for an item that selects.
    func outlineHeaderAction(at indexPath: IndexPath) -> (() -> Void)? {
        (visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell)?.outlineHeaderAction
    }
}
