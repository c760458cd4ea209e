import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Editing mode's controls, swipe actions and reordering, driven by touches.
@MainActor @Suite struct TableViewEditingTests {
    private func withTouchTable(_ recorder: TableRecorder, _ body: (UITableView, EventGenerator, ControlledClock) throws -> Void) rethrows {
        try withScrollWindow { window, generator, clock in
            let table = UITableView(frame: window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = recorder
            table.delegate = recorder
            window.addSubview(table)
            FramePass.runOnce()
            try body(table, generator, clock)
        }
    }

    @Test func editingShowsDeleteControlsWhoseConfirmationDeletesTheRow() throws {
        let recorder = TableRecorder(rows: 5)
        try withTouchTable(recorder) { table, generator, clock in
            table.setEditing(true, animated: false)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            cell.layoutIfNeeded()
            #expect(cell.isEditing && cell.editingStyle == .delete)
            #expect(cell.contentView.frame.minX == 38)
            let control = try #require(cell.editingControl)
            try generator.fingerTap(on: control)
            clock.renderFrames(20)
            #expect(table.swipeController.row == IndexPath(row: 1, section: 0))
            let confirm = try #require(table.swipeController.actionsView?.buttons.first)
            #expect(confirm.title(for: .normal) == "Delete")
            try generator.fingerTap(on: confirm)
            clock.renderFrames(30)
            #expect(recorder.events("commit") == ["commit delete 0-1"])
            #expect(visibleTitles(table) == ["0", "2", "3", "4"])
            #expect(table.swipeController.row == nil)
        }
    }

    @Test func swipingARowRevealsItsActionsAndATapRunsOne() throws {
        let recorder = TableRecorder(rows: 5)
        var ran: [String] = []
        recorder.trailingActions = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                ran.append("flag \(indexPath.row)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [flag])
        }
        try withTouchTable(recorder) { table, generator, clock in
            try generator.fingerDown(at: CGPoint(x: 300, y: 66))
            try generator.fingerMove(to: CGPoint(x: 200, y: 66), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(20)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            // One 74-point action: the row stays open by that much.
            #expect(table.swipeController.row == IndexPath(row: 1, section: 0))
            #expect(cell.frame.minX == -74)
            #expect(table.contentOffset.y == 0)
            let flag = try #require(table.swipeController.actionsView?.buttons.first)
            try generator.fingerTap(on: flag)
            clock.renderFrames(20)
            #expect(ran == ["flag 1"])
            #expect(cell.frame.minX == 0 && table.swipeController.row == nil)
        }
    }

    @Test func aReorderControlMovesTheRow() throws {
        let recorder = TableRecorder(rows: 5)
        recorder.movable = true
        try withTouchTable(recorder) { table, generator, clock in
            table.setEditing(true, animated: false)
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            cell.layoutIfNeeded()
            let grip = try #require(cell.reorderControl)
            try generator.fingerDrag(from: grip, by: CGVector(dx: 0, dy: 100), duration: 0.3)
            clock.renderFrames(20)
            #expect(recorder.events("move") == ["move 0 to 2"])
            #expect(visibleTitles(table) == ["1", "2", "0", "3", "4"])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
            #expect(cell.frame.minY == 88)
        }
    }
}
