import Foundation

/// The changes that take a list from one snapshot to another, in the index conventions of
/// `performBatchUpdates`: deletes and reloads name sections and items of the old list, inserts name those of
/// the new one, and moves go from an old place to a new one. Reconfigures name items of the new list, because
/// the cell provider configures them with the new data. Index paths are `[section, item]`.
///
/// An item inside a deleted, inserted or reloaded section has no change of its own: the section's change covers
/// it. An item marked for reload that also moves is deleted and inserted instead, because UIKit cannot reload
/// and move one item in the same batch; a reloaded section that moves likewise.
package struct ListBatchUpdate: Equatable, Sendable {
    /// An item or section going from its old index to its new one.
    package struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// Where it was, in the old list.
        package var from: Index
        /// Where it goes, in the new list.
        package var to: Index

        /// A move from `from` to `to`.
        package init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// Old sections that go, with their items.
    package var deletedSections = IndexSet()
    /// New sections that come, with their items.
    package var insertedSections = IndexSet()
    /// Old sections whose items are all replaced in place.
    package var reloadedSections = IndexSet()
    /// Sections that keep their items but change places.
    package var movedSections: [Move<Int>] = []
    /// Old items that go, in ascending order.
    package var deletedItems: [IndexPath] = []
    /// New items that come, in ascending order.
    package var insertedItems: [IndexPath] = []
    /// Old items whose cells are replaced.
    package var reloadedItems: [IndexPath] = []
    /// New items whose cells are configured again.
    package var reconfiguredItems: [IndexPath] = []
    /// Items that change places, within or across sections.
    package var movedItems: [Move<IndexPath>] = []

    /// No change at all.
    package init() {}

    /// Whether the update changes nothing.
    package var isEmpty: Bool { self == ListBatchUpdate() }
}
