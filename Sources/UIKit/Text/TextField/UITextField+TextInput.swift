import Foundation

/// The field as a `UITextInput`: positions are UTF-16 offsets (`TextOffsetPosition`), and ranges are
/// `TextOffsetRange`s. Positions and ranges of other views, or beyond the text, give nil or are clamped.
extension UITextField {
    private func offset(of position: UITextPosition) -> Int? {
        (position as? TextOffsetPosition).map { min(max($0.offset, 0), textDocument.length) }
    }

    private func nsRange(of range: UITextRange) -> NSRange? {
        (range as? TextOffsetRange).map { textDocument.clamp($0.range) }
    }

    /// The text in `range`; nil for a range of another view.
    public func text(in range: UITextRange) -> String? {
        nsRange(of: range).map { textDocument.substring($0) }
    }

    /// Replaces the text in `range` with `text`, asking the delegate first, as typing does.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(of: range) else { return }
        userEdit(range, with: text)
    }

    /// The selection; setting a range of another view is ignored, and one past the text is clamped.
    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selection) }
        set {
            guard let range = newValue.flatMap(nsRange(of:)) else { return }
            setSelection(range, notifyingInputDelegate: false)
        }
    }

    /// The marked text's range; nil when nothing is being composed.
    public var markedTextRange: UITextRange? { markedRange.map(TextOffsetRange.init) }

    /// Replaces the marked text (or the selection) with `markedText`, selecting `selectedRange` within it
    /// (clamped). A secure field takes no marked text: it inserts it. Nil or "" removes the marked text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let string = markedText ?? ""
        if isSecureTextEntry {
            if !string.isEmpty { insertText(string) }
            return
        }
        let target = markedRange ?? selection
        guard userEdit(target, with: string, isMarking: true) else { return }
        let length = string.utf16.count
        markedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let lower = min(max(selectedRange.location, 0), length)
        let upper = selectedRange.length > 0 && selectedRange.location <= length - selectedRange.length
            ? selectedRange.location + selectedRange.length : lower
        setSelection(NSRange(location: target.location + lower, length: upper - lower), notifyingInputDelegate: false)
        contentView.setNeedsDisplay()
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
        guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
        return TextOffsetRange(textDocument.clamp(NSRange(location: min(from, to), length: abs(to - from))))
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let (result, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, result >= 0, result <= textDocument.length else { return nil }
        return TextOffsetPosition(result)
    }

    /// The position `offset` characters left or right, or lines up or down (a single line: its start or end).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let rightToLeft = textDocument.isRightToLeft(at: start)
        switch direction {
        case .right, .left:
            let forward = (direction == .right) != rightToLeft
            return TextOffsetPosition(textDocument.offset(from: start, characters: forward ? offset : -offset))
        case .up, .down:
            return TextOffsetPosition(textDocument.offset(from: start, lines: direction == .down ? offset : -offset))
        }
    }

    /// How two positions are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let (a, b) = (offset(of: position) ?? 0, offset(of: other) ?? 0)
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    /// The UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (offset(of: toPosition) ?? 0) - (offset(of: from) ?? 0)
    }

    /// The start of `range` for left or up, its end for right or down (in left-to-right text).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        let toEnd = direction == .down || ((direction == .right) != textDocument.isRightToLeft(at: range.location))
        return TextOffsetPosition(toEnd && direction != .up ? range.location + range.length : range.location)
    }

    /// The range from `position` to the next character in `direction`.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let other = self.position(from: position, in: direction, offset: 1) else { return nil }
        return textRange(from: position, to: other)
    }

    /// The writing direction of the text at `position`.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        textDocument.isRightToLeft(at: offset(of: position) ?? 0) ? .rightToLeft : .leftToRight
    }

    /// Ignored: a field's direction follows its text.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The first line's part of `range`, in the field's coordinates; `.null` for a range of another view.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let range = nsRange(of: range) else { return .null }
        if range.length == 0 { return caretRect(forOffset: range.location) }
        guard let first = textDocument.selectionRects(for: range).first else { return .null }
        return convert(first, fromText: ())
    }

    func standardCaretRect(for position: UITextPosition) -> CGRect {
        caretRect(forOffset: offset(of: position) ?? textDocument.length)
    }

    func standardSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = nsRange(of: range) else { return [] }
        let rects = textDocument.selectionRects(for: range)
        let direction: NSWritingDirection = textDocument.isRightToLeft(at: range.location) ? .rightToLeft : .leftToRight
        return rects.enumerated().map { index, rect in
            TextSelectionRect(rect: convert(rect, fromText: ()), writingDirection: direction,
                              containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    /// The position nearest `point` (the field's coordinates).
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(offset(closestTo: point))
    }

    /// The position in `range` nearest `point`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        return TextOffsetPosition(min(max(offset(closestTo: point), range.location), range.location + range.length))
    }

    /// The character under `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let offset = offset(closestTo: point)
        let unit = textDocument.enclosingUnit(offset, .character, forward: true)
            ?? textDocument.enclosingUnit(offset, .character, forward: false)
        return unit.map { TextOffsetRange(NSRange(location: $0.lowerBound, length: $0.count)) }
    }

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

    /// A rectangle in the document's coordinates converted to the field's.
    func convert(_ rect: CGRect, fromText: Void) -> CGRect {
        let origin = textOrigin
        return convert(rect.offsetBy(dx: origin.x, dy: origin.y), from: contentView)
    }

    func caretRect(forOffset offset: Int) -> CGRect {
        convert(textDocument.caretRect(at: offset), fromText: ())
    }

    /// The offset nearest `point` in the field's coordinates.
    func offset(closestTo point: CGPoint) -> Int {
        let local = convert(point, to: contentView)
        let origin = textOrigin
        return textDocument.offset(closestTo: CGPoint(x: local.x - origin.x, y: local.y - origin.y))
    }
}
