import Foundation

/// The view a text view draws its visible text in: it covers the text view's bounds, following the offset,
/// so that its backing store is the size of the screen's share of the text, however long the text is.
/// It draws the selection, the text (each run in its own font and colour) and the underline of marked
/// text; the caret is a sibling.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
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
        if selection.length > 0, textView.isEditing || (textView.isSelectable && !textView.isEditable) {
            context.setFillColor((textView.tintColor ?? .systemBlue).withAlphaComponent(0.2).cgColor)
            for selected in document.selectionRects(for: selection) {
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
}
