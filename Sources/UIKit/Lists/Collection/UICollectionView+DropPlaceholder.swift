import Foundation

extension UICollectionView {
    /// `counts` as the data source gives them, with each drop placeholder's item added to its section.
    func addingDropPlaceholders(to counts: [Int]) -> [Int] {
        var counts = counts
        for placeholder in dropPlaceholders where counts.indices.contains(placeholder.indexPath.section) {
            counts[placeholder.indexPath.section] += 1
        }
        return counts
    }

    /// Whether `indexPath` is a drop placeholder's item.
    func isDropPlaceholder(_ indexPath: IndexPath) -> Bool {
        dropPlaceholders.contains { $0.indexPath == indexPath }
    }

    /// The data source's index path of the item at `indexPath`: the items of a section are a place further on
    /// than the data source has them past each drop placeholder before them.
    func dataSourceIndexPath(forItemAt indexPath: IndexPath) -> IndexPath {
        guard indexPath.count == 2 else { return indexPath }
        let before = dropPlaceholders.count(where: { $0.indexPath.section == indexPath.section && $0.indexPath.item < indexPath.item })
        return before == 0 ? indexPath : IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// Moves the drop placeholders shown with an update's `mapping`; those the update removed are gone.
    func moveDropPlaceholders(with mapping: ListUpdateMapping) {
        dropPlaceholders.removeAll { placeholder in
            guard placeholder.isInserted else { return false }
            guard let moved = mapping.newIndexPath(forOld: placeholder.indexPath) else { return true }
            placeholder.indexPath = moved
            return false
        }
    }
}
