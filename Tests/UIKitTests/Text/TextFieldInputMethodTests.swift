import CSDL2
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextFieldInputMethodTests {
    private func editing(_ text: String, start: Int32, length: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        event.edit.windowID = 4242
        withUnsafeMutableBytes(of: &event.edit.text) { bytes in
            let utf8 = Array(text.utf8.prefix(31))
            for (index, byte) in utf8.enumerated() { bytes[index] = byte }
            bytes[utf8.count] = 0
        }
        event.edit.start = start
        event.edit.length = length
        return event
    }

    private func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = 4242
        withUnsafeMutableBytes(of: &event.text.text) { bytes in
            let utf8 = Array(text.utf8.prefix(31))
            for (index, byte) in utf8.enumerated() { bytes[index] = byte }
            bytes[utf8.count] = 0
        }
        return event
    }

    @Test func sdlEditingEventsComposeChineseAsMarkedTextUntilCommitted() {
        withTextField { field, window, _ in
            window.screen.hostIdentifier = 4242
            let input = SDLInput()
            field.text = "我说"
            _ = field.becomeFirstResponder()
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            // Pinyin as it is typed: the preedit grows, its cursor at its end (code points).
            #expect(input.handle(editing("n", start: 1, length: 0)))
            #expect(input.handle(editing("ni", start: 2, length: 0)))
            #expect(field.text == "我说ni")
            #expect((field.markedTextRange as? TextOffsetRange)?.range == NSRange(location: 2, length: 2))
            #expect(field.selectedRange == NSRange(location: 4, length: 0))
            // The candidate replaces the pinyin, with its first character highlighted.
            #expect(input.handle(editing("你好", start: 0, length: 1)))
            #expect(field.text == "我说你好")
            #expect(field.selectedRange == NSRange(location: 2, length: 1))
            // The commit replaces the marked text and ends the composition.
            #expect(input.handle(textInput("你好")))
            #expect(field.text == "我说你好" && field.markedTextRange == nil)
            #expect(field.selectedRange == NSRange(location: 4, length: 0))
            #expect(changes == 4)
            // An emptied preedit cancels a composition.
            _ = input.handle(editing("ma", start: 2, length: 0))
            #expect(field.text == "我说你好ma")
            _ = input.handle(editing("", start: 0, length: 0))
            #expect(field.text == "我说你好" && field.markedTextRange == nil)
        }
    }

    @Test func markedTextBadInputIsClamped() {
        withTextField { field, _, _ in
            _ = field.becomeFirstResponder()
            field.text = "ab"
            // A selected range past the marked string (and past the document) is clamped to it.
            field.setMarkedText("xyz", selectedRange: NSRange(location: 50, length: 10))
            #expect(field.text == "abxyz" && field.selectedRange == NSRange(location: 5, length: 0))
            field.setMarkedText("q", selectedRange: NSRange(location: -3, length: -1))
            #expect(field.text == "abq" && field.selectedRange == NSRange(location: 2, length: 0))
            field.unmarkText()
            #expect(field.markedTextRange == nil && field.text == "abq")
            // Invalid UTF-8 from an input method arrives decoded with replacement characters, never a crash.
            let bytes: [UInt8] = [0x61, 0xFF, 0xFE, 0x62]
            field.insertText(String(decoding: bytes, as: UTF8.self))
            #expect(field.text == "aba\u{FFFD}\u{FFFD}bq")
        }
    }
}
