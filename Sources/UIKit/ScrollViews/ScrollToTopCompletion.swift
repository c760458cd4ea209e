import Foundation
import QuartzCore

/// Waits, frame by frame, for a scroll to the top to arrive, then tells the delegate
/// `scrollViewDidScrollToTop(_:)`: the scroll may animate, and it ends when the offset reaches its target.
/// A finger taking the content first, or two seconds without arriving, ends the wait without the call.
@MainActor
final class ScrollToTopCompletion {
    /// Longer than any scroll animation: past it, something else moved the content.
    private static let patience: CFTimeInterval = 2

    private weak var scrollView: UIScrollView?
    private let target: CGPoint
    private let deadline: CFTimeInterval
    /// The link holds this object while it waits; invalidating it lets both go.
    private var link: CADisplayLink?

    /// Starts waiting for `scrollView` to reach `target`.
    init(scrollView: UIScrollView, target: CGPoint) {
        self.scrollView = scrollView
        self.target = target
        deadline = CACurrentMediaTime() + Self.patience
        let link = CADisplayLink(target: self, selector: ScrollToTopCompletion.frameShown)
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    private func frameShown(_ link: CADisplayLink) {
        guard let scrollView, !scrollView.isTracking, link.timestamp < deadline else { return stop() }
        guard scrollView.contentOffset == target else { return }
        stop()
        scrollView.delegate?.scrollViewDidScrollToTop(scrollView)
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }
}
