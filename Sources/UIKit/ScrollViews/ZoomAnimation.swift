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
        /// Slow at both ends, over a fixed time: zooms asked for in code.
        case easeInEaseOut
        /// A critically damped spring from rest, for the spring back after a pinch past the limits: fast at
        /// first, settling without overshoot. Apple publishes no model of its bounces; this is the one
        /// reverse-engineered for UIScrollView (Lobanov's ScrollMechanics, Flutter's scroll spring).
        case spring

        /// The fraction of the way covered `elapsed` seconds into a motion of `duration` seconds.
        func progress(elapsed: CFTimeInterval, duration: CFTimeInterval) -> CGFloat {
            switch self {
            case .easeInEaseOut:
                let time = CGFloat(min(1, elapsed / duration))
                return time * time * (3 - 2 * time)
            case .spring:
                let phase = CGFloat(ZoomAnimation.springFrequency * elapsed)
                return 1 - (1 + phase) * exp(-phase)
            }
        }
    }

    /// How long a zoom asked for in code takes. Apple documents none; 0.3 s is UIKit's usual short animation.
    nonisolated static let easeDuration: CFTimeInterval = 0.3

    /// The spring's natural frequency, in radians a second: √200, the stiffness 200 at mass 1 of Lobanov's
    /// "UIScrollView-like" spring (UltraDrawerView); Flutter's default spring has the same frequency.
    nonisolated static let springFrequency: CFTimeInterval = 200.0.squareRoot()

    /// How long the spring takes until what remains of `distance` is within `tolerance`: the time at which
    /// (1 + ω·t)·e^(−ω·t) falls to `tolerance / distance`, found by bisection (it falls steadily from 1).
    nonisolated static func springDuration(settlingWithin distance: CGFloat, to tolerance: CGFloat) -> CFTimeInterval {
        guard distance > tolerance, tolerance > 0 else { return 0 }
        let remaining = Double(tolerance / distance)
        var low = 0.0, high = 60.0 // phases: (1 + 60)·e^−60 is far below any remaining fraction
        for _ in 0..<60 {
            let phase = (low + high) / 2
            if (1 + phase) * exp(-phase) > remaining { low = phase } else { high = phase }
        }
        return high / springFrequency
    }

    private weak var scrollView: UIScrollView?
    private let start: Pose
    private let end: Pose
    private let curve: Curve
    private let duration: CFTimeInterval
    private let startTime: CFTimeInterval
    private var link: CADisplayLink?

    /// Starts moving `scrollView`'s zoom from `start` to `end` in `duration` seconds; the first step comes with
    /// the next frame.
    init(_ scrollView: UIScrollView, from start: Pose, to end: Pose, curve: Curve, duration: CFTimeInterval) {
        self.scrollView = scrollView
        self.start = start
        self.end = end
        self.curve = curve
        self.duration = duration
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
        let elapsed = max(0, link.timestamp - startTime)
        // Frame times are sums of intervals: allow for their rounding.
        if elapsed >= duration - 1e-9 {
            stop()
            scrollView.zoomAnimationDidFinish(at: end)
        } else {
            scrollView.showZoomAnimationStep(start.interpolated(to: end, curve.progress(elapsed: elapsed, duration: duration)))
        }
    }
}
