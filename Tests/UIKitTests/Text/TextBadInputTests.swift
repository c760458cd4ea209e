import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Input far beyond what a field or a document usually holds, answered without a crash and without losing text.
@MainActor @Suite struct TextBadInputTests {
    @Test func aTenMegabytePasteLandsWhole() throws {
        try withTextField { field, _, _ in
            field.text = "[]"
            _ = field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                      to: field.position(from: field.beginningOfDocument, offset: 1)!)
            let pasted = String(repeating: "paste me ", count: 1_165_084)
            #expect(pasted.utf8.count >= 10_000_000)
            UIPasteboard.general.string = pasted
            field.paste(nil)
            FramePass.runOnce()
            #expect(field.text?.utf16.count == pasted.utf16.count + 2)
            #expect(field.text?.hasPrefix("[paste me") == true && field.text?.hasSuffix("me ]") == true)
            #expect(field.selectedRange == NSRange(location: pasted.utf16.count + 1, length: 0))
        }
    }

    @Test func aMillionCharacterLineIsLaidOutAndEdited() {
        let line = String(repeating: "wordy ", count: 166_667)
        let document = TextDocument(text: line)
        document.wrapWidth = 400
        #expect(document.length == 1_000_002)
        let end = document.caretRect(at: document.length)
        #expect(end.minY == document.line(at: document.length).rect.minY && end.height > 0)
        #expect(document.offset(closestTo: CGPoint(x: 1e6, y: 1e9)) == document.length)
        let middle = document.length / 2
        document.replace(NSRange(location: middle, length: 0), with: "X")
        #expect(document.substring(NSRange(location: middle, length: 1)) == "X")
        #expect(document.caretRect(at: middle + 1).minY == document.caretRect(at: middle).minY)
    }
}
