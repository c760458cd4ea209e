import Foundation

/// What a reordering did to a diffable data source's snapshot: handed to the data source's
/// `reorderingHandlers` so the app can bring its own store in line (iOS 14).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions that take all the initial snapshot's items to the final one's, in the form
    /// `Array.applying(_:)` takes, so a backing array of every item follows with one call.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction for each section whose items changed, in the final snapshot's order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction from `initial` to `final`, with `sectionSnapshots` giving the section snapshots before
    /// and after of each section (flat lists of the section's items where the data source keeps none).
    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionSnapshots: (SectionIdentifierType) -> (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                                       NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            let (initialSection, finalSection) = sectionSnapshots(section)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initialSection,
                                                          finalSnapshot: finalSection,
                                                          difference: after.difference(from: before))
        }
    }
}
