@_implementationOnly import CPango
import Foundation
import QuartzCore

/// One paragraph of an edited document laid out by Pango, kept between edits so that caret, hit-testing and
/// boundary questions reuse it.
///
/// A paragraph is first laid out whole. It is then a list of lines, each pointing into the Pango layout that
/// made it: an edit inside a wrapped paragraph lays out again only from the edited line to the first line
/// whose start did not move, and keeps every other line (see `ParagraphLayout+Editing.swift`). A long line
/// that does not wrap (a text field's) is laid out in pieces side by side, cut after spaces, so that an edit
/// lays out its piece again and drawing shows only the pieces in view. Everything it answers is in UTF-16
/// offsets of the paragraph's own text (its body, without the line break that ends it).
final class ParagraphLayout {
    /// One shown line, or one piece of a line laid out in pieces: the stored range it holds, its logical
    /// rectangle and baseline in the paragraph, and where it comes from.
    struct Line {
        let range: Range<Int>
        let rect: CGRect
        let baseline: CGFloat
        /// The layout holding it, the line's index there, the paragraph offset of that layout's offset 0, and
        /// how far right of and below the layout's top left the paragraph shows it.
        let source: LaidOutText
        let sourceLine: Int
        let shift: Int
        let dx: CGFloat
        let dy: CGFloat
        /// Spaces ending the line that its layout left out (see `layOutAlone`): they hang past the width, as
        /// Pango hangs them in a wrapped line.
        let hanging: Int

        init(_ source: LaidOutText, line index: Int, shift: Int, dx: CGFloat = 0, dy: CGFloat, hanging: Int = 0) {
            let line = source.lines[index]
            range = line.range.lowerBound + shift..<line.range.upperBound + shift + hanging
            rect = line.rect.offsetBy(dx: dx, dy: dy)
            baseline = line.baseline + dy
            self.source = source
            sourceLine = index
            self.shift = shift
            self.dx = dx
            self.dy = dy
            self.hanging = hanging
        }

        /// The same line moved `offsets` along the text, `points` down and `across` points right.
        func moved(offsets: Int, points: CGFloat, across: CGFloat = 0) -> Line {
            Line(source, line: sourceLine, shift: shift + offsets, dx: dx + across, dy: dy + points, hanging: hanging)
        }
    }

    /// The paragraph's text.
    let body: String
    /// How its lines are laid out: font, alignment and wrapping width.
    let base: TextLayout
    /// Whether it shows bullets.
    let isSecure: Bool
    /// The paragraph's length in UTF-16 code units.
    let length: Int
    /// The paragraph's logical size: as wide as its lines reach, as tall as its lines (one line when empty).
    let size: CGSize
    /// The shown lines, top to bottom. A line is replaced by an equal one laid out alone when a caret query
    /// would otherwise make Pango walk a long layout (`caretRect(at:)`).
    private(set) var lines: [Line]
    /// Whether the paragraph runs right to left.
    let isRightToLeft: Bool
    /// Whether `lines` are the pieces of one line, side by side.
    let isInPieces: Bool
    /// Where the paragraph starts in its document (kept current by the document), and the document's attributes
    /// of a stretch of its text as runs counted from the stretch's start: lines laid out apart from the
    /// paragraph's start take theirs from there, as the paragraph's own runs count from its start.
    var start = 0
    var documentRuns: ((NSRange) -> [TextLayout.Run])?
    /// The log attributes of the whole paragraph, made when first asked for once lines come from several
    /// layouts (a layout's own cover only its lines).
    private var logAttributes: [PangoLogAttr]?
    /// The character (code point) offsets' UTF-16 offsets, end included, along with `logAttributes`.
    private var characterOffsets: [Int] = []

    /// Lays out `body` as `base` describes (its text is replaced), showing bullets when `secure`, except for
    /// the character in `revealed`: whole, or a long line that does not wrap in pieces.
    convenience init(body: String, base: TextLayout, secure: Bool, revealed: Range<Int>?) {
        if !secure, let pieces = Self.pieces(of: body, base: base) {
            self.init(body: body, base: base, secure: false, rightToLeft: false, lines: pieces, inPieces: true)
            return
        }
        let whole = LaidOutText(text: body, base: base, secure: secure, revealed: revealed)
        self.init(body: body, base: base, secure: secure, rightToLeft: whole.isRightToLeft,
                  lines: whole.lines.indices.map { Line(whole, line: $0, shift: 0, dy: 0) })
    }

    /// A paragraph of `lines` already laid out, or of the pieces of one line when `inPieces`.
    init(body: String, base: TextLayout, secure: Bool, rightToLeft: Bool, lines: [Line], inPieces: Bool = false) {
        self.body = body
        self.base = base
        isSecure = secure
        length = body.utf16.count
        isRightToLeft = rightToLeft
        isInPieces = inPieces
        self.lines = lines
        let union = lines.dropFirst().reduce(lines[0].rect) { $0.union($1.rect) }
        size = CGSize(width: union.width, height: lines[lines.count - 1].rect.maxY)
    }

    // MARK: Geometry

    /// The index of the line holding `offset` (the next line's start belongs to the next line).
    func lineIndex(of offset: Int) -> Int {
        var (low, high) = (0, lines.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The caret at `offset`: 2 points wide, as tall as its line, relative to the paragraph's top left.
    func caretRect(at offset: Int) -> CGRect {
        let offset = min(max(offset, 0), length)
        let index = lineIndex(of: offset)
        let line = isolated(index)
        return line.source.caretRect(at: offset - line.shift).offsetBy(dx: line.dx, dy: line.dy)
    }

    /// The shown line holding `offset`: its range and rectangle (the whole line of one laid out in pieces).
    func shownLine(at offset: Int) -> (range: Range<Int>, rect: CGRect) {
        if isInPieces { return (0..<length, lines[0].rect.union(lines[lines.count - 1].rect)) }
        let line = lines[lineIndex(of: offset)]
        return (line.range, line.rect)
    }

    /// The ranges of the shown lines, in order.
    var shownLineRanges: [Range<Int>] {
        isInPieces ? [0..<length] : lines.map(\.range)
    }

    /// The offset nearest `point` (relative to the paragraph's top left), clamped to the text: on the line
    /// `point` is beside, the first above the text and the last below it.
    func offset(closestTo point: CGPoint) -> Int {
        let y = point.y.isFinite ? point.y : 0
        var (low, high) = (0, lines.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].rect.maxY <= y { low = middle + 1 } else { high = middle }
        }
        if isInPieces {
            let x = point.x.isFinite ? point.x : 0
            (low, high) = (0, lines.count - 1)
            while low < high {
                let middle = (low + high) / 2
                if lines[middle].rect.maxX <= x { low = middle + 1 } else { high = middle }
            }
        }
        let line = lines[low]
        return line.source.offset(closestTo: point.x - line.dx, onLine: line.sourceLine) + line.shift
    }

    /// The rectangles of `range` (relative to the paragraph's top left), one for each line part it covers.
    func rects(for range: Range<Int>) -> [CGRect] {
        var rects: [CGRect] = []
        for index in lineIndex(of: range.lowerBound)..<lines.count {
            let line = lines[index]
            if line.range.lowerBound > range.upperBound { break }
            guard line.range.upperBound >= range.lowerBound else { continue }
            let local = range.lowerBound - line.shift..<range.upperBound - line.shift
            for rect in line.source.rects(for: local, onLine: line.sourceLine).map({ $0.offsetBy(dx: line.dx, dy: line.dy) }) {
                // A line's pieces side by side make one rectangle.
                if isInPieces, let last = rects.last, abs(last.maxX - rect.minX) < 0.001 {
                    rects[rects.count - 1] = last.union(rect)
                } else {
                    rects.append(rect)
                }
            }
        }
        return rects
    }

    /// Line `index`, first laid out on its own if it shares a long layout, so that Pango's caret lookup does not
    /// walk that layout's lines. Justified lines stay where they are: alone, a line is a last line, which Pango
    /// does not justify.
    private func isolated(_ index: Int) -> Line {
        let line = lines[index]
        guard line.source.lines.count > 4, !isSecure, base.alignment != .justified else { return line }
        let isLast = line.range.upperBound == length
        let (alone, hanging) = layOutAlone(body, line.range, endsParagraph: isLast)
        guard alone.lines.count == 1 else { return line }
        let isolated = Line(alone, line: 0, shift: line.range.lowerBound, dy: line.baseline - alone.lines[0].baseline,
                            hanging: hanging)
        lines[index] = isolated
        return isolated
    }

    /// Lays out the lines in `range` of `text` apart from the rest of the paragraph. Spaces ending a stretch
    /// that does not end the paragraph are left out, with their count: laid out last, Pango would count their
    /// width and wrap the word before them, where the paragraph lets them hang past the width.
    func layOutAlone(_ text: String, _ range: Range<Int>, endsParagraph: Bool) -> (LaidOutText, hanging: Int) {
        var piece = TextDocument.slice(text, range)
        var hanging = 0
        if !endsParagraph {
            hanging = piece.utf8.reversed().prefix { $0 == 0x20 }.count
            if hanging == piece.utf8.count { hanging = 0 }
            piece.removeLast(hanging)
        }
        var base = base
        base.runs = documentRuns?(NSRange(location: start + range.lowerBound, length: piece.utf16.count)) ?? []
        return (LaidOutText(text: piece, base: base, rightToLeft: isRightToLeft), hanging)
    }

    // MARK: Boundaries

    /// The stored offsets where the log attribute `keep` holds, in order (the end included when it does).
    func offsets(where keep: (PangoLogAttr) -> Bool) -> [Int] {
        withLogAttributes { attributes, count, offset in
            var result: [Int] = []
            for character in 0..<count where keep(attributes[character]) {
                let stored = offset(character)
                if result.last != stored { result.append(stored) }
            }
            return result
        }
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
        guard !isSecure else { return false }
        return withLogAttributes { attributes, count, _ in
            let character = characterIndex(of: offset)
            return character < count && attributes[character].backspace_deletes_character != 0
        }
    }

    /// Runs `body` with the paragraph's log attributes, their count and the stored offset of each character:
    /// the layout's own while one layout holds every line, else Pango's analysis of the text, made once.
    private func withLogAttributes<Result>(_ body: (UnsafePointer<PangoLogAttr>, Int, (Int) -> Int) -> Result) -> Result {
        let whole = lines[0].source
        if lines.allSatisfy({ $0.source === whole && $0.shift == 0 }), whole.length == length,
           let result = whole.withLogAttributes(body) {
            return result
        }
        if logAttributes == nil { analyze() }
        return logAttributes!.withUnsafeBufferPointer { buffer in
            body(buffer.baseAddress!, buffer.count) { self.characterOffsets[$0] }
        }
    }

    /// The character index of stored offset `offset`, in the attributes `withLogAttributes` gives.
    private func characterIndex(of offset: Int) -> Int {
        let whole = lines[0].source
        if logAttributes == nil, lines.allSatisfy({ $0.source === whole && $0.shift == 0 }), whole.length == length {
            return whole.characterIndex(of: offset)
        }
        var (low, high) = (0, characterOffsets.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if characterOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Pango's log attributes of the text, at the paragraph's embedding level.
    private func analyze() {
        var offsets: [Int] = []
        offsets.reserveCapacity(body.unicodeScalars.count + 1)
        var offset = 0
        for scalar in body.unicodeScalars {
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: offsets.count)
        // Pango's layouts leave NULs out; a space keeps one attribute per character.
        let text = body.unicodeScalars.contains("\0") ? body.replacingOccurrences(of: "\0", with: " ") : body
        text.withCString { text in
            pango_get_log_attrs(text, Int32(strlen(text)), isRightToLeft ? 1 : 0, pango_language_get_default(),
                                &attributes, Int32(attributes.count))
        }
        characterOffsets = offsets
        logAttributes = attributes
    }

    // MARK: Drawing

    /// Draws the lines that meet `visible` (paragraph coordinates) into `cr` with the paragraph's top left at
    /// `origin`, in `color`.
    func draw(in cr: OpaquePointer, at origin: CGPoint, color: CGColor, visible: CGRect) {
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cr, r, g, b, a)
        for line in lines where line.rect.maxY >= visible.minY {
            if line.rect.minY > visible.maxY { break }
            guard !isInPieces || (line.rect.maxX >= visible.minX && line.rect.minX <= visible.maxX) else { continue }
            line.source.drawLine(line.sourceLine, in: cr, at: CGPoint(x: origin.x + line.dx, y: origin.y + line.dy))
        }
    }
}
