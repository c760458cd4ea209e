import Testing
@testable import QuartzCore

private let blackColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

/// The rectangle of pixels, in whole pixels, where ink is.
private struct Ink {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    /// The rows with any ink.
    var rows = Set<Int>()

    /// The ink of `canvas` (`height` rows): pixels with a noticeable alpha.
    init?(_ canvas: Canvas, height: Int) {
        for y in 0..<height {
            for x in 0..<canvas.width where canvas[x, y][3] > 40 {
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                rows.insert(y)
            }
        }
        if rows.isEmpty { return nil }
    }

    var height: Int { maxY - minY + 1 }
    var centerX: Double { Double(minX + maxX + 1) / 2 }
}

/// A text layer of `size` at the origin showing `string` in black 20-point DejaVu Sans.
private func textLayer(_ string: Any?, size: CGSize = CGSize(width: 200, height: 40)) -> CATextLayer {
    let layer = CATextLayer()
    layer.frame = CGRect(origin: .zero, size: size)
    layer.string = string
    layer.font = "DejaVu Sans"
    layer.fontSize = 20
    layer.foregroundColor = blackColor
    return layer
}

private func rendered(_ layer: CALayer) -> Canvas {
    let canvas = Canvas(Int(layer.bounds.width), Int(layer.bounds.height))
    layer.render(in: canvas.context)
    return canvas
}

private func ink(_ layer: CALayer) -> Ink? {
    Ink(rendered(layer), height: Int(layer.bounds.height))
}

/// The hue in degrees of a red, green and blue.
private func hue(_ r: Double, _ g: Double, _ b: Double) -> Double {
    let high = max(r, g, b), low = min(r, g, b)
    guard high > low else { return 0 }
    let sector: Double
    if high == r { sector = (g - b) / (high - low) } else if high == g { sector = 2 + (b - r) / (high - low) } else {
        sector = 4 + (r - g) / (high - low)
    }
    return (sector * 60 + 360).truncatingRemainder(dividingBy: 360)
}

/// The hue of the most saturated pixel of `canvas`.
private func inkHue(_ canvas: Canvas, height: Int, in columns: Range<Int>? = nil) -> Double? {
    var best: (saturation: Double, hue: Double)?
    for y in 0..<height {
        for x in columns ?? 0..<canvas.width {
            let p = canvas[x, y].map(Double.init)
            let high = max(p[0], p[1], p[2]), low = min(p[0], p[1], p[2])
            guard p[3] > 0, high > 0 else { continue }
            let saturation = (high - low) / high * p[3]
            if saturation > best?.saturation ?? 0 { best = (saturation, hue(p[0], p[1], p[2])) }
        }
    }
    return best?.hue
}

@Suite struct TextLayerTests {
    @Test func textIsDrawnFromTheTopLeftAndClippedToTheBounds() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let text = textLayer("Hello, world! This line is longer than its layer.")
        text.frame = CGRect(x: 20, y: 30, width: 100, height: 20)
        root.addSublayer(text)
        let found = try #require(ink(root))
        #expect(found.minX >= 20 && found.minX <= 24 && found.minY >= 30 && found.minY <= 36, "\(found)")
        #expect(found.maxX < 120 && found.maxY < 50, "nothing outside the bounds: \(found)")
        #expect(found.maxX >= 117, "the line runs on to the right edge: \(found)")
    }

    @Test func centreAlignmentCentresTheInk() throws {
        let layer = textLayer("HHH")
        layer.alignmentMode = .center
        let found = try #require(ink(layer))
        #expect(abs(found.centerX - 100) <= 2, "\(found)")
    }

    @Test func rightAlignmentPutsTheInkAtTheRightEdge() throws {
        let layer = textLayer("HHH")
        layer.alignmentMode = .right
        let found = try #require(ink(layer))
        #expect(found.maxX >= 194 && found.maxX <= 199, "\(found)")
        layer.alignmentMode = .left
        #expect(try #require(ink(layer)).minX <= 3)
    }

    @Test func wrappedTextOccupiesMoreRows() throws {
        let layer = textLayer("The quick brown fox jumps over the lazy dog", size: CGSize(width: 120, height: 150))
        let single = try #require(ink(layer))
        layer.isWrapped = true
        let wrapped = try #require(ink(layer))
        #expect(wrapped.rows.count > 2 * single.rows.count, "\(single.rows.count) → \(wrapped.rows.count)")
        #expect(wrapped.maxX < 120)
    }

    @Test func endTruncationKeepsTheInkWithinTheWidth() throws {
        var layout = TextLayout(text: "A line far too long for sixty points", font: TextFont(family: "DejaVu Sans", size: 14),
                                color: blackColor)
        layout.width = 60
        func drawnInk() -> Ink? {
            let canvas = Canvas(300, 30)
            layout.draw(in: canvas.context.cr, at: .zero)
            return Ink(canvas, height: 30)
        }
        let overflowing = try #require(drawnInk())
        #expect(overflowing.maxX > 200)
        layout.truncation = .end
        let truncated = try #require(drawnInk())
        #expect(truncated.maxX < 60 && truncated.maxX > 40, "\(truncated)")
        #expect(layout.size().width <= 60)

        // Wrapped and truncated: the last line that fits is cut short.
        layout.wraps = true
        layout.height = 40
        let lineHeight = TextLayout(text: "A", font: layout.font, color: blackColor).size().height
        #expect(abs(layout.size().height - 2 * lineHeight) < 0.5)
    }

    @Test func startAndMiddleTruncationKeepTheEndOfTheString() {
        // Twelve red Rs (about 167 points of 20-point text) then sixteen blue Bs (about 220), in a 200-point
        // layer: the Bs alone are wider than it. End truncation keeps only red, start only blue, middle red on
        // the left and blue on the right. The ellipsis (about 20 points, coloured as the text it replaces) is
        // left out of the columns looked at: after x = 160 at the end, before x = 20 at the start.
        let text = String(repeating: "R", count: 12) + String(repeating: "B", count: 16)
        let attributed = NSMutableAttributedString(string: text)
        attributed.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                range: NSRange(location: 0, length: 12))
        attributed.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                range: NSRange(location: 12, length: 16))
        attributed.addAttribute(NSAttributedString.Key("NSFont"), value: TextFont(family: "DejaVu Sans", size: 20),
                                range: NSRange(location: 0, length: 28))
        let layer = textLayer(attributed)
        /// How many pixels of clearly red and clearly blue ink lie in `columns`.
        func inks(_ canvas: Canvas, _ columns: Range<Int>) -> (red: Int, blue: Int) {
            var (red, blue) = (0, 0)
            for y in 0..<40 {
                for x in columns {
                    let p = canvas[x, y].map(Int.init)
                    guard p[3] > 100 else { continue }
                    if p[0] > 2 * p[2] { red += 1 } else if p[2] > 2 * p[0] { blue += 1 }
                }
            }
            return (red, blue)
        }
        layer.truncationMode = .end
        let end = rendered(layer)
        #expect(inks(end, 0..<160).blue == 0 && inks(end, 0..<50).red > 0 && inks(end, 110..<160).red > 0)

        layer.truncationMode = .start
        let start = rendered(layer)
        #expect(inks(start, 20..<200).red == 0 && inks(start, 20..<50).blue > 0 && inks(start, 150..<200).blue > 0)
        #expect(Ink(start, height: 40).map { $0.maxX >= 185 } == true, "the string's end reaches the right edge")

        layer.truncationMode = .middle
        let middle = rendered(layer)
        #expect(inks(middle, 0..<50).red > 0 && inks(middle, 0..<50).blue == 0)
        #expect(inks(middle, 150..<200).blue > 0 && inks(middle, 150..<200).red == 0)
    }

    @Test func justifiedLinesReachBothEdgesExceptTheLast() throws {
        let layer = textLayer("The quick brown fox jumps over the lazy dog", size: CGSize(width: 150, height: 150))
        layer.isWrapped = true
        /// The right-most ink in rows `rows` of `canvas`.
        func right(_ canvas: Canvas, _ rows: ClosedRange<Int>) -> Int {
            rows.flatMap { y in (0..<150).filter { canvas[$0, y][3] > 40 } }.max() ?? -1
        }
        layer.alignmentMode = .left
        let left = rendered(layer)
        let leftInk = try #require(Ink(left, height: 150))
        layer.alignmentMode = .justified
        let justified = rendered(layer)
        let justifiedInk = try #require(Ink(justified, height: 150))
        // The first line (its glyphs lie within the top 20 rows) is spread to the right edge; set left, it
        // stops short, with room left over.
        #expect(right(justified, 0...19) >= 146 && right(left, 0...19) < right(justified, 0...19) - 4,
                "\(right(left, 0...19)) → \(right(justified, 0...19))")
        #expect(justifiedInk.minX == leftInk.minX && justifiedInk.maxY == leftInk.maxY)
        // The last line, whose glyphs lie within the 10 rows above the lowest ink, is set as the natural
        // alignment sets it.
        let last = justifiedInk.maxY - 10...justifiedInk.maxY
        #expect(right(justified, last) == right(left, last))
    }

    @Test func inkHasTheForegroundColour() throws {
        let layer = textLayer("Hello")
        layer.foregroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let found = try #require(inkHue(rendered(layer), height: 40))
        #expect(abs(found - 30) < 6, "hue \(found)")
        layer.foregroundColor = nil
        #expect(ink(layer) == nil)
    }

    @Test func fontSizeScalesTheInk() throws {
        let layer = textLayer("Hello", size: CGSize(width: 200, height: 60))
        layer.fontSize = 12
        let small = try #require(ink(layer))
        layer.fontSize = 24
        let large = try #require(ink(layer))
        let ratio = Double(large.height) / Double(small.height)
        #expect(ratio > 1.7 && ratio < 2.3, "\(small.height) → \(large.height)")
    }

    @Test func animatedFontSizeIsDrawnAsPresented() throws {
        let layer = textLayer("Hello", size: CGSize(width: 200, height: 60))
        layer.fontSize = 24
        let still = try #require(ink(layer))
        let animation = CABasicAnimation(keyPath: "fontSize")
        animation.fromValue = 12
        animation.toValue = 36
        animation.duration = 100
        animation.beginTime = CACurrentMediaTime() - 50
        layer.add(animation, forKey: "size")
        let animated = try #require(ink(layer))
        #expect(abs(animated.height - still.height) <= 1 && abs(animated.maxX - still.maxX) <= 2)
        #expect(CATextLayer.keyedProperties.animatableKeys == ["fontSize", "foregroundColor"])
    }

    @Test func attributedStringsTakeTheirColoursFromTheirAttributes() throws {
        let attributed = NSMutableAttributedString(string: "Red Blue")
        attributed.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                range: NSRange(location: 0, length: 3))
        attributed.addAttribute(NSAttributedString.Key("CTForegroundColor"),
                                value: CGColor(red: 0, green: 0, blue: 1, alpha: 1), range: NSRange(location: 4, length: 4))
        attributed.addAttribute(NSAttributedString.Key("NSFont"), value: TextFont(family: "DejaVu Sans", size: 20),
                                range: NSRange(location: 0, length: 8))
        let layer = textLayer(attributed)
        let canvas = rendered(layer)
        let red = try #require(inkHue(canvas, height: 40, in: 0..<30))
        let blue = try #require(inkHue(canvas, height: 40, in: 50..<100))
        #expect((red < 5 || red > 355) && abs(blue - 240) < 5, "\(red), \(blue)")
        // The run's font, not the layer's fontSize, sizes attributed text.
        layer.fontSize = 60
        #expect(try #require(ink(layer)).height < 20)
    }

    @Test func badInputDrawsNothingOrFallsBack() throws {
        let layer = textLayer(42)
        #expect(ink(layer) == nil)
        layer.string = NSString(string: "Hello")
        #expect(ink(layer) != nil)
        layer.font = ""
        #expect(ink(layer) != nil, "an empty font name is the default sans-serif")
        layer.fontSize = .infinity
        #expect(layer.fontSize == 20)
        layer.setValue(Double.nan, forKey: "fontSize")
        #expect(layer.fontSize == 20)
        layer.fontSize = 0
        #expect(ink(layer) == nil)
    }

    @Test func propertiesByKeyAndDefaults() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(layer.string == nil && layer.font as? String == "Helvetica" && !layer.allowsFontSubpixelQuantization)
        layer.setValue("Hello", forKey: "string")
        layer.setValue("DejaVu Serif", forKey: "font")
        layer.setValue(18, forKey: "fontSize")
        layer.setValue(blackColor, forKey: "foregroundColor")
        layer.setValue(true, forKey: "wrapped")
        layer.setValue("middle", forKey: "truncationMode")
        layer.setValue(CATextLayerAlignmentMode.justified, forKey: "alignmentMode")
        layer.setValue(1, forKey: "allowsFontSubpixelQuantization")
        #expect(layer.string as? String == "Hello" && layer.value(forKey: "string") as? String == "Hello")
        #expect(layer.font as? String == "DejaVu Serif" && layer.fontSize == 18 && layer.foregroundColor == blackColor)
        #expect(layer.isWrapped && layer.value(forKey: "wrapped") as? Bool == true)
        #expect(layer.truncationMode == .middle && layer.alignmentMode == .justified)
        #expect(layer.allowsFontSubpixelQuantization)
        layer.setValue("twelve", forKey: "fontSize")
        #expect(layer.fontSize == 18)
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "Hello" && copy.fontSize == 18 && copy.truncationMode == .middle)
    }

    @Test func measuringText() {
        let font = TextFont(family: "DejaVu Sans", size: 20)
        let hello = TextLayout(text: "Hello", font: font, color: blackColor).size()
        let hi = TextLayout(text: "Hi", font: font, color: blackColor).size()
        #expect(hello.width > hi.width && hi.width > 0 && hello.height > 0)
        // At 72 dpi a point is a unit: DejaVu Sans's line is 1.164 em (ascent 0.928 + descent 0.236).
        let line = TextLayout(text: "Hello", font: TextFont(family: "DejaVu Sans", size: 100), color: blackColor).size()
        #expect(abs(line.height - 116.4) < 1.5, "\(line)")
        #expect(abs(line.width - 5 * hello.width) < 2, "widths scale with the size: \(line.width), \(hello.width)")
    }
}
