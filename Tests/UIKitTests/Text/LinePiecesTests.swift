import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A long line that does not wrap (a text field's) is laid out in pieces side by side: it answers carets,
/// hit-tests and pixels as the same line laid out whole does, and an edit lays out only the piece it touches.
@MainActor @Suite struct LinePiecesTests {
    /// `count` words of 2 to 8 letters from a fixed seed, on one line.
    private func words(_ count: Int, seed: UInt64 = 11) -> String {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let letters = 2 + Int(state >> 61)
            return String((0..<letters).map { Character(Unicode.Scalar(UInt8(97 + Int((state >> UInt64(3 + 5 * $0)) % 26)))) })
        }.joined(separator: " ")
    }

    /// The same text laid out whole on one line: wrapped at a width it never reaches.
    private func whole(_ text: String) -> TextDocument {
        let document = TextDocument(text: text)
        document.wrapWidth = 1_000_000
        return document
    }

    /// The pixels of `document` drawn from `x` on, 400 × 30 points at scale 1.
    private func pixels(_ document: TextDocument, from x: CGFloat) -> [UInt8] {
        let context = CGContext(data: nil, width: 400, height: 30, bitsPerComponent: 8, bytesPerRow: 1600,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: 30)
        context.scaleBy(x: 1, y: -1)
        document.draw(in: context, at: CGPoint(x: -x, y: 0), color: CGColor(gray: 0, alpha: 1),
                      visible: CGRect(x: x, y: 0, width: 400, height: 30))
        return Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self), count: 1600 * 30))
    }

    /// Expects `document` to answer as the same text laid out whole.
    private func expectSameAsWhole(_ document: TextDocument, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = whole(document.text)
        #expect(abs(document.size.width - expected.size.width) < 0.01, sourceLocation: sourceLocation)
        for offset in stride(from: 0, through: document.length, by: 13) {
            let caret = document.caretRect(at: offset), wholeCaret = expected.caretRect(at: offset)
            #expect(abs(caret.minX - wholeCaret.minX) < 0.01 && caret.minY == wholeCaret.minY, sourceLocation: sourceLocation)
            #expect(document.offset(closestTo: CGPoint(x: caret.midX, y: caret.midY)) == offset, sourceLocation: sourceLocation)
        }
        let middle = document.caretRect(at: document.length / 2).minX
        #expect(pixels(document, from: middle) == pixels(expected, from: middle), sourceLocation: sourceLocation)
        #expect(document.line(at: document.length / 2).range == NSRange(location: 0, length: document.length),
                sourceLocation: sourceLocation)
    }

    @Test func aLongUnwrappedLineIsLaidOutInPiecesThatAnswerAsTheWholeLine() {
        let document = TextDocument(text: words(600))
        let layout = document.layout(ofParagraph: 0)
        #expect(layout.isInPieces)
        // Cut at the first space past 256 code units: words are at most 8 letters, so no piece is much longer,
        // and none but the last is shorter.
        #expect(layout.lines.count > 10)
        #expect(layout.lines.dropLast().allSatisfy { (256..<266).contains($0.range.count) })
        expectSameAsWhole(document)
        // A short line, and one holding a tab (whose stop counts from the line's start), are laid out whole.
        #expect(!TextDocument(text: words(40)).layout(ofParagraph: 0).isInPieces)
        #expect(!TextDocument(text: words(300) + "\t" + words(300)).layout(ofParagraph: 0).isInPieces)
    }

    @Test func anEditLaysOutOnlyThePieceItTouches() {
        let document = TextDocument(text: words(600))
        _ = document.size
        let pieces = document.layout(ofParagraph: 0).lines
        var before = document.linesLaidOut
        document.replace(NSRange(location: document.length / 2, length: 0), with: "q")
        // Its piece, cut again in two when the letter pushed a space to 256 code units from its start.
        #expect((1...2).contains(document.linesLaidOut - before))
        expectSameAsWhole(document)
        // Deleting the space that ends a piece lays it out again with the next, which its last word joins.
        before = document.linesLaidOut
        document.replace(NSRange(location: pieces[3].range.upperBound - 1, length: 1), with: "")
        #expect(document.linesLaidOut - before == 2)
        expectSameAsWhole(document)
        // A long paste into a piece is cut again.
        document.replace(NSRange(location: pieces[1].range.lowerBound + 2, length: 0), with: words(200, seed: 4) + " ")
        #expect(document.layout(ofParagraph: 0).lines.allSatisfy { $0.range.count < 266 })
        expectSameAsWhole(document)
        // A tab typed into it lays the line out whole again.
        document.replace(NSRange(location: 10, length: 0), with: "\t")
        #expect(!document.layout(ofParagraph: 0).isInPieces)
    }
}
