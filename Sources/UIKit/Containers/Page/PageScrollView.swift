import Foundation

/// The scroll style's paging scroll view: three page-long slots along the axis, the page shown in the
/// middle one, a neighbour in each of the others while the user drags towards it. It tells its page view
/// controller what it hears as its own delegate.
@MainActor
final class PageScrollView: UIScrollView, UIScrollViewDelegate {
    weak var controller: UIPageViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        controller?.dragWillBegin()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        controller?.scrollDidMove()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { controller?.scrollDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        controller?.scrollDidSettle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        controller?.scrollDidSettle()
    }
}
