import Foundation

/// Drives an animator's transition by a fraction: `update(_:)` shows it part way, `finish()` runs it on to
/// its end, `cancel()` back to its start. An animator that returns an interruptible animator
/// (`interruptibleAnimator(using:)`) has that animator paused, scrubbed through its `fractionComplete` and
/// continued or reversed. Otherwise the animations it makes in the container view are held still by pausing
/// the container's layer (speed 0) and moved by its `timeOffset`, as Core Animation allows.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How long the transition takes at full speed.
    open var duration: CGFloat { CGFloat(context?.transitionDurationForDriving ?? 0) }
    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the transition completes after `finish()` or `cancel()`, relative to its duration; 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The curve it completes on.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive; true by default.
    open var wantsInteractiveStart = true
    /// The timing an interruptible animator continues with after `finish()` or `cancel()`; nil keeps its own.
    open var timingCurve: UITimingCurveProvider?

    private var context: DrivableTransition?
    private var link: CADisplayLink?
    /// The animator's interruptible animator, when it has one: driven instead of the container's clock.
    private var interruptible: UIViewImplicitlyAnimating?

    /// A driver with nothing to drive yet.
    override public init() {
        super.init()
    }

    /// Pauses the container's layer and starts the animator in it, at the fraction reached so far.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let drivable = transitionContext as? DrivableTransition else {
            return uikitLog.error("UIPercentDrivenInteractiveTransition: \(transitionContext) is not a transition UIKit started; not driven.")
        }
        context = drivable
        if let animator = drivable.interruptibleAnimator {
            interruptible = animator
            animator.addCompletion { [weak self] _ in
                guard let self, self.interruptible === animator else { return }
                self.interruptible = nil
                self.context = nil
            }
            drivable.startAnimations()
            animator.pauseAnimation()
            return update(percentComplete)
        }
        let layer = transitionContext.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        drivable.startAnimations()
        update(percentComplete)
    }

    /// Shows the transition at `percentComplete` (0 to 1).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let context else { return }
        if let interruptible {
            interruptible.fractionComplete = self.percentComplete
        } else {
            context.containerView.layer.timeOffset = CFTimeInterval(self.percentComplete * duration)
        }
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses the transition where it is, for interaction to go on.
    open func pause() {
        guard let context else { return }
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        } else {
            hold()
        }
        context.pauseInteractiveTransition()
    }

    /// Runs the transition on to its end at `completionSpeed`.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        run(forwards: true)
    }

    /// Runs the transition back to its start; the animator's animations are then removed, so its completion
    /// hears they did not finish and completes the transition cancelled.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        run(forwards: false)
    }

    /// Lets the interruptible animator run on, forwards to its end or backwards to its start, at the completion
    /// speed; false when there is none.
    private func continueInterruptible(forwards: Bool) -> Bool {
        guard let interruptible else { return false }
        interruptible.isReversed = !forwards
        interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / max(completionSpeed, 0.01))
        return true
    }

    /// Stops the container's clock at the time it shows now.
    private func hold() {
        link?.invalidate()
        link = nil
        guard let layer = context?.containerView.layer else { return }
        let shown = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = shown
        layer.beginTime = 0
    }

    /// Lets the container's clock run from where it shows, forwards or backwards, until the transition's end
    /// or start; there the clock goes back to its parent's.
    private func run(forwards: Bool) {
        guard !continueInterruptible(forwards: forwards), let layer = context?.containerView.layer else { return }
        hold()
        let speed = max(completionSpeed, 0.01) * (forwards ? 1 : -1)
        layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.speed = Float(speed)
        let link = CADisplayLink(target: self, selector: UIPercentDrivenInteractiveTransition.frameShown)
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    private func frameShown(_ link: CADisplayLink) {
        guard let context else { return link.invalidate() }
        let layer = context.containerView.layer
        let shown = CGFloat(layer.convertTime(link.timestamp, from: nil))
        let forwards = layer.speed > 0
        percentComplete = min(max(shown / max(duration, 1e-6), 0), 1)
        guard forwards ? shown >= duration : shown <= 0 else { return }
        link.invalidate()
        self.link = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        if !forwards { Self.removeAnimations(in: layer) }
        self.context = nil
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
    }
}
