import Foundation

/// Where each section and item of a list stands after a checked `ListUpdate`: survivors keep their order and
/// fill, in order, the positions that insertions and move targets leave free. Lookups cost in proportion to
/// the changes, never to the number of items, so a list maps only what it shows.
struct ListUpdateMapping {
    private let update: ListUpdate
    /// Old sections leaving their place (deleted or moved), ascending.
    private let removedSections: [Int]
    /// New sections not filled by a survivor in order (inserted or move targets), ascending.
    private let takenSections: [Int]
    private let sectionMoveTarget: [Int: Int]
    private let sectionMoveSource: [Int: Int]
    /// Per old section, the items leaving their place (deleted or moved out), ascending.
    private let removedItems: [Int: [Int]]
    /// Per new section, the positions not filled by a survivor in order (inserted or move targets), ascending.
    private let takenItems: [Int: [Int]]
    private let itemMoveTarget: [IndexPath: IndexPath]
    private let itemMoveSource: [IndexPath: IndexPath]

    init(update: ListUpdate) {
        self.update = update
        sectionMoveTarget = Dictionary(update.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        sectionMoveSource = Dictionary(update.movedSections.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        removedSections = Set(update.deletedSections).union(sectionMoveTarget.keys).sorted()
        takenSections = Set(update.insertedSections).union(sectionMoveSource.keys).sorted()
        itemMoveTarget = Dictionary(update.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        itemMoveSource = Dictionary(update.movedItems.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        removedItems = Dictionary(grouping: Set(update.deletedItems).union(itemMoveTarget.keys), by: \.section)
            .mapValues { $0.map(\.item).sorted() }
        takenItems = Dictionary(grouping: Set(update.insertedItems).union(itemMoveSource.keys), by: \.section)
            .mapValues { $0.map(\.item).sorted() }
    }

    /// Where old section `old` is after the update; nil when deleted.
    func newSection(forOld old: Int) -> Int? {
        if update.deletedSections.contains(old) { return nil }
        if let target = sectionMoveTarget[old] { return target }
        return Self.slot(rank: Self.rank(of: old, skipping: removedSections), skipping: takenSections)
    }

    /// Which old section new section `new` was; nil when inserted.
    func oldSection(forNew new: Int) -> Int? {
        if update.insertedSections.contains(new) { return nil }
        if let source = sectionMoveSource[new] { return source }
        return Self.slot(rank: Self.rank(of: new, skipping: takenSections), skipping: removedSections)
    }

    /// Where the item at old index path `old` is after the update; nil when it was deleted, or its section
    /// deleted or reloaded. A reloaded item has a new position too; its view is replaced (`isReloaded`).
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        if update.deletedItems.contains(old) || update.reloadedSections.contains(old.section) { return nil }
        if let target = itemMoveTarget[old] { return target }
        guard let section = newSection(forOld: old.section) else { return nil }
        let rank = Self.rank(of: old.item, skipping: removedItems[old.section] ?? [])
        return IndexPath(item: Self.slot(rank: rank, skipping: takenItems[section] ?? []), section: section)
    }

    /// Where the place before the item at old index path `old` (or at its section's end) is after the update:
    /// before the same surviving items, after the items inserted at or before it; nil when its section was
    /// deleted.
    func newIndexPath(forPlaceBefore old: IndexPath) -> IndexPath? {
        guard let section = newSection(forOld: old.section) else { return nil }
        let rank = Self.rank(of: old.item, skipping: removedItems[old.section] ?? [])
        return IndexPath(item: Self.slot(rank: rank, skipping: takenItems[section] ?? []), section: section)
    }

    /// Which old index path the item at new index path `new` was; nil when it is new (inserted, or in an
    /// inserted or reloaded section).
    func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        if update.insertedItems.contains(new) { return nil }
        if let source = itemMoveSource[new] { return source }
        guard let section = oldSection(forNew: new.section), !update.reloadedSections.contains(section) else { return nil }
        let rank = Self.rank(of: new.item, skipping: takenItems[new.section] ?? [])
        return IndexPath(item: Self.slot(rank: rank, skipping: removedItems[section] ?? []), section: section)
    }

    /// Whether the item at old index path `old` is reloaded: kept in place, its view replaced.
    func isReloaded(_ old: IndexPath) -> Bool {
        update.reloadedItems.contains(old) || update.reloadedSections.contains(old.section)
    }

    /// The `rank`-th position (from 0) that is not in `taken` (ascending).
    private static func slot(rank: Int, skipping taken: [Int]) -> Int {
        var position = rank
        for t in taken {
            guard t <= position else { break }
            position += 1
        }
        return position
    }

    /// How many positions before `position` are not in `taken` (ascending).
    private static func rank(of position: Int, skipping taken: [Int]) -> Int {
        var low = 0, high = taken.count
        while low < high {
            let mid = (low + high) / 2
            if taken[mid] < position { low = mid + 1 } else { high = mid }
        }
        return position - low
    }
}
