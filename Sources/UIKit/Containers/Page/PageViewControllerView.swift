import Foundation

/// The root view of a page view controller: it lays out the pages and the page indicator.
@MainActor
final class PageViewControllerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }
}
