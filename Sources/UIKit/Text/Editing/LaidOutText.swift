@_implementationOnly import CPango
import Foundation
import QuartzCore

/// One Pango layout of a stretch of a paragraph — the whole paragraph when it is first laid out, or the few
/// lines an edit laid out again — with the tables that map its UTF-16 offsets to Pango's bytes, and its lines
/// read once, so that a query goes straight to its line instead of walking the layout from the top.
///
/// Offsets are UTF-16 offsets of the stored text it was made from. Secure text shows a bullet for each
/// character, except the one `revealed` names.
final class LaidOutText {
    /// One line: Pango's line, the stored range it holds, its logical rectangle and baseline in the layout.
    struct Line {
        /// Pango's `PangoLayoutLine`, valid while the layout lives (it is never changed after it is made).
        let pango: UnsafeMutableRawPointer
        let range: Range<Int>
        let rect: CGRect
        let baseline: CGFloat
    }

    /// The Pango layout; released with this object.
    let layout: OpaquePointer
    /// Where lines start within the width (alignment of an unwrapped layout).
    private let xOffset: CGFloat
    /// The UTF-8 offset in the layout's text of each UTF-16 offset of the shown text, end included.
    private let byteOffsets: [Int]
    /// The UTF-8 offset of each character (code point) of the layout's text, end included.
    private let characterBytes: [Int]
    /// Shown offset of each stored offset, and back, when the shown text is not the stored one (bullets).
    private let shownOffsets: [Int]?
    private let storedOffsets: [Int]?
    /// The stored text's length in UTF-16 code units.
    let length: Int
    /// The lines, top to bottom.
    let lines: [Line]
    /// Whether the text runs right to left (the direction of its first line).
    let isRightToLeft: Bool

    /// Lays out `text` as `base` describes (its text is replaced), showing bullets when `secure`, except for
    /// the character in `revealed`. `rightToLeft` imposes a direction instead of finding it from the text, for
    /// the lines of a paragraph laid out apart from the paragraph's start.
    init(text: String, base: TextLayout, secure: Bool = false, revealed: Range<Int>? = nil, rightToLeft: Bool? = nil) {
        length = text.utf16.count
        var shown = base
        if secure {
            var display = "", toShown: [Int] = [], toStored: [Int] = []
            var stored = 0
            for character in text {
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
            shown.text = text
            shownOffsets = nil
            storedOffsets = nil
        }
        let made = shown.makePangoLayout()
        layout = made.layout
        xOffset = made.offset
        byteOffsets = made.byteOffsets
        if let rightToLeft {
            Self.impose(rightToLeft: rightToLeft, alignment: base.alignment, on: layout)
        }
        let pangoText = pango_layout_get_text(layout)!
        let byteCount = Int(strlen(pangoText))
        characterBytes = pangoText.withMemoryRebound(to: UInt8.self, capacity: byteCount) { bytes in
            var starts: [Int] = []
            starts.reserveCapacity(byteCount + 1)
            for index in 0..<byteCount where bytes[index] & 0xC0 != 0x80 { starts.append(index) }
            starts.append(byteCount)
            return starts
        }

        let scale = CGFloat(PANGO_SCALE)
        var found: [Line] = []
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
            let range = Self.stored(lower, storedOffsets)..<Self.stored(upper, storedOffsets)
            found.append(Line(pango: UnsafeMutableRawPointer(line), range: range, rect: rect,
                              baseline: CGFloat(pango_layout_iter_get_baseline(iterator)) / scale))
        } while pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)
        lines = found
        isRightToLeft = pango_layout_line_get_resolved_direction(found[0].pango.assumingMemoryBound(to: PangoLayoutLine.self))
            == PANGO_DIRECTION_RTL
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Makes `layout` run in the given direction whatever its text starts with; natural alignment follows it.
    private static func impose(rightToLeft: Bool, alignment: TextLayout.Alignment, on layout: OpaquePointer) {
        pango_context_set_base_dir(pango_layout_get_context(layout), rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        pango_layout_set_auto_dir(layout, 0)
        // Pango swaps left and right alignment only for auto-detected directions.
        if rightToLeft, alignment == .natural { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
        pango_layout_context_changed(layout)
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

    private static func stored(_ offset: Int, _ storedOffsets: [Int]?) -> Int {
        storedOffsets?[offset] ?? offset
    }

    /// The layout's byte index of stored offset `offset`.
    private func byte(of offset: Int) -> Int {
        let clamped = min(max(offset, 0), length)
        return byteOffsets[shownOffsets?[clamped] ?? clamped]
    }

    /// The stored offset of the layout's byte index `byte`.
    private func storedOffset(ofByte byte: Int) -> Int {
        Self.stored(Self.offset(ofByte: byte, in: byteOffsets), storedOffsets)
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

    /// Pango's strong caret at `offset`: 2 points wide, as tall as its line, in layout coordinates. Pango finds
    /// the line by walking from the first, so callers keep the texts they ask this of short.
    func caretRect(at offset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byte(of: offset)), &strong, nil)
        let scale = CGFloat(PANGO_SCALE)
        let x = CGFloat(strong.x) / scale + xOffset
        return CGRect(x: x - 1, y: CGFloat(strong.y) / scale, width: 2, height: CGFloat(strong.height) / scale)
    }

    /// The offset on line `index` nearest `x` (layout coordinates), as Pango's hit-testing finds it.
    func offset(closestTo x: CGFloat, onLine index: Int) -> Int {
        let line = lines[index]
        var byteIndex: Int32 = 0, trailing: Int32 = 0
        let position = x.isFinite ? x - line.rect.minX : 0
        pango_layout_line_x_to_index(line.pango.assumingMemoryBound(to: PangoLayoutLine.self),
                                     TextLayout.pangoUnits(position), &byteIndex, &trailing)
        let character = min(self.character(ofByte: Int(byteIndex)) + Int(trailing), characterBytes.count - 1)
        return storedOffset(ofByte: characterBytes[character])
    }

    /// The parts of line `index` that `range` covers, in layout coordinates.
    func rects(for range: Range<Int>, onLine index: Int) -> [CGRect] {
        let line = lines[index]
        let scale = CGFloat(PANGO_SCALE)
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line.pango.assumingMemoryBound(to: PangoLayoutLine.self),
                                       Int32(byte(of: range.lowerBound)), Int32(byte(of: range.upperBound)), &ranges, &count)
        defer { g_free(ranges) }
        return (0..<Int(count)).compactMap { pair in
            let (lower, upper) = (CGFloat(ranges![2 * pair]) / scale, CGFloat(ranges![2 * pair + 1]) / scale)
            let rect = CGRect(x: lower + xOffset, y: line.rect.minY, width: upper - lower, height: line.rect.height)
            return rect.width > 0 || range.isEmpty ? rect : nil
        }
    }

    // MARK: Boundaries

    /// Pango's log attributes, one per character and one for the end, with the stored offset of each.
    func withLogAttributes<Result>(_ body: (UnsafePointer<PangoLogAttr>, Int, (Int) -> Int) -> Result) -> Result? {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return nil }
        return body(attributes, min(Int(count), characterBytes.count)) { self.storedOffset(ofByte: self.characterBytes[$0]) }
    }

    /// The character index holding stored offset `offset`, for reading its log attributes.
    func characterIndex(of offset: Int) -> Int {
        character(ofByte: byte(of: offset))
    }

    /// Whether the text is shown as something else (bullets).
    var isMasked: Bool { shownOffsets != nil }

    // MARK: Drawing

    /// Draws line `index` into `cr`, the layout's top left at `origin`, in the source colour already set.
    func drawLine(_ index: Int, in cr: OpaquePointer, at origin: CGPoint) {
        let line = lines[index]
        cairo_move_to(cr, origin.x + line.rect.minX, origin.y + line.baseline)
        pango_cairo_show_layout_line(cr, line.pango.assumingMemoryBound(to: PangoLayoutLine.self))
    }
}
