import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells as the user expands and collapses an outline's items (iOS 14).
    /// Every handler is optional: without `shouldExpandItem` and `shouldCollapseItem` every parent opens and
    /// closes.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the parent item may open.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before the parent item opens.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the parent item may close.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before the parent item closes.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when the parent item opens, given the parent and a section snapshot of its
        /// current children: the place to load them lazily.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
                                                -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that let every parent open and close.
        public init() {}
    }

    /// Opens the parent item when it is collapsed and closes it when it is expanded, as the outline
    /// disclosure does, asking `sectionSnapshotHandlers` first; animated. Items outside the section
    /// snapshots, and those without children, are left alone.
    func toggleExpansion(of item: ItemIdentifierType) {
        guard let section = current.sectionIdentifier(containingItem: item), var outline = sectionSnapshots[section],
              outline.hasChildren(item) || sectionSnapshotHandlers.snapshotForExpandingParent != nil else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let item = current.itemIdentifier(at: indexPath) else {
            return uikitLog.error("UICollectionViewDiffableDataSource: no item at \(ListUpdate.describe(indexPath)) to expand or collapse; ignored.")
        }
        toggleExpansion(of: item)
    }

    func isExpanded(itemAt indexPath: IndexPath) -> Bool {
        guard let item = current.itemIdentifier(at: indexPath), let section = current.sectionIdentifier(containingItem: item) else {
            return false
        }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }
}
