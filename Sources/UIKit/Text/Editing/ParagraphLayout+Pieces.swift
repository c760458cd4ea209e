import Foundation
import QuartzCore

/// Long lines that do not wrap — a text field's — laid out in pieces side by side: Pango lays out a line whole,
/// at a cost that grows with its length, and has no way to change part of it, so a field holding 10,000 words
/// would lay them all out again at each key. Pieces are cut after spaces, where neither shaping nor kerning
/// crosses, and only in text whose every character is placed by its own run: no tabs (their stops count from
/// the line's start), no line separators, no right-to-left or complex scripts.
extension ParagraphLayout {
    /// How long a piece of a line of `length` UTF-16 code units is: it is cut at the first space past this
    /// length. Pieces of 256 code units, or fewer and longer ones in lines of more than 65,536, so that a
    /// line holds no more than about 256 of the Pango layouts each piece costs.
    static func pieceLength(inLineOf length: Int) -> Int {
        max(256, length / 256)
    }

    /// `body` laid out in pieces when `base` lays it out on one line; nil for a short line, one that wraps or
    /// has a width to align in, or one holding characters that must be laid out with the whole line.
    static func pieces(of body: String, base: TextLayout) -> [Line]? {
        let length = body.utf16.count
        guard !base.wraps, base.width == nil, length > 2 * pieceLength(inLineOf: 0) else { return nil }
        return layOutPieces(Array(body.utf16), at: 0, x: 0, base: base, pieceLength: pieceLength(inLineOf: length)) {
            runs(base.runs, in: $0)
        }
    }

    /// `text` (the paragraph's from `offset`) cut after spaces into pieces of about `pieceLength` code units,
    /// each laid out with the attributes `runs` gives for its range, side by side from `x`. Nil when the text
    /// holds a character that must be laid out with the whole line.
    private static func layOutPieces(_ text: [UTF16.CodeUnit], at offset: Int, x: CGFloat, base: TextLayout, pieceLength: Int,
                                     runs: (Range<Int>) -> [TextLayout.Run]) -> [Line]? {
        guard text.allSatisfy(placedAlone) else { return nil }
        var lines: [Line] = [], start = 0
        for end in text.indices where end == text.count - 1 || (text[end] == 0x20 && end + 1 - start >= pieceLength) {
            var piece = base
            piece.runs = runs(offset + start..<offset + end + 1)
            let laidOut = LaidOutText(text: String(decoding: text[start...end], as: UTF16.self), base: piece)
            guard laidOut.lines.count == 1 else { return nil }
            lines.append(Line(laidOut, line: 0, shift: offset + start, dx: lines.last?.rect.maxX ?? x, dy: 0))
            start = end + 1
        }
        return lines
    }

    /// Whether a character is placed by its own run alone: printable, below the right-to-left scripts.
    private static func placedAlone(_ unit: UTF16.CodeUnit) -> Bool {
        (0x20..<0x7F).contains(unit) || (0xA0..<0x590).contains(unit)
    }

    /// `runs` (counted from the paragraph's start) cut to `range` and counted from its start.
    static func runs(_ runs: [TextLayout.Run], in range: Range<Int>) -> [TextLayout.Run] {
        runs.compactMap { run in
            let lower = max(run.range.lowerBound, range.lowerBound), upper = min(run.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            var cut = run
            cut.range = lower - range.lowerBound..<upper - range.lowerBound
            return cut
        }
    }

    /// The line in pieces after the text in `range` became `replacement`, making `newBody`: the pieces the edit
    /// touches laid out again (cut again when they grew long), those after it moved along. Nil when the
    /// paragraph is not in pieces, or its new text must be laid out whole.
    func editedPieces(_ range: Range<Int>, replacement: String,
                      newBody: String) -> (layout: ParagraphLayout, linesLaidOut: Int, changed: Range<CGFloat>)? {
        guard isInPieces, range.upperBound <= length else { return nil }
        let delta = replacement.utf16.count - range.count
        let first = lineIndex(of: range.lowerBound), last = lineIndex(of: range.upperBound)
        let lower = lines[first].range.lowerBound, upper = lines[last].range.upperBound + delta
        let utf16 = newBody.utf16
        let text = Array(utf16[utf16.index(utf16.startIndex, offsetBy: lower)..<utf16.index(utf16.startIndex, offsetBy: upper)])
        guard let laidOut = Self.layOutPieces(text, at: lower, x: lines[first].rect.minX, base: base,
                                              pieceLength: Self.pieceLength(inLineOf: newBody.utf16.count), runs: { [start, documentRuns] in
            documentRuns?(NSRange(location: start + $0.lowerBound, length: $0.count)) ?? []
        }) else { return nil }
        var made = Array(lines[..<first]) + laidOut
        let across = (made.last?.rect.maxX ?? 0) - lines[last].rect.maxX
        made += lines[(last + 1)...].map { $0.moved(offsets: delta, points: 0, across: across) }
        guard !made.isEmpty else { return nil }
        let layout = ParagraphLayout(body: newBody, base: base, secure: false, rightToLeft: false, lines: made, inPieces: true)
        layout.start = start
        layout.documentRuns = documentRuns
        return (layout, laidOut.count, lines[0].rect.minY..<lines[0].rect.maxY)
    }
}
