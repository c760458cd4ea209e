import Foundation

/// A range of a text-input view's document. Abstract: each adopter of `UITextInput` subclasses it and
/// answers `start` and `end`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// A range for a subclass to describe.
    public override init() {
        super.init()
    }

    /// Whether the range holds no characters (a caret).
    open var isEmpty: Bool { false }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}
