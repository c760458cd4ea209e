import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells as the user reorders items (iOS 14). Reordering is on once
    /// `canReorderItem` is set.
    public struct ReorderingHandlers {
        /// Whether the user may move the item; without it no item moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the reordering before the data source's snapshot takes it.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the reordering once the snapshot shows it: update the app's own store from the
        /// transaction's `difference` or `finalSnapshot`.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// Whether `reorderingHandlers` allow moving the item at `indexPath`. Items of a section shown as an
    /// outline with more than one level do not move: where they would land among hidden children is not
    /// defined.
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(at: indexPath),
              let section = current.sectionIdentifier(containingItem: item) else { return false }
        if let outline = sectionSnapshots[section], outline.items.count != outline.rootItems.count { return false }
        return canReorderItem(item)
    }

    /// Takes the user's move of the item at `source` to `destination` into the snapshot, telling
    /// `reorderingHandlers` before and after.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        var final = current
        guard final.moveItem(from: source, to: destination) else {
            return uikitLog.error("UICollectionViewDiffableDataSource: cannot move the item at \(ListUpdate.describe(source)) to \(ListUpdate.describe(destination)); the snapshot is unchanged.")
        }
        let initial = current
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final) { section in
            (self.snapshot(for: section), Self.flat(final.itemIdentifiers(inSection: section)))
        }
        reorderingHandlers.willReorder?(transaction)
        current = final
        for section in transaction.sectionTransactions where sectionSnapshots[section.sectionIdentifier] != nil {
            sectionSnapshots[section.sectionIdentifier] = section.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// A section snapshot listing `items` at its root.
    static func flat(_ items: [ItemIdentifierType]) -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        snapshot.append(items)
        return snapshot
    }
}
