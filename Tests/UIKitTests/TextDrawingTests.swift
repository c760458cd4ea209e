import Foundation
import Testing
@testable import UIKit

@Suite struct TextDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    @Test func sizeGrowsWithLength() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let short = "Hello".size(withAttributes: attributes)
        let long = "Hello, world".size(withAttributes: attributes)
        #expect(long.width > short.width && short.width > 0)
        #expect(abs(long.height - short.height) < 1e-6)
        #expect(short.height >= font.ascender - font.descender - 0.5)
        // Fractional, as UIKit's are.
        #expect(NSString(string: "Hello").size(withAttributes: attributes) == short)
        #expect(NSAttributedString(string: "Hello", attributes: attributes).size() == short)
        #expect("".size(withAttributes: attributes) == .zero)
    }

    @Test func defaultFontIsSystemTwelve() {
        let plain = "Hello".size(withAttributes: nil)
        let twelve = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(plain == twelve)
    }

    @Test func wrapsUnderAWidth() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let text = "The quick brown fox jumps over the lazy dog"
        let line = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                     options: [], attributes: attributes, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(wrapped.width <= 100 && wrapped.height > 3 * line.height)
        // Without the option, one line measured from the baseline.
        #expect(line.minY < 0 && abs(line.minY + font.ascender) < 2)
        #expect(wrapped.origin == .zero)
    }

    @Test func truncationMakesALineFit() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let text = "The quick brown fox jumps over the lazy dog"
        let rect = text.boundingRect(with: CGSize(width: 120, height: 100), options: .usesLineFragmentOrigin,
                                     attributes: attributes, context: nil)
        #expect(rect.width <= 120 && rect.height < 1.5 * font.lineHeight)
    }

    @Test func drawnStringStaysInsideItsBoundingRect() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
        let text = "Ink, glyphs & pixels"
        let bounds = text.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                       attributes: attributes, context: nil)
        let origin = CGPoint(x: 10, y: 10)
        let image = render(CGSize(width: 300, height: 60), scale: 2) { _ in text.draw(at: origin, withAttributes: attributes) }
        let pixels = Pixels(image)
        let ink = try #require(pixels.inkBounds)
        // In points: the ink lies within the bounding rectangle placed at the origin.
        let box = bounds.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -1)
        #expect(ink.minX / 2 >= box.minX && ink.maxX / 2 <= box.maxX)
        #expect(ink.minY / 2 >= box.minY && ink.maxY / 2 <= box.maxY)
        #expect(pixels.inkedCount > 200)
        // Dark ink.
        #expect(pixels[Int(ink.midX), Int(ink.midY)][0] < 128 || pixels.inkedCount > 0)
    }

    @Test func colourAndBackgroundAttributes() throws {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 30, weight: .black), .foregroundColor: UIColor.red,
            .backgroundColor: UIColor.blue,
        ]
        let pixels = Pixels(render(CGSize(width: 80, height: 50)) { _ in "I".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes) })
        var reds = 0, blues = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                if pixels[x, y] == redPixel { reds += 1 }
                if pixels[x, y] == bluePixel { blues += 1 }
            }
        }
        #expect(reds > 20 && blues > 20)
    }

    @Test func drawInRectClips() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let text = "A long string that wraps onto many lines within a narrow rectangle"
        let rect = CGRect(x: 0, y: 0, width: 100, height: 30)
        let pixels = Pixels(render(CGSize(width: 200, height: 200)) { _ in text.draw(in: rect, withAttributes: attributes) })
        let ink = try #require(pixels.inkBounds)
        #expect(ink.maxY <= 30 && ink.maxX <= 100)
    }

    @Test func cjkAndEmojiHaveRealGlyphs() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 40)]
        func glyph(_ text: String) -> Pixels {
            Pixels(render(CGSize(width: 60, height: 60)) { _ in text.draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes) })
        }
        let ni = glyph("你"), hao = glyph("好"), ko = glyph("こ")
        func signature(_ pixels: Pixels) -> [Bool] {
            (0..<pixels.height).flatMap { y in (0..<pixels.width).map { x in pixels.isInked(x, y, alpha: 128) } }
        }
        // Tofu boxes would all look alike; real glyphs differ, and are drawn.
        #expect(ni.inkedCount > 100 && hao.inkedCount > 100 && ko.inkedCount > 50)
        let differences = zip(signature(ni), signature(hao)).filter { $0 != $1 }.count
        #expect(differences > 100)
        #expect(zip(signature(hao), signature(ko)).filter { $0 != $1 }.count > 100)
        // Emoji come in colour: some pixels are neither black nor gray.
        let emoji = glyph("😀")
        var coloured = 0
        for y in 0..<emoji.height {
            for x in 0..<emoji.width {
                let p = emoji[x, y]
                if p[3] > 200, abs(Int(p[0]) - Int(p[2])) > 60 { coloured += 1 }
            }
        }
        #expect(coloured > 50)
    }

    @Test func unpairedSurrogateDraws() {
        let units: [UInt16] = [0x48, 0xD800, 0x69, 0xDC00]
        let broken = NSString(characters: units, length: units.count)
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let size = broken.size(withAttributes: attributes)
        #expect(size.width > 0)
        let image = render(CGSize(width: 100, height: 40)) { _ in broken.draw(at: .zero, withAttributes: attributes) }
        #expect(Pixels(image).inkedCount > 0)
        let attributed = NSMutableAttributedString(string: broken as String)
        attributed.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 2))
        _ = attributed.size()
    }

    @Test func shadowIsDrawnBelowRight() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 10, height: 10)
        shadow.shadowColor = UIColor.blue
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 30, weight: .black), .foregroundColor: UIColor.red, .shadow: shadow,
        ]
        let pixels = Pixels(render(CGSize(width: 60, height: 60)) { _ in "I".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes) })
        var redBox: CGRect = .null, blueBox: CGRect = .null
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = CGRect(x: x, y: y, width: 1, height: 1)
                if pixels[x, y] == redPixel { redBox = redBox.union(pixel) }
                if pixels[x, y] == bluePixel { blueBox = blueBox.union(pixel) }
            }
        }
        #expect(!redBox.isNull && !blueBox.isNull)
        #expect(abs(blueBox.maxX - redBox.maxX - 10) <= 1 && abs(blueBox.maxY - redBox.maxY - 10) <= 1)
    }

    @Test func strokeWidthOutlinesGlyphs() {
        let font = UIFont.systemFont(ofSize: 40, weight: .black)
        let filled = Pixels(render(CGSize(width: 60, height: 60)) { _ in
            "O".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
        })
        let hollow = Pixels(render(CGSize(width: 60, height: 60)) { _ in
            "O".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font, .strokeWidth: 3, .strokeColor: UIColor.red])
        })
        #expect(hollow.inkedCount > 50 && hollow.inkedCount < filled.inkedCount)
    }

    @Test func underlineAddsInkBelowTheBaseline() throws {
        let plain = Pixels(render(CGSize(width: 80, height: 40)) { _ in
            "ab".draw(at: .zero, withAttributes: [.font: font])
        })
        let underlined = Pixels(render(CGSize(width: 80, height: 40)) { _ in
            "ab".draw(at: .zero, withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
        })
        #expect(underlined.inkedCount > plain.inkedCount)
        #expect(try #require(underlined.inkBounds).maxY > (try #require(plain.inkBounds)).maxY)
    }

    @Test func kernWidensText() {
        let plain = "Hello".size(withAttributes: [.font: font])
        let kerned = "Hello".size(withAttributes: [.font: font, .kern: 5])
        #expect(kerned.width > plain.width + 15)
    }

    @Test func shrinkingWithADrawingContext() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.3
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let text = "A string too wide for its box"
        let natural = text.size(withAttributes: attributes)
        let rect = text.boundingRect(with: CGSize(width: natural.width * 0.6, height: 100), options: [],
                                     attributes: attributes, context: context)
        #expect(context.actualScaleFactor < 0.65 && context.actualScaleFactor >= 0.3)
        #expect(rect.width <= natural.width * 0.6)
    }

    @Test func paragraphStyleAlignmentAndIndent() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let right = Pixels(render(CGSize(width: 200, height: 40)) { _ in
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: attributes)
        })
        #expect(try #require(right.inkBounds).maxX > 180)
        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 50
        indented.headIndent = 50
        let shifted = Pixels(render(CGSize(width: 200, height: 40)) { _ in
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: [.font: font, .paragraphStyle: indented])
        })
        #expect(try #require(shifted.inkBounds).minX >= 50)
        #expect(NSParagraphStyle.default.alignment == .natural && NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        #expect((style.copy() as! NSParagraphStyle) == style)
    }

    @Test func lineSpacingAndHeights() {
        let text = "one\ntwo"
        let plain = text.size(withAttributes: [.font: font])
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        #expect(abs(text.size(withAttributes: [.font: font, .paragraphStyle: spaced]).height - plain.height - 10) < 0.5)
        let tall = NSMutableParagraphStyle()
        tall.minimumLineHeight = 50
        #expect(abs(text.size(withAttributes: [.font: font, .paragraphStyle: tall]).height - 100) < 1)
    }
}
