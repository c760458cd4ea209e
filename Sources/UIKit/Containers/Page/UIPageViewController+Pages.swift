import Foundation

/// Placing the pages: containment, views and layout for both styles, and the page indicator.
extension UIPageViewController {
    /// Whether the page indicator shows: the scroll style, with a data source counting pages.
    var showsIndicator: Bool { transitionStyle == .scroll && indicator.numberOfPages > 0 }

    /// Replaces the pages at once. On screen, the old ones disappear and the new ones appear, in the
    /// order of a navigation controller's push.
    func replacePages(with new: [UIViewController]) {
        let old = pages
        let leaving = old.filter { page in !new.contains { $0 === page } }
        let arriving = new.filter { page in !old.contains { $0 === page } }
        for page in arriving { addChild(page) }
        for page in leaving { page.willMove(toParent: nil) }
        let onScreen = isViewLoaded && appearance == .appeared
        if onScreen {
            for page in leaving + arriving { page.withholdsAutomaticAppearance = true }
            for page in leaving { page.beginAppearance(false) }
            for page in arriving { page.beginAppearance(true) }
        }
        for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
        pages = new
        before = .unknown
        after = .unknown
        if isViewLoaded {
            for page in new { installPageView(page) }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if onScreen {
            for page in leaving { page.endAppearance() }
            for page in arriving { page.endAppearance() }
            for page in leaving + arriving { page.withholdsAutomaticAppearance = false }
        }
        for page in leaving { page.removeFromParent() }
        for page in arriving { page.didMove(toParent: self) }
    }

    /// Puts a page's view into the scroll view or the curl's container.
    func installPageView(_ page: UIViewController) {
        let pageView: UIView = page.view
        pageView.autoresizingMask = []
        (scrollView ?? curlContainer)?.addSubview(pageView)
    }

    /// Lays out the indicator at the bottom and the pages above it.
    func layoutPages() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let indicatorHeight = showsIndicator ? PageIndicatorView.height : 0
        let content = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                             height: max(0, bounds.height - indicatorHeight))
        indicator.isHidden = !showsIndicator
        indicator.frame = CGRect(x: bounds.minX, y: content.maxY, width: bounds.width, height: indicatorHeight)
        if scrollView != nil {
            layoutScrollPages(in: content)
        } else {
            layoutCurlPages(in: content)
        }
    }

    /// The curl's container fills the content; its pages share it, side by side along the axis.
    private func layoutCurlPages(in content: CGRect) {
        guard let curlContainer else { return }
        curlContainer.frame = content
        let count = CGFloat(max(1, pages.count))
        for (index, page) in pages.enumerated() {
            let offset = CGFloat(index)
            page.viewIfLoaded?.frame = navigationOrientation == .horizontal
                ? CGRect(x: content.width / count * offset, y: 0, width: content.width / count, height: content.height)
                : CGRect(x: 0, y: content.height / count * offset, width: content.width, height: content.height / count)
        }
    }

    /// Asks the data source for the indicator's figures, or moves its dot a page after a turn.
    func updateIndicator(askingDataSource: Bool, movedForward: Bool? = nil) {
        guard transitionStyle == .scroll else { return }
        let wasShown = showsIndicator
        if askingDataSource, let dataSource {
            indicator.numberOfPages = max(0, dataSource.presentationCount(for: self))
            indicator.currentPage = min(max(0, dataSource.presentationIndex(for: self)), max(0, indicator.numberOfPages - 1))
        } else if let movedForward {
            indicator.currentPage = min(max(0, indicator.currentPage + (movedForward ? 1 : -1)), max(0, indicator.numberOfPages - 1))
        }
        if wasShown != showsIndicator { viewIfLoaded?.setNeedsLayout() }
    }
}
