import OrderedCollections

extension NSDiffableDataSourceSnapshot {
    /// Adds the items at the end of the section, or of the last section when `sectionIdentifier` is `nil`.
    ///
    /// Identifiers repeated in `identifiers` refuse the whole change, as iOS does with an exception. Items the
    /// snapshot already has are moved into place, with iOS's warning.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection sectionIdentifier: SectionIdentifierType? = nil) {
        if let sectionIdentifier {
            guard existingSection(sectionIdentifier) != nil else { return }
        } else if sections.isEmpty {
            return uikitLog.error("There are currently no sections in the data source. Please add a section first.")
        }
        guard areUnique(identifiers) else { return }
        let target = sectionIdentifier ?? sections[sections.count - 1]
        place(identifiers) { snapshot in
            let section = snapshot.sections.firstIndex(of: target)!
            return (section, snapshot.sectionEnds[section])
        }
    }

    /// Inserts the items just before an item of the snapshot, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                     beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, beside: beforeIdentifier, offset: 0)
    }

    /// Inserts the items just after an item of the snapshot, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                     afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, beside: afterIdentifier, offset: 1)
    }

    /// Removes the items; identifiers the snapshot does not have are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeItems(at: identifiers.compactMap { items.firstIndex(of: $0) })
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() { self = Self() }

    /// Moves an item of the snapshot just before another, into that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, beside: toIdentifier, offset: 0)
    }

    /// Moves an item of the snapshot just after another, into that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, beside: toIdentifier, offset: 1)
    }

    /// Marks the items so that applying the snapshot replaces their cells. Every item must be in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard allExist(identifiers, action: "reload") else { return }
        reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks the items so that applying the snapshot configures their existing cells again, keeping the cells.
    /// Every item must be in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard allExist(identifiers, action: "reconfigure") else { return }
        reconfiguredItems.append(contentsOf: identifiers)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], beside anchor: ItemIdentifierType,
                                      offset: Int) {
        guard items.contains(anchor), !identifiers.contains(anchor) else {
            return uikitLog.error("Invalid parameter not satisfying: insertIndex != NSNotFound (item \(String(reflecting: anchor)))")
        }
        guard areUnique(identifiers) else { return }
        place(identifiers) { snapshot in
            let index = snapshot.items.firstIndex(of: anchor)!
            return (snapshot.section(containingItemAt: index), index + offset)
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, beside anchor: ItemIdentifierType, offset: Int) {
        guard let from = items.firstIndex(of: identifier) else {
            return uikitLog.error("Invalid parameter not satisfying: fromIndex != NSNotFound (item \(String(reflecting: identifier)))")
        }
        guard items.contains(anchor) else {
            return uikitLog.error("Invalid parameter not satisfying: toIndex != NSNotFound (item \(String(reflecting: anchor)))")
        }
        guard identifier != anchor else { return }
        removeItems(at: [from], keepingMarks: true)
        let index = items.firstIndex(of: anchor)!
        insert([identifier], at: index + offset, inSection: section(containingItemAt: index))
    }

    /// Whether no identifier repeats; logs Apple's message when one does.
    private func areUnique(_ identifiers: [ItemIdentifierType]) -> Bool {
        let repeated = duplicates(in: identifiers)
        guard repeated.isEmpty else {
            uikitLog.error("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(describedIdentifiers(repeated))")
            return false
        }
        return true
    }

    /// Whether the snapshot has every item; logs Apple's message for the first it lacks.
    private func allExist(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        guard let missing = identifiers.first(where: { !items.contains($0) }) else { return true }
        uikitLog.error("Attempted to \(action) item identifier that does not exist in the snapshot: \(String(reflecting: missing))")
        return false
    }

    /// Inserts new items where `position` says once the ones already present have left their places, as iOS
    /// moves them into place.
    private mutating func place(_ identifiers: [ItemIdentifierType],
                                at position: (Self) -> (section: Int, index: Int)) {
        let present = identifiers.compactMap { items.firstIndex(of: $0) }
        if !present.isEmpty {
            let count = present.count
            uikitLog.warning("""
                Diffable data source detected an attempt to insert or append \(count) item identifier\(count == 1 ? "" : "s") \
                that already exist\(count == 1 ? "s" : "") in the snapshot. The existing item identifier\(count == 1 ? "" : "s") \
                will be moved into place instead, but this operation will be more expensive. For best performance, inserted \
                item identifiers should always be unique. Item identifier\(count == 1 ? "" : "s") that already exist\(count == 1 ? "s" : ""): \
                \(describedIdentifiers(present.map { items[$0] }))
                """)
            removeItems(at: present, keepingMarks: true)
        }
        let (section, index) = position(self)
        insert(identifiers, at: index, inSection: section)
    }

    /// Inserts items the snapshot does not have at `index` of `items`, counting them in `section`.
    private mutating func insert(_ identifiers: [ItemIdentifierType], at index: Int, inSection section: Int) {
        if index == items.count {
            items.append(contentsOf: identifiers)
        } else {
            var elements = items.elements
            elements.insert(contentsOf: identifiers, at: index)
            items = OrderedSet(uncheckedUniqueElements: elements)
        }
        for later in section..<sectionEnds.count { sectionEnds[later] += identifiers.count }
    }

    /// Removes the items at these indexes of `items` (each once), and their marks unless they are moving.
    mutating func removeItems(at indexes: [Int], keepingMarks: Bool = false) {
        guard !indexes.isEmpty else { return }
        var removedPerSection = [Int](repeating: 0, count: sectionEnds.count)
        for index in indexes { removedPerSection[section(containingItemAt: index)] += 1 }
        var removed = 0
        for section in sectionEnds.indices {
            removed += removedPerSection[section]
            sectionEnds[section] -= removed
        }
        let doomed = Set(indexes.map { items[$0] })
        if !keepingMarks {
            if !reloadedItems.isEmpty { reloadedItems.subtract(doomed) }
            if !reconfiguredItems.isEmpty { reconfiguredItems.subtract(doomed) }
        }
        if indexes.count == 1 {
            items.remove(at: indexes[0])
        } else {
            items.removeAll { doomed.contains($0) }
        }
    }
}
