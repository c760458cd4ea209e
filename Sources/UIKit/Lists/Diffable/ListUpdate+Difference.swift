import Foundation

extension ListUpdate {
    /// The smallest batch update that takes a list showing `old` to one showing `new`, with the reloads and
    /// reconfigures `new` marks. An item inside a deleted, inserted or reloaded section has no change of its
    /// own: the section's change covers it. An item marked for reload that also moves is deleted and inserted
    /// instead, because UIKit cannot reload and move one item in the same batch; a reloaded section that moves
    /// likewise.
    ///
    /// Identifiers are unique, so Heckel's symbol table reduces to the snapshots' own identifier → index tables:
    /// each new item finds its old place in constant time, and every pass is linear. What stays in place is the
    /// longest run of kept sections (and, within each section, of kept items) whose old order the new order
    /// preserves, found in O(n log n); only the rest move. Offsets alone (IGListKit's rule) would move every
    /// item between an item's old and new places.
    package init<SectionIdentifier, ItemIdentifier>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
    ) {
        self.init()
        let (liveOld, liveNew) = diffSections(from: old, to: new)
        let oldPlaces = ItemPlaces(old), newPlaces = ItemPlaces(new)

        // Kept items: in a section that neither comes, goes nor reloads, before and after.
        var oldIndexOfNew = [Int](repeating: -1, count: new.items.count)
        var kept = [Bool](repeating: false, count: old.items.count)
        for (index, item) in new.items.enumerated() where liveNew[newPlaces.section[index]] {
            if let oldIndex = old.items.firstIndex(of: item), liveOld[oldPlaces.section[oldIndex]] {
                oldIndexOfNew[index] = oldIndex
                kept[oldIndex] = true
            }
        }
        var deleted = old.items.indices.filter { liveOld[oldPlaces.section[$0]] && !kept[$0] }
        var inserted = new.items.indices.filter { liveNew[newPlaces.section[$0]] && oldIndexOfNew[$0] < 0 }

        // Items that change sections move; within a section, those off its longest preserved run move.
        var moved = [Bool](repeating: false, count: new.items.count)
        let newIndexOfOldSection = old.sections.map { new.sections.firstIndex(of: $0) ?? -1 }
        for section in new.sections.indices where liveNew[section] {
            var stayers: [Int] = [], oldOrder: [Int] = []
            for index in new.itemRange(ofSection: section) where oldIndexOfNew[index] >= 0 {
                let oldIndex = oldIndexOfNew[index]
                if newIndexOfOldSection[oldPlaces.section[oldIndex]] == section {
                    stayers.append(index)
                    oldOrder.append(oldIndex)
                } else {
                    moved[index] = true
                }
            }
            for (index, inPlace) in zip(stayers, longestIncreasingRun(oldOrder)) where !inPlace { moved[index] = true }
        }

        var reloaded: [Int] = []
        for item in new.reloadedItems {
            let index = new.items.firstIndex(of: item)!, oldIndex = oldIndexOfNew[index]
            guard oldIndex >= 0 else { continue }
            if moved[index] {
                moved[index] = false
                deleted.append(oldIndex)
                inserted.append(index)
            } else {
                reloaded.append(oldIndex)
            }
        }
        for item in new.reconfiguredItems where !new.reloadedItems.contains(item) {
            let index = new.items.firstIndex(of: item)!
            if oldIndexOfNew[index] >= 0 { reconfiguredItems.insert(newPlaces.indexPath(index)) }
        }
        deletedItems = Set(deleted.map(oldPlaces.indexPath))
        insertedItems = Set(inserted.map(newPlaces.indexPath))
        reloadedItems = Set(reloaded.map(oldPlaces.indexPath))
        for index in new.items.indices where moved[index] {
            movedItems.append(Move(from: oldPlaces.indexPath(oldIndexOfNew[index]), to: newPlaces.indexPath(index)))
        }
    }

    /// Fills the section changes; returns which old and new sections are live: kept, not reloaded, so their
    /// items change one by one.
    private mutating func diffSections<SectionIdentifier, ItemIdentifier>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
    ) -> (old: [Bool], new: [Bool]) {
        var liveOld = [Bool](repeating: false, count: old.sections.count)
        var liveNew = [Bool](repeating: false, count: new.sections.count)
        let oldIndexOfNew = new.sections.map { old.sections.firstIndex(of: $0) }
        var inPlace = longestIncreasingRun(oldIndexOfNew.compactMap { $0 }).makeIterator()
        for (index, oldIndex) in oldIndexOfNew.enumerated() {
            guard let oldIndex else {
                insertedSections.insert(index)
                continue
            }
            let stays = inPlace.next()!
            if new.reloadedSections.contains(new.sections[index]) {
                if stays {
                    reloadedSections.insert(oldIndex)
                } else {
                    deletedSections.insert(oldIndex)
                    insertedSections.insert(index)
                }
            } else {
                liveOld[oldIndex] = true
                liveNew[index] = true
                if !stays { movedSections.append(Move(from: oldIndex, to: index)) }
            }
        }
        for (index, section) in old.sections.enumerated() where !new.sections.contains(section) {
            deletedSections.insert(index)
        }
        return (liveOld, liveNew)
    }
}

/// The section of each item of a snapshot, and where each section starts, to turn flat indexes into index paths.
private struct ItemPlaces {
    /// The section of the item at each index.
    var section: [Int]
    /// The index of each section's first item.
    var starts: [Int]

    init<SectionIdentifier, ItemIdentifier>(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>) {
        section = []
        section.reserveCapacity(snapshot.items.count)
        starts = []
        for index in snapshot.sections.indices {
            let range = snapshot.itemRange(ofSection: index)
            starts.append(range.lowerBound)
            section.append(contentsOf: repeatElement(index, count: range.count))
        }
    }

    /// The index path of the item at `index`.
    func indexPath(_ index: Int) -> IndexPath {
        let section = section[index]
        return IndexPath(item: index - starts[section], section: section)
    }
}

/// For each value, whether it belongs to one longest strictly increasing subsequence of `values`
/// (patience sorting, O(n log n)).
func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    var tails: [Int] = [], previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var member = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        member[index] = true
        index = previous[index]
    }
    return member
}
