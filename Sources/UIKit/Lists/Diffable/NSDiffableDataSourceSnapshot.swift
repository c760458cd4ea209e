import OrderedCollections

/// The sections and items a list shows at one moment, by identifier: what a diffable data source applies.
///
/// Every section and every item identifier must be unique across the whole snapshot; a change that would
/// break this is refused and logged in Apple's wording, and the snapshot stays as it was. The items of all
/// sections are kept in one ordered set, in the order the list shows them, so an item's index and section are
/// found by identifier in constant time (its section by a binary search over the sections). Appending to the
/// last section costs what is appended; inserting, moving or deleting elsewhere costs the items after it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Every item, section after section.
    var items = OrderedSet<ItemIdentifierType>()
    /// The sections, in order.
    var sections = OrderedSet<SectionIdentifierType>()
    /// For each section, the index in `items` just past its last item.
    var sectionEnds: [Int] = []
    /// Items marked to have their cells replaced when the snapshot is applied.
    var reloadedItems = OrderedSet<ItemIdentifierType>()
    /// Items marked to have their existing cells configured again when the snapshot is applied.
    var reconfiguredItems = OrderedSet<ItemIdentifierType>()
    /// Sections marked to be reloaded when the snapshot is applied.
    var reloadedSections = OrderedSet<SectionIdentifierType>()

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { items.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.elements }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.elements }

    /// The number of items in the section; 0, logged, for a section the snapshot does not have.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let section = existingSection(identifier) else { return 0 }
        return itemRange(ofSection: section).count
    }

    /// The identifiers of the section's items, in order; empty, logged, for a section the snapshot does not have.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = existingSection(identifier) else { return [] }
        return Array(items.elements[itemRange(ofSection: section)])
    }

    /// The section holding the item, or `nil` when the snapshot does not have the item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        items.firstIndex(of: identifier).map { sections[section(containingItemAt: $0)] }
    }

    /// The item's index among all the snapshot's items (not within its section), or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { items.firstIndex(of: identifier) }

    /// The section's index, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// The items marked with `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The sections marked with `reloadSections(_:)`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The indexes in `items` of the section at `section`.
    func itemRange(ofSection section: Int) -> Range<Int> {
        (section == 0 ? 0 : sectionEnds[section - 1])..<sectionEnds[section]
    }

    /// The index of the section holding the item at `index` in `items`: the first whose end lies past it.
    func section(containingItemAt index: Int) -> Int {
        var low = 0, high = sectionEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if sectionEnds[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The section's index; `nil`, logged, when the snapshot does not have it.
    func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let section = sections.firstIndex(of: identifier) else {
            uikitLog.error("Invalid parameter not satisfying: section != NSNotFound (section \(String(reflecting: identifier)))")
            return nil
        }
        return section
    }

    /// The same snapshot without reload and reconfigure marks: what a data source keeps once it has applied them.
    package var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }
}

/// Identifiers as Foundation describes a set of them in its exception messages: `{(a, b)}` over several lines.
func describedIdentifiers(_ identifiers: some Sequence<some Any>) -> String {
    "{(\n" + identifiers.map { "    " + String(reflecting: $0) }.joined(separator: ",\n") + "\n)}"
}

/// The identifiers that occur more than once in `identifiers`, each once, in order of their second occurrence.
func duplicates<Identifier: Hashable>(in identifiers: [Identifier]) -> [Identifier] {
    var seen = Set<Identifier>(minimumCapacity: identifiers.count), repeated = OrderedSet<Identifier>()
    for identifier in identifiers where !seen.insert(identifier).inserted { repeated.append(identifier) }
    return repeated.elements
}
