import Foundation

extension UIScrollView {
    /// Whether the content's touches let a drag begin: with `canCancelContentTouches` off, or
    /// `touchesShouldCancel(in:)` answering false for a view tracking the touch, the content keeps it (Apple's
    /// documentation of both; events.md S-02 to S-04). Asked as the drag is about to begin, so a subclass
    /// answers for the moment. Touches still withheld by the delay, or on the scroll view itself, never stop a
    /// drag.
    func contentTouchesAllowDragging() -> Bool {
        for touch in delayedTouchesBeganGestureRecognizer.trackedTouches where touch.delivery.stage == .began {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
