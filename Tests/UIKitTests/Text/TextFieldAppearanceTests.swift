import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextFieldAppearanceTests {
    @Test func theCaretBlinksOnTheFrameClock() {
        withTextField { field, _, generator in
            ControlledClock.run { clock in
                _ = field.becomeFirstResponder()
                generator.keyType("a")
                clock.renderFrames(1)
                #expect(!field.caretView.isHidden && field.caretView.alpha == 1)
                // Solid for 0.5 s after typing, then dark for 0.5 s, lit for 0.5 s.
                clock.advance(by: 0.7)
                clock.renderFrames(1)
                #expect(field.caretView.alpha == 0)
                clock.advance(by: 0.5)
                clock.renderFrames(1)
                #expect(field.caretView.alpha == 1)
                // Typing lights it at once.
                clock.advance(by: 0.3)
                clock.renderFrames(1)
                #expect(field.caretView.alpha == 0)
                generator.keyType("b")
                #expect(field.caretView.alpha == 1)
                _ = field.resignFirstResponder()
                #expect(field.caretView.isHidden && field.editingClock == nil)
            }
        }
    }

    @Test func secureEntryShowsBulletsAndTheLastCharacterBriefly() {
        withTextField { field, _, generator in
            ControlledClock.run { clock in
                field.isSecureTextEntry = true
                field.text = "old"
                _ = field.becomeFirstResponder()
                generator.keyType("pw")
                // The first edit replaced the old text; the text stays readable to the app.
                #expect(field.text == "pw")
                #expect(field.textDocument.revealedOffset == 1)
                clock.renderFrames(1)
                clock.advance(by: 1.1)
                clock.renderFrames(1)
                #expect(field.textDocument.revealedOffset == nil)
                // Composition is refused: marked text is typed straight in.
                field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
                #expect(field.markedTextRange == nil && field.text == "pwx")
            }
        }
    }

    @Test func theCaretIsDrawnInTheTintColourAndTheRoundedBorderInGray() {
        withScreenWindow(size: CGSize(width: 120, height: 60)) { window, screen in
            window.makeKey()
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 34))
            field.borderStyle = .roundedRect
            field.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.addSubview(field)
            _ = field.becomeFirstResponder()
            FramePass.runOnce()
            let caret = field.convert(field.caretRect(for: field.beginningOfDocument), to: window)
            let pixels = capture(screen)
            #expect(pixels[Int(caret.midX), Int(caret.midY)] == [255, 0, 0, 255])
            // The border's hairline, half a point at scale 1, blends 0.8 gray half over white; the inside is white.
            let border = pixels[60, 10]
            #expect(border[0] == border[1] && border[0] > 200 && border[0] < 240)
            #expect(pixels[60, 20] == [255, 255, 255, 255])
            _ = field.resignFirstResponder()
        }
    }

    @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimum() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.text = String(repeating: "wide ", count: 10)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 8
        field.layoutIfNeeded()
        #expect(field.textDocument.font.pointSize == 8)
        field.text = "ok"
        field.layoutIfNeeded()
        #expect(field.textDocument.font.pointSize == 17)
    }

    @Test func intrinsicHeightIsIOSs() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        // The system font at 17 points: a line of ceil(lineHeight) plus 13.
        #expect(field.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight) + 13)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight))
    }

    @Test func hugeTextIsHandledWithoutLayingItOut() {
        // A 1,000,000-character single line and a 10 MB paste: the engine edits them without a layout.
        let line = String(repeating: "a", count: 1_000_000)
        let document = TextDocument(text: line)
        document.replace(NSRange(location: 500_000, length: 0), with: String(repeating: "b", count: 10 * 1_048_576))
        #expect(document.length == 1_000_000 + 10 * 1_048_576)
        #expect(document.substring(NSRange(location: 499_999, length: 3)) == "abb")
        #expect(document.paragraphs.count == 1)
    }
}
