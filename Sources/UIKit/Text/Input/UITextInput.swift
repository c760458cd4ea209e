import Foundation

/// What a responder adopts to be a full text editor for the system: a document of positions and ranges it
/// defines itself, the selection, marked (composing) text for input methods, and the geometry the system asks
/// for to place the caret, the selection and an input method's candidate window.
///
/// Positions and ranges are the adopter's own `UITextPosition` and `UITextRange` subclasses; Vellum's views
/// count positions in UTF-16 code units, as `NSString` and UIKit do.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`; nil when the range is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The text an input method is composing; nil when none is.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, when there is none, the selection) with `markedText`, selecting
    /// `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
    /// The first position of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, in either order; nil when either is not in the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`; nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction; nil outside the document.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered in the document.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The system's observer of text and selection changes the adopter makes.
    var inputDelegate: UITextInputDelegate? { get set }
    /// What finds character, word, sentence, paragraph and line boundaries in the document.
    var tokenizer: UITextInputTokenizer { get }
    /// The position in `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction of the text at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the paragraphs in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The rectangle of the first line of `range`, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles covering `range`, one a line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point` (view coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The edit menu for `textRange`, built from `suggestedActions` (the standard edit actions); nil shows
    /// the suggested actions as they are.
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextInput {
    /// Shows the suggested actions.
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}

/// The ways a position moves on screen.
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up a line.
    case up = 4
    /// Down a line.
    case down = 5
}

/// The ways a position moves through the stored text.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end.
    case forward = 0
    /// Towards the beginning.
    case backward = 1
}

/// A direction in the text: through storage or on screen, as tokenizers take it.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The direction's number (a storage or layout direction's raw value).
    public let rawValue: Int
    /// The direction numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { Self(rawValue: direction.rawValue) }
    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { Self(rawValue: direction.rawValue) }
}

/// The units text is measured in by tokenizers.
public enum UITextGranularity: Int, Sendable {
    /// A character (a grapheme cluster).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A line as laid out.
    case line = 4
    /// The whole document.
    case document = 5
}

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    /// As the Unicode bidirectional algorithm decides from the text.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// What the system observes a text-input view through: the view tells it before and after it changes its text
/// or selection on its own (not in answer to the system), so that an input method's state stays in step.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text is about to change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text changed.
    func textDidChange(_ textInput: UITextInput?)
}
