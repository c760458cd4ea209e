import Foundation

/// A collection view's data source driven by snapshots: `apply(_:animatingDifferences:completion:)` shows a
/// new snapshot with the smallest batch update that reaches it, and the collection view reads its sections
/// and items from the snapshot last applied. Sections can also be given as section snapshots, whose visible
/// items are what the section shows.
///
/// The collection view keeps its data source weakly, as on iOS: keep the data source alive for as long as
/// the collection view shows it.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item, usually with `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The section snapshot type `apply(_:to:animatingDifferences:completion:)` takes.
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes the headers, footers and other supplementary views the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the data source asks and tells as the user expands and collapses outline items (iOS 14).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What the data source asks and tells as the user reorders items (iOS 14); set `canReorderItem` to
    /// allow it.
    open var reorderingHandlers = ReorderingHandlers()

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// What the collection view shows, without the reload and reconfigure marks already carried out.
    var current = Snapshot()
    /// The sections applied as section snapshots, with their hierarchy; the others are flat.
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// A data source for `collectionView` that makes cells with `cellProvider`; it becomes the collection
    /// view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: with the batch update from the current snapshot, animated when
    /// `animatingDifferences` and the collection view is in a window (iOS 15's rule: not animating still
    /// keeps the cells that stay). `completion` runs once the collection view shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view, without a diff or animation (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        current = snapshot.withoutMarks
        reload(completion)
    }

    /// Shows `snapshot`'s visible items as the items of `section`, appending the section when the current
    /// snapshot lacks it. An item another section already shows is refused in Apple's words, and nothing
    /// changes.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let visible = snapshot.visibleItems
        let elsewhere = visible.filter { item in current.sectionIdentifier(containingItem: item).map { $0 != section } ?? false }
        guard elsewhere.isEmpty else {
            return uikitLog.error("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(describedIdentifiers(elsewhere))")
        }
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(visible, toSection: section)
        let before = sectionSnapshots[section]
        sectionSnapshots[section] = snapshot
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
        // The parents that opened or closed stay in place: their cells update their state (the disclosure turns).
        for item in visible where (before?.isExpanded(item) ?? false) != snapshot.isExpanded(item) {
            current.indexPath(of: item).flatMap { collectionView?.cellForItem(at: $0) }?.setNeedsUpdateConfiguration()
        }
    }

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The section snapshot of `section`: the one applied to it, or its items as a flat list; empty for a
    /// section the collection view does not show.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = sectionSnapshots[section] { return applied }
        return Self.flat(current.indexOfSection(section) != nil ? current.itemIdentifiers(inSection: section) : [])
    }

    /// The item at `indexPath`, or `nil` when the snapshot has none there.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where the collection view shows the item, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or `nil` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of the section, or `nil` (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`; a plain cell, logged, when it makes none.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            uikitLog.error("UICollectionViewDiffableDataSource: no item identifier at \(ListUpdate.describe(indexPath)); an empty cell is shown.")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            uikitLog.error("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (the cell provider returned nil at \(ListUpdate.describe(indexPath))); an empty cell is shown.")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The view the supplementary view provider makes; an empty view, logged, when there is no provider or
    /// it makes none.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        uikitLog.error("UICollectionViewDiffableDataSource: the supplementaryViewProvider gave no view of kind \(kind) at \(ListUpdate.describe(indexPath)); an empty view is shown.")
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether `reorderingHandlers.canReorderItem` lets the user move the item; false without it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }

    /// Moves the item in the current snapshot, as the collection view already shows it moved, telling
    /// `reorderingHandlers` before and after.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// No index; override to show index titles along the trailing edge.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of the section at `index`; override to map index titles to items.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                             at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// Makes `snapshot` current and shows it through a batch update, or a reload outside a window.
    private func show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let update = ListUpdate(from: current, to: snapshot)
        current = snapshot.withoutMarks
        guard let collectionView, collectionView.window != nil else { return reload(completion) }
        guard animatingDifferences else {
            return UIView.performWithoutAnimation { perform(update, on: collectionView, completion: completion) }
        }
        perform(update, on: collectionView, completion: completion)
    }

    /// Reloads the collection view and runs `completion` at the next frame, once it read the new snapshot.
    private func reload(_ completion: (() -> Void)?) {
        collectionView?.reloadData()
        completion.map { completion in AppFrameCycle.later { completion() } }
    }

    /// Shows `update` as one batch, then configures the reconfigured items' cells again in their new places.
    private func perform(_ update: ListUpdate, on collectionView: UICollectionView, completion: (() -> Void)?) {
        collectionView.performBatchUpdates({
            collectionView.deleteSections(update.deletedSections)
            collectionView.insertSections(update.insertedSections)
            collectionView.reloadSections(update.reloadedSections)
            for move in update.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.deleteItems(at: Array(update.deletedItems))
            collectionView.insertItems(at: Array(update.insertedItems))
            collectionView.reloadItems(at: Array(update.reloadedItems))
            for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
        collectionView.reconfigureItems(at: Array(update.reconfiguredItems))
    }
}
