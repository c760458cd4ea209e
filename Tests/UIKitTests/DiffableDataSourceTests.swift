import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Diffable data sources: counts and cells read from the snapshot applied, changes shown as batch updates
/// on the controlled clock, cells kept across moves and reconfigures, bad snapshots refused.
@MainActor @Suite struct DiffableDataSourceTests {
    typealias TableSource = UITableViewDiffableDataSource<String, String>
    typealias CollectionSource = UICollectionViewDiffableDataSource<String, Int>

    /// Titles the cell provider shows, by item; an item without one shows its identifier.
    final class Titles {
        var byItem: [String: String] = [:]
        var configured: [String] = []
    }

    /// A snapshot of the sections with their items, in order.
    static func snapshot<Item>(_ sections: [(String, [Item])]) -> NSDiffableDataSourceSnapshot<String, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// A 400 × 400 table in a window, with a diffable data source whose cells show `titles`, laid out once.
    func withTable(_ body: (UITableView, TableSource, Titles) throws -> Void) rethrows {
        try withScreenWindow(size: CGSize(width: 400, height: 400)) { window, _ in
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let titles = Titles()
            let source = TableSource(tableView: table) { table, indexPath, item in
                titles.configured.append(item)
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = titles.byItem[item] ?? item
                return cell
            }
            window.addSubview(table)
            FramePass.runOnce()
            try body(table, source, titles)
        }
    }

    /// The cell showing `item`, found through the data source.
    func cell(_ item: String, in table: UITableView, _ source: TableSource) -> UITableViewCell? {
        source.indexPath(for: item).flatMap(table.cellForRow(at:))
    }

    @Test func aFirstSnapshotGivesTheCountsAndCells() {
        withTable { table, source, _ in
            #expect(table.numberOfSections == 0)
            source.apply(Self.snapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])]), animatingDifferences: false)
            FramePass.runOnce()
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 0) == 3)
            #expect(table.numberOfRows(inSection: 1) == 2)
            #expect(visibleTitles(table) == ["a1", "a2", "a3", "b1", "b2"])
            #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "b2")
            #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 1)) == nil)
            #expect(source.indexPath(for: "a3") == IndexPath(row: 2, section: 0))
            #expect(source.indexPath(for: "zz") == nil)
            #expect(source.sectionIdentifier(for: 1) == "B")
            #expect(source.sectionIdentifier(for: 2) == nil)
            #expect(source.index(for: "B") == 1)
            #expect(source.snapshot().itemIdentifiers == ["a1", "a2", "a3", "b1", "b2"])
        }
    }

    @Test func anAnimatedApplyEndsOnTheNewSnapshotKeepingMovedCells() {
        ControlledClock.run { clock in
            withTable { table, source, _ in
                source.apply(Self.snapshot([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])]), animatingDifferences: false)
                FramePass.runOnce()
                let a1 = cell("a1", in: table, source)!, a3 = cell("a3", in: table, source)!, b2 = cell("b2", in: table, source)!
                var completions = 0
                source.apply(Self.snapshot([("A", ["a3", "a1", "new"]), ("B", ["b2"])])) { completions += 1 }
                #expect(table.numberOfRows(inSection: 0) == 3)
                #expect(table.numberOfRows(inSection: 1) == 1)
                #expect(completions == 0)
                clock.renderFrames(24)
                #expect(completions == 1)
                #expect(visibleTitles(table) == ["a3", "a1", "new", "b2"])
                #expect(cell("a1", in: table, source) === a1)
                #expect(cell("a3", in: table, source) === a3)
                #expect(cell("b2", in: table, source) === b2)
                // Rows are 44 points: "a1" now second, "b2" fourth.
                #expect(a1.frame.minY == 44)
                #expect(b2.frame.minY == 132)
            }
        }
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        ControlledClock.run { clock in
            withTable { table, source, titles in
                source.apply(Self.snapshot([("A", ["a1", "a2"])]), animatingDifferences: false)
                FramePass.runOnce()
                let a1 = cell("a1", in: table, source)!, a2 = cell("a2", in: table, source)!
                titles.byItem = ["a1": "first", "a2": "second"]
                titles.configured = []
                var snapshot = source.snapshot()
                snapshot.reconfigureItems(["a1"])
                snapshot.reloadItems(["a2"])
                source.apply(snapshot)
                clock.renderFrames(24)
                #expect(cell("a1", in: table, source) === a1)
                #expect(a1.textLabel?.text == "first")
                #expect(cell("a2", in: table, source) !== a2)
                #expect(cell("a2", in: table, source)?.textLabel?.text == "second")
                #expect(titles.configured.sorted() == ["a1", "a2"])
                // The marks were carried out once: the data source keeps none.
                #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty)
                #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
            }
        }
    }

    @Test func aDuplicateIdentifierIsRefusedAndTheTableUnchanged() {
        withTable { table, source, _ in
            source.apply(Self.snapshot([("A", ["a1", "a2"])]), animatingDifferences: false)
            FramePass.runOnce()
            var snapshot = source.snapshot()
            let logs = uikitLogMessages { snapshot.appendItems(["x", "x"]) }
            #expect(logs.contains { $0.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers:") })
            source.apply(snapshot, animatingDifferences: false)
            FramePass.runOnce()
            #expect(visibleTitles(table) == ["a1", "a2"])
            #expect(table.numberOfRows(inSection: 0) == 2)
        }
    }

    @Test func applyingOutsideAWindowReloadsAndTheUserMoveUpdatesTheSnapshot() {
        withScreenWindow(size: CGSize(width: 400, height: 400)) { window, _ in
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let source = TableSource(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            var completed = false
            source.apply(Self.snapshot([("A", ["a", "b", "c"]), ("B", ["d"])])) { completed = true }
            #expect(!completed)
            window.addSubview(table)
            FramePass.drain()
            #expect(completed)
            #expect(visibleTitles(table) == ["a", "b", "c", "d"])
            source.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            #expect(source.snapshot().itemIdentifiers(inSection: "A") == ["b", "c"])
            #expect(source.snapshot().itemIdentifiers(inSection: "B") == ["d", "a"])
            let logs = uikitLogMessages {
                source.tableView(table, moveRowAt: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
            }
            #expect(logs.count == 1)
            #expect(source.snapshot().itemIdentifiers == ["b", "c", "d", "a"])
            #expect(!source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        }
    }

    /// A data source that titles its sections and index with their identifiers and lets every row move.
    final class TitledSource: TableSource {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }

        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { snapshot().sectionIdentifiers }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    @Test func theTableReachesTheOverridesOfASubclass() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        let source = TitledSource(tableView: table) { _, _, _ in nil }
        source.apply(Self.snapshot([("A", ["a"]), ("B", ["b"])]))
        let dataSource = table.dataSource!
        #expect(dataSource.tableView(table, titleForHeaderInSection: 1) == "B")
        #expect(dataSource.sectionIndexTitles(for: table) == ["A", "B"])
        #expect(dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(dataSource.tableView(table, titleForFooterInSection: 0) == nil)
        let logs = uikitLogMessages { _ = dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) }
        #expect(logs.count == 1 && logs[0].hasPrefix("UITableView dataSource returned a nil cell"))
    }

    /// A 320 × 480 collection view of 100 × 50 items, three to a row, in a window, with a diffable data
    /// source whose `NumberCell`s show their item; the provider notes each item it configures.
    func withCollection(_ body: (UICollectionView, CollectionSource, Titles) throws -> Void) rethrows {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            let titles = Titles()
            let source = CollectionSource(collectionView: collectionView) { collectionView, indexPath, item in
                titles.configured.append(String(item))
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as? NumberCell
                cell?.item = item
                return cell
            }
            window.addSubview(collectionView)
            FramePass.runOnce()
            try body(collectionView, source, titles)
        }
    }

    @Test func aCollectionShowsTheSnapshotAndKeepsCellsAcrossAnAnimatedApply() {
        ControlledClock.run { clock in
            withCollection { collectionView, source, titles in
                source.apply(Self.snapshot([("A", [1, 2, 3, 4]), ("B", [5])]), animatingDifferences: false)
                FramePass.runOnce()
                #expect(collectionView.numberOfSections == 2)
                #expect(collectionView.numberOfItems(inSection: 0) == 4)
                #expect(shownItems(collectionView) == [[0, 0]: 1, [0, 1]: 2, [0, 2]: 3, [0, 3]: 4, [1, 0]: 5])
                let cellOf4 = collectionView.cellForItem(at: [0, 3])!, cellOf2 = collectionView.cellForItem(at: [0, 1])!
                titles.configured = []
                var snapshot = Self.snapshot([("A", [4, 1, 2]), ("B", [5, 6])])
                snapshot.reconfigureItems([2])
                var completions = 0
                source.apply(snapshot) { completions += 1 }
                clock.renderFrames(24)
                #expect(completions == 1)
                #expect(shownItems(collectionView) == [[0, 0]: 4, [0, 1]: 1, [0, 2]: 2, [1, 0]: 5, [1, 1]: 6])
                #expect(collectionView.cellForItem(at: [0, 0]) === cellOf4)
                #expect(collectionView.cellForItem(at: [0, 2]) === cellOf2)
                #expect(titles.configured.sorted() == ["2", "6"])
                #expect(source.itemIdentifier(for: [1, 1]) == 6)
                #expect(source.indexPath(for: 4) == [0, 0])
            }
        }
    }

    @Test func sectionSnapshotsShowTheirVisibleItemsAndRefuseAnItemOfAnotherSection() {
        withCollection { collectionView, source, _ in
            source.apply(Self.snapshot([("A", [1])]), animatingDifferences: false)
            var outline = NSDiffableDataSourceSectionSnapshot<Int>()
            outline.append([10, 20])
            outline.append([11, 12], to: 10)
            outline.append([21], to: 20)
            outline.expand([10])
            source.apply(outline, to: "B", animatingDifferences: false)
            FramePass.runOnce()
            #expect(source.snapshot().sectionIdentifiers == ["A", "B"])
            #expect(source.snapshot().itemIdentifiers(inSection: "B") == [10, 11, 12, 20])
            #expect(shownItems(collectionView)[[1, 3]] == 20)
            #expect(source.snapshot(for: "B").items == [10, 11, 12, 20, 21])
            #expect(source.snapshot(for: "A").items == [1])

            var stealing = NSDiffableDataSourceSectionSnapshot<Int>()
            stealing.append([1, 30])
            let logs = uikitLogMessages { source.apply(stealing, to: "B", animatingDifferences: false) }
            #expect(logs.contains { $0.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers:") })
            FramePass.runOnce()
            #expect(source.snapshot().itemIdentifiers == [1, 10, 11, 12, 20])
            #expect(shownItems(collectionView).count == 5)
            #expect(source.snapshot(for: "B").items == [10, 11, 12, 20, 21])
        }
    }
}
