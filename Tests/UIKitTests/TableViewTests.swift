import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UITableView's cost model, reuse, queries and bad input.
@MainActor @Suite struct TableViewTests {
    @Test func onlyTheRowsInViewGetCells() {
        let recorder = TableRecorder(rows: 1_000_000)
        withTable(recorder) { table, _ in
            // 400 points at 44 a row: rows 0 to 9 (the tenth ends at 440).
            #expect(recorder.cellRequests == (0...9).map { IndexPath(row: $0, section: 0) })
            #expect(table.contentSize == CGSize(width: 400, height: 44_000_000))
            #expect(table.indexPathsForVisibleRows == (0...9).map { IndexPath(row: $0, section: 0) })
            #expect(table.cellForRow(at: IndexPath(row: 500, section: 0)) == nil)
            recorder.cellRequests = []
            table.contentOffset.y = 44 * 500_000
            FramePass.runOnce()
            #expect(recorder.cellRequests == (500_000...500_009).map { IndexPath(row: $0, section: 0) })
            #expect(table.cellForRow(at: IndexPath(row: 500_003, section: 0))?.frame == CGRect(x: 0, y: 44 * 500_003, width: 400, height: 44))
        }
    }

    @Test func cellsThatLeaveAreReusedForRowsThatEnter() {
        let recorder = TableRecorder(rows: 100)
        withTable(recorder) { table, _ in
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
            table.contentOffset.y = 88
            FramePass.runOnce()
            // Rows 0 and 1 left; rows 10 and 11 came in with their cells.
            let entered = [table.cellForRow(at: IndexPath(row: 10, section: 0)), table.cellForRow(at: IndexPath(row: 11, section: 0))]
            #expect(entered.contains { $0 === first } && entered.contains { $0 === second })
            #expect(entered.compactMap { $0?.textLabel?.text }.sorted() == ["10", "11"])
            #expect(Set(recorder.events("didEndDisplaying")) == ["didEndDisplaying 0-0", "didEndDisplaying 0-1"])
            #expect(table.visibleCells.count == 10)
        }
    }

    @Test func queriesAnswerFromTheGeometry() {
        let recorder = TableRecorder([["a", "b", "c"], ["d", "e"]])
        recorder.headerTitles = ["First", "Second"]
        withTable(recorder) { table, _ in
            // Plain headers with titles are 28 points: section 0 is 28 + 3 × 44 = 160, section 1 starts there.
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 1) == 2)
            #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 160, width: 400, height: 28 + 88))
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 160 + 28 + 44, width: 400, height: 44))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 160 + 28 + 50)) == IndexPath(row: 1, section: 1))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == nil)
            #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 100)) ==
                    [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
            #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 1))!
            #expect(table.indexPath(for: cell) == IndexPath(row: 0, section: 1))
        }
    }

    @Test func scrollToRowPutsItWhereAsked() {
        let recorder = TableRecorder(rows: 100)
        withTable(recorder) { table, _ in
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == CGFloat(50 * 44))
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
            #expect(table.contentOffset.y == CGFloat(51 * 44 - 400))
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == CGFloat(100 * 44 - 400))
            FramePass.runOnce()
            #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        }
    }

    @Test func fixedRowHeightAndGroupedGeometry() {
        let recorder = TableRecorder([["a", "b"], ["c"]])
        withTable(recorder, style: .insetGrouped, configure: { $0.rowHeight = 50 }) { table, _ in
            // Untitled grouped sections: 35 above the first, 18 above the next, 17 below each.
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 368, height: 50))
            #expect(table.rect(forSection: 1).minY == CGFloat(35 + 100 + 17))
            #expect(table.contentSize.height == CGFloat(35 + 100 + 17 + 18 + 50 + 17))
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            #expect(table.backgroundColor == .systemGroupedBackground)
        }
    }

    @Test func aDefaultCellIs44PointsWithItsSeparatorInsetBy16() {
        let recorder = TableRecorder(rows: 3)
        withTable(recorder) { table, _ in
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            cell.layoutIfNeeded()
            #expect(cell.frame.height == 44)
            #expect(cell.separatorView.frame == CGRect(x: 16, y: 43, width: 384, height: 1))
            #expect(cell.textLabel!.frame.minX == 16)
        }
    }

    @Test func badInputIsRefusedInApplesWordsWithoutACrash() {
        let recorder = TableRecorder(rows: 5)
        withTable(recorder) { table, _ in
            let messages = UIKitLogObservers.capture {
                #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
                #expect(table.numberOfRows(inSection: 3) == 0)
                table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
                table.rowHeight = .nan
                table.estimatedRowHeight = -5
            }
            #expect(messages.contains("UITableView: request for rect at invalid index path ({length = 2, path = 0 - 9})"))
            #expect(messages.contains("UITableView: request for number of rows in section 3 when there are only 1 sections in the table view"))
            #expect(messages.contains("UITableView: attempt to scroll to invalid index path: {length = 2, path = 4 - 0}"))
            #expect(messages.contains { $0.hasPrefix("UITableView: rowHeight nan is invalid") })
            #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == UITableView.automaticDimension)
            #expect(table.visibleCells.count == 5)
        }
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellAndTheMessage() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "nowhere", for: indexPath)
            }
        }
        withScreenWindow(size: CGSize(width: 400, height: 400)) { window, _ in
            let table = UITableView(frame: window.bounds)
            let source = Source()
            table.dataSource = source
            window.addSubview(table)
            let messages = UIKitLogObservers.capture { FramePass.runOnce() }
            #expect(messages.filter { $0.hasPrefix("unable to dequeue a cell with identifier nowhere - must register a nib or a class") }.count == 2)
            #expect(table.visibleCells.count == 2)
        }
    }

    @Test func nonFiniteRowHeightsFromTheDelegateAreReplaced() {
        let recorder = TableRecorder(rows: 3)
        recorder.heights = { $0.row == 1 ? .infinity : 30 }
        withTable(recorder, configure: { $0.estimatedRowHeight = 0 }) { table, _ in
            // Estimates off: every height is asked up front; the infinite one falls back to the 44-point default.
            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == CGFloat(30 + 44))
        }
    }
}
