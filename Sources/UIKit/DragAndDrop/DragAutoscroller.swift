import Foundation

/// Scrolls a list while a drag rests near one of its edges, faster the nearer the finger, so that rows out of
/// view can be reached; each step asks the drag's target again, as the rows under the finger change.
@MainActor
final class DragAutoscroller {
    /// How near an edge the finger starts the scrolling, in points.
    static let edgeZone: CGFloat = 50
    /// The speed with the finger at the edge, in points per second.
    static let maximumSpeed: CGFloat = 1000
    /// The time between steps, in seconds.
    static let step: TimeInterval = 1.0 / 60

    private weak var scrollView: UIScrollView?
    /// The finger in the scroll view's visible area (its bounds' origin at zero).
    private var visibleLocation = CGPoint.zero
    private var timer: EventClock.Token?

    /// The finger is at `location`, in `scrollView`'s coordinates: scrolls while it is near an edge.
    func follow(_ location: CGPoint, in scrollView: UIScrollView) {
        self.scrollView = scrollView
        visibleLocation = CGPoint(x: location.x - scrollView.bounds.minX, y: location.y - scrollView.bounds.minY)
        if velocity == .zero {
            stop()
        } else if timer == nil {
            schedule()
        }
    }

    /// Stops scrolling.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    private var velocity: CGVector {
        guard let scrollView else { return .zero }
        let size = scrollView.bounds.size
        let inset = scrollView.adjustedContentInset
        let content = scrollView.contentSize
        let offset = scrollView.contentOffset
        let dx = content.width + inset.left + inset.right > size.width
            ? speed(visibleLocation.x, length: size.width, canBack: offset.x > -inset.left,
                    canForward: offset.x < content.width + inset.right - size.width) : 0
        let dy = content.height + inset.top + inset.bottom > size.height
            ? speed(visibleLocation.y, length: size.height, canBack: offset.y > -inset.top,
                    canForward: offset.y < content.height + inset.bottom - size.height) : 0
        return CGVector(dx: dx, dy: dy)
    }

    private func speed(_ position: CGFloat, length: CGFloat, canBack: Bool, canForward: Bool) -> CGFloat {
        let zone = min(Self.edgeZone, length / 4)
        guard zone > 0 else { return 0 }
        if position < zone, canBack { return -Self.maximumSpeed * min(1, (zone - position) / zone) }
        if position > length - zone, canForward { return Self.maximumSpeed * min(1, (position - (length - zone)) / zone) }
        return 0
    }

    private func schedule() {
        timer = EventClock.shared.schedule(after: Self.step) { [weak self] in self?.advance() }
    }

    private func advance() {
        timer = nil
        guard let scrollView else { return }
        let velocity = velocity
        guard velocity != .zero else { return }
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size
        let content = scrollView.contentSize
        var offset = scrollView.contentOffset
        offset.x = min(max(offset.x + velocity.dx * Self.step, -inset.left), max(-inset.left, content.width + inset.right - size.width))
        offset.y = min(max(offset.y + velocity.dy * Self.step, -inset.top), max(-inset.top, content.height + inset.bottom - size.height))
        scrollView.contentOffset = offset
        DragController.current?.refresh()
        schedule()
    }
}
