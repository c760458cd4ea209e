import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A model whose changes register their own undo, as an app's document does.
@MainActor
final class UndoableCounter {
    var value = 0
    var log: [String] = []
    let manager: UndoManager

    init(manager: UndoManager) { self.manager = manager }

    func set(_ newValue: Int) {
        let old = value
        value = newValue
        log.append("set \(newValue)")
        manager.registerUndo(withTarget: self) { $0.set(old) }
    }

    /// The selector-based form's method: the argument is the value to restore.
    func restore(_ boxed: Any?) {
        let old = value
        value = boxed as? Int ?? -1
        manager.registerUndo(withTarget: self, selector: Selector("restore:", UndoableCounter.restore), object: old)
    }
}

@MainActor @Suite struct UndoManagerTests {
    /// A manager whose groups the test opens and closes itself.
    private func manualManager() -> UndoManager {
        let manager = UndoManager()
        manager.groupsByEvent = false
        return manager
    }

    private func group(_ manager: UndoManager, _ body: () -> Void) {
        manager.beginUndoGrouping()
        body()
        manager.endUndoGrouping()
    }

    @Test func undoAndRedoWalkTheGroupsInOrder() {
        // `UndoManager` names Vellum's class in a file importing both Foundation and UIKit: Foundation on Linux
        // has none, and a module shadows what the modules it imports declare.
        let manager: UndoManager = manualManager()
        let counter = UndoableCounter(manager: manager)
        group(manager) { counter.set(1) }
        group(manager) { counter.set(2) }
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 1 && manager.canRedo)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        // Undoing registered the redo operations.
        manager.redo()
        #expect(counter.value == 1)
        manager.redo()
        #expect(counter.value == 2 && !manager.canRedo && manager.canUndo)
        // And redoing registered undo operations again.
        manager.undo()
        #expect(counter.value == 1)
        // A new change clears what could be redone.
        group(manager) { counter.set(5) }
        #expect(!manager.canRedo)
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test func aGroupIsUndoneAsOneUnitLastOperationFirst() {
        let manager = manualManager()
        var order: [String] = []
        let target = NSObject()
        group(manager) {
            manager.registerUndo(withTarget: target) { _ in order.append("a") }
            group(manager) {
                manager.registerUndo(withTarget: target) { _ in order.append("b") }
                manager.registerUndo(withTarget: target) { _ in order.append("c") }
            }
            manager.registerUndo(withTarget: target) { _ in order.append("d") }
            #expect(manager.groupingLevel == 1)
        }
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(order == ["d", "c", "b", "a"])
        #expect(!manager.canUndo)
        // An empty group is not an undo step.
        group(manager) {}
        #expect(!manager.canUndo)
    }

    @Test func groupsByEventCloseAtTheEndOfEachFramePass() {
        let manager = UndoManager()
        let counter = UndoableCounter(manager: manager)
        counter.set(1)
        counter.set(2)
        #expect(manager.groupingLevel == 1 && manager.canUndo)
        FramePass.runOnce()
        #expect(manager.groupingLevel == 0)
        counter.set(3)
        FramePass.runOnce()
        counter.set(4)
        // The group still open is closed by undo() before it undoes.
        manager.undo()
        #expect(counter.value == 3 && manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 2)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        // The redo side grouped by undo step too: three steps back up.
        manager.redo()
        #expect(counter.value == 2)
        manager.redo()
        manager.redo()
        #expect(counter.value == 4 && !manager.canRedo)
    }

    @Test func levelsOfUndoKeepTheNewestGroups() {
        let manager = manualManager()
        let counter = UndoableCounter(manager: manager)
        manager.levelsOfUndo = 3
        for value in 1...5 { group(manager) { counter.set(value) } }
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(counter.value == 2 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 3)
        // Lowering the limit drops the excess at once, on both sides.
        manager.levelsOfUndo = 1
        manager.undo()
        #expect(counter.value == 2 && !manager.canUndo)
        let messages = UIKitLogObservers.capture { manager.levelsOfUndo = -2 }
        #expect(manager.levelsOfUndo == 1 && messages.count == 1)
    }

    @Test func actionNamesAndMenuTitles() {
        let manager = manualManager()
        let counter = UndoableCounter(manager: manager)
        #expect(manager.undoMenuItemTitle == "Undo" && manager.redoMenuItemTitle == "Redo")
        group(manager) {
            counter.set(1)
            manager.setActionName("Typing")
        }
        #expect(manager.undoActionName == "Typing" && manager.undoMenuItemTitle == "Undo Typing")
        manager.undo()
        // The redo step keeps the name.
        #expect(manager.redoActionName == "Typing" && manager.redoMenuItemTitle == "Redo Typing")
        #expect(manager.undoMenuTitle(forUndoActionName: "Move") == "Undo Move")
        #expect(manager.redoMenuTitle(forUndoActionName: "") == "Redo")
    }

    @Test func disabledRegistrationRecordsNothingAndNests() {
        let manager = UndoManager()
        let counter = UndoableCounter(manager: manager)
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        counter.set(1)
        manager.enableUndoRegistration()
        counter.set(2)
        #expect(!manager.isUndoRegistrationEnabled && !manager.canUndo)
        manager.enableUndoRegistration()
        counter.set(3)
        #expect(manager.canUndo)
        manager.undo()
        #expect(counter.value == 2)
        let messages = UIKitLogObservers.capture { manager.enableUndoRegistration() }
        #expect(manager.isUndoRegistrationEnabled && messages.count == 1)
    }

    @Test func removingATargetsActionsLeavesTheOthers() {
        let manager = manualManager()
        let first = UndoableCounter(manager: manager), second = UndoableCounter(manager: manager)
        group(manager) { first.set(1) }
        group(manager) {
            second.set(7)
            first.set(2)
        }
        manager.removeAllActions(withTarget: first)
        manager.undo()
        #expect(second.value == 0 && first.value == 2)
        // The first group held only `first`'s operation, so it went too.
        #expect(!manager.canUndo)
        group(manager) { first.set(3) }
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func selectorOperationsUndoAndRedo() {
        let manager = manualManager()
        let counter = UndoableCounter(manager: manager)
        group(manager) {
            counter.value = 9
            manager.registerUndo(withTarget: counter, selector: Selector("restore:", UndoableCounter.restore), object: 0)
        }
        manager.undo()
        #expect(counter.value == 0)
        manager.redo()
        #expect(counter.value == 9)
    }

    @Test func notificationsArriveInFoundationsOrder() {
        let manager = manualManager()
        let counter = UndoableCounter(manager: manager)
        let log = RecordedNotifications([
            .NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
            .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange, .NSUndoManagerDidOpenUndoGroup,
            .NSUndoManagerWillCloseUndoGroup, .NSUndoManagerDidCloseUndoGroup,
        ], object: manager, trimming: ["NSUndoManager", "Notification"])
        defer { log.stop() }
        group(manager) {
            counter.set(1)
            manager.setActionIsDiscardable(true)
        }
        #expect(log.names == ["Checkpoint", "DidOpenUndoGroup", "Checkpoint", "WillCloseUndoGroup", "DidCloseUndoGroup"])
        #expect(log.infos[3][NSUndoManagerGroupIsDiscardableKey] as? Bool == true && manager.undoActionIsDiscardable)
        log.reset()
        manager.undo()
        #expect(log.names == ["Checkpoint", "WillUndoChange", "DidOpenUndoGroup", "Checkpoint", "WillCloseUndoGroup",
                          "DidCloseUndoGroup", "DidUndoChange"])
        #expect(manager.redoActionIsDiscardable)
    }

    @Test func misuseIsRefusedAndLogged() {
        let manager = manualManager()
        let counter = UndoableCounter(manager: manager)
        let messages = UIKitLogObservers.capture {
            manager.endUndoGrouping()
            counter.set(1)
            manager.beginUndoGrouping()
            manager.beginUndoGrouping()
            counter.set(2)
            manager.undo()
        }
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("must begin a group") })
        #expect(messages.contains { $0.contains("too many nested undo groups") })
        // Nothing was lost: the open groups still hold the change.
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test func respondersShareTheirWindowsManagerUnlessAControllerHasItsOwn() {
        final class DocumentController: UIViewController {
            let ownManager = UndoManager()
            override var undoManager: UndoManager? { ownManager }
        }
        withScreenWindow { window, _ in
            let view = UIView()
            window.addSubview(view)
            #expect(window.undoManager != nil && view.undoManager === window.undoManager)
            let controller = DocumentController()
            window.rootViewController = controller
            let inner = UIView()
            controller.view.addSubview(inner)
            #expect(inner.undoManager === controller.ownManager)
            #expect(UIView().undoManager == nil)
        }
    }

    @Test func controlZUndoesAndShiftControlZRedoesForTheFirstResponder() {
        withEventWindow { window, generator in
            window.makeKey()
            let view = TypingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            let counter = UndoableCounter(manager: view.undoManager!)
            counter.set(1)
            FramePass.runOnce()
            counter.set(2)
            FramePass.runOnce()
            generator.keyPress(.keyboardZ, modifiers: .control)
            #expect(counter.value == 1)
            generator.keyPress(.keyboardZ, modifiers: .command)
            #expect(counter.value == 0)
            generator.keyPress(.keyboardZ, modifiers: [.control, .shift])
            #expect(counter.value == 1)
            // With nothing to undo, the key goes on to the responder as a press.
            counter.manager.removeAllActions()
            view.presses = []
            generator.keyPress(.keyboardZ, modifiers: .control)
            #expect(counter.value == 1 && view.presses.contains("z"))
            // Alt-Z is no shortcut.
            counter.set(3)
            generator.keyPress(.keyboardZ, modifiers: [.control, .alternate])
            #expect(counter.value == 3)
        }
    }
}
