import Foundation

/// Placing the pages: containment, views and layout for both styles, and the page indicator.
extension UIPageViewController {
    /// Whether the page indicator shows: the scroll style, with a data source counting pages.
    var showsIndicator: Bool { transitionStyle == .scroll && indicator.numberOfPages > 0 }

    /// The pages a change leaves and brings, and whether their appearance is driven by hand.
    typealias PageSwap = (leaving: [UIViewController], arriving: [UIViewController], onScreen: Bool)

    /// Replaces the pages at once. On screen, the old ones disappear and the new ones appear, in the
    /// order of a navigation controller's push.
    func replacePages(with new: [UIViewController]) {
        let swap = beginSwap(to: new, animated: false)
        showPages(new, removing: swap.leaving)
        endSwap(swap)
    }

    /// Starts changing the pages to `new`: the arriving ones become children and, on screen, the leaving ones
    /// start disappearing and the arriving ones appearing, by hand.
    func beginSwap(to new: [UIViewController], animated: Bool) -> PageSwap {
        let leaving = pages.filter { page in !new.contains { $0 === page } }
        let arriving = new.filter { page in !pages.contains { $0 === page } }
        for page in arriving { addChild(page) }
        for page in leaving { page.willMove(toParent: nil) }
        let onScreen = isViewLoaded && appearance == .appeared
        if onScreen {
            for page in leaving + arriving { page.withholdsAutomaticAppearance = true }
            for page in leaving { page.beginAppearance(false, animated: animated) }
            for page in arriving { page.beginAppearance(true, animated: animated) }
        }
        return (leaving, arriving, onScreen)
    }

    /// Shows `new` in place of the pages shown, whose neighbours are then unknown.
    func showPages(_ new: [UIViewController], removing leaving: [UIViewController]) {
        for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
        pages = new
        before = .unknown
        after = .unknown
        guard let view = viewIfLoaded else { return }
        for page in new { installPageView(page) }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Ends a change of pages: the appearance calls' second half, and containment.
    func endSwap(_ swap: PageSwap) {
        if swap.onScreen {
            for page in swap.leaving { page.endAppearance() }
            for page in swap.arriving { page.endAppearance() }
            for page in swap.leaving + swap.arriving { page.withholdsAutomaticAppearance = false }
        }
        for page in swap.leaving { page.removeFromParent() }
        for page in swap.arriving { page.didMove(toParent: self) }
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
