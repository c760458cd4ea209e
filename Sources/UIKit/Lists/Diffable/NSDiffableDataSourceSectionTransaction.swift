import Foundation

/// What a reordering did to one section of a diffable data source (iOS 14): part of an
/// `NSDiffableDataSourceTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable,
                                                     ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section the transaction changed.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's snapshot before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The removals and insertions that take the section's items before to its items after.
    public let difference: CollectionDifference<ItemIdentifierType>
}
