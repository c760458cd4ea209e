import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextFieldEditingTests {
    @Test func typingAndDeletingGoThroughTheDelegateAndSendEvents() {
        withTextField { field, _, generator in
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            var events: [String] = []
            field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
            field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
            var notified = 0
            let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification,
                                                                  object: field, queue: nil) { _ in
                MainActor.assumeIsolated { notified += 1 }
            }
            defer { NotificationCenter.default.removeObserver(observer) }

            #expect(field.becomeFirstResponder() && field.isEditing)
            generator.keyType("Hi")
            #expect(field.text == "Hi")
            generator.keyPress(.keyboardDeleteOrBackspace)
            #expect(field.text == "H")
            let expected: [String] = ["shouldBegin", "didBegin", #"change 0,0 "H" over """#, "selection",
                                      #"change 1,0 "i" over "H""#, "selection", #"change 1,1 "" over "Hi""#, "selection"]
            #expect(delegate.log == expected)
            #expect(events == ["began", "changed", "changed", "changed"])
            #expect(notified == 3)
            #expect(field.selectedRange == NSRange(location: 1, length: 0))

            // Setting text from code sends nothing.
            field.text = "Code"
            #expect(events.count == 4 && notified == 3)
        }
    }

    @Test func aDelegateRefusingEveryChangeKeepsTheText() {
        withTextField { field, _, generator in
            field.text = "keep"
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsChanges = false
            field.delegate = delegate
            _ = field.becomeFirstResponder()
            generator.keyType("xyz")
            generator.keyPress(.keyboardDeleteOrBackspace)
            field.insertText("pasted")
            field.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
            #expect(field.text == "keep")
            #expect(field.markedTextRange == nil)
            #expect(delegate.log.filter { $0.hasPrefix("change") }.count == 6)
        }
    }

    @Test func backspaceDeletesWholeGraphemeClusters() {
        withTextField { field, _, _ in
            _ = field.becomeFirstResponder()
            // A family emoji (8 UTF-16 units: three people of two and two joiners), a flag, e + combining acute.
            field.insertText("a👨‍👩‍👧🇫🇷e\u{301}")
            let count = field.text?.utf16.count ?? 0
            #expect(count == 15)
            field.deleteBackward()
            #expect(field.text == "a👨‍👩‍👧🇫🇷")
            field.deleteBackward()
            #expect(field.text == "a👨‍👩‍👧")
            field.deleteBackward()
            #expect(field.text == "a")
            field.deleteBackward()
            field.deleteBackward()
            #expect(field.text == "" && !field.hasText)
        }
    }

    @Test func beginAndEndEditingFollowTheDelegate() {
        withTextField { field, _, _ in
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsBeginning = false
            field.delegate = delegate
            #expect(!field.becomeFirstResponder() && !field.isEditing)
            delegate.allowsBeginning = true
            var ended: [String] = []
            field.addAction(UIAction { _ in ended.append("end") }, for: .editingDidEnd)
            #expect(field.becomeFirstResponder())
            delegate.allowsEnding = false
            #expect(!field.resignFirstResponder() && field.isEditing)
            delegate.allowsEnding = true
            #expect(field.resignFirstResponder() && !field.isEditing)
            let expected: [String] = ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"]
            #expect(delegate.log == expected)
            #expect(ended == ["end"])
        }
    }

    @Test func returnAsksTheDelegateAndEndsOnExit() {
        withTextField { field, _, generator in
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            var events: [String] = []
            field.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
            field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
            _ = field.becomeFirstResponder()
            generator.keyType("go")
            delegate.allowsReturn = false
            generator.keyPress(.keyboardReturnOrEnter)
            #expect(events.isEmpty && field.isEditing)
            delegate.allowsReturn = true
            generator.keyPress(.keyboardReturnOrEnter)
            #expect(events == ["primary", "exit"])
            #expect(!field.isEditing && field.text == "go")
        }
    }

    @Test func clearsOnBeginEditingAndTheClearButton() throws {
        try withTextField { field, _, generator in
            field.text = "old"
            field.clearsOnBeginEditing = true
            field.clearButtonMode = .whileEditing
            _ = field.becomeFirstResponder()
            #expect(field.text == "")
            generator.keyType("new")
            FramePass.runOnce()
            let button = try #require(field.clearButton)
            #expect(!button.isHidden)
            // 19 points square, inside the trailing edge: a 300-point field's button ends at 295.
            #expect(button.frame == CGRect(x: 276, y: 7.5, width: 19, height: 19))
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            try generator.fingerTap(at: CGPoint(x: 10 + 285, y: 10 + 17))
            #expect(field.text == "" && delegate.log.first == "shouldClear")
        }
    }
}
