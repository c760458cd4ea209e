import Foundation

extension UIScrollView {
    func setContentOffsetImmediately(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            return uikitLog.error("UIScrollView: refused content offset \(offset): it is not finite; the offset is unchanged.")
        }
        bounds.origin = offset
    }

    func setContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return uikitLog.error("UIScrollView: refused content size \(size): it must be finite and not negative; the size is unchanged.")
        }
        guard size != contentSizeStorage else { return }
        contentSizeStorage = size
        updateAdjustedContentInset()
        resizeContentLayoutGuideWithContentSize()
    }

    func setContentInset(_ insets: UIEdgeInsets) {
        guard insets.isFinite else {
            return uikitLog.error("UIScrollView: refused content inset \(insets): it is not finite; the inset is unchanged.")
        }
        guard insets != contentInsetStorage else { return }
        contentInsetStorage = insets
        updateAdjustedContentInset()
    }

    /// Whether the content scrolls horizontally: it is wider than the bounds less the insets, or the view
    /// always bounces horizontally.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSizeStorage.width + contentInsetStorage.left + contentInsetStorage.right > bounds.width
    }

    /// Whether the content scrolls vertically (see `scrollsHorizontally`).
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSizeStorage.height + contentInsetStorage.top + contentInsetStorage.bottom > bounds.height
    }

    /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` decides. `.automatic` adjusts as
    /// `.scrollableAxes` does, and always vertically in the view of a controller a navigation or tab bar
    /// controller shows, as iOS documents.
    var computedAdjustedContentInset: UIEdgeInsets {
        var insets = contentInsetStorage
        insets.top += refreshControlInset
        let safe = safeAreaInsets
        guard safe != .zero else { return insets }
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehaviorStorage {
        case .never: return insets
        case .always: (horizontal, vertical) = (true, true)
        case .automatic: (horizontal, vertical) = (scrollsHorizontally, scrollsVertically || isShownByABarController)
        case .scrollableAxes: (horizontal, vertical) = (scrollsHorizontally, scrollsVertically)
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        return insets
    }

    /// Whether this is the view of a controller inside a navigation or tab bar controller.
    private var isShownByABarController: Bool {
        var controller = owningViewController?.parent
        while let current = controller {
            if current is UINavigationController || current is UITabBarController { return true }
            controller = current.parent
        }
        return false
    }

    /// Recomputes `adjustedContentInset` and, when it changed, tells the subclass and the delegate. With
    /// `keepingContentAtRest`, content resting at its top (or leading) edge stays there: as a view controller
    /// adjusts its scroll view, a bar that appears above the content moves it down instead of covering it.
    func updateAdjustedContentInset(keepingContentAtRest: Bool = false) {
        let insets = computedAdjustedContentInset
        let old = adjustedContentInsetStorage
        guard insets != old else { return }
        adjustedContentInsetStorage = insets
        if keepingContentAtRest, !isTracking, !isDecelerating {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = 0 - insets.top }
            if offset.x == -old.left { offset.x = 0 - insets.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
    }

    /// The smallest offset scrolling rests at: the top left of the content less the adjusted insets.
    var minimumContentOffset: CGPoint {
        CGPoint(x: 0 - adjustedContentInsetStorage.left, y: 0 - adjustedContentInsetStorage.top) // 0 − 0 is +0, −0 would print as "-0.0"
    }

    /// The largest offset scrolling rests at: the bottom right of the content plus the adjusted insets at the
    /// bounds' bottom right, and never below `minimumContentOffset`.
    var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset, insets = adjustedContentInsetStorage, size = bounds.size
        return CGPoint(x: max(minimum.x, contentSizeStorage.width + insets.right - size.width),
                       y: max(minimum.y, contentSizeStorage.height + insets.bottom - size.height))
    }

    /// `offset` moved inside the range scrolling rests in.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// After the bounds' origin moved, by any path: the delegate hears of the scroll.
    func contentOffsetDidChange() {
        moveFrameLayoutGuideWithContentOffset()
        chromeDidScroll()
        barsController?.contentScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }
}
