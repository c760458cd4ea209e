import Foundation

extension UIScrollView {
    /// Replaces the refresh control: the old one leaves the scroll view, the new one goes behind the content,
    /// just above its top, as wide as the scroll view.
    func setRefreshControl(_ control: UIRefreshControl?, replacing old: UIRefreshControl?) {
        if let old, old !== control, old.superview === self {
            old.removeFromSuperview()
        }
        if let control {
            control.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            insertSubview(control, at: 0)
        }
        updateAdjustedContentInset()
    }

    /// What a refreshing control adds to the top of `adjustedContentInset`.
    var refreshControlInset: CGFloat {
        guard let refreshControl, refreshControl.isRefreshing, refreshControl.superview === self else { return 0 }
        return UIRefreshControl.height
    }

    /// After a scroll: tells the refresh control how far beyond the content's resting top (without the
    /// control's own inset) the content is pulled.
    func refreshControlScrolled() {
        guard let refreshControl, refreshControl.superview === self else { return }
        let restingTop = minimumContentOffset.y + refreshControlInset
        refreshControl.contentPulled(by: restingTop - contentOffset.y, pulling: isTracking)
    }

    /// The refresh ended: the inset shrinks, and content left showing the control scrolls back to its top
    /// unless a finger holds it.
    func refreshControlDidEndRefreshing() {
        updateAdjustedContentInset()
        guard !isTracking, contentOffset.y < minimumContentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: true)
    }
}
