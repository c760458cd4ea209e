import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Selection by touch: highlight after the scroll view's delay, select on touch-up, deselect.
@MainActor @Suite struct TableViewSelectionTests {
    private func withTouchTable(_ recorder: TableRecorder, configure: (UITableView) -> Void = { _ in },
                                _ body: (UITableView, EventGenerator) throws -> Void) rethrows {
        try withEventWindow { window, generator in
            let table = UITableView(frame: window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            configure(table)
            table.dataSource = recorder
            table.delegate = recorder
            window.addSubview(table)
            FramePass.runOnce()
            try body(table, generator)
        }
    }

    /// The centre of row `row`, in the window (the table fills it, unscrolled).
    private func center(ofRow row: Int) -> CGPoint { CGPoint(x: 200, y: CGFloat(row) * 44 + 22) }

    @Test func aTapSelectsTheRowAndTellsTheDelegateInOrder() throws {
        let recorder = TableRecorder(rows: 10)
        try withTouchTable(recorder) { table, generator in
            try generator.fingerTap(at: center(ofRow: 2))
            FramePass.runOnce()
            #expect(recorder.events.filter { !$0.hasPrefix("willDisplay") } == ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            recorder.events = []
            try generator.fingerTap(at: center(ofRow: 5))
            FramePass.runOnce()
            #expect(recorder.events("didDeselect") == ["didDeselect 2"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        }
    }

    @Test func theRowHighlightsOnlyAfterTheScrollViewsDelay() throws {
        let recorder = TableRecorder(rows: 10)
        try withTouchTable(recorder) { table, generator in
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            try generator.fingerDown(at: center(ofRow: 1))
            generator.wait(0.1)
            FramePass.runOnce()
            #expect(!cell.isHighlighted)
            generator.wait(0.1)
            FramePass.runOnce()
            #expect(cell.isHighlighted)
            #expect(cell.subviews.contains { $0.backgroundColor == .systemGray4 && !$0.isHidden })
            try generator.fingerUp()
            FramePass.runOnce()
            #expect(!cell.isHighlighted && cell.isSelected)
        }
    }

    @Test func aDragScrollsWithoutSelecting() throws {
        let recorder = TableRecorder(rows: 50)
        try withTouchTable(recorder) { table, generator in
            try generator.fingerDown(at: center(ofRow: 4))
            try generator.fingerMove(to: CGPoint(x: 200, y: 100), duration: 0.2)
            try generator.fingerUp()
            FramePass.runOnce()
            #expect(table.indexPathsForSelectedRows == nil)
            #expect(recorder.events("didSelect").isEmpty)
            #expect(table.contentOffset.y > 0)
        }
    }

    @Test func multipleSelectionTogglesRows() throws {
        let recorder = TableRecorder(rows: 10)
        try withTouchTable(recorder, configure: { $0.allowsMultipleSelection = true }) { table, generator in
            try generator.fingerTap(at: center(ofRow: 1))
            try generator.fingerTap(at: center(ofRow: 3))
            FramePass.runOnce()
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
            try generator.fingerTap(at: center(ofRow: 1))
            FramePass.runOnce()
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            #expect(recorder.events("didDeselect") == ["didDeselect 1"])
        }
    }

    @Test func aTouchOnTheSectionIndexScrollsToItsSection() throws {
        let recorder = TableRecorder((0..<3).map { section in (0..<10).map { "\(section)-\($0)" } })
        recorder.indexTitles = ["A", "B", "C"]
        try withTouchTable(recorder) { table, generator in
            // Three 14-point titles centred in 400 points: "B" spans 193 to 207, in the trailing 16 points.
            try generator.fingerTap(at: CGPoint(x: 392, y: 200))
            FramePass.runOnce()
            #expect(table.contentOffset.y == 440)
            #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 1))
        }
    }

    @Test func noSelectionWhenNotAllowed() throws {
        let recorder = TableRecorder(rows: 10)
        try withTouchTable(recorder, configure: { $0.allowsSelection = false }) { table, generator in
            try generator.fingerTap(at: center(ofRow: 1))
            FramePass.runOnce()
            #expect(table.indexPathsForSelectedRows == nil && recorder.events("did").isEmpty)
        }
    }
}
