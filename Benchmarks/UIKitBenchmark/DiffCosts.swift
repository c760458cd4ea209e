// What applying a snapshot costs in diffing: 100,000 items against a copy with 10,000 deleted, 10,000 inserted
// and 2,000 moved, diffed into a batch update (verified to take one to the other), against Swift's
// `CollectionDifference` (Myers) on the same identifiers in the same run; and the same change applied through a
// table's diffable data source, from the diff to the frame pass that shows it.
import Foundation
import UIKit
import UIKitTesting

/// A small seeded generator, so every run edits the same way.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The figures, in seconds: the fastest of 5 diffs, the fastest build of the 100,000-item snapshot, one run of
/// `difference(from:)`, and the fastest of 3 animated applies through a table's diffable data source with the
/// frame pass after it; the counts of the update's item changes.
@MainActor func diffCosts(items n: Int, deletions: Int, insertions: Int, moves: Int)
    -> (diff: Double, build: Double, collectionDifference: Double, apply: Double, deleted: Int, inserted: Int, moved: Int) {
    var random = SplitMix64(state: 0xD1FF)
    let oldItems = (0..<n).map { _ in UUID() }
    var newItems = oldItems
    for _ in 0..<deletions { newItems.remove(at: Int.random(in: 0..<newItems.count, using: &random)) }
    for _ in 0..<moves {
        let item = newItems.remove(at: Int.random(in: 0..<newItems.count, using: &random))
        newItems.insert(item, at: Int.random(in: 0...newItems.count, using: &random))
    }
    for _ in 0..<insertions { newItems.insert(UUID(), at: Int.random(in: 0...newItems.count, using: &random)) }

    /// A one-section snapshot of `items`.
    func snapshot(_ items: [UUID]) -> NSDiffableDataSourceSnapshot<Int, UUID> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }
    let build = fastest(5) { _ = snapshot(oldItems) }
    let old = snapshot(oldItems), new = snapshot(newItems)
    var update = ListUpdate()
    let diff = fastest(5) { update = ListUpdate(from: old, to: new) }
    if let mismatch = update.mismatch(from: old, to: new) { check(false, "the diff's update is wrong: \(mismatch)") }
    check(update.deletedItems.count == deletions && update.insertedItems.count == insertions
          && update.movedItems.count <= moves, "the diff is not minimal")

    var changes = 0
    let collectionDifference = fastest(1) { changes = newItems.difference(from: oldItems).count }
    check(changes >= deletions + insertions, "CollectionDifference found too few changes")
    let apply = tableApply(from: old, to: new)
    return (diff, build, collectionDifference, apply, update.deletedItems.count, update.insertedItems.count,
            update.movedItems.count)
}

/// Seconds (fastest of 3) for a table's diffable data source to apply `new` over `old`, animated, with the frame
/// pass that shows it; each run starts from `old` shown through a reload.
@MainActor private func tableApply(from old: NSDiffableDataSourceSnapshot<Int, UUID>,
                                   to new: NSDiffableDataSourceSnapshot<Int, UUID>) -> Double {
    let (window, table, _) = benchmarkTable(rows: 0)
    let source = UITableViewDiffableDataSource<Int, UUID>(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as? BenchmarkCell
        cell?.label.text = item.uuidString
        return cell
    }
    var times: [Double] = []
    for _ in 0..<3 {
        source.applySnapshotUsingReloadData(old)
        performPendingUpdates()
        let start = now()
        source.apply(new)
        performPendingUpdates()
        times.append(now() - start)
    }
    check(table.numberOfRows(inSection: 0) == new.numberOfItems, "the table does not show the applied snapshot")
    withExtendedLifetime(window) {}
    return times.min()!
}
