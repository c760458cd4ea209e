import Foundation

/// The view a text view draws its visible text in: it covers the text view's bounds, following the offset,
/// so that its backing stores hold the screen's share of the text, however long the text is. The drawing is
/// cut into bands across the view, each with its own store, so that typing redraws the bands of the lines it
/// changed and no more: a store redrawn in part is still copied whole. The bands draw the selection, the
/// text (each run in its own font and colour) and the underline of marked text; the caret is a sibling.
final class TextViewContentView: UIView {
    /// How tall a band is, in points: two or three lines of text at the usual sizes.
    static let bandHeight: CGFloat = 64

    weak var textView: UITextView?
    private var bands: [TextViewBand] = []

    /// Bands tile the bounds, top to bottom; one that changes size redraws.
    override func layoutSubviews() {
        super.layoutSubviews()
        let count = max(Int((bounds.height / Self.bandHeight).rounded(.up)), 1)
        while bands.count < count {
            let band = TextViewBand()
            band.content = self
            addSubview(band)
            bands.append(band)
        }
        while bands.count > count { bands.removeLast().removeFromSuperview() }
        for (index, band) in bands.enumerated() {
            let top = CGFloat(index) * Self.bandHeight
            let frame = CGRect(x: 0, y: top, width: bounds.width, height: max(min(Self.bandHeight, bounds.height - top), 0))
            guard band.frame != frame else { continue }
            band.frame = frame
            band.setNeedsDisplay()
        }
    }

    /// Redraws every band.
    override func setNeedsDisplay() {
        for band in bands { band.setNeedsDisplay() }
    }

    /// Redraws the bands `rect` meets.
    override func setNeedsDisplay(_ rect: CGRect) {
        for band in bands where band.frame.intersects(rect) { band.setNeedsDisplay() }
    }

    /// Draws the text view's text shown in `rect` (this view's coordinates) into `context`.
    func drawText(in rect: CGRect, context: CGContext) {
        guard let textView else { return }
        let document = textView.textDocument
        let textOrigin = textView.textOrigin
        let origin = CGPoint(x: textOrigin.x - frame.minX, y: textOrigin.y - frame.minY)
        let shownHeight = textView.shownTextHeight(of: document)
        context.saveGState()
        defer { context.restoreGState() }
        if textView.textContainer.maximumNumberOfLines > 0 {
            context.clip(to: CGRect(x: rect.minX, y: origin.y, width: rect.width, height: shownHeight))
        }
        let selection = textView.selection
        let shownSelection = shownPart(of: selection, in: rect.offsetBy(dx: -origin.x, dy: -origin.y))
        if shownSelection.length > 0, textView.isEditing || (textView.isSelectable && !textView.isEditable) {
            context.setFillColor((textView.tintColor ?? .systemBlue).withAlphaComponent(0.2).cgColor)
            for selected in document.selectionRects(for: shownSelection) {
                context.fill(selected.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        if let box = textView.truncatedTextBox() {
            box.draw(in: context, rect: CGRect(x: origin.x, y: origin.y, width: document.wrapWidth ?? box.size.width, height: shownHeight))
        } else {
            let color = (textView.textColor ?? .label).cgColor
            document.draw(in: context, at: origin, color: color, visible: rect.offsetBy(dx: -origin.x, dy: -origin.y))
        }
        if let marked = textView.markedRange {
            let underline = (textView.markedTextStyle?[.foregroundColor] as? UIColor) ?? textView.textColor ?? .label
            context.setFillColor(underline.cgColor)
            for part in document.selectionRects(for: marked) {
                context.fill(CGRect(x: part.minX + origin.x, y: part.maxY - 2 + origin.y, width: part.width, height: 1))
            }
        }
    }

    /// The part of `range` on the lines `visible` (document coordinates) meets, with the line break after the
    /// last, whose selection shows as a sliver: a band asks for the rectangles of its own lines only.
    private func shownPart(of range: NSRange, in visible: CGRect) -> NSRange {
        guard range.length > 0, let document = textView?.textDocument else { return range }
        let first = document.line(at: document.offset(closestTo: CGPoint(x: 0, y: visible.minY))).range
        let last = document.line(at: document.offset(closestTo: CGPoint(x: 0, y: visible.maxY))).range
        let lines = NSRange(location: first.location, length: last.location + last.length + 1 - first.location)
        return NSIntersectionRange(range, lines)
    }
}
