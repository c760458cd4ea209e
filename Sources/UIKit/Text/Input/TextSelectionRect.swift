import Foundation

/// One line's rectangle of a selection in one of Vellum's text views.
final class TextSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let direction: NSWritingDirection
    private let startsSelection: Bool
    private let endsSelection: Bool

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        direction = writingDirection
        startsSelection = containsStart
        endsSelection = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var writingDirection: NSWritingDirection { direction }
    override var containsStart: Bool { startsSelection }
    override var containsEnd: Bool { endsSelection }
}
