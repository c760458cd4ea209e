import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Text fields in an alert: added and configured, refused on action sheets, stacked under the message in one
/// bordered group, the first taking the keyboard, Return choosing the preferred action, and the alert keeping
/// above the on-screen keyboard.
@MainActor @Suite(.serialized) struct AlertTextFieldTests {
    private func loginAlert(log: RecordingView.Log) -> UIAlertController {
        let alert = makeAlert(message: "Enter your name and password", actions: ["Cancel", "Log In"], log: log)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.preferredAction = alert.actions[1]
        return alert
    }

    @Test func fieldsAreConfiguredAndStackedUnderTheMessage() throws {
        try withPresentingWindow { window, root, log in
            let alert = loginAlert(log: log)
            let fields = try #require(alert.textFields)
            #expect(fields.map(\.placeholder) == ["Name", "Password"] && fields[1].isSecureTextEntry)
            #expect(fields[0].font?.pointSize == 13 && fields[0].borderStyle == .none)
            let view = try show(alert, from: root)
            // The group is 16 points below the message, as wide as the text (270 - 32), 28 points a field;
            // the buttons start 16 points below it.
            let group = view.textFieldGroup.frame
            #expect(group == CGRect(x: 16, y: view.messageLabel.frame.maxY + 16, width: 238, height: 56))
            #expect(fields[0].frame == CGRect(x: 5, y: 0, width: 228, height: 28))
            #expect(fields[1].frame == CGRect(x: 5, y: 28, width: 228, height: 28))
            #expect(view.buttonFrames()["Log In"]?.minY == group.maxY + 16)
            #expect(view.textFieldGroup.layer.cornerRadius == 7 && view.textFieldGroup.layer.borderWidth == 1)
            // The fields take touches themselves: a tap on the second gives it the keyboard.
            #expect(fields[0].isFirstResponder)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { _ in
                try generator.fingerTap(at: fields[1].convert(CGPoint(x: 50, y: 14), to: nil))
            }
            #expect(fields[1].isFirstResponder && root.presentedViewController === alert)
        }
    }

    @Test func anActionSheetRefusesTextFields() throws {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var configured = false
        let messages = try uikitLogMessages { sheet.addTextField { _ in configured = true } }
        #expect(messages == ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"])
        #expect(sheet.textFields == nil && !configured)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    }

    @Test func returnInAFieldChoosesThePreferredAction() throws {
        try withPresentingWindow { window, root, log in
            let alert = loginAlert(log: log)
            _ = try show(alert, from: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                generator.keyType("ada")
                generator.keyPress(.keyboardReturnOrEnter)
                clock.renderFrames(30)
            }
            #expect(log.entries == ["ran Log In"] && alert.textFields?.first?.text == "ada")
            #expect(root.presentedViewController == nil && alert.textFields?[0].isFirstResponder == false)
        }
    }

    @Test func theAlertMovesUpWithTheKeyboard() throws {
        OnScreenKeyboard.isEnabled = true
        defer { OnScreenKeyboard.isEnabled = false }
        try withPresentingWindow { window, root, log in
            try ControlledClock.run { clock in
                let alert = loginAlert(log: log)
                let view = try show(alert, from: root)
                clock.renderFrames(20)
                // The keyboard covers the bottom 250 points (216 of keys and the 34-point safe area): the alert is
                // centred in the 594 points above it.
                #expect(OnScreenKeyboard.frame(on: window.screen)?.minY == 594)
                let frame = view.convert(view.bounds, to: window)
                #expect(frame.minY == ((594 - frame.height) / 2).rounded())
                alert.textFields?[0].resignFirstResponder()
                clock.renderFrames(20)
                #expect(abs(view.convert(view.bounds, to: window).midY - 422) <= 0.5)
            }
        }
    }
}
