import Foundation

extension UIScrollView {
    /// Moves the content to `offset`: at once, or over `ScrollPhysics.scrollAnimationDuration` on an ease-out
    /// curve, a frame at a time (each frame a `scrollViewDidScroll`), ending with
    /// `scrollViewDidEndScrollingAnimation`. Either way a deceleration in progress stops; a drag interrupts the
    /// animation.
    func scroll(to offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            return uikitLog.error("UIScrollView: refused content offset \(offset) in setContentOffset(_:animated:): it is not finite; the offset is unchanged.")
        }
        stopScrollMotion()
        let start = contentOffset
        guard animated, offset != start else { return contentOffset = offset }
        let duration = ScrollPhysics.scrollAnimationDuration
        scrollMotion = ScrollAnimator(.scrollingAnimation, moving: self,
                                      horizontal: .eased(from: start.x, to: offset.x, duration: duration),
                                      vertical: .eased(from: start.y, to: offset.y, duration: duration))
    }

    /// The offset nearest the current one at which `rect` shows as fully as the bounds allow, within the
    /// scroll range; nil when `rect` is not finite or already shown.
    func contentOffset(showing rect: CGRect) -> CGPoint? {
        guard rect.isFinite, !rect.isNull else {
            uikitLog.error("UIScrollView: refused to scroll to show \(rect): it is not finite.")
            return nil
        }
        let visible = bounds
        func axis(_ offset: CGFloat, _ visibleLength: CGFloat, _ minimum: CGFloat, _ length: CGFloat) -> CGFloat {
            // A rect longer than the view shows its start; otherwise the nearer edge comes into view.
            if length >= visibleLength || minimum < offset { return minimum }
            if minimum + length > offset + visibleLength { return minimum + length - visibleLength }
            return offset
        }
        let wanted = clampedContentOffset(CGPoint(x: axis(visible.minX, visible.width, rect.minX, rect.width),
                                                  y: axis(visible.minY, visible.height, rect.minY, rect.height)))
        return wanted == visible.origin ? nil : wanted
    }
}
