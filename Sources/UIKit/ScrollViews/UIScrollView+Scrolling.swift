import Foundation

extension UIScrollView {
    func scroll(to offset: CGPoint, animated: Bool) {
        contentOffset = offset
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
