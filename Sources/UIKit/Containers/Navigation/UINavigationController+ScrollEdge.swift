import Foundation

extension UINavigationController {
    /// The scroll view whose offset the bars follow for `controller`: its view when that is a scroll view,
    /// else its view's first subview when that is one, as iOS looks.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Follows the top controller's scroll view, if it has one. A scroll view followed for the first time
    /// with its offset still at zero starts where the content rests below the bars, as on iOS.
    func trackContentScrollView() {
        let scrollView = topViewController.flatMap(Self.contentScrollView(of:))
        if scrollView !== trackedScrollView {
            if trackedScrollView?.barsController === self { trackedScrollView?.barsController = nil }
            trackedScrollView = scrollView
            if let scrollView {
                scrollView.barsController = self
                if scrollView.contentOffset.y == 0, scrollView.contentInsetAdjustmentBehavior != .never {
                    let expanded = navigationBar.showsLargeTitle ? UINavigationBar.largeTitleHeight : 0
                    scrollView.contentOffset.y = -(restingTop(of: scrollView) + expanded)
                    return
                }
            }
        }
        followContentScrollView()
    }

    /// The top controller's scroll view moved.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView else { return }
        followContentScrollView()
    }

    /// The offset at which the content's top meets the bottom of the bar's row (or of its prompt), negated:
    /// the content inset, the window's safe area, the app's insets and the bar without its large title.
    private func restingTop(of scrollView: UIScrollView) -> CGFloat {
        let ownInset = scrollView.adjustedContentInset.top - scrollView.safeAreaInsets.top
        let bar = isNavigationBarHidden ? 0 : navigationBar.rowsHeight
        return ownInset + windowSafeAreaTop + additionalSafeAreaInsets.top + bar
    }

    /// Sets the bars from the scroll view's offset, as iOS tracks it: the large title's area is as tall as
    /// the content lies below the row — collapsing as the content scrolls up, stretching as it is pulled
    /// down —, the bar is at the scroll edge while nothing lies under it, and the toolbar while the content's
    /// bottom meets it. Without a scroll view both bars are at the edge.
    private func followContentScrollView() {
        let bar = navigationBar
        guard let scrollView = trackedScrollView else {
            bar.isAtScrollEdge = true
            bottomBar.isAtScrollEdge = true
            return setLargeTitleExtent(UINavigationBar.largeTitleHeight)
        }
        let offset = scrollView.contentOffset.y
        let below = -offset - restingTop(of: scrollView)
        let extent = bar.showsLargeTitle ? max(0, below) : UINavigationBar.largeTitleHeight
        bar.isAtScrollEdge = below >= (bar.showsLargeTitle ? 0 : -0.5)
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        bottomBar.isAtScrollEdge = offset >= bottom - 0.5
        setLargeTitleExtent(extent)
        if !isNavigationBarHidden { bar.frame = barFrame(hidden: false) }
    }

    private func setLargeTitleExtent(_ extent: CGFloat) {
        guard extent != navigationBar.largeTitleExtent else { return }
        navigationBar.largeTitleExtent = extent
        updateBarInset()
    }
}
