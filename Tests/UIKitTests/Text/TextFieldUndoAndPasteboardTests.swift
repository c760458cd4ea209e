import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextFieldUndoAndPasteboardTests {
    @Test func typingIsUndoneAWordAtATimeAndRedone() throws {
        try withTextField { field, window, _ in
            #expect(field.becomeFirstResponder())
            // Each key is an event of its own: the frame pass after it closes its undo group.
            for character in "hello world" {
                field.insertText(String(character))
                FramePass.runOnce()
            }
            let manager = try #require(field.undoManager)
            #expect(manager === window.undoManager && manager.canUndo && manager.undoActionName == "Typing")
            manager.undo()
            #expect(field.text == "hello ")
            manager.undo()
            #expect(field.text == "" && !manager.canUndo)
            manager.redo()
            #expect(field.text == "hello ")
            // A deletion is a step of its own.
            field.deleteBackward()
            FramePass.runOnce()
            #expect(field.text == "hello")
            manager.undo()
            #expect(field.text == "hello ")
        }
    }

    @Test func ctrlZAndShiftCtrlZReachTheWindowsUndoManager() throws {
        try withTextField { field, window, generator in
            #expect(field.becomeFirstResponder())
            field.insertText("abc")
            FramePass.runOnce()
            generator.keyPress(.keyboardZ, modifiers: .control)
            #expect(field.text == "")
            generator.keyPress(.keyboardZ, modifiers: [.control, .shift])
            #expect(field.text == "abc")
        }
    }

    @Test func cutCopyAndPasteGoThroughTheGeneralPasteboard() throws {
        try withTextField { field, window, generator in
            #expect(field.becomeFirstResponder())
            field.insertText("one two")
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument,
                                                      to: field.position(from: field.beginningOfDocument, offset: 3)!)
            field.copy(nil)
            #expect(UIPasteboard.general.string == "one" && field.text == "one two")
            generator.keyPress(.keyboardX, modifiers: .control)
            #expect(UIPasteboard.general.string == "one" && field.text == " two")
            field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
            generator.keyPress(.keyboardV, modifiers: .control)
            #expect(field.text == " twoone")
            // A secure field gives nothing away.
            field.isSecureTextEntry = true
            field.selectAll(nil)
            field.copy(nil)
            #expect(UIPasteboard.general.string == "one")
        }
    }
}
