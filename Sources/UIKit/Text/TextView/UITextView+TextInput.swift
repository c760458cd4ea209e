import Foundation

/// The text view as a `UITextInput`, answered by the shared editor from its document.
extension UITextView {
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
    /// (clamped). Nil or "" removes the marked text.
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

    /// The range between two positions of this view, in order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        documentRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        documentPosition(from: position, offset: offset)
    }

    /// The position `offset` characters left or right, or lines up or down.
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

    /// The writing direction of the paragraph at `position`.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        documentWritingDirection(at: position)
    }

    /// Ignored: each paragraph's direction follows its text.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The first line's part of `range`, in the view's coordinates; `.null` for a range of another view.
    public func firstRect(for range: UITextRange) -> CGRect { documentFirstRect(for: range) }

    /// The position nearest `point` (the view's coordinates).
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

    /// Where the document's origin is in the view's (content) coordinates: inside the inset and the padding.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + container.lineFragmentPadding, y: textContainerInset.top)
    }

    func viewRect(fromText rect: CGRect) -> CGRect {
        rect.offsetBy(dx: textOrigin.x, dy: textOrigin.y)
    }

    func textPoint(fromView point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)
    }
}
