import Foundation

/// `UITextInput` answered from the document: positions are UTF-16 offsets (`TextOffsetPosition`), ranges
/// `TextOffsetRange`s. Positions and ranges of other views give nil, and offsets beyond the text are clamped.
/// Each view's public members call these.
extension TextEditor {
    func documentOffset(of position: UITextPosition) -> Int? {
        (position as? TextOffsetPosition).map { min(max($0.offset, 0), textDocument.length) }
    }

    func documentRange(of range: UITextRange) -> NSRange? {
        (range as? TextOffsetRange).map { textDocument.clamp($0.range) }
    }

    func documentText(in range: UITextRange) -> String? {
        documentRange(of: range).map { textDocument.substring($0) }
    }

    func selectDocumentRange(_ range: UITextRange?) {
        guard let range = range.flatMap(documentRange(of:)) else { return }
        setSelection(range, notifyingInputDelegate: false)
    }

    /// Replaces the marked text (or the selection) with `markedText`, selecting `selectedRange` within it
    /// (clamped); whether it did. A secure view takes no marked text: it inserts it.
    @discardableResult
    func markDocumentText(_ markedText: String?, selectedRange: NSRange) -> Bool {
        let string = markedText ?? ""
        if isSecureTextEntry {
            if !string.isEmpty { insertText(string) }
            return false
        }
        let target = markedRange ?? selection
        guard userEdit(target, with: string, isMarking: true) else { return false }
        let length = string.utf16.count
        markedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let lower = min(max(selectedRange.location, 0), length)
        let upper = selectedRange.length > 0 && selectedRange.location <= length - selectedRange.length
            ? selectedRange.location + selectedRange.length : lower
        setSelection(NSRange(location: target.location + lower, length: upper - lower), notifyingInputDelegate: false)
        return true
    }

    func documentRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = documentOffset(of: fromPosition), let to = documentOffset(of: toPosition) else { return nil }
        return TextOffsetRange(textDocument.clamp(NSRange(between: from, and: to)))
    }

    func documentPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = documentOffset(of: position) else { return nil }
        let (result, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, result >= 0, result <= textDocument.length else { return nil }
        return TextOffsetPosition(result)
    }

    func documentPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = documentOffset(of: position) else { return nil }
        switch direction {
        case .right, .left:
            let forward = (direction == .right) != textDocument.isRightToLeft(at: start)
            return TextOffsetPosition(textDocument.offset(from: start, characters: forward ? offset : -offset))
        case .up, .down:
            return TextOffsetPosition(textDocument.offset(from: start, lines: direction == .down ? offset : -offset))
        }
    }

    func compareDocumentPositions(_ position: UITextPosition, _ other: UITextPosition) -> ComparisonResult {
        let (a, b) = (documentOffset(of: position) ?? 0, documentOffset(of: other) ?? 0)
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    func documentDistance(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (documentOffset(of: toPosition) ?? 0) - (documentOffset(of: from) ?? 0)
    }

    func documentPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = documentRange(of: range) else { return nil }
        let toEnd = direction == .down || ((direction == .right) != textDocument.isRightToLeft(at: range.location))
        return TextOffsetPosition(toEnd && direction != .up ? range.location + range.length : range.location)
    }

    func documentWritingDirection(at position: UITextPosition) -> NSWritingDirection {
        textDocument.isRightToLeft(at: documentOffset(of: position) ?? 0) ? .rightToLeft : .leftToRight
    }

    func documentFirstRect(for range: UITextRange) -> CGRect {
        guard let range = documentRange(of: range) else { return .null }
        if range.length == 0 { return caretRect(forOffset: range.location) }
        guard let first = textDocument.selectionRects(for: range).first else { return .null }
        return viewRect(fromText: first)
    }

    func documentCaretRect(for position: UITextPosition) -> CGRect {
        caretRect(forOffset: documentOffset(of: position) ?? textDocument.length)
    }

    func documentSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = documentRange(of: range) else { return [] }
        let rects = textDocument.selectionRects(for: range)
        let direction: NSWritingDirection = textDocument.isRightToLeft(at: range.location) ? .rightToLeft : .leftToRight
        return rects.enumerated().map { index, rect in
            TextSelectionRect(rect: viewRect(fromText: rect), writingDirection: direction,
                              containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func documentPosition(closestTo point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = documentRange(of: range) else { return nil }
        return TextOffsetPosition(min(max(offset(closestTo: point), range.location), range.location + range.length))
    }

    func documentCharacterRange(at point: CGPoint) -> UITextRange? {
        let offset = offset(closestTo: point)
        let unit = textDocument.enclosingUnit(offset, .character, forward: true)
            ?? textDocument.enclosingUnit(offset, .character, forward: false)
        return unit.map { TextOffsetRange(NSRange(location: $0.lowerBound, length: $0.count)) }
    }
}
