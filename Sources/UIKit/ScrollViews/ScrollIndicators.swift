import Foundation
import QuartzCore

/// What a scroll view keeps for its indicators: their insets, the two indicator views (made the first time
/// they show), and the frame-clock timing that fades them out once scrolling has stopped.
///
/// The fade follows frames, not a timer: a display link, running only while an indicator shows, holds the
/// indicators at full opacity while the scroll view is tracking, dragging, decelerating or zooming, and from
/// `fadeDelay` after the last scroll lowers their opacity to 0 over `fadeDuration`, then stops.
@MainActor
final class ScrollIndicators {
    /// How long the indicators stay after the last scroll, and how long they take to fade. Apple documents
    /// neither: these are Flutter's Cupertino scrollbar's, matched by eye to iOS 13 (1.2 s, then 0.25 s);
    /// OpenUIKit fades after about 0.4 s (`/work/shared/notes/scrolling.md` §5).
    static let fadeDelay: CFTimeInterval = 1.2
    static let fadeDuration: CFTimeInterval = 0.25

    /// The scroll view; weak because the display link holds this object while it runs.
    private weak var scrollView: UIScrollView?
    /// The insets the app set, before the safe area is added.
    var verticalInsets = UIEdgeInsets.zero
    var horizontalInsets = UIEdgeInsets.zero
    private(set) var vertical: ScrollIndicatorView?
    private(set) var horizontal: ScrollIndicatorView?
    private var link: CADisplayLink?
    /// The media time the indicators were last needed at: a scroll, a flash, or a frame with a finger down.
    private var lastNeeded: CFTimeInterval = 0

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The indicator for `axis`, made and added to the scroll view when first asked for.
    func view(for axis: ScrollIndicatorView.Axis) -> ScrollIndicatorView {
        if let existing = axis == .vertical ? vertical : horizontal { return existing }
        let made = ScrollIndicatorView(axis: axis, style: scrollView?.indicatorStyle ?? .default)
        switch axis {
        case .vertical: vertical = made
        case .horizontal: horizontal = made
        }
        scrollView?.addSubview(made)
        return made
    }

    /// The indicators made so far.
    var views: [ScrollIndicatorView] { [vertical, horizontal].compactMap { $0 } }

    /// Shows the indicators whose axes `shown` lists at full opacity, hides the others, and restarts the
    /// wait before they fade.
    func show(_ shown: [ScrollIndicatorView.Axis]) {
        for axis in [ScrollIndicatorView.Axis.vertical, .horizontal] {
            if shown.contains(axis) {
                view(for: axis).alpha = 1
            } else {
                (axis == .vertical ? vertical : horizontal)?.alpha = 0
            }
        }
        lastNeeded = CACurrentMediaTime()
        guard !shown.isEmpty, link == nil else { return }
        let link = CADisplayLink(target: self, selector: ScrollIndicators.frameShown)
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    /// A frame was shown: the indicators stay while a finger or a deceleration moves the content, then fade.
    private func frameShown(_ link: CADisplayLink) {
        guard let scrollView else { return stopFollowingFrames() }
        if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || scrollView.isZooming {
            lastNeeded = link.timestamp
        }
        let fading = link.timestamp - lastNeeded - Self.fadeDelay
        guard fading > 0 else { return }
        let opacity = max(0, 1 - fading / Self.fadeDuration)
        for view in views where view.alpha > 0 { view.alpha = CGFloat(opacity) }
        if opacity == 0 { stopFollowingFrames() }
    }

    private func stopFollowingFrames() {
        link?.invalidate()
        link = nil
    }
}
