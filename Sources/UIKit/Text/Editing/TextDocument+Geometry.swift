import Foundation

/// Where the document's text is: carets, hit-testing, selection rectangles and drawing, in the document's
/// coordinates (the first paragraph's top left at the origin).
extension TextDocument {
    /// The caret at `offset` (clamped): 2 points wide and as tall as its line.
    package func caretRect(at offset: Int) -> CGRect {
        let offset = min(max(offset, 0), length)
        let index = paragraphIndex(containing: offset)
        let (start, bodyEnd) = bounds(ofParagraph: index)
        let rect = layout(ofParagraph: index).caretRect(at: min(offset, bodyEnd) - start)
        return rect.offsetBy(dx: 0, dy: top(ofParagraph: index))
    }

    /// The offset nearest `point`; above the text, its start, and below, its end.
    package func offset(closestTo point: CGPoint) -> Int {
        let y = point.y.isFinite ? point.y : 0
        var (index, high) = (0, paragraphs.count - 1)
        while index < high {
            let middle = (index + high + 1) / 2
            if top(ofParagraph: middle) <= y { index = middle } else { high = middle - 1 }
        }
        let top = top(ofParagraph: index)
        return bounds(ofParagraph: index).start
            + layout(ofParagraph: index).offset(closestTo: CGPoint(x: point.x, y: y - top))
    }

    /// The rectangles of `range` (clamped), one for each line part it covers, top to bottom.
    package func selectionRects(for range: NSRange) -> [CGRect] {
        let range = clamp(range)
        let first = paragraphIndex(containing: range.location)
        let last = paragraphIndex(containing: range.location + range.length)
        var rects: [CGRect] = []
        for index in first...last {
            let (start, bodyEnd) = bounds(ofParagraph: index)
            let lower = max(range.location, start) - start
            let upper = min(range.location + range.length, bodyEnd) - start
            let top = top(ofParagraph: index)
            let layout = layout(ofParagraph: index)
            var paragraphRects = layout.rects(for: lower..<max(lower, upper))
            // A selected line break shows as a sliver after its paragraph's last line, as on iOS.
            if range.location + range.length > bodyEnd, index < last, let line = layout.lines.last {
                let end = layout.caretRect(at: layout.length)
                paragraphRects.append(CGRect(x: end.midX, y: line.rect.minY, width: 4, height: line.rect.height))
            }
            rects += paragraphRects.map { $0.offsetBy(dx: 0, dy: top) }
        }
        return rects
    }

    /// The line (as laid out) holding `offset`: its range and its rectangle.
    package func line(at offset: Int) -> (range: NSRange, rect: CGRect) {
        let index = paragraphIndex(containing: offset)
        let start = bounds(ofParagraph: index).start
        let line = layout(ofParagraph: index).shownLine(at: offset - start)
        return (NSRange(location: start + line.range.lowerBound, length: line.range.count),
                line.rect.offsetBy(dx: 0, dy: top(ofParagraph: index)))
    }

    /// The offset a line above (`lines` < 0) or below, at the caret's x; the document's start or end past it.
    package func offset(from offset: Int, lines: Int) -> Int {
        let x = caretRect(at: offset).midX
        var line = self.line(at: offset).rect
        for _ in 0..<abs(lines) {
            let y = lines < 0 ? line.minY - 1 : line.maxY + 1
            if y < 0 { return 0 }
            if y >= size.height { return length }
            line = self.line(at: self.offset(closestTo: CGPoint(x: x, y: y))).rect
        }
        return self.offset(closestTo: CGPoint(x: x, y: line.midY))
    }

    /// The writing direction of the paragraph holding `offset`.
    package func isRightToLeft(at offset: Int) -> Bool {
        layout(ofParagraph: paragraphIndex(containing: min(max(offset, 0), length))).isRightToLeft
    }

    /// The baseline of the first line.
    package var firstBaseline: CGFloat {
        layout(ofParagraph: 0).lines.first?.baseline ?? font.ascender
    }

    /// Draws the paragraphs that meet `visible` (document coordinates) into `context` (y down), with the
    /// document's origin at `origin`, in `color`.
    package func draw(in context: CGContext, at origin: CGPoint, color: CGColor, visible: CGRect) {
        context.render {
            for index in paragraphs.indices {
                let top = top(ofParagraph: index)
                if top > visible.maxY { break }
                let layout = layout(ofParagraph: index)
                guard top + layout.size.height >= visible.minY else { continue }
                layout.draw(in: context.cr, at: CGPoint(x: origin.x, y: origin.y + top), color: color,
                            visible: visible.offsetBy(dx: 0, dy: -top))
            }
        }
    }
}
