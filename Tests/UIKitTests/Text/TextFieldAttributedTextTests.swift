import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A field's attributed text: its runs drawn in their own attributes, and typing in the attributes at the caret.
@MainActor @Suite struct TextFieldAttributedTextTests {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// "red blue": "red" in red at 30 points, "blue" in bold, underlined blue.
    private func twoRuns() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "red blue", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.addAttribute(.foregroundColor, value: red, range: NSRange(location: 0, length: 3))
        text.addAttributes([.foregroundColor: blue, .font: UIFont.boldSystemFont(ofSize: 30),
                            .underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 4, length: 4))
        return text
    }

    private func color(_ field: UITextField, at offset: Int) -> UIColor? {
        field.attributedText?.attribute(.foregroundColor, at: offset, effectiveRange: nil) as? UIColor
    }

    @Test func eachRunDrawsInItsOwnColour() throws {
        try withScreenWindow(size: CGSize(width: 300, height: 60)) { window, screen in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            field.attributedText = twoRuns()
            window.addSubview(field)
            FramePass.drain()
            // The first character's font and colour become the field's; the other run keeps its own.
            #expect(field.textColor === red && field.font?.pointSize == 30)
            #expect(field.runs(in: NSRange(location: 0, length: 8)).contains { $0.range == 4..<8 && $0.font != nil && $0.underline != nil })
            let pixels = capture(screen)
            @MainActor func ink(_ range: NSRange) -> [UInt8] {
                let rects = field.textDocument.selectionRects(for: range).map { field.viewRect(fromText: $0) }
                return darkest(pixels, in: rects[0])
            }
            let redInk = ink(NSRange(location: 0, length: 3)), blueInk = ink(NSRange(location: 4, length: 4))
            #expect(redInk[0] > 150 && redInk[1] < 90 && redInk[2] < 90)
            #expect(blueInk[2] > 150 && blueInk[0] < 90 && blueInk[1] < 90)
        }
    }

    @Test func typingTakesTheAttributesAtTheCaretOrTheTypingAttributes() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        field.attributedText = twoRuns()
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.insertText("s")
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 3)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 3)!)
        field.insertText("s")
        #expect(field.text == "reds blues")
        #expect(color(field, at: 9) === blue && color(field, at: 3) === red)
        #expect((field.attributedText?.attribute(.font, at: 9, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect(field.attributedText?.attribute(.underlineStyle, at: 9, effectiveRange: nil) != nil)
        // Typing attributes the app sets last until the selection moves.
        let green = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        field.typingAttributes = [.foregroundColor: green]
        field.insertText("!")
        #expect(color(field, at: 4) === green)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.typingAttributes?[.foregroundColor] as? UIColor === red)
    }

    @Test func defaultTextAttributesApplyToTheWholeText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        field.attributedText = twoRuns()
        field.defaultTextAttributes = [.foregroundColor: blue, .kern: 2]
        let text = field.attributedText!
        var range = NSRange()
        let whole = NSRange(location: 0, length: 8)
        #expect(text.attribute(.foregroundColor, at: 0, longestEffectiveRange: &range, in: whole) as? UIColor === blue && range == whole)
        #expect(text.attribute(.kern, at: 0, longestEffectiveRange: &range, in: whole) as? Int == 2 && range == whole)
        // A font set on the field applies to every run, as does setting plain text.
        field.font = .systemFont(ofSize: 12)
        #expect((text.attribute(.font, at: 5, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((field.attributedText?.attribute(.font, at: 5, effectiveRange: nil) as? UIFont)?.pointSize == 12)
        field.text = "plain"
        #expect(field.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
    }
}
