import Foundation
import Testing
@testable import UIKit

/// The batch-update model table and collection views share, on its own: checks against the counts before and
/// after, Apple's messages, and where each old position lands.
@Suite struct ListUpdateTests {
    private func mapping(_ update: ListUpdate, old: [Int], new: [Int]) throws -> ListUpdateMapping {
        try update.resolve(old: old, new: new, names: .table).get()
    }

    private func message(_ update: ListUpdate, old: [Int], new: [Int], names: ListUpdate.Names = .table) -> String? {
        if case .failure(let failure) = update.resolve(old: old, new: new, names: names) { return failure.message }
        return nil
    }

    @Test func deleteAndInsertInOneSection() throws {
        var update = ListUpdate()
        update.deletedItems = [IndexPath(row: 1, section: 0)]
        update.insertedItems = [IndexPath(row: 0, section: 0)]
        let map = try mapping(update, old: [5], new: [5])
        // Survivors 0, 2, 3, 4 fill the new positions other than the inserted 0, in order.
        #expect((0..<5).map { map.newIndexPath(forOld: IndexPath(row: $0, section: 0))?.row } == [1, nil, 2, 3, 4])
        #expect((0..<5).map { map.oldIndexPath(forNew: IndexPath(row: $0, section: 0))?.row } == [nil, 0, 2, 3, 4])
    }

    @Test func moveWithinASection() throws {
        var update = ListUpdate()
        update.movedItems = [.init(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))]
        let map = try mapping(update, old: [5], new: [5])
        #expect((0..<5).map { map.newIndexPath(forOld: IndexPath(row: $0, section: 0))!.row } == [3, 0, 1, 2, 4])
        #expect((0..<5).map { map.oldIndexPath(forNew: IndexPath(row: $0, section: 0))!.row } == [1, 2, 3, 0, 4])
    }

    @Test func moveAcrossSections() throws {
        var update = ListUpdate()
        update.movedItems = [.init(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))]
        let map = try mapping(update, old: [3, 2], new: [2, 3])
        #expect(map.newIndexPath(forOld: IndexPath(row: 1, section: 0)) == IndexPath(row: 0, section: 0))
        #expect(map.newIndexPath(forOld: IndexPath(row: 0, section: 1)) == IndexPath(row: 0, section: 1))
        #expect(map.newIndexPath(forOld: IndexPath(row: 1, section: 1)) == IndexPath(row: 2, section: 1))
        #expect(map.oldIndexPath(forNew: IndexPath(row: 1, section: 1)) == IndexPath(row: 0, section: 0))
    }

    @Test func sectionsDeletedInsertedAndReloaded() throws {
        var update = ListUpdate()
        update.deletedSections = [0]
        update.insertedSections = [2]
        update.reloadedSections = [1]
        let map = try mapping(update, old: [2, 3, 4], new: [9, 4, 7])
        #expect((0..<3).map { map.newSection(forOld: $0) } == [nil, 0, 1])
        #expect((0..<3).map { map.oldSection(forNew: $0) } == [1, 2, nil])
        // A reloaded section's rows are all replaced, whatever its new count.
        #expect(map.newIndexPath(forOld: IndexPath(row: 0, section: 1)) == nil)
        #expect(map.isReloaded(IndexPath(row: 2, section: 1)))
        #expect(map.newIndexPath(forOld: IndexPath(row: 3, section: 2)) == IndexPath(row: 3, section: 1))
    }

    @Test func aRowCountThatDoesNotAddUpIsRefusedInApplesWords() {
        var update = ListUpdate()
        update.insertedItems = [IndexPath(row: 0, section: 0)]
        #expect(message(update, old: [4], new: [6]) == """
            Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section \
            after the update (6) must be equal to the number of rows contained in that section before the update (4), \
            plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or \
            minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
            """)
        #expect(message(ListUpdate(), old: [4], new: [5], names: .collection)?
            .hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained") == true)
    }

    @Test func aSectionCountThatDoesNotAddUpIsRefused() {
        var update = ListUpdate()
        update.deletedSections = [1]
        #expect(message(update, old: [1, 1], new: [1, 1]) == """
            Invalid update: invalid number of sections. The number of sections contained in the table view after the \
            update (2) must be equal to the number of sections contained in the table view before the update (2), plus \
            or minus the number of sections inserted or deleted (0 inserted, 1 deleted).
            """)
    }

    @Test func indexPathsOutOfRangeAreRefused() {
        var update = ListUpdate()
        update.deletedItems = [IndexPath(row: 5, section: 0)]
        #expect(message(update, old: [3], new: [2]) == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        update = ListUpdate()
        update.insertedSections = [3]
        #expect(message(update, old: [1], new: [1, 1]) == "attempt to insert section 3, but there are only 2 sections after the update")
        update = ListUpdate()
        update.deletedItems = [IndexPath(row: 0, section: 0)]
        update.reloadedItems = [IndexPath(row: 0, section: 0)]
        #expect(message(update, old: [3], new: [2]) == "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})")
    }

    @Test func indexPathNames() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path.section == 2 && path.row == 4 && path.item == 4)
        path.item = 7
        #expect(path == IndexPath(item: 7, section: 2))
    }
}
