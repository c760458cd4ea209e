import Foundation
import Testing
@testable import UIKit

/// The difference between two snapshots as a batch update, in `performBatchUpdates`' index conventions, and the
/// checker that applies an update as UIKit does.
@MainActor @Suite struct ListDiffTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    typealias Move = ListUpdate.Move

    /// A snapshot of sections named by the keys, in order, holding these items.
    private func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items)
        }
        return snapshot
    }

    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// The update from `old` to `new`, after checking that it takes one to the other.
    private func update(_ old: Snapshot, _ new: Snapshot) -> ListUpdate {
        let update = ListUpdate(from: old, to: new)
        #expect(update.mismatch(from: old, to: new) == nil)
        return update
    }

    @Test func deletesUseOldIndexesInsertsNewOnesAndMovesBoth() {
        let old = snapshot(["S": [1, 2, 3, 4, 5, 6, 7, 8]])
        let new = snapshot(["S": [8, 1, 3, 4, 9, 5, 6, 7]])
        let result = update(old, new)
        #expect(result.deletedItems == [path(0, 1)])
        #expect(result.insertedItems == [path(0, 4)])
        #expect(result.movedItems == [Move(from: path(0, 7), to: path(0, 0))])
        #expect(result.deletedSections.isEmpty && result.insertedSections.isEmpty && result.movedSections.isEmpty)
        #expect(ListUpdate(from: new, to: new).isEmpty)
    }

    @Test func oneItemCarriedAcrossAThousandIsOneMove() {
        let items = Array(0..<1000)
        let old = snapshot(["S": items])
        #expect(update(old, snapshot(["S": Array(items.dropFirst()) + [0]])).movedItems
                == [Move(from: path(0, 0), to: path(0, 999))])
        #expect(update(old, snapshot(["S": [999] + items.dropLast()])).movedItems
                == [Move(from: path(0, 999), to: path(0, 0))])
        let swapped = update(old, snapshot(["S": items.map { $0 == 10 ? 990 : $0 == 990 ? 10 : $0 }]))
        #expect(swapped.movedItems.count == 2 && swapped.insertedItems.isEmpty && swapped.deletedItems.isEmpty)
    }

    @Test func sectionsAreDeletedInsertedAndMovedAsWholes() {
        let old = snapshot(["A": [1, 2], "B": [3], "C": [4, 5]])
        let new = snapshot(["C": [4, 5], "A": [1, 2], "D": [6]])
        let result = update(old, new)
        #expect(result.deletedSections == [1] && result.insertedSections == [2])
        #expect(result.movedSections == [Move(from: 2, to: 0)])
        // Items inside a deleted or inserted section have no change of their own.
        #expect(result.deletedItems.isEmpty && result.insertedItems.isEmpty && result.movedItems.isEmpty)
    }

    @Test func itemsChangingSectionsMoveUnlessTheirSectionComesOrGoes() {
        let old = snapshot(["A": [1, 2, 3], "B": [4], "C": [5]])
        let new = snapshot(["A": [1, 4], "D": [2], "C": [5, 3]])
        let result = update(old, new)
        // 4 leaves the deleted B: inserted. 2 goes to the new D: deleted (D comes with it). 3 moves A → C.
        #expect(result.deletedSections == [1] && result.insertedSections == [1])
        #expect(result.insertedItems == [path(0, 1)])
        #expect(result.deletedItems == [path(0, 1)])
        #expect(result.movedItems == [Move(from: path(0, 2), to: path(2, 1))])
    }

    @Test func reloadsUseOldIndexesAndAMovedReloadIsReplaced() {
        let old = snapshot(["A": [1, 2, 3, 4]])
        var new = snapshot(["A": [0, 1, 2, 4, 3]])
        new.reloadItems([2, 4])
        new.reconfigureItems([1, 3])
        let result = update(old, new)
        // 2 stays in order: reloaded at its old index. 4 moved (the run kept is 1, 2, 3): deleted and inserted.
        #expect(result.reloadedItems == [path(0, 1)])
        #expect(result.movedItems.isEmpty)
        #expect(result.deletedItems == [path(0, 3)] && result.insertedItems == [path(0, 0), path(0, 3)])
        // Reconfigures name the new list, where the cell provider finds the item.
        #expect(result.reconfiguredItems == [path(0, 1), path(0, 4)])
    }

    @Test func aReloadedSectionCoversItsItemsAndIsReplacedWhenItMoves() {
        let old = snapshot(["A": [1, 2], "B": [3], "C": [4], "D": [5]])
        var new = snapshot(["A": [2, 1, 6], "C": [4], "D": [5], "B": [3]])
        new.reloadSections(["A", "B"])
        new.reloadItems([1])
        let result = update(old, new)
        // A stays and reloads; B is off the kept run A, C, D, so it is deleted and inserted, not moved.
        #expect(result.reloadedSections == [0])
        #expect(result.deletedSections == [1] && result.insertedSections == [3])
        #expect(result.movedSections.isEmpty && result.movedItems.isEmpty && result.reloadedItems.isEmpty)
        #expect(result.insertedItems.isEmpty && result.deletedItems.isEmpty)
    }

    @Test func theCheckerRefusesWrongUpdatesInUIKitsWords() {
        let old = snapshot(["A": [1, 2, 3], "B": [4]])
        let new = snapshot(["A": [3, 1, 5], "B": [4]])
        let right = ListUpdate(from: old, to: new)
        #expect(right.mismatch(from: old, to: new) == nil)

        var missingInsert = right
        missingInsert.insertedItems = []
        #expect(missingInsert.mismatch(from: old, to: new) == """
            Invalid update: invalid number of items in section 0. The number of items contained in an existing section \
            after the update (3) must be equal to the number of items contained in that section before the update (3), \
            plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or \
            minus the number of items moved into or out of that section (1 moved in, 1 moved out).
            """)
        var wrongMove = right
        wrongMove.movedItems = [Move(from: path(0, 2), to: path(0, 1))]
        #expect(wrongMove.mismatch(from: old, to: new) == "item 0 of section 0 is 1 after the update, not 3")
        var twice = right
        twice.reloadedItems.formUnion(twice.deletedItems)
        #expect(twice.mismatch(from: old, to: new)?.hasSuffix("is named twice") == true)
        var insideDeleted = right
        insideDeleted.deletedSections = [1]
        insideDeleted.insertedSections = [1]
        insideDeleted.deletedItems.insert(path(1, 0))
        #expect(insideDeleted.mismatch(from: old, to: new)?.hasSuffix("deleted, inserted or reloaded") == true)
        var sections = right
        sections.deletedSections = [1]
        #expect(sections.mismatch(from: old, to: new)?.hasPrefix("Invalid update: invalid number of sections.") == true)
        var unmarked = right
        unmarked.reloadedItems = [path(1, 0)]
        #expect(unmarked.mismatch(from: old, to: new) == "item 4 is reloaded but not marked")
        var marked = new
        marked.reloadItems([4])
        #expect(right.mismatch(from: old, to: marked) == "item 4 is marked for reload but not reloaded")
    }

    @Test func randomEditsGiveVerifiedMinimalUpdates() {
        var random = SplitMix64(seed: 0xD1FF)
        for round in 0..<300 {
            var next = 0
            let old = randomSnapshot(&random, next: &next)
            var new = old
            for _ in 0..<Int.random(in: 1...12, using: &random) { edit(&new, &random, next: &next) }
            let result = ListUpdate(from: old, to: new)
            #expect(result.mismatch(from: old, to: new) == nil, "round \(round)")
            #expect(changesAreNeeded(result, old, new), "round \(round)")
        }
    }

    /// Whether every deleted item is gone from `new` or has to be replaced (its section on either side comes,
    /// goes or reloads, or it is reloaded and moved), and every inserted item likewise: nothing is deleted and
    /// inserted only to move it.
    private func changesAreNeeded(_ update: ListUpdate, _ old: Snapshot, _ new: Snapshot) -> Bool {
        func replaced(_ item: Int) -> Bool {
            guard let before = old.sectionIdentifier(containingItem: item),
                  let after = new.sectionIdentifier(containingItem: item) else { return true }
            return new.reloadedItemIdentifiers.contains(item) || new.reloadedSectionIdentifiers.contains(before)
                || new.reloadedSectionIdentifiers.contains(after) || new.indexOfSection(before) == nil
                || old.indexOfSection(after) == nil
        }
        let deleted = update.deletedItems.map { old.itemIdentifiers(inSection: old.sectionIdentifiers[$0.section])[$0.item] }
        let inserted = update.insertedItems.map { new.itemIdentifiers(inSection: new.sectionIdentifiers[$0.section])[$0.item] }
        return (deleted + inserted).allSatisfy(replaced)
    }

    private func randomSnapshot(_ random: inout SplitMix64, next: inout Int) -> Snapshot {
        var snapshot = Snapshot()
        for section in 0..<Int.random(in: 0...5, using: &random) {
            snapshot.appendSections(["s\(section)"])
            let count = Int.random(in: 0...12, using: &random)
            snapshot.appendItems(Array(next..<next + count))
            next += count
        }
        next = 1000
        return snapshot
    }

    /// One random edit through the snapshot's API, new identifiers counted from `next`.
    private func edit(_ snapshot: inout Snapshot, _ random: inout SplitMix64, next: inout Int) {
        let items = snapshot.itemIdentifiers, sections = snapshot.sectionIdentifiers
        let anyItem = items.randomElement(using: &random), anySection = sections.randomElement(using: &random)
        func fresh(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<next + count)
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: if let anySection { snapshot.appendItems(fresh(Int.random(in: 1...4, using: &random)), toSection: anySection) }
        case 1: if let anyItem { snapshot.insertItems(fresh(2), beforeItem: anyItem) }
        case 2: snapshot.deleteItems(Array(items.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))))
        case 3, 4:
            if let anyItem, let other = items.randomElement(using: &random) {
                Bool.random(using: &random) ? snapshot.moveItem(anyItem, beforeItem: other) : snapshot.moveItem(anyItem, afterItem: other)
            }
        case 5: if let anySection { snapshot.insertSections(["t\(fresh(1)[0])"], beforeSection: anySection) }
            else { snapshot.appendSections(["t\(fresh(1)[0])"]) }
        case 6: if let anySection { snapshot.deleteSections([anySection]) }
        case 7: if let anySection, let other = sections.randomElement(using: &random) { snapshot.moveSection(anySection, afterSection: other) }
        case 8: if let anyItem { snapshot.reloadItems([anyItem]) }
        case 9: if let anyItem { snapshot.reconfigureItems([anyItem]) }
        case 10: if let anySection { snapshot.reloadSections([anySection]) }
        default: if let anyItem { snapshot.insertItems(fresh(1), afterItem: anyItem) }
        }
    }
}

/// A small seeded generator, so random cases are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
