import Foundation

/// The tokenizer every text-input view can use: it finds characters (grapheme clusters), words and sentences
/// by Unicode's segmentation rules (UAX #29, through Pango), paragraphs at line breaks and lines as laid out.
///
/// Going forward (storage `.forward`, layout `.right` and `.down`) a boundary is the end of a unit; going
/// backward (`.backward`, `.left`, `.up`) it is the start of one. Words are runs that hold a letter, a digit or
/// an underscore, so "it's" and "3.14" are one word each and spaces and punctuation belong to none.
/// Vellum's own views answer from their laid-out paragraphs; any other view's text is read through
/// `text(in:)` and segmented for each question.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer for `textInput`'s document.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The document to segment and `position`'s offset in it; nil when the view is gone or the position is
    /// not in its document.
    private func locate(_ position: UITextPosition) -> (TextDocument, Int)? {
        guard let textInput else { return nil }
        let document: TextDocument
        if let owner = textInput as? TextDocumentOwner {
            document = owner.textDocument
        } else {
            let whole = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
            document = TextDocument(text: whole.flatMap { textInput.text(in: $0) } ?? "")
        }
        let offset = textInput.offset(from: textInput.beginningOfDocument, to: position)
        guard offset >= 0, offset <= document.length else { return nil }
        return (document, offset)
    }

    private func position(at offset: Int) -> UITextPosition? {
        guard let textInput else { return nil }
        return textInput.position(from: textInput.beginningOfDocument, offset: offset)
    }

    /// Whether `direction` goes towards the end of the document.
    private static func isForward(_ direction: UITextDirection) -> Bool {
        direction == .storage(.forward) || direction == .layout(.right) || direction == .layout(.down)
    }

    /// The range of the unit of `granularity` holding the character after `position` (forward) or before it
    /// (backward); nil when that character is in none (a space, for words).
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (document, offset) = locate(position),
              let unit = document.enclosingUnit(offset, granularity, forward: Self.isForward(direction)),
              let start = self.position(at: unit.lowerBound), let end = self.position(at: unit.upperBound) else { return nil }
        return textInput?.textRange(from: start, to: end)
    }

    /// Whether a unit of `granularity` ends at `position` (forward) or starts there (backward).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (document, offset) = locate(position) else { return false }
        return document.isBoundary(offset, granularity, forward: Self.isForward(direction))
    }

    /// The next end of a unit of `granularity` after `position` (forward) or the previous start before it.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (document, offset) = locate(position),
              let boundary = document.boundary(from: offset, granularity, forward: Self.isForward(direction)) else { return nil }
        return self.position(at: boundary)
    }

    /// Whether the character after `position` (forward) or before it (backward) is in a unit of `granularity`.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (document, offset) = locate(position) else { return false }
        return document.isWithinUnit(offset, granularity, forward: Self.isForward(direction))
    }
}

/// A view whose text lives in a `TextDocument`, which its tokenizer segments directly.
@MainActor
protocol TextDocumentOwner: AnyObject {
    var textDocument: TextDocument { get }
}
