import Foundation

extension UICollectionView {
    /// `counts` as the data source gives them, with the drop placeholder's item added to its section.
    func addingDropPlaceholder(to counts: [Int]) -> [Int] {
        guard let section = dropPlaceholder?.indexPath.section, counts.indices.contains(section) else { return counts }
        var counts = counts
        counts[section] += 1
        return counts
    }

    /// Whether `indexPath` is the drop placeholder's item.
    func isDropPlaceholder(_ indexPath: IndexPath) -> Bool {
        dropPlaceholder?.indexPath == indexPath
    }

    /// The data source's index path of the item at `indexPath`: past a drop placeholder, the items of its
    /// section are a place further on than the data source has them.
    func dataSourceIndexPath(forItemAt indexPath: IndexPath) -> IndexPath {
        guard let placeholder = dropPlaceholder?.indexPath, indexPath.count == 2, indexPath.section == placeholder.section,
              indexPath.item > placeholder.item else { return indexPath }
        return IndexPath(item: indexPath.item - 1, section: indexPath.section)
    }

    /// Moves the drop placeholder with an update's `mapping`; one the update removed is gone.
    func moveDropPlaceholder(with mapping: ListUpdateMapping) {
        guard let placeholder = dropPlaceholder, placeholder.isInserted else { return }
        if let moved = mapping.newIndexPath(forOld: placeholder.indexPath) {
            placeholder.indexPath = moved
        } else {
            dropPlaceholder = nil
        }
    }
}
