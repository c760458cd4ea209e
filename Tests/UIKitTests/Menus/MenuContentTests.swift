import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What a shown menu holds and how its rows behave: inline groups, checkmarks, single selection, submenus opened
/// in place, attributes, and deferred elements.
@MainActor @Suite struct MenuContentTests {
    /// Opens `menu` from a button at (40, 200) and runs `body` on the controlled clock.
    private func open(_ menu: UIMenu, _ body: (MenuView, EventGenerator, ControlledClock) throws -> Void) throws {
        try withPresentingWindow { window, root, log in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 40, y: 200, width: 100, height: 44)
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            root.view.addSubview(button)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(on: button)
                clock.renderFrames(20)
                try body(#require(shownMenu), generator, clock)
            }
            MenuPresenter.current?.dismiss(animated: false)
        }
    }

    @Test func inlineGroupsSitBetweenThickSeparatorsAndRowsShowTheirAttributes() throws {
        let log = RecordingView.Log()
        let menu = UIMenu(title: "Photo", children: [
            recordingAction("Copy", log),
            UIMenu(options: .displayInline, children: [recordingAction("Favorite", log, state: .on), recordingAction("Hide", log, attributes: .hidden)]),
            recordingAction("Print", log, attributes: .disabled),
            recordingAction("Delete", log, attributes: .destructive),
        ])
        try open(menu) { shown, generator, clock in
            #expect(shown.rowTitles == ["Photo", "Copy", "—", "✓ Favorite", "—", "Print", "Delete"])
            // The title row is 32 high, rows 44, gaps 8.
            #expect(shown.contentHeight == 224 && shown.bounds.height == 224, "\(shown.bounds)")
            #expect(shown.rows[6].titleLabel.textColor == .systemRed && shown.rows[5].titleLabel.textColor == .tertiaryLabel)
            #expect(shown.rows[3].checkmark != nil && shown.rows[1].checkmark == nil)
            // A disabled row takes no touch and the menu stays.
            try generator.fingerTap(at: #require(shown.centre(of: "Print")))
            clock.renderFrames(20)
            #expect(log.entries.isEmpty && shownMenu === shown)
        }
    }

    @Test func aSingleSelectionMenuChecksTheChosenActionOnly() throws {
        let log = RecordingView.Log()
        let sizes = UIMenu(options: [.displayInline, .singleSelection], children: [
            recordingAction("Small", log, state: .on), recordingAction("Large", log),
        ])
        try open(UIMenu(children: [sizes])) { shown, generator, clock in
            try generator.fingerTap(at: #require(shown.centre(of: "Large")))
            clock.renderFrames(20)
        }
        #expect(sizes.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
        #expect(log.entries == ["ran Large from button"])
    }

    @Test func aSubmenuOpensInPlaceAndItsHeaderLeadsBack() throws {
        let log = RecordingView.Log()
        let menu = UIMenu(children: [
            recordingAction("Copy", log),
            UIMenu(title: "Sort By", children: [recordingAction("Name", log), recordingAction("Date", log)]),
        ])
        try open(menu) { shown, generator, clock in
            #expect(shown.rowTitles == ["Copy", "Sort By ›"])
            try generator.fingerTap(at: #require(shown.centre(of: "Sort By")))
            clock.renderFrames(5)
            #expect(shown.rowTitles == ["⌄ Sort By", "Name", "Date"] && shown.bounds.height == 132)
            try generator.fingerTap(at: #require(shown.centre(of: "Sort By")))
            clock.renderFrames(5)
            #expect(shown.rowTitles == ["Copy", "Sort By ›"])
        }
        #expect(log.entries.isEmpty)
    }

    @Test func anActionThatKeepsTheMenuPresentedLeavesItOpen() throws {
        let log = RecordingView.Log()
        let menu = UIMenu(children: [recordingAction("Zoom In", log, attributes: .keepsMenuPresented)])
        try open(menu) { shown, generator, clock in
            let zoom = try #require(shown.centre(of: "Zoom In"))
            try generator.fingerTap(at: zoom)
            try generator.fingerTap(at: zoom)
            clock.renderFrames(20)
            #expect(shownMenu === shown)
        }
        #expect(log.entries == ["ran Zoom In from button", "ran Zoom In from button"])
    }

    @Test func aDeferredElementShowsALoadingRowUntilItsElementsCome() throws {
        let log = RecordingView.Log()
        var pending: [UIDeferredMenuElement.Completion] = []
        var asked = 0
        let cached = UIDeferredMenuElement { completion in
            asked += 1
            pending.append(completion)
        }
        let menu = UIMenu(children: [recordingAction("Copy", log), cached])
        try open(menu) { shown, generator, clock in
            #expect(shown.rowTitles == ["Copy", "Loading…"] && asked == 1)
            pending[0]([recordingAction("Recent 1", log), recordingAction("Recent 2", log)])
            #expect(shown.rowTitles == ["Copy", "Recent 1", "Recent 2"])
            // A second call of the completion changes nothing.
            pending[0]([recordingAction("Late", log)])
            #expect(shown.rowTitles == ["Copy", "Recent 1", "Recent 2"])
        }
        // Kept: the next opening shows the elements without asking.
        try open(menu) { shown, _, _ in
            #expect(shown.rowTitles == ["Copy", "Recent 1", "Recent 2"] && asked == 1)
        }
    }

    @Test func anUncachedDeferredElementAsksEachTime() throws {
        let log = RecordingView.Log()
        var asked = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            asked += 1
            completion([recordingAction("Call \(asked)", log)])
        }
        try open(UIMenu(children: [uncached])) { shown, _, _ in #expect(shown.rowTitles == ["Call 1"]) }
        try open(UIMenu(children: [uncached])) { shown, _, _ in #expect(shown.rowTitles == ["Call 2"]) }
    }

    @Test func aDeferredElementThatNeverCallsBackLeavesTheLoadingRow() throws {
        let log = RecordingView.Log()
        let silent = UIDeferredMenuElement { _ in }
        try open(UIMenu(children: [silent, recordingAction("Copy", log)])) { shown, generator, clock in
            clock.renderFrames(60)
            #expect(shown.rowTitles == ["Loading…", "Copy"])
            // The loading row takes no touch; a tap outside still closes the menu.
            try generator.fingerTap(at: #require(shown.centre(of: "Loading…")))
            #expect(shownMenu === shown)
            try generator.fingerTap(at: CGPoint(x: 300, y: 700))
            clock.renderFrames(20)
            #expect(shownMenu == nil && shown.window == nil)
        }
    }
}

/// The accessibility of alert buttons and menu rows: iOS's defaults, and activation choosing them.
@MainActor @Suite struct AlertAndMenuAccessibilityTests {
    @Test func alertButtonsAreButtonsReadByTheirTitles() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let alert = makeAlert(actions: ["OK", "Cancel"], log: log)
            alert.actions[0].isEnabled = false
            let view = try show(alert, from: root)
            let ok = try #require(view.button("OK")), cancel = try #require(view.button("Cancel"))
            #expect(ok.isAccessibilityElement && ok.accessibilityLabel == "OK")
            #expect(ok.accessibilityTraits == [.button, .notEnabled] && cancel.accessibilityTraits == .button)
            #expect(!ok.accessibilityActivate())
            ControlledClock.run { clock in
                #expect(cancel.accessibilityActivate())
                clock.renderFrames(30)
            }
            #expect(log.entries == ["ran Cancel"])
        }
    }

    @Test func menuRowsAreButtonsSelectedWhenChecked() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 40, y: 200, width: 100, height: 44)
            button.menu = UIMenu(title: "Sort", children: [recordingAction("Name", log, state: .on),
                                                          recordingAction("Date", log, attributes: .disabled)])
            root.view.addSubview(button)
            let shown = try #require(button.presentMenu()).menuView
            let rows = shown.rows
            #expect(rows.map(\.isAccessibilityElement) == [false, true, true])
            #expect(rows[1].accessibilityLabel == "Name" && rows[1].accessibilityTraits == [.button, .selected])
            #expect(rows[2].accessibilityTraits == [.button, .notEnabled] && !rows[2].accessibilityActivate())
            #expect(rows[1].accessibilityActivate() && log.entries == ["ran Name from button"])
            MenuPresenter.current?.dismiss(animated: false)
        }
    }
}
