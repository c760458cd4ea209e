import Foundation

/// A scroll view's zoom moving to a scale and content offset over a fixed time: an animated
/// `setZoomScale(_:animated:)` or `zoom(to:animated:)`, or the spring back into the limits after a pinch.
///
/// It sets the model values at each frame the screens show (a `CADisplayLink` following the frame clock),
/// so that `zoomScale`, `contentSize` and `contentOffset` pass through the frames as the delegate sees them,
/// and a test's controlled clock drives it frame by frame.
@MainActor
final class ZoomAnimation {
    /// A zoom scale with the content offset that goes with it.
    struct Pose: Equatable {
        /// The zoom scale.
        var scale: CGFloat
        /// The content offset.
        var offset: CGPoint

        /// The pose `fraction` of the way from `self` to `end`.
        func interpolated(to end: Pose, _ fraction: CGFloat) -> Pose {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
            return Pose(scale: mix(scale, end.scale),
                        offset: CGPoint(x: mix(offset.x, end.offset.x), y: mix(offset.y, end.offset.y)))
        }
    }

    /// How the motion eases.
    enum Curve {
        /// Slow at both ends, for zooms asked for in code.
        case easeInEaseOut
        /// Fast, then settling, for the spring back after a pinch: the motion carries on from the fingers.
        case easeOut

        /// The fraction of the way covered at `time`, a fraction of the duration.
        func progress(at time: CGFloat) -> CGFloat {
            switch self {
            case .easeInEaseOut: time * time * (3 - 2 * time)
            case .easeOut: 1 - (1 - time) * (1 - time) * (1 - time)
            }
        }
    }

    /// How long every zoom animation takes. Apple documents none; 0.3 s is UIKit's usual short animation.
    static let duration: CFTimeInterval = 0.3

    private weak var scrollView: UIScrollView?
    private let start: Pose
    private let end: Pose
    private let curve: Curve
    private let startTime: CFTimeInterval
    private var link: CADisplayLink?

    /// Starts moving `scrollView`'s zoom from `start` to `end`; the first step comes with the next frame.
    init(_ scrollView: UIScrollView, from start: Pose, to end: Pose, curve: Curve) {
        self.scrollView = scrollView
        self.start = start
        self.end = end
        self.curve = curve
        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: ZoomAnimation.frameShown)
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    /// Stops where the zoom is, without finishing.
    func stop() {
        link?.invalidate()
        link = nil
    }

    private func frameShown(_ link: CADisplayLink) {
        guard let scrollView else { return stop() }
        let time = CGFloat((link.timestamp - startTime) / Self.duration)
        // Frame times are sums of intervals: allow for their rounding.
        if time >= 1 - 1e-9 {
            stop()
            scrollView.zoomAnimationDidFinish(at: end)
        } else {
            scrollView.showZoomAnimationStep(start.interpolated(to: end, curve.progress(at: max(0, time))))
        }
    }
}
