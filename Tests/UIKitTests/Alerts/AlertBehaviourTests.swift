import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Choosing an alert's buttons by touch and by key, the rules on actions, and misuse refused in UIKit's words.
@MainActor @Suite struct AlertBehaviourTests {
    /// The centre of `button` in window coordinates.
    private func centre(of button: AlertButton?) throws -> CGPoint {
        let button = try #require(button)
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }

    @Test func theHandlerRunsOnceTheAlertIsDismissed() throws {
        try withPresentingWindow { window, root, log in
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                log.entries.append("ran OK, presented \(root.presentedViewController == nil ? "nil" : "alert")")
            })
            let view = try show(alert, from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(at: centre(of: view.button("OK")))
                clock.renderFrames(2)
                #expect(log.entries.isEmpty && alert.isBeingDismissed)
                clock.renderFrames(30)
            }
            #expect(log.entries == ["ran OK, presented nil"])
            #expect(view.window == nil)
        }
    }

    @Test func aTouchDraggedOntoAnotherButtonChoosesThatOne() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(actions: ["Cancel", "Save", "Delete"], log: log), from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: centre(of: view.button("Save")))
                #expect(view.button("Save")?.isHighlighted == true)
                try generator.fingerMove(to: centre(of: view.button("Delete")), duration: 0.1)
                #expect(view.button("Save")?.isHighlighted == false && view.button("Delete")?.isHighlighted == true)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(log.entries == ["ran Delete"])
        }
    }

    @Test func aTouchLiftedOutsideTheButtonsChoosesNothing() throws {
        try withPresentingWindow { window, root, log in
            let alert = makeAlert(actions: ["OK"], log: log)
            let view = try show(alert, from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: centre(of: view.button("OK")))
                try generator.fingerMove(to: CGPoint(x: 195, y: 100), duration: 0.1)
                #expect(view.button("OK")?.isHighlighted == false)
                try generator.fingerUp()
                // An alert's backdrop takes taps and does nothing.
                try generator.fingerTap(at: CGPoint(x: 20, y: 20))
                clock.renderFrames(30)
            }
            #expect(log.entries.isEmpty && root.presentedViewController === alert)
        }
    }

    @Test func aDisabledActionCannotBeChosen() throws {
        try withPresentingWindow { window, root, log in
            let alert = makeAlert(actions: ["OK", "Cancel"], log: log)
            alert.actions[0].isEnabled = false
            let view = try show(alert, from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(at: centre(of: view.button("OK")))
                generator.keyPress(.keyboardReturnOrEnter)
                clock.renderFrames(30)
            }
            #expect(log.entries.isEmpty && root.presentedViewController === alert)
        }
    }

    @Test func returnRunsThePreferredActionAndEscapeTheCancelAction() throws {
        try withPresentingWindow { window, root, log in
            let alert = makeAlert(actions: ["Cancel", "Save", "Delete"], log: log)
            alert.preferredAction = alert.actions[1]
            _ = try show(alert, from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            ControlledClock.run { clock in
                generator.keyPress(.keyboardReturnOrEnter)
                clock.renderFrames(30)
            }
            #expect(log.entries == ["ran Save"])
            let second = makeAlert(actions: ["Cancel", "Save"], log: log)
            _ = try show(second, from: root)
            ControlledClock.run { clock in
                generator.keyPress(.keyboardEscape)
                clock.renderFrames(30)
            }
            #expect(log.entries == ["ran Save", "ran Cancel"] && root.presentedViewController == nil)
        }
    }

    @Test func aTapOnAnActionSheetsBackdropCancels() throws {
        try withPresentingWindow { window, root, log in
            _ = try show(makeAlert(.actionSheet, actions: ["Share", "Cancel"], log: log), from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(at: CGPoint(x: 195, y: 200))
                clock.renderFrames(40)
            }
            #expect(log.entries == ["ran Cancel"] && root.presentedViewController == nil)
        }
    }

    @Test func aSecondCancelActionIsRefused() {
        let log = RecordingView.Log()
        let alert = makeAlert(actions: ["Cancel"], log: log)
        let messages = UIKitLogObservers.capture {
            alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        }
        #expect(messages == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
        #expect(alert.actions.map(\.title) == ["Cancel"])
    }

    @Test func aPreferredActionMustBeOneOfTheActions() {
        let log = RecordingView.Log()
        let alert = makeAlert(actions: ["OK"], log: log)
        let stranger = UIAlertAction(title: "Other", style: .default)
        let messages = UIKitLogObservers.capture { alert.preferredAction = stranger }
        #expect(messages.count == 1 && alert.preferredAction == nil)
        alert.preferredAction = alert.actions[0]
        #expect(alert.preferredAction === alert.actions[0])
    }

    @Test func actionsAddedAfterPresentationAreIgnored() throws {
        try withPresentingWindow { window, root, log in
            let alert = makeAlert(actions: ["OK"], log: log)
            let view = try show(alert, from: root)
            let messages = UIKitLogObservers.capture { alert.addAction(UIAlertAction(title: "Late", style: .default)) }
            #expect(messages.count == 1 && alert.actions.count == 1 && view.buttons.count == 1)
        }
    }

    @Test func anActionSheetInARegularWidthWindowIsAPopoverThatNeedsASource() throws {
        try withPresentingWindow(size: CGSize(width: 1024, height: 768), safeAreaInsets: .zero) { window, root, log in
            let refused = makeAlert(.actionSheet, actions: ["Share", "Cancel"], log: log)
            let messages = UIKitLogObservers.capture { root.present(refused, animated: false) }
            #expect(messages.count == 1)
            #expect(messages.first?.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
            #expect(root.presentedViewController == nil)

            let sheet = makeAlert(.actionSheet, actions: ["Share", "Cancel"], log: log)
            let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
            root.view.addSubview(anchor)
            sheet.popoverPresentationController?.sourceView = anchor
            let view = try show(sheet, from: root)
            #expect(sheet.presentationController is UIPopoverPresentationController)
            // In a popover the cancel button goes: a tap outside cancels instead.
            #expect(view.buttons.map(\.action.title) == ["Share"])
            #expect(view.bounds.width == 270)
        }
    }

    @Test func anAlertFadesInFromALargerScale() throws {
        try withPresentingWindow { window, root, log in
            let alert = makeAlert(actions: ["OK"], log: log)
            try ControlledClock.run { clock in
                root.present(alert, animated: true)
                clock.renderFrames(1)
                let view = try #require(alert.alertView)
                let dimming = try #require((alert.presentationController as? AlertPresentationController)?.dimmingView)
                clock.renderFrames(6)
                let scale = try #require(view.layer.presentation()?.transform.m11)
                let alpha = try #require(view.layer.presentation()?.opacity)
                #expect(scale > 1 && scale < 1.2 && alpha > 0 && alpha < 1)
                #expect((dimming.layer.presentation()?.opacity ?? 0) > 0 && (dimming.layer.presentation()?.opacity ?? 1) < 1)
                clock.renderFrames(20)
                #expect(view.layer.presentation()?.transform.m11 == 1 && !alert.isBeingPresented)
            }
        }
    }
}
