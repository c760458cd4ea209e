import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` is told it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// Inserts an item or section.
        case insert
        /// Deletes an item or section.
        case delete
        /// Reloads an item or section.
        case reload
        /// Moves an item or section.
        case move
        /// No change.
        case none
    }

    /// The index path before the update; nil for an insertion. A section change names `[section, NSNotFound]`.
    public let indexPathBeforeUpdate: IndexPath?

    /// The index path after the update; nil for a deletion.
    public let indexPathAfterUpdate: IndexPath?

    /// What the change does.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// The changes of `update`, sections first, as UIKit lists them.
    static func items(of update: ListUpdate) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += update.deletedSections.map { .init(before: section($0), after: nil, action: .delete) }
        items += update.insertedSections.map { .init(before: nil, after: section($0), action: .insert) }
        items += update.reloadedSections.map { .init(before: section($0), after: section($0), action: .reload) }
        items += update.movedSections.map { .init(before: section($0.from), after: section($0.to), action: .move) }
        items += update.deletedItems.sorted().map { .init(before: $0, after: nil, action: .delete) }
        items += update.insertedItems.sorted().map { .init(before: nil, after: $0, action: .insert) }
        items += update.reloadedItems.sorted().map { .init(before: $0, after: $0, action: .reload) }
        items += update.movedItems.map { .init(before: $0.from, after: $0.to, action: .move) }
        return items
    }
}
