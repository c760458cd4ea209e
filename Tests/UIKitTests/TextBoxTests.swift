import Foundation
import Testing
@testable import UIKit

@Suite struct TextBoxTests {
    let font = UIFont.systemFont(ofSize: 17)
    let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    @Test func singleLineMetrics() {
        let box = TextBox("Hello", font: font, color: .black)
        #expect(box.lineCount == 1)
        #expect(box.size.width > 0 && box.size.width == "Hello".size(withAttributes: [.font: font]).width)
        #expect(abs(box.firstBaseline - font.ascender) < 1)
        #expect(box.firstBaseline == box.lastBaseline)
        #expect(TextBox("", font: font, color: .black).size == .zero)
    }

    @Test func wrapsWithinWidth() {
        let box = TextBox(sentence, font: font, color: .black, width: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(box.lineCount > 3 && box.size.width <= 120)
        #expect(box.lastBaseline > box.firstBaseline + CGFloat(box.lineCount - 2) * font.ascender)
        #expect(box.size.height >= CGFloat(box.lineCount) * (font.ascender - font.descender) - 1)
    }

    @Test func numberOfLinesLimitsHeight() {
        let unlimited = TextBox(sentence, font: font, color: .black, width: 120, numberOfLines: 0)
        let two = TextBox(sentence, font: font, color: .black, width: 120, numberOfLines: 2)
        #expect(two.lineCount == 2)
        #expect(abs(two.size.height - 2 * unlimited.size.height / CGFloat(unlimited.lineCount)) < 1)
        let wrappingTwo = TextBox(sentence, font: font, color: .black, width: 120, numberOfLines: 2,
                                  lineBreakMode: .byWordWrapping)
        #expect(wrappingTwo.lineCount == 2 && abs(wrappingTwo.size.height - two.size.height) < 0.01)
        // The limit counts across paragraphs.
        let paragraphs = TextBox("one\ntwo\nthree", font: font, color: .black, width: 200, numberOfLines: 2)
        #expect(paragraphs.lineCount == 2)
    }

    @Test func truncationFitsOneLine() {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let box = TextBox(sentence, font: font, color: .black, width: 150, numberOfLines: 1, lineBreakMode: mode)
            #expect(box.lineCount == 1 && box.size.width <= 150)
        }
        let clipped = TextBox(sentence, font: font, color: .black, width: 150, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(clipped.lineCount == 1 && clipped.size.width > 150)
    }

    @Test func drawsInsideItsRect() throws {
        let box = TextBox(sentence, font: font, color: .black, width: 150, numberOfLines: 1)
        let rect = CGRect(x: 10, y: 10, width: 150, height: ceil(box.size.height))
        let pixels = Pixels(render(CGSize(width: 200, height: 60)) { context in box.draw(in: context, rect: rect) })
        let ink = try #require(pixels.inkBounds)
        #expect(ink.minX >= 10 && ink.maxX < 160 && ink.minY >= 10 && ink.maxY < rect.maxY + 1)
    }

    @Test func truncatesToTheRectHeightWithoutALineLimit() throws {
        let box = TextBox(sentence, font: font, color: .black, width: 120, numberOfLines: 0)
        let lineHeight = box.size.height / CGFloat(box.lineCount)
        let rect = CGRect(x: 0, y: 0, width: 120, height: lineHeight * 2)
        let pixels = Pixels(render(CGSize(width: 200, height: 200)) { context in box.draw(in: context, rect: rect) })
        let ink = try #require(pixels.inkBounds)
        #expect(ink.maxY < rect.height + 1)
    }

    @Test func alignmentWithinTheRect() throws {
        let box = TextBox("Hi", font: font, color: .black, alignment: .center, width: 200)
        let pixels = Pixels(render(CGSize(width: 200, height: 40)) { context in
            box.draw(in: context, rect: CGRect(x: 0, y: 0, width: 200, height: 40))
        })
        let ink = try #require(pixels.inkBounds)
        #expect(abs(ink.midX - 100) < 3)
    }

    @Test func attributedTextKeepsItsRuns() throws {
        let text = NSMutableAttributedString(string: "red blue", attributes: [.font: UIFont.systemFont(ofSize: 30, weight: .black)])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 4, length: 4))
        let box = TextBox(text)
        let pixels = Pixels(render(CGSize(width: 200, height: 50)) { context in
            box.draw(in: context, rect: CGRect(origin: .zero, size: box.size))
        })
        var redX: [Int] = [], blueX: [Int] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                if pixels[x, y] == redPixel { redX.append(x) }
                if pixels[x, y] == bluePixel { blueX.append(x) }
            }
        }
        #expect(!redX.isEmpty && !blueX.isEmpty && redX.max()! < blueX.min()!)
    }

    @Test func fittingScale() {
        let text = NSAttributedString(string: sentence, attributes: [.font: font])
        let natural = TextBox(text).size.width
        #expect(TextBox.fittingScale(for: text, width: natural + 1, minimumScale: 0.5) == 1)
        let scale = TextBox.fittingScale(for: text, width: natural * 0.7, minimumScale: 0.5)
        #expect(scale > 0.66 && scale <= 0.7)
        let scaled = NSAttributedString(string: sentence, attributes: [.font: font.withSize(17 * scale)])
        #expect(TextBox(scaled).size.width <= natural * 0.7)
        #expect(TextBox.fittingScale(for: text, width: natural * 0.1, minimumScale: 0.5) == 0.5)
        #expect(TextBox.fittingScale(for: text, width: natural * 0.1, minimumScale: 1) == 1)
    }
}
