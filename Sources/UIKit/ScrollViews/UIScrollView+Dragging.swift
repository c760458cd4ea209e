import Foundation

extension UIScrollView {
    func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: self, action: UIScrollView.handlePan)
        pan.allowedScrollTypesMask = .all
        return pan
    }

    /// Follows the finger: the content moves with it, within the scrollable range.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            isTracking = true
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let translation = pan.translation(in: self)
            pan.setTranslation(.zero, in: self)
            contentOffset = clampedContentOffset(CGPoint(x: contentOffset.x - translation.x,
                                                         y: contentOffset.y - translation.y))
        case .ended, .cancelled, .failed:
            isTracking = false
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }
}
