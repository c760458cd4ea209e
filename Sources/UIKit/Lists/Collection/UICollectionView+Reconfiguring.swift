import Foundation

extension UICollectionView {
    /// Asks the data source again for the shown cells of `indexPaths`, giving it back the same cells from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`, without animation or a new cell (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath], !isDropPlaceholder(indexPath) else { continue }
            reconfiguringCell = cell
            let returned = dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath(forItemAt: indexPath))
            reconfiguringCell = nil
            if returned !== cell {
                uikitLog.error("UICollectionView: the data source returned a different cell when reconfiguring the item at \(ListUpdate.describe(indexPath)); the shown cell is kept.")
            }
        }
    }
}
