@_implementationOnly import CPango
import Foundation
import QuartzCore

/// One paragraph of an edited document laid out by Pango, kept between edits so that caret, hit-testing and
/// boundary questions reuse it: only an edited paragraph is laid out again.
///
/// Everything it answers is in UTF-16 offsets of the paragraph's own text (its body, without the line break
/// that ends it). A secure paragraph shows a bullet for each character, except the one `revealed` names.
final class ParagraphLayout {
    /// The Pango layout; released with the paragraph layout.
    private let layout: OpaquePointer
    /// Where lines start within the paragraph's width (alignment of an unwrapped layout).
    private let xOffset: CGFloat
    /// The UTF-8 offset in the layout's text of each UTF-16 offset of the shown text, end included.
    private let byteOffsets: [Int]
    /// The UTF-8 offset of each character (code point) of the layout's text, end included.
    private let characterBytes: [Int]
    /// Shown offset of each stored offset, and back, when the shown text is not the stored one (bullets).
    private let shownOffsets: [Int]?
    private let storedOffsets: [Int]?
    /// The paragraph's length in UTF-16 code units.
    let length: Int
    /// The paragraph's logical size: as wide as its widest line, as tall as its lines (one line when empty).
    let size: CGSize
    /// The shown lines: the stored range each holds and its logical rectangle.
    let lines: [(range: Range<Int>, rect: CGRect, baseline: CGFloat)]

    /// Lays out `body` as `base` describes (its text is replaced), showing bullets when `secure`, except for
    /// the character in `revealed`.
    init(body: String, base: TextLayout, secure: Bool, revealed: Range<Int>?) {
        length = body.utf16.count
        var shown = base
        if secure {
            var display = "", toShown: [Int] = [], toStored: [Int] = []
            var stored = 0
            for character in body {
                let count = character.utf16.count
                let reveal = revealed.map { $0.lowerBound == stored } ?? false
                let drawn = reveal ? String(character) : "\u{2022}"
                for _ in 0..<count { toShown.append(display.utf16.count) }
                for _ in 0..<drawn.utf16.count { toStored.append(stored) }
                display += drawn
                stored += count
            }
            toShown.append(display.utf16.count)
            toStored.append(stored)
            shown.text = display
            shownOffsets = toShown
            storedOffsets = toStored
        } else {
            shown.text = body
            shownOffsets = nil
            storedOffsets = nil
        }
        let made = shown.makePangoLayout()
        layout = made.layout
        xOffset = made.offset
        byteOffsets = made.byteOffsets
        var bytes: [Int] = []
        let text = pango_layout_get_text(layout)!
        let byteCount = Int(strlen(text))
        bytes.reserveCapacity(byteCount + 1)
        for index in 0..<byteCount where UInt8(bitPattern: text[index]) & 0xC0 != 0x80 { bytes.append(index) }
        bytes.append(byteCount)
        characterBytes = bytes

        let scale = CGFloat(PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        var found: [(Range<Int>, CGRect, CGFloat)] = []
        let iterator = pango_layout_get_iter(layout)!
        repeat {
            let line = pango_layout_iter_get_line_readonly(iterator)!
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            let rect = CGRect(x: CGFloat(extents.x) / scale + made.offset, y: CGFloat(extents.y) / scale,
                              width: CGFloat(extents.width) / scale, height: CGFloat(extents.height) / scale)
            let lower = Self.offset(ofByte: start, in: made.byteOffsets)
            let upper = Self.offset(ofByte: end, in: made.byteOffsets)
            found.append((lower..<upper, rect, CGFloat(pango_layout_iter_get_baseline(iterator)) / scale))
        } while pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)
        let toStored = storedOffsets
        lines = found.map { (range: Self.stored($0.0, toStored), rect: $0.1, baseline: $0.2) }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    // MARK: Offsets

    /// The first UTF-16 offset whose byte offset is at least `byte`.
    private static func offset(ofByte byte: Int, in byteOffsets: [Int]) -> Int {
        var (low, high) = (0, byteOffsets.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if byteOffsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func stored(_ range: Range<Int>, _ storedOffsets: [Int]?) -> Range<Int> {
        guard let storedOffsets else { return range }
        return storedOffsets[range.lowerBound]..<storedOffsets[range.upperBound]
    }

    /// The layout's byte index of stored offset `offset`.
    private func byte(of offset: Int) -> Int {
        let clamped = min(max(offset, 0), length)
        return byteOffsets[shownOffsets?[clamped] ?? clamped]
    }

    /// The stored offset of the layout's byte index `byte`.
    private func storedOffset(ofByte byte: Int) -> Int {
        let shown = Self.offset(ofByte: byte, in: byteOffsets)
        return storedOffsets?[shown] ?? shown
    }

    /// The character index (in `characterBytes`) of byte `byte`.
    private func character(ofByte byte: Int) -> Int {
        var (low, high) = (0, characterBytes.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if characterBytes[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Geometry

    /// The caret at `offset`: 2 points wide, as tall as its line, relative to the paragraph's top left.
    func caretRect(at offset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byte(of: offset)), &strong, nil)
        let scale = CGFloat(PANGO_SCALE)
        let x = CGFloat(strong.x) / scale + xOffset
        return CGRect(x: x - 1, y: CGFloat(strong.y) / scale, width: 2, height: CGFloat(strong.height) / scale)
    }

    /// The offset nearest `point` (relative to the paragraph's top left), clamped to the text.
    func offset(closestTo point: CGPoint) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        let x = point.x.isFinite ? point.x - xOffset : 0, y = point.y.isFinite ? point.y : 0
        pango_layout_xy_to_index(layout, TextLayout.pangoUnits(x), TextLayout.pangoUnits(y), &index, &trailing)
        let character = min(self.character(ofByte: Int(index)) + Int(trailing), characterBytes.count - 1)
        return storedOffset(ofByte: characterBytes[character])
    }

    /// The rectangles of `range` (relative to the paragraph's top left), one for each line it crosses.
    func rects(for range: Range<Int>) -> [CGRect] {
        let (startByte, endByte) = (byte(of: range.lowerBound), byte(of: range.upperBound))
        let scale = CGFloat(PANGO_SCALE)
        var rects: [CGRect] = []
        for (index, line) in lines.enumerated() where line.range.upperBound >= range.lowerBound
            && line.range.lowerBound <= range.upperBound {
            guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(pangoLine, Int32(startByte), Int32(endByte), &ranges, &count)
            for pair in 0..<Int(count) {
                let (lower, upper) = (CGFloat(ranges![2 * pair]) / scale, CGFloat(ranges![2 * pair + 1]) / scale)
                let rect = CGRect(x: lower + xOffset, y: line.rect.minY, width: upper - lower, height: line.rect.height)
                if rect.width > 0 || range.isEmpty { rects.append(rect) }
            }
            g_free(ranges)
        }
        return rects
    }

    /// The index of the line holding `offset` (the next line's start belongs to the next line).
    func lineIndex(of offset: Int) -> Int {
        lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    /// Whether the paragraph's text runs right to left.
    var isRightToLeft: Bool {
        pango_layout_get_line_readonly(layout, 0).map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } ?? false
    }

    // MARK: Boundaries

    /// The stored offsets where the log attribute `keep` holds, in order (the end included when it does).
    func offsets(where keep: (PangoLogAttr) -> Bool) -> [Int] {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return [0, length] }
        var result: [Int] = []
        for character in 0..<min(Int(count), characterBytes.count) where keep(attributes[character]) {
            let offset = storedOffset(ofByte: characterBytes[character])
            if result.last != offset { result.append(offset) }
        }
        return result
    }

    /// Where the caret may stand: between grapheme clusters.
    var cursorOffsets: [Int] { offsets { $0.is_cursor_position != 0 } }

    /// The word boundaries of Unicode's default rules (UAX #29), which keep "it's" and "3.14" whole.
    var wordBoundaries: [Int] { offsets { $0.is_word_boundary != 0 } }

    /// The sentence boundaries.
    var sentenceBoundaries: [Int] { offsets { $0.is_sentence_boundary != 0 } }

    /// Whether Backspace after the character ending at `offset` deletes only its last code point (as in
    /// Devanagari clusters) rather than the whole cluster.
    func backspaceDeletesCharacter(endingAt offset: Int) -> Bool {
        var count: Int32 = 0
        guard shownOffsets == nil, let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return false }
        let character = self.character(ofByte: byte(of: offset))
        guard character < Int(count) else { return false }
        return attributes[character].backspace_deletes_character != 0
    }

    // MARK: Drawing

    /// Draws the paragraph into `cr` with its top left at `origin`, in `color`.
    func draw(in cr: OpaquePointer, at origin: CGPoint, color: CGColor) {
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cr, r, g, b, a)
        cairo_move_to(cr, origin.x + xOffset, origin.y)
        pango_cairo_show_layout(cr, layout)
    }
}
