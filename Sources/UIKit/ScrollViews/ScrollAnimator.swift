import Foundation

/// Moves a scroll view's content on its own, frame by frame: a deceleration (with its bounce or page
/// settling) or an animated `setContentOffset(_:animated:)`.
///
/// It follows the frame clock through a `CADisplayLink` on the run loop it was started from, and computes each
/// frame's offset from the frame's media time, so the motion is the same whatever the frame rate, and a test
/// under `ControlledClock` gets it frame by frame.
@MainActor
final class ScrollAnimator {
    /// What the motion is, for the delegate's callbacks and the scroll view's state.
    enum Kind {
        /// After a drag, a trackpad scroll, or a touch that leaves the content beyond an edge.
        case deceleration
        /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`.
        case scrollingAnimation
        /// A mouse wheel's notches easing in during its drag; when the drag ends first, the rest of the ease
        /// is the deceleration.
        case wheel
    }

    /// What the motion is; a wheel's ease still running when its drag ends becomes the deceleration.
    var kind: Kind
    /// Where a wheel's ease ends: the next notch adds to it.
    let wheelTarget: CGPoint?
    private weak var scrollView: UIScrollView?
    private let horizontal: ScrollAxisMotion
    private let vertical: ScrollAxisMotion
    private let startTime: CFTimeInterval
    /// The time since the start of the last frame shown: where the content is on screen.
    private var shownTime: TimeInterval = 0
    private var link: CADisplayLink?

    /// Starts moving `scrollView` along the two motions, from now.
    init(_ kind: Kind, moving scrollView: UIScrollView, horizontal: ScrollAxisMotion, vertical: ScrollAxisMotion,
         wheelTarget: CGPoint? = nil) {
        self.kind = kind
        self.wheelTarget = wheelTarget
        self.scrollView = scrollView
        self.horizontal = horizontal
        self.vertical = vertical
        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: LinkTarget(self), selector: LinkTarget.frameShown)
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    /// A scroll view going away takes its motion with it: the link stops asking the host for frames.
    isolated deinit {
        link?.invalidate()
    }

    /// Stops following the frames; the content stays where the last frame put it.
    func stop() {
        link?.invalidate()
        link = nil
    }

    /// The velocity of a deceleration at the frame on screen, in points a second (zero on an axis that is
    /// springing back or easing): what a flick that catches it may carry on.
    var shownDecelerationVelocity: CGPoint {
        guard kind == .deceleration else { return .zero }
        return CGPoint(x: horizontal.deceleratingVelocity(at: shownTime) ?? 0, y: vertical.deceleratingVelocity(at: shownTime) ?? 0)
    }

    /// The link's target, holding the animator weakly: a link holds its target strongly, and the scroll view
    /// alone should keep its motion alive.
    @MainActor
    private final class LinkTarget {
        weak var animator: ScrollAnimator?

        init(_ animator: ScrollAnimator) { self.animator = animator }

        func frameShown(_ link: CADisplayLink) {
            guard let animator else { return link.invalidate() }
            animator.frameShown(link)
        }
    }

    private func frameShown(_ link: CADisplayLink) {
        guard let scrollView else { return stop() }
        let time = link.timestamp - startTime
        shownTime = time
        let x = horizontal.sample(at: time), y = vertical.sample(at: time)
        let finished = x.finished && y.finished
        if finished { stop() }
        scrollView.scrollAnimatorMoved(self, to: CGPoint(x: x.value, y: y.value), finished: finished)
    }
}
