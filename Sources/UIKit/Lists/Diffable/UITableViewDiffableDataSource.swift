import Foundation

/// A table view's data source driven by snapshots: `apply(_:animatingDifferences:completion:)` shows a new
/// snapshot with the smallest batch update that reaches it, and the table reads its sections and rows from
/// the snapshot last applied.
///
/// The table keeps its data source weakly, as on iOS: keep the data source alive for as long as the table
/// shows it.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                         ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item, usually from `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The animation of inserted, deleted and reloaded rows and sections; `.automatic` by default.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// What the table shows, without the reload and reconfigure marks already carried out.
    private var current = Snapshot()

    /// A data source for `tableView` that makes cells with `cellProvider`; it becomes the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: with the batch update from the current snapshot, animated when
    /// `animatingDifferences` and the table is in a window (iOS 15's rule: not animating still keeps the
    /// cells that stay). `completion` runs once the table shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let update = ListUpdate(from: current, to: snapshot)
        current = snapshot.withoutMarks
        guard let tableView, tableView.window != nil else { return reload(completion) }
        guard animatingDifferences else {
            return UIView.performWithoutAnimation { perform(update, on: tableView, completion: completion) }
        }
        perform(update, on: tableView, completion: completion)
    }

    /// Shows `snapshot` by reloading the table, without a diff or animation (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        reload(completion)
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, or `nil` when the snapshot has none there.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where the table shows the item, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or `nil` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of the section, or `nil` (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`; a plain cell, logged, when it makes none.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            uikitLog.error("UITableViewDiffableDataSource: no item identifier at \(ListUpdate.describe(indexPath)); an empty cell is shown.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            uikitLog.error("UITableView dataSource returned a nil cell for row at index path: \(ListUpdate.describe(indexPath)). Table view: \(tableView), dataSource: \(self); an empty cell is shown.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row can be edited, as on iOS; override to allow swipe-to-delete and editing controls.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// No row can be moved; override to show reorder controls.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// No section index; override to give its titles.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section at the title's index; override when titles and sections differ.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// Nothing; override to delete or insert through a new snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Moves the item in the current snapshot, as the table already shows it moved.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard current.moveItem(from: sourceIndexPath, to: destinationIndexPath) else {
            return uikitLog.error("UITableViewDiffableDataSource: cannot move the row at \(ListUpdate.describe(sourceIndexPath)) to \(ListUpdate.describe(destinationIndexPath)); the snapshot is unchanged.")
        }
    }

    /// Reloads the table and runs `completion` at the next frame, once the table read the new snapshot.
    private func reload(_ completion: (() -> Void)?) {
        tableView?.reloadData()
        completion.map { completion in AppFrameCycle.later { completion() } }
    }

    /// Shows `update` as one batch, then configures the reconfigured rows' cells again in their new places.
    private func perform(_ update: ListUpdate, on tableView: UITableView, completion: (() -> Void)?) {
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            tableView.deleteSections(update.deletedSections, with: animation)
            tableView.insertSections(update.insertedSections, with: animation)
            tableView.reloadSections(update.reloadedSections, with: animation)
            for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: Array(update.deletedItems), with: animation)
            tableView.insertRows(at: Array(update.insertedItems), with: animation)
            tableView.reloadRows(at: Array(update.reloadedItems), with: animation)
            for move in update.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
        tableView.reconfigureRows(at: Array(update.reconfiguredItems))
    }
}
