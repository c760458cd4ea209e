import OrderedCollections

extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections at the end. Sections repeated in `identifiers`, or already in the snapshot, refuse
    /// the whole change.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard areNew(identifiers) else { return }
        sections.append(contentsOf: identifiers)
        sectionEnds.append(contentsOf: repeatElement(items.count, count: identifiers.count))
    }

    /// Inserts empty sections just before a section of the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, beside: toIdentifier, offset: 0)
    }

    /// Inserts empty sections just after a section of the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, beside: toIdentifier, offset: 1)
    }

    /// Removes the sections with their items; identifiers the snapshot does not have are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { sections.firstIndex(of: $0) })
        guard !doomed.isEmpty else { return }
        let leaving = doomed.flatMap { itemRange(ofSection: $0) }
        removeItems(at: leaving)
        reloadedSections.subtract(doomed.map { sections[$0] })
        sectionEnds = sectionEnds.indices.filter { !doomed.contains($0) }.map { sectionEnds[$0] }
        sections = OrderedSet(uncheckedUniqueElements: sections.indices.filter { !doomed.contains($0) }.map { sections[$0] })
    }

    /// Moves a section, with its items, just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType,
                                     beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, beside: toIdentifier, offset: 0)
    }

    /// Moves a section, with its items, just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType,
                                     afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, beside: toIdentifier, offset: 1)
    }

    /// Marks the sections so that applying the snapshot reloads them. Every section must be in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { !sections.contains($0) }) {
            return uikitLog.error("Invalid section identifier for reload specified: \(String(reflecting: missing))")
        }
        reloadedSections.append(contentsOf: identifiers)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], beside anchor: SectionIdentifierType,
                                         offset: Int) {
        guard let anchorIndex = sections.firstIndex(of: anchor) else {
            return uikitLog.error("Invalid parameter not satisfying: insertIndex != NSNotFound (section \(String(reflecting: anchor)))")
        }
        guard areNew(identifiers) else { return }
        let index = anchorIndex + offset
        let start = index == 0 ? 0 : sectionEnds[index - 1]
        var elements = sections.elements
        elements.insert(contentsOf: identifiers, at: index)
        sections = OrderedSet(uncheckedUniqueElements: elements)
        sectionEnds.insert(contentsOf: repeatElement(start, count: identifiers.count), at: index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, beside anchor: SectionIdentifierType,
                                      offset: Int) {
        guard let from = sections.firstIndex(of: identifier) else {
            return uikitLog.error("Invalid parameter not satisfying: fromSection != NSNotFound (section \(String(reflecting: identifier)))")
        }
        guard sections.contains(anchor) else {
            return uikitLog.error("Invalid parameter not satisfying: toSection != NSNotFound (section \(String(reflecting: anchor)))")
        }
        guard identifier != anchor else { return }
        var order = Array(sections.indices)
        order.remove(at: from)
        order.insert(from, at: order.firstIndex(of: sections.firstIndex(of: anchor)!)! + offset)
        var elements: [ItemIdentifierType] = [], ends: [Int] = []
        elements.reserveCapacity(items.count)
        for section in order {
            elements.append(contentsOf: items.elements[itemRange(ofSection: section)])
            ends.append(elements.count)
        }
        items = OrderedSet(uncheckedUniqueElements: elements)
        sectionEnds = ends
        sections = OrderedSet(uncheckedUniqueElements: order.map { sections[$0] })
    }

    /// Whether the sections are neither repeated nor in the snapshot; logs Apple's message when they are.
    private func areNew(_ identifiers: [SectionIdentifierType]) -> Bool {
        let repeated = duplicates(in: identifiers)
        guard repeated.isEmpty else {
            uikitLog.error("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(describedIdentifiers(repeated))")
            return false
        }
        let present = identifiers.filter { sections.contains($0) }
        guard present.isEmpty else {
            let one = present.count == 1
            uikitLog.error("""
                Diffable data source detected an attempt to insert or append \(present.count) section identifier\(one ? "" : "s") \
                that already exist\(one ? "s" : "") in the snapshot. Identifiers in a snapshot must be unique. Section \
                identifier\(one ? "" : "s") that already exist\(one ? "s" : ""): \
                \(one ? String(reflecting: present[0]) : describedIdentifiers(present))
                """)
            return false
        }
        return true
    }
}
