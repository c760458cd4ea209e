import Foundation

/// What a scroll view keeps of the drag in progress.
struct ScrollDrag {
    /// Where the finger has dragged the offset, unconstrained: the offset shown is this, rubber-banded or
    /// clamped. Keeping it (rather than the shown offset) lets the band stretch the same way back and forth.
    var position: CGPoint
    /// The offset the drag last set; another one means something else moved the content meanwhile.
    var shownOffset: CGPoint
    /// The offset when the drag began: a paging scroll view turns at most one page from it.
    let startOffset: CGPoint
    /// Whether the drag moves the content across (the directional lock may hold it still).
    let movesHorizontally: Bool
    /// Whether the drag moves the content down (the directional lock may hold it still).
    let movesVertically: Bool
    /// What drives the drag; nil for fingers.
    let scrollType: UIScrollType?
    /// The velocity, in points a second, of the deceleration the finger caught when it came down (zero if the
    /// content was still): a flick the same way carries it on.
    let caughtVelocity: CGPoint
    /// Whether a pinch zoomed during the drag: its end settles the offset with the scale, so the drag leaves
    /// no motion of its own.
    var zoomed = false
    /// What holds the scroll view and takes part in its vertical drag (a sheet), when something does.
    var handoff: ScrollDragHandoff?
}
