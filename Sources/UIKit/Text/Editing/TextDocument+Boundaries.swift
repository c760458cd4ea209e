import Foundation

/// Units of text — characters (grapheme clusters), words, sentences, paragraphs, laid-out lines — found from
/// Pango's log attributes (Unicode's text segmentation rules) per paragraph, for tokenizers, caret movement
/// and selection by unit.
extension TextDocument {
    /// The units of `granularity` in paragraph `index`, as document ranges in order.
    func units(_ granularity: UITextGranularity, inParagraph index: Int) -> [Range<Int>] {
        let (start, bodyEnd) = bounds(ofParagraph: index)
        let paragraph = paragraphs[index]
        let layout = layout(ofParagraph: index)
        func pairs(_ offsets: [Int], keep: (Range<Int>) -> Bool = { _ in true }) -> [Range<Int>] {
            zip(offsets, offsets.dropFirst()).compactMap { lower, upper in
                let range = start + lower..<start + upper
                return lower < upper && keep(range) ? range : nil
            }
        }
        func contains(_ range: Range<Int>, where test: (Unicode.Scalar) -> Bool) -> Bool {
            Self.slice(paragraph.body, range.lowerBound - start..<range.upperBound - start).unicodeScalars.contains(where: test)
        }
        switch granularity {
        case .character:
            var units = pairs(layout.cursorOffsets)
            if !paragraph.terminator.isEmpty { units.append(bodyEnd..<bodyEnd + paragraph.terminator.utf16.count) }
            return units
        case .word:
            return pairs(layout.wordBoundaries) { range in
                contains(range) { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
            }
        case .sentence:
            return pairs(layout.sentenceBoundaries) { range in contains(range) { !$0.properties.isWhitespace } }
        case .paragraph:
            return bodyEnd > start ? [start..<bodyEnd] : []
        case .line:
            return layout.shownLineRanges.map { start + $0.lowerBound..<start + $0.upperBound }
        case .document:
            return length > 0 ? [0..<length] : []
        }
    }

    /// The units of `granularity` around `offset`: those of its paragraph, and of the one before when it starts
    /// a paragraph.
    private func units(_ granularity: UITextGranularity, around offset: Int) -> [Range<Int>] {
        if granularity == .document { return units(.document, inParagraph: 0) }
        let index = paragraphIndex(containing: offset)
        let own = units(granularity, inParagraph: index)
        return offset == bounds(ofParagraph: index).start && index > 0 ? units(granularity, inParagraph: index - 1) + own : own
    }

    /// Whether a unit ends at `offset` (forward) or starts there (backward).
    package func isBoundary(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Bool {
        units(granularity, around: offset).contains { forward ? $0.upperBound == offset : $0.lowerBound == offset }
    }

    /// Whether the character after `offset` (forward) or before it (backward) is in a unit.
    package func isWithinUnit(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Bool {
        enclosingUnit(offset, granularity, forward: forward) != nil
    }

    /// The unit holding the character after `offset` (forward) or before it (backward).
    package func enclosingUnit(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Range<Int>? {
        units(granularity, around: offset).first { forward ? $0.contains(offset) : $0.lowerBound < offset && offset <= $0.upperBound }
    }

    /// The next unit end after `offset` (forward) or the previous unit start before it; nil past the last.
    package func boundary(from offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Int? {
        if granularity == .document { return forward ? (offset < length ? length : nil) : (offset > 0 ? 0 : nil) }
        var index = paragraphIndex(containing: offset)
        while paragraphs.indices.contains(index) {
            let units = units(granularity, inParagraph: index)
            if forward, let unit = units.first(where: { $0.upperBound > offset }) { return unit.upperBound }
            if !forward, let unit = units.last(where: { $0.lowerBound < offset }) { return unit.lowerBound }
            index += forward ? 1 : -1
        }
        return nil
    }

    /// The caret position one character after (or before) `offset`, across line breaks.
    package func offset(from offset: Int, characters: Int) -> Int {
        var result = offset
        for _ in 0..<abs(characters) {
            guard let next = boundary(from: result, .character, forward: characters > 0) else { break }
            result = next
        }
        return result
    }

    /// What Backspace deletes at `offset`: the cluster before it, its last code point where the script wants
    /// that (Devanagari vowel signs), or the line break before a paragraph.
    package func rangeDeletedBackward(from offset: Int) -> NSRange {
        guard offset > 0 else { return NSRange(location: 0, length: 0) }
        let index = paragraphIndex(containing: offset)
        let (start, _) = bounds(ofParagraph: index)
        if offset == start {
            let length = paragraphs[index - 1].terminator.utf16.count
            return NSRange(location: offset - length, length: length)
        }
        if layout(ofParagraph: index).backspaceDeletesCharacter(endingAt: offset - start) {
            let before = Self.slice(paragraphs[index].body, 0..<offset - start).unicodeScalars.last
            let length = before.map { $0.utf16.count } ?? 1
            return NSRange(location: offset - length, length: length)
        }
        let previous = boundary(from: offset, .character, forward: false) ?? offset - 1
        return NSRange(location: previous, length: offset - previous)
    }
}
