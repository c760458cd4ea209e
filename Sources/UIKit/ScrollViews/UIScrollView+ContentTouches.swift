import Foundation

extension UIScrollView {
    /// Whether the content's touches let a drag begin: with `canCancelContentTouches` off, or
    /// `touchesShouldCancel(in:)` answering false for a view tracking the touch, the content keeps it.
    func contentTouchesAllowDragging() -> Bool {
        true
    }
}
