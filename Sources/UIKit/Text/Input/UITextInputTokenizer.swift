import Foundation

/// What finds the boundaries of characters, words, sentences, paragraphs and lines in a text-input view's
/// document, for the system's movement and selection by unit.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` that `position` is in or next to in `direction`; nil when none.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of `granularity` that ends a unit going in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`; nil at the document's end.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`, or at its edge facing `direction`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
