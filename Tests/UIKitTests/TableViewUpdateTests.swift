import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Batch updates: checked against the data source, animated on the controlled clock, ending where the rows
/// belong.
@MainActor @Suite struct TableViewUpdateTests {
    @Test func aBatchMovesSurvivingCellsToTheirNewRows() {
        ControlledClock.run { clock in
            let recorder = TableRecorder(rows: 20)
            withTable(recorder) { table, _ in
                let cellOf3 = table.cellForRow(at: IndexPath(row: 3, section: 0))!
                let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
                recorder.sections[0].remove(at: 1)
                recorder.sections[0].insert("new", at: 0)
                var completed: [Bool] = []
                table.performBatchUpdates({
                    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
                    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
                }, completion: { completed.append($0) })
                // Row 3 stays at 3 (one row out above it, one in): its cell keeps its frame.
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellOf3)
                #expect(cellOf3.frame.minY == CGFloat(3 * 44))
                #expect(visibleTitles(table) == ["new", "0", "2", "3", "4", "5", "6", "7", "8", "9"])
                let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
                // The inserted row slides in from the right over 0.3 s; the deleted one out to the left.
                clock.renderFrames(9)
                let x = inserted.layer.presentation()!.frame.minX
                #expect(x > 0 && x < 400)
                #expect(deleted.layer.presentation()!.frame.minX < 0)
                #expect(completed.isEmpty)
                clock.renderFrames(12)
                #expect(completed == [true])
                #expect(deleted.isHidden)
                #expect(inserted.layer.presentation()!.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
            }
        }
    }

    @Test func movesAndSectionChangesEndInTheirPlaces() {
        let recorder = TableRecorder([["a", "b", "c"], ["d"]])
        withTable(recorder) { table, _ in
            UIView.performWithoutAnimation {
                recorder.sections = [["x"], ["b", "c", "a"], ["d"]]
                table.performBatchUpdates {
                    table.insertSections([0], with: .fade)
                    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
                }
            }
            #expect(table.numberOfSections == 3)
            #expect(visibleTitles(table) == ["x", "b", "c", "a", "d"])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.frame.minY == 132)
        }
    }

    @Test func anUpdateThatDoesNotMatchTheDataSourceIsRefusedAndTheTableReloads() {
        let recorder = TableRecorder(rows: 5)
        withTable(recorder) { table, _ in
            recorder.sections[0].append("extra")
            var completed: [Bool] = []
            let messages = UIKitLogObservers.capture {
                table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                          completion: { completed.append($0) })
            }
            #expect(messages.contains { $0.hasPrefix("UITableView: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (6) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)") })
            #expect(completed == [false])
            FramePass.runOnce()
            #expect(visibleTitles(table) == ["0", "1", "2", "3", "4", "extra"])
        }
    }

    @Test func selectionFollowsItsRowThroughAnUpdate() {
        let recorder = TableRecorder(rows: 5)
        withTable(recorder) { table, _ in
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            recorder.sections[0].remove(at: 0)
            UIView.performWithoutAnimation { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        }
    }

    @Test func reloadRowsReplacesTheCellAndReloadDataAsksAgain() {
        let recorder = TableRecorder(rows: 3)
        withTable(recorder) { table, _ in
            let old = table.cellForRow(at: IndexPath(row: 1, section: 0))
            recorder.sections[0][1] = "changed"
            UIView.performWithoutAnimation { table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) !== old)
            #expect(visibleTitles(table) == ["0", "changed", "2"])
            recorder.sections[0] = ["p", "q"]
            table.reloadData()
            #expect(table.visibleCells.isEmpty)
            FramePass.runOnce()
            #expect(visibleTitles(table) == ["p", "q"])
        }
    }
}
