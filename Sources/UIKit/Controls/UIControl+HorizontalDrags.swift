import Foundation

extension UIControl {
    /// Whether an ancestor's `gestureRecognizer` may take the touch: a pan or swipe of an ancestor does not
    /// take a horizontal drag from a control that tracks one (a switch's or slider's thumb), besides single
    /// taps, which no control gives up.
    func yieldsTouch(to gestureRecognizer: UIGestureRecognizer) -> Bool {
        !(isTracking && gestureRecognizer.view !== self && isHorizontalDrag(gestureRecognizer))
    }

    /// Whether `recognizer` is a pan or swipe whose movement so far is more horizontal than vertical.
    private func isHorizontalDrag(_ recognizer: UIGestureRecognizer) -> Bool {
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            return !swipe.direction.intersection([.left, .right]).isEmpty
        }
        guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) >= abs(translation.y)
    }
}
