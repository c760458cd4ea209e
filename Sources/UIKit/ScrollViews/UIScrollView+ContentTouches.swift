import Foundation

extension UIScrollView {
    /// Whether the content's touches let a drag begin: with `canCancelContentTouches` off, or
    /// `touchesShouldCancel(in:)` answering false for a view tracking the touch, the content keeps it.
    /// Touches still withheld by the delay, or on the scroll view itself, never stop a drag.
    func contentTouchesAllowDragging() -> Bool {
        for touch in delayedTouchesBeganGestureRecognizer.trackedTouches where touch.delivery.stage == .began {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
