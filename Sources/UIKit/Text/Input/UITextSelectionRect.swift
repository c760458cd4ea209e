import Foundation

/// One rectangle of a selection as drawn: a line's part of the range.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// A rectangle for a subclass to describe.
    public override init() {
        super.init()
    }

    /// The rectangle, in the text view's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in it.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the selection starts in it.
    open var containsStart: Bool { false }
    /// Whether the selection ends in it.
    open var containsEnd: Bool { false }
    /// Whether its text runs vertically.
    open var isVertical: Bool { false }
}
