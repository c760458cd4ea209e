import Foundation
import QuartzCore

/// The editing engine under Vellum's text views: the text as paragraphs, each laid out by Pango on its own
/// and kept until an edit touches it, so that typing in a long document lays out one paragraph.
///
/// Offsets and ranges count UTF-16 code units, as `NSString`, `NSRange` and UIKit's text positions do;
/// a range that splits a surrogate pair is widened to whole characters, and one outside the text is clamped.
/// Paragraphs end at a line feed or U+2029; the last has no terminator.
@MainActor
package final class TextDocument {
    /// One paragraph: its text, the line break ending it ("" for the last), and its layout once made.
    struct Paragraph {
        var body: String
        var terminator: String
        var layout: ParagraphLayout?
        var length: Int { body.utf16.count + terminator.utf16.count }
    }

    private(set) var paragraphs: [Paragraph] = []
    /// The offset at which each paragraph starts.
    private var starts: [Int] = []
    /// The top of each paragraph, while no layout has changed.
    private var tops: [CGFloat]?
    private var cachedText: String?
    /// The number of UTF-16 code units.
    package private(set) var length = 0
    /// How many lines Pango has laid out for this document, for tests that check an edit's relayout stays local.
    private(set) var linesLaidOut = 0
    /// The paragraph the last `replace` started in, and the stretch of its height (from its top) whose drawing
    /// changed, infinite when what follows moved.
    private var lastEdit: (paragraph: Int, changed: Range<CGFloat>)?

    /// The font the text is laid out in.
    package var font: UIFont { didSet { if font.textFont != oldValue.textFont { invalidateLayouts() } } }
    /// How lines are aligned.
    package var alignment: NSTextAlignment = .natural { didSet { if alignment != oldValue { invalidateLayouts() } } }
    /// The width lines wrap at; nil keeps each paragraph on one line (a text field).
    package var wrapWidth: CGFloat? { didSet { if wrapWidth != oldValue { invalidateLayouts() } } }
    /// Whether wrapped lines break between any two characters rather than between words.
    package var wrapsAtCharacters = false { didSet { if wrapsAtCharacters != oldValue { invalidateLayouts() } } }
    /// Whether the text is shown as bullets.
    package var isSecure = false { didSet { if isSecure != oldValue { invalidateLayouts() } } }
    /// The character a secure document shows as itself (the one just typed), by its offset.
    package var revealedOffset: Int? {
        didSet {
            guard revealedOffset != oldValue else { return }
            for offset in [oldValue, revealedOffset].compactMap({ $0 }) where offset < length {
                invalidateLayout(ofParagraph: paragraphIndex(containing: offset))
            }
        }
    }

    /// The attributes of a paragraph's parts, asked for when it is laid out: given the paragraph's body as a
    /// range of the document, runs whose ranges count from the paragraph's start. Nil lays the text out in
    /// `font` alone.
    package var paragraphRuns: ((NSRange) -> [TextLayout.Run])? {
        didSet { invalidateLayouts() }
    }

    /// A document holding `text`, laid out in `font`.
    package init(text: String = "", font: UIFont = .systemFont(ofSize: 17)) {
        self.font = font
        self.text = text
    }

    /// The whole text.
    package var text: String {
        get {
            if let cachedText { return cachedText }
            var joined = ""
            for paragraph in paragraphs {
                joined += paragraph.body
                joined += paragraph.terminator
            }
            cachedText = joined
            return joined
        }
        set {
            paragraphs = Self.split(newValue)
            cachedText = newValue
            recountStarts(from: 0)
            tops = nil
        }
    }

    // MARK: Editing

    /// `range` clamped to the text and widened to whole code points.
    package func clamp(_ range: NSRange) -> NSRange {
        let lower = aligned(min(max(range.location, 0), length), down: true)
        let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
        let upper = aligned(min(max(overflow ? length : end, lower), length), down: false)
        return NSRange(location: lower, length: upper - lower)
    }

    /// Replaces the text in `range` (clamped) with `replacement`; the range the replacement now covers.
    @discardableResult
    package func replace(_ range: NSRange, with replacement: String) -> NSRange {
        let range = clamp(range)
        let first = paragraphIndex(containing: range.location)
        let last = paragraphIndex(containing: range.location + range.length)
        let firstStart = starts[first], lastStart = starts[last]
        let head = prefix(of: paragraphs[first], upTo: range.location - firstStart)
        let tail = suffix(of: paragraphs[last], from: range.location + range.length - lastStart)
        var made = Self.split(head + replacement + tail)
        made[made.count - 1].terminator = paragraphs[last].terminator
        // A paragraph whose text did not change keeps its layout (an edit that only adds or removes breaks); one
        // edited inside lays out again only the lines the edit can change.
        lastEdit = (first, 0..<CGFloat.infinity)
        if made.count == 1, made[0].body == paragraphs[first].body {
            made[0].layout = paragraphs[first].layout
            lastEdit = (first, 0..<0)
        } else if made.count == 1, first == last, let layout = paragraphs[first].layout.map({ placed($0, at: firstStart) }),
                  let edited = layout.edited(range.location - firstStart..<range.location + range.length - firstStart,
                                             replacement: replacement, newBody: made[0].body) {
            made[0].layout = edited.layout
            linesLaidOut += edited.linesLaidOut
            lastEdit = (first, edited.changed)
        }
        paragraphs.replaceSubrange(first...last, with: made)
        cachedText = nil
        tops = nil
        recountStarts(from: first)
        return NSRange(location: range.location, length: replacement.utf16.count)
    }

    /// The part of the document's height (its coordinates) whose drawing the last `replace` changed: the
    /// lines laid out again, or everything from the edited paragraph's top down when what followed moved.
    package var lastEditSpan: Range<CGFloat> {
        guard let lastEdit, lastEdit.paragraph < paragraphs.count else { return 0..<CGFloat.infinity }
        let top = top(ofParagraph: lastEdit.paragraph)
        return top + lastEdit.changed.lowerBound..<top + lastEdit.changed.upperBound
    }

    /// The text in `range` (clamped).
    package func substring(_ range: NSRange) -> String {
        let range = clamp(range)
        guard range.length > 0 else { return "" }
        let first = paragraphIndex(containing: range.location)
        let last = paragraphIndex(containing: range.location + range.length)
        if first == last {
            let whole = paragraphs[first].body + paragraphs[first].terminator
            return Self.slice(whole, range.location - starts[first]..<range.location + range.length - starts[first])
        }
        var result = suffix(of: paragraphs[first], from: range.location - starts[first]) + paragraphs[first].terminator
        for index in first + 1..<last { result += paragraphs[index].body + paragraphs[index].terminator }
        return result + prefix(of: paragraphs[last], upTo: range.location + range.length - starts[last])
    }

    /// The index of the paragraph holding `offset`: an offset just after a line break is in the next one.
    package func paragraphIndex(containing offset: Int) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where paragraph `index` starts, and where its body ends.
    package func bounds(ofParagraph index: Int) -> (start: Int, bodyEnd: Int) {
        (starts[index], starts[index] + paragraphs[index].body.utf16.count)
    }

    // MARK: Layout

    /// The layout of paragraph `index`, made now if the paragraph changed since it was last laid out.
    func layout(ofParagraph index: Int) -> ParagraphLayout {
        if let layout = paragraphs[index].layout { return placed(layout, at: starts[index]) }
        var base = TextLayout(text: "", font: font.textFont, color: CGColor(gray: 0, alpha: 1))
        base.alignment = switch alignment {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        case .natural: .natural
        }
        if let wrapWidth, wrapWidth.isFinite {
            base.width = max(wrapWidth, 0)
            base.wraps = true
            base.wrapsAtCharacters = wrapsAtCharacters
        }
        let start = starts[index]
        if let paragraphRuns { base.runs = paragraphRuns(NSRange(location: start, length: paragraphs[index].body.utf16.count)) }
        let revealed = revealedOffset.flatMap { $0 >= start ? ($0 - start)..<($0 - start + 1) : nil }
        let layout = ParagraphLayout(body: paragraphs[index].body, base: base, secure: isSecure, revealed: revealed)
        layout.documentRuns = paragraphRuns
        paragraphs[index].layout = placed(layout, at: start)
        linesLaidOut += layout.lines.count
        return layout
    }

    /// `layout`, told that its paragraph starts at `start`, where lines it lays out apart find their attributes.
    private func placed(_ layout: ParagraphLayout, at start: Int) -> ParagraphLayout {
        layout.start = start
        return layout
    }

    /// The top of paragraph `index` in the document.
    func top(ofParagraph index: Int) -> CGFloat {
        if tops == nil {
            var y: CGFloat = 0
            tops = paragraphs.indices.map { paragraph in
                defer { y += layout(ofParagraph: paragraph).size.height }
                return y
            }
        }
        return tops![index]
    }

    /// The size of the laid-out text.
    package var size: CGSize {
        let last = paragraphs.count - 1
        let width = paragraphs.indices.reduce(CGFloat(0)) { max($0, layout(ofParagraph: $1).size.width) }
        return CGSize(width: width, height: top(ofParagraph: last) + layout(ofParagraph: last).size.height)
    }

    /// Forgets every paragraph's layout, for attributes that changed outside the document.
    package func invalidateLayouts() {
        for index in paragraphs.indices { paragraphs[index].layout = nil }
        tops = nil
    }

    private func invalidateLayout(ofParagraph index: Int) {
        paragraphs[index].layout = nil
        tops = nil
    }

    // MARK: Text pieces

    /// `text` cut at its line feeds and U+2029s, found with `memchr` in its UTF-8 so that a pasted megabyte
    /// costs no per-character work in Swift.
    private static func split(_ text: String) -> [Paragraph] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [Paragraph] = []
            guard let base = bytes.baseAddress else { return [Paragraph(body: "", terminator: "")] }
            func piece(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            var start = 0
            var searched = 0
            while searched < bytes.count {
                // The next byte that can start a break: a line feed, or the lead byte E2 of U+2029 (E2 80 A9).
                let rest = bytes.count - searched
                let feed = memchr(base + searched, 0x0A, rest).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base }
                let lead = memchr(base + searched, 0xE2, feed.map { $0 - searched } ?? rest)
                    .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base }
                if let lead {
                    searched = lead + 1
                    guard lead + 2 < bytes.count, bytes[lead + 1] == 0x80, bytes[lead + 2] == 0xA9 else { continue }
                    result.append(Paragraph(body: piece(start..<lead), terminator: "\u{2029}"))
                    start = lead + 3
                    searched = start
                } else if let feed {
                    result.append(Paragraph(body: piece(start..<feed), terminator: "\n"))
                    start = feed + 1
                    searched = start
                } else {
                    break
                }
            }
            result.append(Paragraph(body: piece(start..<bytes.count), terminator: ""))
            return result
        }
    }

    private func recountStarts(from index: Int) {
        starts.removeSubrange(min(index, starts.count)...)
        var offset = index > 0 ? starts[index - 1] + paragraphs[index - 1].length : 0
        for paragraph in paragraphs[index...] {
            starts.append(offset)
            offset += paragraph.length
        }
        length = offset
    }

    /// The UTF-16 slice `range` of `string`.
    nonisolated static func slice(_ string: String, _ range: Range<Int>) -> String {
        let utf16 = string.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let upper = utf16.index(lower, offsetBy: range.count)
        return String(string[lower..<upper])
    }

    private func prefix(of paragraph: Paragraph, upTo offset: Int) -> String {
        Self.slice(paragraph.body, 0..<min(offset, paragraph.body.utf16.count))
    }

    private func suffix(of paragraph: Paragraph, from offset: Int) -> String {
        let count = paragraph.body.utf16.count
        return Self.slice(paragraph.body, min(offset, count)..<count)
    }

    /// `offset` moved off the middle of a surrogate pair, down or up.
    private func aligned(_ offset: Int, down: Bool) -> Int {
        guard offset > 0, offset < length else { return offset }
        let index = paragraphIndex(containing: offset)
        let whole = paragraphs[index].body + paragraphs[index].terminator
        let utf16 = whole.utf16
        let position = utf16.index(utf16.startIndex, offsetBy: offset - starts[index])
        guard UTF16.isTrailSurrogate(utf16[position]) else { return offset }
        return down ? offset - 1 : offset + 1
    }
}
