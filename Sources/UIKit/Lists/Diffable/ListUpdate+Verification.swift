import Foundation

extension ListUpdate {
    /// Why this update, applied to a list showing `old` as UIKit applies a batch, does not give `new` with the
    /// marked reloads and reconfigures done; `nil` when it does.
    ///
    /// Applying follows UIKit's model: old sections and items not deleted, reloaded or moved keep their order
    /// and fill the places that inserts and move targets leave free. Contents of inserted and reloaded sections
    /// and identities of inserted items come from `new`. Conflicts UIKit refuses (an index named twice, an item
    /// change inside a section that is deleted, inserted or reloaded) are reported too.
    package func mismatch<SectionIdentifier, ItemIdentifier>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
    ) -> String? {
        do throws(Mismatch) {
            let sources = try sectionSources(from: old, to: new)
            try checkItems(from: old, to: new, sources: sources)
            try checkMarks(from: old, to: new, sources: sources)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Where each new section comes from: the old section whose items it keeps, or `nil` when it is inserted
    /// or reloaded (its items then come from `new` as they are).
    private func sectionSources<SectionIdentifier, ItemIdentifier>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
    ) throws(Mismatch) -> [Int?] {
        let oldCount = old.numberOfSections, newCount = new.numberOfSections
        let leaving = Array(deletedSections) + Array(reloadedSections) + movedSections.map(\.from)
        let arriving = Array(insertedSections) + movedSections.map(\.to)
        try expectUnique(leaving, below: oldCount, "old section")
        try expectUnique(arriving, below: newCount, "new section")
        guard newCount == oldCount - deletedSections.count + insertedSections.count else {
            throw Mismatch("""
                Invalid update: invalid number of sections. The number of sections contained in the view after the \
                update (\(newCount)) must be equal to the number of sections contained in the view before the update \
                (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) \
                inserted, \(deletedSections.count) deleted).
                """)
        }
        var origin = [Int?](repeating: nil, count: newCount)
        for move in movedSections { origin[move.to] = move.from }
        let movedFrom = Set(movedSections.map(\.from))
        var staying = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in 0..<newCount where !insertedSections.contains(index) && origin[index] == nil {
            origin[index] = staying.next()
        }
        var sources = [Int?](repeating: nil, count: newCount)
        for (index, oldIndex) in origin.enumerated() {
            guard let oldIndex else { continue }
            guard old.sections[oldIndex] == new.sections[index] else {
                throw Mismatch("section \(index) is \(String(reflecting: old.sections[oldIndex])) after the update, "
                               + "not \(String(reflecting: new.sections[index]))")
            }
            if !reloadedSections.contains(oldIndex) { sources[index] = oldIndex }
        }
        return sources
    }

    /// Checks that the item changes are in range, name nothing twice, keep the counts and give `new`'s order.
    private func checkItems<SectionIdentifier, ItemIdentifier>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        sources: [Int?]
    ) throws(Mismatch) {
        let liveOld = Set(sources.compactMap { $0 })
        let oldPaths = Array(deletedItems) + Array(reloadedItems) + movedItems.map(\.from)
        let newPaths = Array(insertedItems) + movedItems.map(\.to)
        try expectUnique(oldPaths, "old item")
        try expectUnique(newPaths, "new item")
        for path in oldPaths {
            try expect(path, in: old, sectionIsLive: liveOld.contains(path.section), "old")
        }
        for path in newPaths + Array(reconfiguredItems) {
            try expect(path, in: new, sectionIsLive: path.section < sources.count && sources[path.section] != nil, "new")
        }
        let leaving = deletedItems.union(movedItems.map(\.from))
        var movedTo: [IndexPath: IndexPath] = [:]
        for move in movedItems { movedTo[move.to] = move.from }
        for (section, source) in sources.enumerated() {
            guard let source else { continue }
            let oldItems = old.items.elements[old.itemRange(ofSection: source)]
            let newItems = new.items.elements[new.itemRange(ofSection: section)]
            var staying = oldItems.indices.lazy.map { $0 - oldItems.startIndex }
                .filter { !leaving.contains(IndexPath(item: $0, section: source)) }.makeIterator()
            for (offset, expected) in newItems.enumerated() {
                let path = IndexPath(item: offset, section: section)
                let actual: ItemIdentifier
                if insertedItems.contains(path) {
                    actual = expected
                } else if let from = movedTo[path] {
                    actual = old.items[old.itemRange(ofSection: from.section).lowerBound + from.item]
                } else if let kept = staying.next() {
                    actual = oldItems[oldItems.startIndex + kept]
                } else {
                    throw itemCountMismatch(section: section, source: source, old: old, new: new)
                }
                guard actual == expected else {
                    throw Mismatch("item \(offset) of section \(section) is \(String(reflecting: actual)) after the update, "
                                   + "not \(String(reflecting: expected))")
                }
            }
            if staying.next() != nil { throw itemCountMismatch(section: section, source: source, old: old, new: new) }
        }
    }

    /// Checks that every marked item and section that survives is reloaded or reconfigured, and nothing else is.
    private func checkMarks<SectionIdentifier, ItemIdentifier>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        sources: [Int?]
    ) throws(Mismatch) {
        for index in reloadedSections where !new.reloadedSections.contains(old.sections[index]) {
            throw Mismatch("section \(index) is reloaded but not marked")
        }
        for section in new.reloadedSections {
            guard let index = old.sections.firstIndex(of: section), !reloadedSections.contains(index) else { continue }
            guard deletedSections.contains(index) else { throw Mismatch("section \(index) is marked but not reloaded") }
        }
        let reloadedIdentifiers = reloadedItems.map { old.items[old.itemRange(ofSection: $0.section).lowerBound + $0.item] }
        if let unmarked = reloadedIdentifiers.first(where: { !new.reloadedItems.contains($0) }) {
            throw Mismatch("item \(String(reflecting: unmarked)) is reloaded but not marked")
        }
        let reconfiguredIdentifiers = reconfiguredItems.map { new.items[new.itemRange(ofSection: $0.section).lowerBound + $0.item] }
        if let unmarked = reconfiguredIdentifiers.first(where: { !new.reconfiguredItems.contains($0) }) {
            throw Mismatch("item \(String(reflecting: unmarked)) is reconfigured but not marked")
        }
        if let inserted = reconfiguredItems.first(where: { insertedItems.contains($0) }) {
            throw Mismatch("item \(inserted) is inserted and reconfigured")
        }
        // A marked item kept in live sections on both sides must be reloaded (or replaced), or reconfigured.
        let reloaded = Set(reloadedIdentifiers), reconfigured = Set(reconfiguredIdentifiers)
        let liveOld = Set(sources.compactMap { $0 })
        for (index, item) in old.items.enumerated() {
            let section = old.section(containingItemAt: index)
            let path = IndexPath(item: index - old.itemRange(ofSection: section).lowerBound, section: section)
            guard liveOld.contains(section), !deletedItems.contains(path), new.items.contains(item) else { continue }
            if new.reloadedItems.contains(item), !reloaded.contains(item) {
                throw Mismatch("item \(String(reflecting: item)) is marked for reload but not reloaded")
            }
            if new.reconfiguredItems.contains(item), !new.reloadedItems.contains(item), !reconfigured.contains(item) {
                throw Mismatch("item \(String(reflecting: item)) is marked for reconfigure but not reconfigured")
            }
        }
    }

    /// UIKit's message for a section whose item count the update does not explain.
    private func itemCountMismatch<SectionIdentifier, ItemIdentifier>(
        section: Int, source: Int,
        old: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        new: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
    ) -> Mismatch {
        let movedIn = movedItems.filter { $0.to.section == section }.count
        let movedOut = movedItems.filter { $0.from.section == source }.count
        return Mismatch("""
            Invalid update: invalid number of items in section \(section). The number of items contained in an \
            existing section after the update (\(new.itemRange(ofSection: section).count)) must be equal to the \
            number of items contained in that section before the update (\(old.itemRange(ofSection: source).count)), \
            plus or minus the number of items inserted or deleted from that section \
            (\(insertedItems.filter { $0.section == section }.count) inserted, \
            \(deletedItems.filter { $0.section == source }.count) deleted) and plus or minus the number of items moved \
            into or out of that section (\(movedIn) moved in, \(movedOut) moved out).
            """)
    }

    private func expectUnique(_ indexes: [Int], below count: Int, _ what: String) throws(Mismatch) {
        if let outside = indexes.first(where: { !(0..<count).contains($0) }) {
            throw Mismatch("\(what) \(outside) is out of range (\(count) sections)")
        }
        if let repeated = duplicates(in: indexes).first { throw Mismatch("\(what) \(repeated) is named twice") }
    }

    private func expectUnique(_ paths: [IndexPath], _ what: String) throws(Mismatch) {
        if let repeated = duplicates(in: paths).first { throw Mismatch("\(what) \(repeated) is named twice") }
    }

    private func expect<SectionIdentifier, ItemIdentifier>(
        _ path: IndexPath, in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
        sectionIsLive: Bool, _ side: String
    ) throws(Mismatch) {
        guard path.count == 2, (0..<snapshot.numberOfSections).contains(path.section),
              (0..<snapshot.itemRange(ofSection: path.section).count).contains(path.item) else {
            throw Mismatch("\(side) item \(path) is out of range")
        }
        guard sectionIsLive else {
            throw Mismatch("\(side) item \(path) is in a section that is deleted, inserted or reloaded")
        }
    }
}

/// Why an update does not do what it should.
private struct Mismatch: Error {
    let reason: String

    init(_ reason: String) { self.reason = reason }
}
