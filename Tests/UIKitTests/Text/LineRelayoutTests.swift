import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Relayout by line: an edit lays out again only the lines it can change, and what the document answers after
/// it — lines, carets, hit-testing — is what laying the whole text out afresh answers.
@MainActor @Suite struct LineRelayoutTests {
    /// Words of 2 to 8 letters from a fixed seed, as one paragraph.
    private func words(_ count: Int, seed: UInt64 = 3) -> String {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let letters = 2 + Int(state >> 61)
            return String((0..<letters).map { Character(Unicode.Scalar(UInt8(97 + Int((state >> UInt64(3 + 5 * $0)) % 26)))) })
        }.joined(separator: " ")
    }

    private func wrapped(_ text: String, width: CGFloat = 240, alignment: NSTextAlignment = .natural) -> TextDocument {
        let document = TextDocument(text: text)
        document.wrapWidth = width
        document.alignment = alignment
        _ = document.size
        return document
    }

    /// Expects `document`'s lines (their ranges and vertical places) and carets to be those of the same text laid
    /// out afresh. Widths may differ: a line laid out on its own counts its trailing space, which Pango zeroes
    /// in a wrapped line.
    private func expectSameAsFresh(_ document: TextDocument, alignment: NSTextAlignment = .natural,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = wrapped(document.text, width: document.wrapWidth ?? 0, alignment: alignment)
        for index in document.paragraphs.indices {
            let lines = document.layout(ofParagraph: index).lines, expected = fresh.layout(ofParagraph: index).lines
            #expect(lines.map(\.range) == expected.map(\.range), sourceLocation: sourceLocation)
            #expect(lines.map { [$0.rect.minY, $0.rect.height] } == expected.map { [$0.rect.minY, $0.rect.height] },
                    sourceLocation: sourceLocation)
        }
        for offset in stride(from: 0, through: document.length, by: 7) {
            #expect(document.caretRect(at: offset) == fresh.caretRect(at: offset), sourceLocation: sourceLocation)
        }
    }

    @Test func typingALetterLaysOutOnlyLinesNearIt() {
        let document = wrapped(words(200))
        let lines = document.layout(ofParagraph: 0).lines
        #expect(lines.count > 20)
        let line = lines[10]
        let before = document.linesLaidOut
        document.replace(NSRange(location: (line.range.lowerBound + line.range.upperBound) / 2, length: 0), with: "q")
        _ = document.size
        #expect(document.linesLaidOut - before < lines.count / 2)
        expectSameAsFresh(document)
    }

    @Test func typingInALineEndingInASpaceLaysOutThatLineAlone() throws {
        let document = wrapped(words(200))
        let lines = document.layout(ofParagraph: 0).lines
        // A line in the middle with room for another letter: it ends in the space it wrapped at.
        let line = try #require(lines.dropFirst(5).dropLast().first { $0.rect.width < 200 })
        #expect(document.substring(NSRange(location: line.range.upperBound - 1, length: 1)) == " ")
        let before = document.linesLaidOut
        document.replace(NSRange(location: line.range.lowerBound + 1, length: 0), with: "q")
        _ = document.size
        #expect(document.linesLaidOut - before == 1)
        expectSameAsFresh(document)
    }

    @Test func deletingAndBreakingRewrapOnlyNearbyLines() {
        let document = wrapped(words(200))
        let line = document.layout(ofParagraph: 0).lines[12]
        let before = document.linesLaidOut
        // Deleting a line's first word lets the line above take words from it.
        document.replace(NSRange(location: line.range.lowerBound, length: 6), with: "")
        _ = document.size
        #expect(document.linesLaidOut - before <= 4)
        expectSameAsFresh(document)
        // A long word pushed into a line moves words down until the lines settle again.
        document.replace(NSRange(location: line.range.lowerBound + 3, length: 0), with: " extraordinarily ")
        _ = document.size
        expectSameAsFresh(document)
    }

    @Test func manyEditsMatchAFreshLayout() {
        let document = wrapped(words(150) + "\n" + words(80, seed: 9), width: 200)
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % max(bound, 1)
        }
        let insertions = ["a", "xyz", " ", " wonderful ", "", "-", "ab cd"]
        for _ in 0..<60 {
            let location = next(document.length)
            let length = next(3) == 0 ? next(12) : 0
            document.replace(NSRange(location: location, length: length), with: insertions[next(insertions.count)])
        }
        expectSameAsFresh(document)
    }

    @Test func rightToLeftAndCentredParagraphsStayAligned() {
        let hebrew = Array(repeating: "שלום עולם טוב", count: 20).joined(separator: " ")
        let document = wrapped(hebrew)
        #expect(document.isRightToLeft(at: 0))
        document.replace(NSRange(location: 40, length: 0), with: "א")
        document.replace(NSRange(location: 90, length: 3), with: "")
        expectSameAsFresh(document)

        let centred = wrapped(words(120), alignment: .center)
        centred.replace(NSRange(location: 200, length: 0), with: "zz")
        centred.replace(NSRange(location: 120, length: 4), with: "")
        expectSameAsFresh(centred, alignment: .center)
    }

    @Test func caretsOfIsolatedLinesArePangosAcrossBidiAndWrappedText() {
        // Mixed directions on wrapped lines: each caret a line laid out alone gives is the one Pango gives in the
        // whole paragraph's layout.
        let text = Array(repeating: "abc אבג def 123 ghi", count: 12).joined(separator: " ")
        let document = wrapped(text, width: 180)
        var base = TextLayout(text: "", font: document.font.textFont, color: CGColor(gray: 0, alpha: 1))
        base.width = 180
        base.wraps = true
        let whole = LaidOutText(text: text, base: base)
        #expect(whole.lines.count > 4)
        for offset in 0...document.length {
            #expect(document.caretRect(at: offset) == whole.caretRect(at: offset))
        }
    }

    @Test func closestPositionFindsTheOffsetUnderEachCaret() {
        let document = wrapped(words(120))
        let cursorOffsets = document.layout(ofParagraph: 0).cursorOffsets
        let lineStarts = Set(document.layout(ofParagraph: 0).lines.dropFirst().map(\.range.lowerBound))
        for offset in cursorOffsets where !lineStarts.contains(offset) {
            let caret = document.caretRect(at: offset)
            #expect(document.offset(closestTo: CGPoint(x: caret.midX, y: caret.midY)) == offset)
        }
        // Above the text, the first line's offset under x, as Pango answers; below it, the end.
        #expect(document.offset(closestTo: CGPoint(x: 50, y: -40)) == document.offset(closestTo: CGPoint(x: 50, y: 1)))
        #expect(document.offset(closestTo: CGPoint(x: 500, y: 1e6)) == document.length)
        #expect(document.offset(closestTo: CGPoint(x: CGFloat.nan, y: CGFloat.infinity)) <= document.length)
    }
}
