import Testing
@testable import UIKit
import UIKitTesting

/// A view that can be focused, logging the focus updates it is told of and refusing them when asked to.
@MainActor
final class FocusRecordingView: UIView {
    var name = ""
    var log: FocusLog?
    var focusable = true
    var refuses = false

    convenience init(_ name: String, frame: CGRect, log: FocusLog? = nil, focusable: Bool = true) {
        self.init(frame: frame)
        self.name = name
        self.log = log
        self.focusable = focusable
    }

    override var canBecomeFocused: Bool { focusable }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { !refuses }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log?.entries.append(name)
        log?.contexts.append(context)
    }
}

/// The names of the environments told of focus updates, in order, and the contexts they were told.
@MainActor
final class FocusLog {
    var entries: [String] = []
    var contexts: [UIFocusUpdateContext] = []
}

/// A controller logging focus updates, with the preferred environments a test gives it.
@MainActor
final class FocusRecordingController: UIViewController {
    var log: FocusLog?
    var preferred: [any UIFocusEnvironment]?

    override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred ?? super.preferredFocusEnvironments }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log?.entries.append("controller")
    }
}

/// A key window of `size` with a generator on virtual time, for focus tests.
@MainActor
func withFocusWindow(size: CGSize = CGSize(width: 300, height: 200),
                     _ body: (UIWindow, EventGenerator, UIFocusSystem) throws -> Void) throws {
    try withScreenWindow(size: size) { window, _ in
        window.makeKey()
        let system = try #require(UIFocusSystem.focusSystem(for: window))
        try body(window, EventGenerator(window: window, timing: .virtual), system)
    }
}

/// The focus engine: groups in reading order, Tab and Shift-Tab between them, arrows within one, the update
/// context told along the environment chain, preferred environments, focus guides.
@MainActor @Suite struct FocusSystemTests {
    @Test func tabVisitsItemsInReadingOrderAndGoesRound() throws {
        try withFocusWindow { window, generator, system in
            let c = FocusRecordingView("c", frame: CGRect(x: 10, y: 60, width: 80, height: 30))
            let b = FocusRecordingView("b", frame: CGRect(x: 100, y: 10, width: 80, height: 30))
            let a = FocusRecordingView("a", frame: CGRect(x: 10, y: 10, width: 80, height: 30))
            let plain = FocusRecordingView("plain", frame: CGRect(x: 0, y: 0, width: 5, height: 5), focusable: false)
            for view in [c, b, a, plain] { window.addSubview(view) }
            #expect(system.focusedItem == nil, "nothing is focused before a key asks for it")
            var visited: [String] = []
            for _ in 0..<4 {
                generator.keyPress(.keyboardTab)
                visited.append((system.focusedItem as? FocusRecordingView)?.name ?? "none")
            }
            #expect(visited == ["a", "b", "c", "a"])
            generator.keyPress(.keyboardTab, modifiers: .shift)
            #expect(system.focusedItem === c)
            #expect(c.isFocused && !a.isFocused)
            b.isHidden = true
            generator.keyPress(.keyboardTab, modifiers: .shift)
            #expect(system.focusedItem === a, "a hidden item is passed over")
        }
    }

    @Test func arrowsMoveWithinAGroupAndTabReturnsToItsLastItem() throws {
        try withFocusWindow { window, generator, system in
            let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            toolbar.focusGroupIdentifier = "toolbar"
            let items = ["a", "b", "c"].enumerated().map { index, name in
                FocusRecordingView(name, frame: CGRect(x: 10 + 100 * CGFloat(index), y: 5, width: 80, height: 30))
            }
            for item in items { toolbar.addSubview(item) }
            let below = FocusRecordingView("d", frame: CGRect(x: 10, y: 100, width: 80, height: 30))
            window.addSubview(toolbar)
            window.addSubview(below)
            @MainActor func focused() -> String { (system.focusedItem as? FocusRecordingView)?.name ?? "none" }

            generator.keyPress(.keyboardTab)
            #expect(focused() == "a")
            generator.keyPress(.keyboardRightArrow)
            generator.keyPress(.keyboardRightArrow)
            #expect(focused() == "c")
            generator.keyPress(.keyboardRightArrow)
            #expect(focused() == "c", "nothing lies further right in the group")
            generator.keyPress(.keyboardDownArrow)
            #expect(focused() == "c", "the arrows stay in the group: d is in another")
            generator.keyPress(.keyboardLeftArrow)
            #expect(focused() == "b")
            generator.keyPress(.keyboardTab)
            #expect(focused() == "d")
            generator.keyPress(.keyboardTab)
            #expect(focused() == "b", "focus returns to the group's last focused item")
            items[2].focusGroupPriority = .prioritized
            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardTab)
            #expect(focused() == "c", "a prioritized item wins over the last focused one")
        }
    }

    @Test func updatesAreAskedOfAndToldToTheEnvironmentChain() throws {
        try withFocusWindow { window, generator, system in
            let log = FocusLog()
            let controller = FocusRecordingController()
            controller.log = log
            window.rootViewController = controller
            let groupA = FocusRecordingView("A", frame: CGRect(x: 0, y: 0, width: 300, height: 50), log: log, focusable: false)
            let groupB = FocusRecordingView("B", frame: CGRect(x: 0, y: 100, width: 300, height: 50), log: log, focusable: false)
            let a1 = FocusRecordingView("a1", frame: CGRect(x: 10, y: 10, width: 50, height: 30), log: log)
            let b1 = FocusRecordingView("b1", frame: CGRect(x: 10, y: 10, width: 50, height: 30), log: log)
            groupA.addSubview(a1)
            groupB.addSubview(b1)
            controller.view.addSubview(groupA)
            controller.view.addSubview(groupB)

            generator.keyPress(.keyboardTab)
            #expect(log.entries == ["a1", "A", "controller"])
            log.entries = []
            generator.keyPress(.keyboardTab)
            #expect(log.entries == ["a1", "A", "controller", "b1", "B"], "the old item's chain first, then the new one's")
            let context = try #require(log.contexts.last)
            #expect(context.previouslyFocusedItem === a1)
            #expect(context.nextFocusedItem === b1)
            #expect(context.focusHeading == .next)

            groupA.refuses = true
            log.entries = []
            generator.keyPress(.keyboardTab, modifiers: .shift)
            #expect(system.focusedItem === b1, "an environment on the way refused")
            #expect(log.entries.isEmpty)
            #expect(UIFocusSystem.environment(controller, contains: b1))
            #expect(!UIFocusSystem.environment(groupA, contains: b1))
        }
    }

    @Test func anUpdateAskedForGoesToThePreferredEnvironment() throws {
        try withFocusWindow { window, _, system in
            let controller = FocusRecordingController()
            window.rootViewController = controller
            let first = FocusRecordingView("first", frame: CGRect(x: 10, y: 10, width: 50, height: 30))
            let second = FocusRecordingView("second", frame: CGRect(x: 10, y: 60, width: 50, height: 30))
            let elsewhere = FocusRecordingView("elsewhere", frame: CGRect(x: 100, y: 10, width: 50, height: 30))
            for view in [first, second, elsewhere] { controller.view.addSubview(view) }
            controller.preferred = [second]

            controller.setNeedsFocusUpdate()
            #expect(system.focusedItem == nil, "the update waits for the next pass")
            FramePass.runOnce()
            #expect(system.focusedItem === second)

            controller.preferred = nil
            controller.setNeedsFocusUpdate()
            controller.updateFocusIfNeeded()
            #expect(system.focusedItem === first, "by default the controller's first item in reading order")

            let outside = FocusRecordingView("outside", frame: CGRect(x: 200, y: 150, width: 20, height: 20))
            window.addSubview(outside)
            outside.setNeedsFocusUpdate()
            outside.updateFocusIfNeeded()
            #expect(system.focusedItem === first, "an environment not holding the focused item cannot move focus")
        }
    }

    @Test func focusLeavesAnItemRemovedFromTheWindow() throws {
        try withFocusWindow { window, generator, system in
            let item = FocusRecordingView("item", frame: CGRect(x: 10, y: 10, width: 50, height: 30))
            window.addSubview(item)
            generator.keyPress(.keyboardTab)
            FramePass.runOnce()
            #expect(system.focusedItem === item)
            #expect(window.subviews.contains { $0 is FocusHaloView })
            item.removeFromSuperview()
            #expect(system.focusedItem == nil)
            FramePass.runOnce()
            #expect(!window.subviews.contains { $0 is FocusHaloView }, "the halo goes with the focus")
        }
    }

    @Test func aFocusGuideHandsFocusToItsPreferredEnvironment() throws {
        try withFocusWindow { window, generator, system in
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            row.focusGroupIdentifier = "row"
            let left = FocusRecordingView("left", frame: CGRect(x: 10, y: 10, width: 50, height: 30))
            row.addSubview(left)
            let target = FocusRecordingView("target", frame: CGRect(x: 200, y: 150, width: 50, height: 30))
            window.addSubview(row)
            window.addSubview(target)
            let guide = UIFocusGuide()
            row.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 200),
                guide.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
                guide.widthAnchor.constraint(equalToConstant: 50),
                guide.heightAnchor.constraint(equalToConstant: 30),
            ])
            row.layoutIfNeeded()
            #expect(guide.layoutFrame == CGRect(x: 200, y: 10, width: 50, height: 30))
            #expect(!guide.canBecomeFocused, "a guide with nowhere to send focus is passed over")
            guide.preferredFocusEnvironments = [target]

            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === left)
            generator.keyPress(.keyboardRightArrow)
            #expect(system.focusedItem === target, "the guide to the right sent focus to its target")

            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === left)
            guide.isEnabled = false
            generator.keyPress(.keyboardRightArrow)
            #expect(system.focusedItem === left, "a disabled guide takes no focus")
        }
    }
}
