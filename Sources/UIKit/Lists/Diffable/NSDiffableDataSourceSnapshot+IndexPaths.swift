import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The number of items in the section at `section`; 0 past the last section.
    func numberOfItems(inSectionAt section: Int) -> Int {
        sections.indices.contains(section) ? itemRange(ofSection: section).count : 0
    }

    /// The item a list shows at `indexPath` (`[section, item]`), or `nil` past the snapshot's end.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let range = itemRange(ofSection: indexPath[0])
        let index = range.lowerBound + indexPath[1]
        return indexPath[1] >= 0 && index < range.upperBound ? items[index] : nil
    }

    /// Where a list shows the item, or `nil` when the snapshot does not have it.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let index = items.firstIndex(of: identifier) else { return nil }
        let section = section(containingItemAt: index)
        return IndexPath(indexes: [section, index - itemRange(ofSection: section).lowerBound])
    }

    /// Moves the item at `source` to `destination`, as a list the user reordered shows it; `false` when
    /// either index path is outside the snapshot.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard let item = itemIdentifier(at: source), destination.count == 2,
              sections.indices.contains(destination[0]) else { return false }
        let section = sections[destination[0]]
        var moved = self
        moved.deleteItems([item])
        let remaining = moved.itemIdentifiers(inSection: section)
        guard (0...remaining.count).contains(destination[1]) else { return false }
        if destination[1] < remaining.count {
            moved.insertItems([item], beforeItem: remaining[destination[1]])
        } else {
            moved.appendItems([item], toSection: section)
        }
        self = moved
        return true
    }
}
