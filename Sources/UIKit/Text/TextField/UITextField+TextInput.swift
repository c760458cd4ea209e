import Foundation

/// The field as a `UITextInput`: positions are UTF-16 offsets (`TextOffsetPosition`), and ranges are
/// `TextOffsetRange`s. Positions and ranges of other views, or beyond the text, give nil or are clamped.
extension UITextField {
    /// The text in `range`; nil for a range of another view.
    public func text(in range: UITextRange) -> String? { documentText(in: range) }

    /// Replaces the text in `range` with `text`, asking the delegate first, as typing does.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = documentRange(of: range) else { return }
        userEdit(range, with: text)
    }

    /// The selection; setting a range of another view is ignored, and one past the text is clamped.
    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selection) }
        set { selectDocumentRange(newValue) }
    }

    /// The marked text's range; nil when nothing is being composed.
    public var markedTextRange: UITextRange? { markedRange.map(TextOffsetRange.init) }

    /// Replaces the marked text (or the selection) with `markedText`, selecting `selectedRange` within it
    /// (clamped). A secure field takes no marked text: it inserts it. Nil or "" removes the marked text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        if markDocumentText(markedText, selectedRange: selectedRange) { contentView.setNeedsDisplay() }
    }

    /// Commits the marked text as it is.
    public func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        contentView.setNeedsDisplay()
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// The end of the text.
    public var endOfDocument: UITextPosition { TextOffsetPosition(textDocument.length) }

    /// The range between two positions of this field, in order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        documentRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        documentPosition(from: position, offset: offset)
    }

    /// The position `offset` characters left or right, or lines up or down (a single line: its start or end).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        documentPosition(from: position, in: direction, offset: offset)
    }

    /// How two positions are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        compareDocumentPositions(position, other)
    }

    /// The UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        documentDistance(from: from, to: toPosition)
    }

    /// The start of `range` for left or up, its end for right or down (in left-to-right text).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        documentPosition(within: range, farthestIn: direction)
    }

    /// The range from `position` to the next character in `direction`.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let other = self.position(from: position, in: direction, offset: 1) else { return nil }
        return textRange(from: position, to: other)
    }

    /// The writing direction of the text at `position`.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        documentWritingDirection(at: position)
    }

    /// Ignored: a field's direction follows its text.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The first line's part of `range`, in the field's coordinates; `.null` for a range of another view.
    public func firstRect(for range: UITextRange) -> CGRect { documentFirstRect(for: range) }

    /// The position nearest `point` (the field's coordinates).
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(offset(closestTo: point))
    }

    /// The position in `range` nearest `point`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        documentPosition(closestTo: point, within: range)
    }

    /// The character under `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? { documentCharacterRange(at: point) }

    // MARK: Text coordinates

    /// Where the document's origin is in the content view: scrolled, and the line centred vertically.
    var textOrigin: CGPoint {
        let height = textDocument.size.height
        let bounds = contentView.bounds
        var x = -scrollOffset
        if textDocument.wrapWidth == nil, textDocument.size.width < bounds.width {
            let slack = bounds.width - textDocument.size.width
            switch textAlignment {
            case .center: x += slack / 2
            case .right: x += slack
            case .natural, .justified: x += textDocument.isRightToLeft(at: 0) && hasText ? slack : 0
            case .left: break
            }
        }
        return CGPoint(x: x, y: (bounds.height - height) / 2)
    }

    func viewRect(fromText rect: CGRect) -> CGRect {
        let origin = textOrigin
        return convert(rect.offsetBy(dx: origin.x, dy: origin.y), from: contentView)
    }

    func textPoint(fromView point: CGPoint) -> CGPoint {
        let local = convert(point, to: contentView)
        let origin = textOrigin
        return CGPoint(x: local.x - origin.x, y: local.y - origin.y)
    }
}
