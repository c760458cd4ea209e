import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextViewEditingTests {
    @Test func typingReturnAndTabGoThroughTheDelegateAndNotify() {
        withTextView { textView, _, generator in
            let delegate = RecordingTextViewDelegate()
            textView.delegate = delegate
            var notified = 0
            let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification,
                                                                  object: textView, queue: nil) { _ in
                MainActor.assumeIsolated { notified += 1 }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            #expect(textView.becomeFirstResponder() && textView.isEditing)
            generator.keyType("Hi")
            generator.keyPress(.keyboardReturnOrEnter)
            generator.keyPress(.keyboardTab)
            generator.keyType("x")
            #expect(textView.text == "Hi\n\tx")
            #expect(textView.textDocument.paragraphs.count == 2)
            #expect(delegate.log.prefix(6) == ["shouldBegin", "didBegin", #"change 0,0 "H""#, "didChange", "selection",
                                               #"change 1,0 "i""#])
            #expect(delegate.log.contains(#"change 2,0 "\n""#) && delegate.log.contains(#"change 3,0 "\t""#))
            #expect(notified == 5)
            generator.keyPress(.keyboardDeleteOrBackspace)
            generator.keyPress(.keyboardDeleteOrBackspace)
            generator.keyPress(.keyboardDeleteOrBackspace)
            #expect(textView.text == "Hi" && textView.selectedRange == NSRange(location: 2, length: 0))
            // Setting text from code tells nobody.
            let calls = delegate.log.count
            textView.text = "Code"
            #expect(delegate.log.count == calls && notified == 8)
            #expect(textView.resignFirstResponder())
            #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
        }
    }

    @Test func aDelegateRefusingEveryChangeKeepsTheText() {
        withTextView { textView, _, generator in
            textView.text = "keep\nthis"
            let delegate = RecordingTextViewDelegate()
            delegate.allowsChanges = false
            textView.delegate = delegate
            _ = textView.becomeFirstResponder()
            generator.keyType("xy")
            generator.keyPress(.keyboardReturnOrEnter)
            generator.keyPress(.keyboardDeleteOrBackspace)
            textView.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
            textView.replace(TextOffsetRange(NSRange(location: 0, length: 4)), withText: "gone")
            #expect(textView.text == "keep\nthis" && textView.markedTextRange == nil)
            #expect(delegate.log.filter { $0.hasPrefix("change") }.count == 6)
            #expect(!delegate.log.contains("didChange"))
        }
    }

    @Test func selectingAcrossParagraphsAndDeletingJoinsThem() {
        withTextView { textView, _, generator in
            textView.text = "one\ntwo\nthree"
            _ = textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 2, length: 0)
            for _ in 0..<6 { generator.keyPress(.keyboardRightArrow, modifiers: .shift) }
            #expect(textView.selectedRange == NSRange(location: 2, length: 6))
            #expect(textView.text(in: textView.selectedTextRange!) == "e\ntwo\n")
            // "e", a sliver for its line break, "two" and another sliver; "three" has none of it.
            #expect(textView.selectionRects(for: textView.selectedTextRange!).filter { $0.rect.width > 0 }.count == 4)
            generator.keyPress(.keyboardDeleteOrBackspace)
            #expect(textView.text == "onthree" && textView.textDocument.paragraphs.count == 1)
            // Undo brings both paragraphs back.
            textView.undoManager?.undo()
            #expect(textView.text == "one\ntwo\nthree")
        }
    }

    @Test func upAndDownKeepTheCaretsXAcrossAShortLine() {
        withTextView { textView, _, generator in
            textView.text = "abcdefgh\nab\nabcdefgh"
            _ = textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 6, length: 0)
            generator.keyPress(.keyboardDownArrow)
            // The short line's end is the nearest place to the caret's x.
            #expect(textView.selectedRange.location == 11)
            generator.keyPress(.keyboardDownArrow)
            // Back under the sixth character, not the second: the x was kept.
            #expect(textView.selectedRange.location == 18)
            generator.keyPress(.keyboardUpArrow)
            generator.keyPress(.keyboardUpArrow)
            #expect(textView.selectedRange.location == 6)
            generator.keyPress(.keyboardUpArrow)
            #expect(textView.selectedRange.location == 0)
            generator.keyPress(.keyboardDownArrow, modifiers: .command)
            #expect(textView.selectedRange.location == textView.textDocument.length)
            generator.keyPress(.keyboardLeftArrow, modifiers: .command)
            #expect(textView.selectedRange.location == 12)
        }
    }

    @Test func aTapPlacesTheCaretAndTypingScrollsItIntoView() throws {
        try withTextView { textView, window, generator in
            textView.text = "first line"
            try generator.fingerTap(at: window.convert(CGPoint(x: 4, y: 18), from: textView))
            #expect(textView.isFirstResponder && textView.selectedRange == NSRange(location: 0, length: 0))
            textView.selectedRange = NSRange(location: textView.textDocument.length, length: 0)
            for _ in 0..<20 { generator.keyPress(.keyboardReturnOrEnter) }
            generator.keyType("end")
            FramePass.runOnce()
            let caret = textView.caretRect(for: textView.endOfDocument)
            // The caret's line, with the bottom inset under it, is inside the visible bounds.
            #expect(textView.contentSize.height > textView.bounds.height)
            #expect(textView.contentOffset.y > 0)
            #expect(textView.bounds.contains(caret))
            #expect(abs(textView.bounds.maxY - (caret.maxY + textView.textContainerInset.bottom)) < 0.5)
            // scrollRangeToVisible scrolls as little as needed: the first line's top, below the inset, at the top.
            textView.scrollRangeToVisible(NSRange(location: 0, length: 5))
            #expect(textView.contentOffset.y == textView.textContainerInset.top)
        }
    }

    @Test func aReadOnlyViewRefusesEditsAndANonSelectableOneSelectsNothing() throws {
        try withTextView { textView, window, generator in
            textView.text = "read only words"
            textView.isEditable = false
            #expect(!textView.becomeFirstResponder())
            textView.insertText("x")
            textView.deleteBackward()
            #expect(textView.text == "read only words")
            // A double tap selects a word without editing.
            let point = window.convert(textView.caretRect(for: TextOffsetPosition(6)).origin, from: textView)
            try generator.fingerTap(at: CGPoint(x: point.x + 2, y: point.y + 8))
            try generator.fingerTap(at: CGPoint(x: point.x + 2, y: point.y + 8))
            #expect(textView.selectedRange == NSRange(location: 5, length: 4))
            textView.isSelectable = false
            #expect(textView.selectedRange.length == 0)
        }
    }

    @Test func badRangesAreClampedAndLongMarkedTextReplacesOnlyWhatItCovers() {
        withTextView { textView, _, _ in
            textView.text = "short"
            textView.selectedRange = NSRange(location: 50, length: 10)
            #expect(textView.selectedRange == NSRange(location: 5, length: 0))
            textView.selectedRange = NSRange(location: -3, length: 2)
            #expect(textView.selectedRange == NSRange(location: 0, length: 0))
            #expect(textView.text(in: TextOffsetRange(NSRange(location: 3, length: Int.max))) == "rt")
            #expect(textView.position(from: textView.beginningOfDocument, offset: 99) == nil)
            _ = textView.becomeFirstResponder()
            textView.replace(TextOffsetRange(NSRange(location: 4, length: 100)), withText: "!")
            #expect(textView.text == "shor!")
            // A marked text longer than the document replaces only what it covers.
            textView.setMarkedText(String(repeating: "中", count: 20), selectedRange: NSRange(location: 40, length: 5))
            #expect(textView.markedTextRange.map { textView.text(in: $0)?.count } == 20)
            textView.unmarkText()
            #expect(textView.text.count == 25)
        }
    }
}
