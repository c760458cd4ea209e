import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Buttons showing menus on a 390 × 844 phone: by a tap as the primary action, by a long press otherwise (with
/// the finger sliding onto a row), and pop-up buttons whose title follows the checked action.
@MainActor @Suite struct ButtonMenuTests {
    private func button(in root: UIViewController, menu: UIMenu, log: RecordingView.Log) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 200, width: 100, height: 44)
        button.setTitle("Sort", for: .normal)
        button.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
        button.menu = menu
        root.view.addSubview(button)
        return button
    }

    @Test func aTapOpensTheMenuBelowTheButtonAndARowRunsItsAction() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let menu = UIMenu(children: [recordingAction("Name", log), recordingAction("Date", log)])
            let button = button(in: root, menu: menu, log: log)
            button.showsMenuAsPrimaryAction = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(on: button)
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                // 250 wide, 8 points under the button, from its leading edge; two rows of 44.
                #expect(shown.frame == CGRect(x: 40, y: 252, width: 250, height: 88))
                #expect(shown.rowTitles == ["Name", "Date"] && shown.layer.cornerRadius == 13)
                try generator.fingerTap(at: #require(shown.centre(of: "Date")))
                clock.renderFrames(20)
            }
            #expect(log.entries == ["ran Date from button"] && shownMenu == nil)
        }
    }

    @Test func withoutMenuAsPrimaryActionATapActsAndALongPressOpensTheMenu() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let menu = UIMenu(children: [recordingAction("Name", log), recordingAction("Date", log)])
            let button = button(in: root, menu: menu, log: log)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(on: button)
                clock.renderFrames(2)
                #expect(log.entries == ["primary"] && shownMenu == nil)
                // Hold, then slide onto "Name" and lift there.
                try generator.fingerDown(at: CGPoint(x: 90, y: 222))
                generator.wait(0.6)
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                let name = try #require(shown.centre(of: "Name"))
                try generator.fingerMove(to: name, duration: 0.2)
                #expect(shown.rows.first?.isHighlighted == true)
                try generator.fingerUp()
                clock.renderFrames(20)
            }
            #expect(log.entries == ["primary", "ran Name from button"] && shownMenu == nil)
        }
    }

    @Test func aPopUpButtonsTitleFollowsTheCheckedAction() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let menu = UIMenu(children: [recordingAction("Name", log), recordingAction("Date", log), recordingAction("Size", log)])
            let button = button(in: root, menu: menu, log: log)
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            #expect(button.currentTitle == "Name")
            #expect(menu.children.compactMap { ($0 as? UIAction)?.state } == [.on, .off, .off])
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(on: button)
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                #expect(shown.rowTitles == ["✓ Name", "Date", "Size"])
                // Checked rows move every title into the checkmark column.
                #expect(shown.rows[1].titleLabel.frame.minX == 40)
                try generator.fingerTap(at: #require(shown.centre(of: "Size")))
                clock.renderFrames(20)
            }
            #expect(button.currentTitle == "Size" && menu.selectedElements.map(\.title) == ["Size"])
            #expect(log.entries == ["ran Size from button"])
        }
    }

    @Test func anEmptyMenuDoesNotOpen() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let menu = UIMenu(children: [recordingAction("Hidden", log, attributes: .hidden), UIMenu(options: .displayInline)])
            let button = button(in: root, menu: menu, log: log)
            button.showsMenuAsPrimaryAction = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(on: button)
                clock.renderFrames(5)
            }
            #expect(shownMenu == nil && log.entries.isEmpty)
        }
    }

    @Test func aBarButtonItemWithOnlyAMenuOpensItOnATap() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let navigation = UINavigationController(rootViewController: UIViewController())
            root.addChild(navigation)
            navigation.view.frame = root.view.bounds
            root.view.addSubview(navigation.view)
            let item = UIBarButtonItem(title: "More", menu: UIMenu(children: [recordingAction("Share", log)]))
            navigation.topViewController?.navigationItem.rightBarButtonItem = item
            FramePass.drain()
            let itemButton = try #require(navigation.navigationBar.findButton(titled: "More"))
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(on: itemButton)
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                #expect(shown.rowTitles == ["Share"])
                try generator.fingerTap(at: #require(shown.centre(of: "Share")))
                clock.renderFrames(20)
            }
            #expect(log.entries == ["ran Share from button"])
        }
    }
}

extension UIView {
    /// The first button under the view titled `title`.
    func findButton(titled title: String) -> UIButton? {
        if let button = self as? UIButton, button.currentTitle == title { return button }
        for subview in subviews { if let found = subview.findButton(titled: title) { return found } }
        return nil
    }
}
