@_implementationOnly import CPango
import Foundation
import QuartzCore

/// Relayout by line: Pango breaks lines greedily, so a line's break depends only on where the line starts and
/// the text from there. After an edit, the lines before the edited one stay (the one just before is laid out
/// again, as a shortened first word may now fit on it), and once a line laid out again starts where an old
/// line started, moved by the edit, every line from there on is the old one moved.
extension ParagraphLayout {
    /// The paragraph after the text in `range` became `replacement`, making `newBody`; how many lines were laid
    /// out for it; and the stretch of its height whose lines changed (to the paragraph's bottom and beyond, as
    /// infinity, when the lines after them moved). Nil when it must be laid out whole (unwrapped, secure or
    /// justified text, lines broken between characters, or a change of direction); a line in pieces is
    /// edited by piece (`editedPieces`).
    func edited(_ range: Range<Int>, replacement: String,
                newBody: String) -> (layout: ParagraphLayout, linesLaidOut: Int, changed: Range<CGFloat>)? {
        if isInPieces { return editedPieces(range, replacement: replacement, newBody: newBody) }
        guard base.wraps, !base.wrapsAtCharacters, !isSecure, base.alignment != .justified, range.upperBound <= length,
              Self.runsRightToLeft(newBody) == isRightToLeft else { return nil }
        let inserted = replacement.utf16.count, delta = inserted - range.count
        let newLength = length + delta
        // Letters and digits typed into a line only lengthen its words: the line before cannot take any.
        let lengthensOnly = range.isEmpty && !replacement.isEmpty
            && replacement.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        var first = lineIndex(of: range.lowerBound)
        if !lengthensOnly, first > 0 {
            first -= 1
            // A very short line before might let the one before it take a word too.
            if first > 0, range.lowerBound - lines[first].range.lowerBound < 4 { first -= 1 }
        }
        let windowStart = lines[first].range.lowerBound
        let through = lineIndex(of: range.upperBound)
        var extra = lengthensOnly ? 0 : 1
        var laidOut = 0
        while true {
            let closing = through + extra
            let isLast = closing >= lines.count - 1
            let windowEnd = isLast ? newLength : lines[closing].range.upperBound + delta
            let (window, hanging) = layOutAlone(newBody, windowStart..<windowEnd, endsParagraph: isLast)
            laidOut += window.lines.count
            var kept: Int?, resume = lines.count
            if isLast {
                kept = window.lines.count
            } else if lengthensOnly, window.lines.count == 1 {
                // Still one line: the next line's first word did not fit before and fits even less now.
                kept = 1
                resume = closing + 1
            } else {
                for index in 1..<max(window.lines.count, 1) {
                    let start = windowStart + window.lines[index].range.lowerBound
                    guard start >= range.lowerBound + inserted else { continue }
                    let old = lineIndex(of: start - delta)
                    if old > first, lines[old].range.lowerBound == start - delta {
                        kept = index
                        resume = old
                        break
                    }
                }
            }
            guard let kept else {
                extra = max(extra * 2, 1)
                continue
            }
            let dy = lines[first].rect.minY - window.lines[0].rect.minY
            var made = Array(lines[..<first])
            made += (0..<kept).map {
                Line(window, line: $0, shift: windowStart, dy: dy, hanging: $0 == window.lines.count - 1 ? hanging : 0)
            }
            let windowBottom = made[made.count - 1].rect.maxY
            // What follows the new lines stays put when they end where the old ones did.
            let oldBottom = resume < lines.count ? lines[resume].rect.minY : size.height
            if resume < lines.count {
                made += lines[resume...].map { $0.moved(offsets: delta, points: windowBottom - oldBottom) }
            }
            let layout = ParagraphLayout(body: newBody, base: base, secure: false, rightToLeft: isRightToLeft, lines: made)
            layout.start = start
            layout.documentRuns = documentRuns
            let changed = lines[first].rect.minY..<(windowBottom == oldBottom ? windowBottom : .infinity)
            return (layout, laidOut, changed)
        }
    }

    /// Whether Pango finds `text` right to left: its first strong character is.
    static func runsRightToLeft(_ text: String) -> Bool {
        text.withCString { pango_find_base_dir($0, -1) == PANGO_DIRECTION_RTL }
    }
}
