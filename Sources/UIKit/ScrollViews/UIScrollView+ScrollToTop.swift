import Foundation

/// Scrolling to the top, as a tap on iOS's status bar does. Vellum has no status bar: a tap in the top
/// safe-area inset of a window (where iOS shows it) does the same, as does `scrollToTop(in:)` (the package's
/// entry point; `EventGenerator.tapStatusBar()` in tests). The tap still reaches the views under it.
extension UIScrollView {
    /// The longest a touch may move and still be a tap on the strip, in points.
    private static let statusBarTapSlop: CGFloat = 10

    /// What a tap on the status bar does in `window`: when exactly one visible scroll view has `scrollsToTop`
    /// on (with several, none scrolls, as on iPhone) and its delegate agrees
    /// (`scrollViewShouldScrollToTop(_:)`), it scrolls, animated, to the top of its content and insets, and
    /// the delegate hears `scrollViewDidScrollToTop(_:)` when it arrives. Returns whether a scroll began.
    @discardableResult
    package static func scrollToTop(in window: UIWindow) -> Bool {
        let candidates = visibleScrollViews(in: window).filter(\.scrollsToTop)
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        return scrollView.scrollToTopForStatusBar()
    }

    /// The scroll views of `window` that show: neither they nor an ancestor hidden or transparent.
    static func visibleScrollViews(in window: UIWindow) -> [UIScrollView] {
        var found: [UIScrollView] = []
        var pending: [UIView] = [window] // a stack, not recursion: hierarchies may be deep
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if let scrollView = view as? UIScrollView { found.append(scrollView) }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }

    /// Checks a touch that ended: a tap that began and ended in the top safe-area inset of its window is a
    /// tap on the status bar.
    static func touchEndedForScrollToTop(_ touch: UITouch) {
        guard let window = touch.window else { return }
        let strip = window.safeAreaInsets.top
        let start = touch.startLocationInWindow, end = touch.locationInWindow
        guard strip > 0, start.y < strip, end.y < strip,
              hypot(end.x - start.x, end.y - start.y) <= statusBarTapSlop else { return }
        scrollToTop(in: window)
    }

    private func scrollToTopForStatusBar() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let target = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        setContentOffset(target, animated: true)
        _ = ScrollToTopCompletion(scrollView: self, target: target)
        return true
    }
}
