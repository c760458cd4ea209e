import Foundation

extension UIScrollView {
    /// After every scroll: the indicators show where the offset is, and a pull may start the refresh control.
    func chromeDidScroll() {
        showIndicatorsForScroll()
        refreshControlScrolled()
    }

    /// Sets the app's insets of the indicator of `axis`, refusing non-finite ones.
    func setIndicatorInsets(_ insets: UIEdgeInsets, for axis: ScrollIndicatorView.Axis) {
        guard insets.isFinite else {
            return uikitLog.error("UIScrollView: refused scroll indicator insets \(insets): they are not finite; the insets are unchanged.")
        }
        switch axis {
        case .vertical: indicators.verticalInsets = insets
        case .horizontal: indicators.horizontalInsets = insets
        }
        placeIndicators()
    }

    /// The insets the indicator of `axis` keeps from the bounds' edges: the app's, plus the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets` is on.
    func effectiveIndicatorInsets(for axis: ScrollIndicatorView.Axis) -> UIEdgeInsets {
        var insets = axis == .vertical ? indicators.verticalInsets : indicators.horizontalInsets
        guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
        let safe = safeAreaInsets
        insets.top += safe.top
        insets.left += safe.left
        insets.bottom += safe.bottom
        insets.right += safe.right
        return insets
    }

    /// The axes whose indicators show now: switched on, and the content scrolls along them or is pulled
    /// beyond their range.
    var axesShowingIndicators: [ScrollIndicatorView.Axis] {
        let minimum = minimumContentOffset, maximum = maximumContentOffset, offset = contentOffset
        var axes: [ScrollIndicatorView.Axis] = []
        if showsVerticalScrollIndicator && (maximum.y > minimum.y || offset.y < minimum.y || offset.y > maximum.y) {
            axes.append(.vertical)
        }
        if showsHorizontalScrollIndicator && (maximum.x > minimum.x || offset.x < minimum.x || offset.x > maximum.x) {
            axes.append(.horizontal)
        }
        return axes
    }

    /// The frame, in the scroll view's bounds coordinates, of the indicator of `axis`; nil when the insets
    /// leave no room for it.
    ///
    /// Its length is the visible fraction of the content and its insets (at least `minimumLength`) of the
    /// track, the bounds less the indicator insets and a margin at each end, and less the other indicator's
    /// corner when `besideOther` (as iOS keeps them apart, `/work/shared/notes/scrolling.md` §5); its position
    /// along the track is the offset's within its range. Beyond the range (rubber-banding) it is pinned to that
    /// end of the track and shortened by the distance beyond, down to `minimumOverscrollLength`.
    func indicatorFrame(for axis: ScrollIndicatorView.Axis, besideOther: Bool) -> CGRect? {
        let insets = effectiveIndicatorInsets(for: axis), adjusted = adjustedContentInset
        let thickness = ScrollIndicatorView.thickness, margin = ScrollIndicatorView.margin
        let vertical = axis == .vertical
        let viewLength = vertical ? bounds.height : bounds.width
        let before = vertical ? insets.top : insets.left
        let after = (vertical ? insets.bottom : insets.right) + (besideOther ? thickness + margin : 0)
        let trackStart = (vertical ? bounds.minY : bounds.minX) + before + margin
        let trackLength = viewLength - before - after - 2 * margin
        guard trackLength > 0 else { return nil }
        let contentLength = vertical ? contentSize.height + adjusted.top + adjusted.bottom
                                     : contentSize.width + adjusted.left + adjusted.right
        let fraction = contentLength > viewLength ? viewLength / contentLength : 1
        var length = min(trackLength, max(ScrollIndicatorView.minimumLength, trackLength * fraction))
        let offset = vertical ? contentOffset.y : contentOffset.x
        let minimum = vertical ? minimumContentOffset.y : minimumContentOffset.x
        let maximum = vertical ? maximumContentOffset.y : maximumContentOffset.x
        let start: CGFloat
        if offset < minimum {
            length = max(ScrollIndicatorView.minimumOverscrollLength, length - (minimum - offset))
            start = trackStart
        } else if offset > maximum {
            length = max(ScrollIndicatorView.minimumOverscrollLength, length - (offset - maximum))
            start = trackStart + trackLength - length
        } else {
            let progress = maximum > minimum ? (offset - minimum) / (maximum - minimum) : 0
            start = trackStart + progress * (trackLength - length)
        }
        if vertical {
            return CGRect(x: bounds.maxX - insets.right - margin - thickness, y: start, width: thickness, height: length)
        }
        return CGRect(x: start, y: bounds.maxY - insets.bottom - margin - thickness, width: length, height: thickness)
    }

    /// Places the indicators made so far where the offset puts them.
    func placeIndicators() {
        let besideOther = axesShowingIndicators.count == 2
        for view in indicators.views {
            guard let frame = indicatorFrame(for: view.axis, besideOther: besideOther) else {
                view.alpha = 0
                continue
            }
            view.place(frame)
        }
    }

    /// After a scroll: the indicators of the axes that scroll show where the offset is, and fade once
    /// scrolling stops.
    func showIndicatorsForScroll() {
        var shown: [ScrollIndicatorView.Axis] = []
        let axes = axesShowingIndicators
        for axis in axes {
            guard let frame = indicatorFrame(for: axis, besideOther: axes.count == 2) else { continue }
            indicators.view(for: axis).place(frame)
            shown.append(axis)
        }
        indicators.show(shown)
    }

    /// Keeps the indicators in front of the content: called when a subview is added or moved.
    func keepIndicatorsInFront() {
        let mine = indicators.views.filter { $0.superview === self }
        guard !zip(subviews.suffix(mine.count), mine).allSatisfy({ $0 === $1 }) else { return }
        for view in mine { bringSubviewToFront(view) }
    }

    /// The new style's colours for the indicators made so far.
    func indicatorStyleDidChange() {
        for view in indicators.views { view.apply(indicatorStyle) }
    }
}
