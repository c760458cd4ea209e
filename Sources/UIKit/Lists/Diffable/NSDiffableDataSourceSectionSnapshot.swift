/// The items of one section as an outline: items with child items, each parent expanded or collapsed. A list
/// shows the visible items — the roots, and the children of expanded parents whose own parents are visible.
///
/// Every identifier must be unique in the section snapshot; a change that would repeat one is refused and logged
/// in Apple's wording, and the snapshot stays as it was.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The items at the root level, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    /// Each parent's children, in order.
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Each child's parent.
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item.
    private var members: Set<ItemIdentifierType> = []
    /// The expanded items.
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, each parent followed by its children, expanded or not.
    public var items: [ItemIdentifierType] { flattened(onlyVisible: false) }

    /// The items a list shows: the roots, and the children of expanded, visible parents, in outline order.
    public var visibleItems: [ItemIdentifierType] { flattened(onlyVisible: true) }

    /// Whether the section snapshot has the item.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The item's index in `items`, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? {
        contains(item) ? items.firstIndex(of: item) : nil
    }

    /// How deep the item is: 0 at the root level; -1 for an item the snapshot does not have.
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else { return -1 }
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's parent, or `nil` for a root item or one the snapshot does not have.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// Whether the item has children, shown or not.
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(children[item] ?? []).isEmpty }

    /// Whether the item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether the list shows the item: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Adds the items after the parent's last child, or at the end of the root level when `parent` is `nil`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard areNew(items), parentExists(parent) else { return }
        add(items, under: parent) { $0.append(contentsOf: items) }
    }

    /// Inserts the items as siblings just before an item of the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, offset: 0)
    }

    /// Inserts the items as siblings just after an item of the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, offset: 1)
    }

    /// Removes the items with all their descendants; items the snapshot does not have are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                rootItems.removeAll { $0 == item }
            }
            for gone in subtree(of: item) {
                members.remove(gone)
                expanded.remove(gone)
                parents[gone] = nil
                children[gone] = nil
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Expands the items, showing their children; items the snapshot does not have are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    /// Collapses the items, hiding their descendants.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// A section snapshot of the parent's descendants (with the parent as the only root when
    /// `includingParent`), keeping their expansion; empty, logged, for a parent the snapshot does not have.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        guard parentExists(parent) else { return Self() }
        var result = Self()
        let roots = includingParent ? [parent] : children[parent] ?? []
        result.rootItems = roots
        for root in roots {
            for item in subtree(of: root) {
                result.members.insert(item)
                if expanded.contains(item) { result.expanded.insert(item) }
                if let kids = children[item] { result.children[item] = kids }
                if item != root { result.parents[item] = parents[item] }
            }
        }
        return result
    }

    /// Adds another section snapshot's items, with their outline and expansion, after the parent's last child
    /// (or at the end of the root level).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        guard areNew(snapshot.items), parentExists(parent) else { return }
        graft(snapshot, under: parent) { $0.append(contentsOf: snapshot.rootItems) }
    }

    /// Inserts another section snapshot's items, with their outline and expansion, just before an item.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot, beside: item, offset: 0)
    }

    /// Inserts another section snapshot's items, with their outline and expansion, just after an item.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot, beside: item, offset: 1)
    }

    /// Replaces the parent's descendants with another section snapshot's items, keeping the parent's expansion.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard parentExists(parent) else { return }
        let outgoing = Set((children[parent] ?? []).flatMap(subtree(of:)))
        let clashing = snapshot.items.filter { members.contains($0) && !outgoing.contains($0) }
        guard clashing.isEmpty else { return logDuplicates(clashing) }
        delete(children[parent] ?? [])
        graft(snapshot, under: parent) { $0.append(contentsOf: snapshot.rootItems) }
    }

    /// The outline as text, one item a line, indented by level, `+` before expanded and `-` before collapsed
    /// parents: for debugging.
    public func visualDescription() -> String {
        var lines = ["<\(type(of: self)): \(members.count) items>"]
        for item in items {
            let mark = children[item] == nil ? "*" : expanded.contains(item) ? "+" : "-"
            lines.append(String(repeating: "    ", count: level(of: item)) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, offset: Int) {
        guard areNew(items), siblingExists(item) else { return }
        add(items, under: parents[item]) { siblings in
            siblings.insert(contentsOf: items, at: siblings.firstIndex(of: item)! + offset)
        }
    }

    private mutating func insert(_ snapshot: Self, beside item: ItemIdentifierType, offset: Int) {
        guard areNew(snapshot.items), siblingExists(item) else { return }
        graft(snapshot, under: parents[item]) { siblings in
            siblings.insert(contentsOf: snapshot.rootItems, at: siblings.firstIndex(of: item)! + offset)
        }
    }

    /// Adds new items as children of `parent` (or roots), placed among their siblings by `place`.
    private mutating func add(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?,
                              place: (inout [ItemIdentifierType]) -> Void) {
        members.formUnion(items)
        if let parent {
            place(&children[parent, default: []])
            for item in items { parents[item] = parent }
        } else {
            place(&rootItems)
        }
    }

    /// Adds another snapshot's whole outline, its roots becoming children of `parent` (or roots).
    private mutating func graft(_ snapshot: Self, under parent: ItemIdentifierType?,
                                place: (inout [ItemIdentifierType]) -> Void) {
        guard !snapshot.rootItems.isEmpty else { return }
        add(snapshot.rootItems, under: parent, place: place)
        members.formUnion(snapshot.members)
        expanded.formUnion(snapshot.expanded)
        children.merge(snapshot.children) { $1 }
        parents.merge(snapshot.parents) { $1 }
    }

    /// The item and all its descendants, in outline order.
    private func subtree(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = [], pending = [item]
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: (children[next] ?? []).reversed())
        }
        return result
    }

    /// The items in outline order, descending only into expanded parents when `onlyVisible`.
    private func flattened(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = [], pending = Array(rootItems.reversed())
        result.reserveCapacity(members.count)
        while let next = pending.popLast() {
            result.append(next)
            if !onlyVisible || expanded.contains(next) { pending.append(contentsOf: (children[next] ?? []).reversed()) }
        }
        return result
    }

    /// Whether the items repeat neither each other nor the snapshot's; logs Apple's message when they do.
    private func areNew(_ items: [ItemIdentifierType]) -> Bool {
        let repeated = duplicates(in: items) + items.filter(members.contains)
        guard repeated.isEmpty else {
            logDuplicates(repeated)
            return false
        }
        return true
    }

    private func logDuplicates(_ items: [ItemIdentifierType]) {
        uikitLog.error("Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(describedIdentifiers(items))")
    }

    /// Whether `parent` is `nil` or in the snapshot; logs when it is not.
    private func parentExists(_ parent: ItemIdentifierType?) -> Bool {
        guard let parent, !contains(parent) else { return true }
        uikitLog.error("Invalid parameter not satisfying: parent item \(String(reflecting: parent)) is in the section snapshot")
        return false
    }

    /// Whether the item to insert beside is in the snapshot; logs when it is not.
    private func siblingExists(_ item: ItemIdentifierType) -> Bool {
        guard !contains(item) else { return true }
        uikitLog.error("Invalid parameter not satisfying: insertIndex != NSNotFound (item \(String(reflecting: item)))")
        return false
    }
}
