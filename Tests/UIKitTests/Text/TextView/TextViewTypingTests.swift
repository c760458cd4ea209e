import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Typing in a text view redraws the bands of the lines it changed and no more, shows what a view given the
/// same text shows, and lays out edited lines with the attributes of their own characters.
@MainActor @Suite struct TextViewTypingTests {
    /// `count` words of 2 to 8 letters from a fixed seed, as one paragraph.
    private func words(_ count: Int, seed: UInt64 = 5) -> String {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let letters = 2 + Int(state >> 61)
            return String((0..<letters).map { Character(Unicode.Scalar(UInt8(97 + Int((state >> UInt64(3 + 5 * $0)) % 26)))) })
        }.joined(separator: " ")
    }

    /// An editing text view filling `window`, in the system font at 17 points, holding `text`; its caret and
    /// scroll indicator are hidden so that frames compare whatever their blink or fade.
    private func makeTextView(_ text: NSAttributedString, in window: UIWindow) -> UITextView {
        let textView = UITextView(frame: window.bounds)
        textView.font = .systemFont(ofSize: 17)
        textView.tintColor = .clear
        textView.showsVerticalScrollIndicator = false
        textView.attributedText = text
        window.addSubview(textView)
        _ = textView.becomeFirstResponder()
        FramePass.runOnce()
        return textView
    }

    private func plain(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    }

    /// Expects `screen` to show what it showed as `typed` once `textView` is replaced by a view given its text
    /// and selection afresh.
    private func expectSameAsFresh(_ textView: UITextView, typed: Pixels, in window: UIWindow, on screen: UIScreen,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        let text = textView.attributedText!, selected = textView.selectedRange
        textView.removeFromSuperview()
        let fresh = makeTextView(text, in: window)
        fresh.selectedRange = selected
        FramePass.runOnce()
        let shown = capture(screen)
        var differing = 0
        for y in 0..<shown.height { for x in 0..<shown.width where typed[x, y] != shown[x, y] { differing += 1 } }
        #expect(differing == 0, sourceLocation: sourceLocation)
    }

    /// The bands of `textView` in order, and those that will draw at the next pass.
    private func bands(of textView: UITextView) -> (all: [TextViewBand], marked: [ObjectIdentifier]) {
        let bands = textView.contentView.subviews.compactMap { $0 as? TextViewBand }
        return (bands, bands.filter { $0.layer.needsDisplay() }.map(ObjectIdentifier.init))
    }

    @Test func typingALetterRedrawsOnlyTheBandsOfItsLineAndShowsWhatAFreshViewShows() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 400)) { window, screen in
            let textView = makeTextView(plain(words(100) + "\n" + words(30, seed: 9)), in: window)
            let all = bands(of: textView).all
            #expect(all.count == Int((400 / TextViewContentView.bandHeight).rounded(.up)))
            #expect(bands(of: textView).marked.isEmpty)
            // A line in view, after the first few, with room for another letter: typing there keeps the lines.
            let lines = textView.textDocument.layout(ofParagraph: 0).lines
            let line = try #require(lines.dropFirst(4).prefix(8).first { $0.rect.width < textView.textDocument.wrapWidth! - 30 })
            textView.selectedRange = NSRange(location: line.range.lowerBound + 2, length: 0)
            FramePass.runOnce()
            #expect(bands(of: textView).marked.isEmpty, "moving the caret redraws no text")

            textView.insertText("q")
            let rect = textView.contentView.convert(textView.viewRect(fromText: textView.textDocument.line(at: line.range.lowerBound).rect),
                                                    from: textView)
            // The line's box and 4 points around it, which a glyph's ink may reach.
            let across = CGRect(x: 0, y: rect.minY - 4, width: textView.contentView.bounds.width, height: rect.height + 8)
            let expected = all.filter { $0.frame.intersects(across) }
            #expect((1...2).contains(expected.count))
            #expect(bands(of: textView).marked == expected.map(ObjectIdentifier.init))
            FramePass.runOnce()
            expectSameAsFresh(textView, typed: capture(screen), in: window, on: screen)
        }
    }

    @Test func typingOverASelectionRedrawsItsHighlight() {
        withScreenWindow(size: CGSize(width: 320, height: 400)) { window, screen in
            let textView = makeTextView(plain(words(120)), in: window)
            let lines = textView.textDocument.layout(ofParagraph: 0).lines
            // From the second line into the fourth: typing over it rewraps from the second line down.
            textView.selectedRange = NSRange(location: lines[1].range.lowerBound + 1,
                                             length: lines[3].range.lowerBound + 3 - lines[1].range.lowerBound - 1)
            FramePass.runOnce()
            textView.insertText("q")
            FramePass.runOnce()
            expectSameAsFresh(textView, typed: capture(screen), in: window, on: screen)
        }
    }

    @Test func editedLinesTakeTheAttributesOfTheirOwnCharacters() {
        withScreenWindow(size: CGSize(width: 320, height: 400)) { window, _ in
            // The paragraph's first five characters are large; every other character is 17-point text.
            let text = NSMutableAttributedString(attributedString: plain(words(150)))
            text.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 0, length: 5))
            let textView = makeTextView(text, in: window)
            let document = textView.textDocument
            let lineHeight = TextDocument(text: "x", font: .systemFont(ofSize: 17)).size.height
            @MainActor func expectPlainLinesAfterTheFirst(sourceLocation: SourceLocation = #_sourceLocation) {
                let lines = document.layout(ofParagraph: 0).lines
                #expect(lines[0].rect.height > lineHeight, sourceLocation: sourceLocation)
                #expect(lines.dropFirst().allSatisfy { $0.rect.height == lineHeight }, sourceLocation: sourceLocation)
                for line in lines.dropFirst() {
                    #expect(document.caretRect(at: line.range.lowerBound + 1).height == lineHeight, sourceLocation: sourceLocation)
                }
            }
            // A caret in a long layout is found on its line laid out alone: with its own attributes too.
            expectPlainLinesAfterTheFirst()
            let lines = document.layout(ofParagraph: 0).lines
            #expect(lines.count > 8)
            textView.selectedRange = NSRange(location: lines[3].range.lowerBound + 3, length: 0)
            textView.insertText("q")
            textView.selectedRange = NSRange(location: lines[6].range.lowerBound + 1, length: 0)
            textView.deleteBackward()
            textView.insertText("zz ")
            FramePass.runOnce()
            expectPlainLinesAfterTheFirst()
            // What the edits left is what laying the text out afresh gives.
            let fresh = TextDocument(text: document.text, font: document.font)
            fresh.wrapWidth = document.wrapWidth
            fresh.paragraphRuns = document.paragraphRuns
            #expect(document.layout(ofParagraph: 0).lines.map(\.range) == fresh.layout(ofParagraph: 0).lines.map(\.range))
            for offset in stride(from: 0, through: document.length, by: 5) {
                #expect(document.caretRect(at: offset) == fresh.caretRect(at: offset))
            }
        }
    }
}
