import Foundation

/// The states of an interactive animation.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations have not been made yet or are done.
    case inactive
    /// Started: running or paused.
    case active
    /// Stopped: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end values.
    case end
    /// Back at its start values.
    case start
    /// Where it was when stopped.
    case current
}

/// An animation of view properties that can be started, paused, scrubbed, reversed, and stopped.
///
/// Its closures change views as an animation block's do; the animations they make are then driven by the
/// animator: each keeps its curve, and the animator moves them all together through `fractionComplete`
/// (the fraction of the duration elapsed), forwards or, when `isReversed`, backwards.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// How long the whole animation takes, in seconds.
    public private(set) var duration: TimeInterval
    /// How long `startAnimation(afterDelay:)` waited, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// The timing curve the animations follow.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// Inactive, active (running or paused) or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation runs now.
    public var isRunning: Bool { rate != 0 }
    /// Whether the animation runs backwards, towards its start.
    open var isReversed = false {
        didSet { if isReversed != oldValue, isRunning { run(from: fractionComplete) } }
    }
    /// Whether the animation can be paused and stopped while it runs; always true here.
    open var isInterruptible = true
    /// Whether the animated views take touches.
    open var isUserInteractionEnabled = true
    /// Whether setting `fractionComplete` moves along the elapsed time (true) rather than the curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing.
    open var pausesOnCompletion = false

    private var animationClosures: [(closure: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private struct Driven {
        let layer: CALayer
        let key: String
        let animation: CABasicAnimation
        let startValue: Any?
    }
    private var driven: [Driven] = []
    /// The fraction at `anchorTime`, and how fast it changes (per second; 0 while paused).
    private var anchorFraction: CGFloat = 0
    private var anchorTime: CFTimeInterval = 0
    private var rate: CGFloat = 0
    /// Follows the screens' frames while the animator runs, so that it ends at the first frame shown at or after
    /// `endTime` — on the media clock the animations run on, controlled clocks included. The link keeps a running
    /// animator alive, as UIKit keeps running animators nobody holds.
    private var endLink: CADisplayLink?
    private var endTime: CFTimeInterval = 0

    /// An animator of `duration` seconds following `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = UIView.validTime(duration, "duration")
        timingParameters = parameters
        super.init()
    }

    /// An animator of `duration` seconds with a named curve, running `animations` when started.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds with a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds with a spring of `ratio` damping.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` as `UIView.animate(withDuration:delay:options:…)` would.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    /// Adds animations, made when the animator starts (at once if it has).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start `delayFactor` of the remaining time late (0…1).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .active {
            make(animation, delayFactor: factor)
            if isRunning { run(from: fractionComplete) } else { hold(at: anchorFraction) }
        } else {
            animationClosures.append((animation, factor))
        }
    }

    /// Adds a handler told where the animation ended; handlers run in the order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    // MARK: Running

    /// Starts or resumes the animation.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds, or resumes it.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return uikitLog.error("UIViewPropertyAnimator: startAnimation on a stopped animator; call finishAnimation(at:) first.")
        }
        activateIfNeeded()
        self.delay = UIView.validTime(delay, "delay")
        run(from: anchorFraction, after: self.delay)
    }

    /// Pauses the animation where it is (starting it paused if it has not started).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        hold(at: fractionComplete)
    }

    /// How far through its duration the animation is, 0…1; settable while paused to scrub it.
    open var fractionComplete: CGFloat {
        get {
            guard rate != 0 else { return anchorFraction }
            let elapsed = CGFloat(max(CACurrentMediaTime() - anchorTime, 0))
            return min(max(anchorFraction + rate * elapsed, 0), 1)
        }
        set {
            guard newValue.isFinite, !isRunning, state != .stopped else { return }
            activateIfNeeded()
            hold(at: min(max(newValue, 0), 1))
        }
    }

    /// Resumes a paused animation with new timing, its remaining time scaled by `durationFactor`.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { timingParameters = parameters }
        if durationFactor.isFinite, durationFactor > 0 { duration *= TimeInterval(durationFactor) }
        run(from: fractionComplete)
    }

    /// Stops the animation where it is: the views keep what they show. Without finishing, the animator is
    /// done and its completions are not told; otherwise it waits for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        stopFollowingFrames()
        rate = 0
        UIView.performWithoutAnimation {
            for item in driven {
                if let shown = item.layer.presentation()?.value(forKey: item.animation.keyPath ?? "") {
                    item.layer.setValue(shown, forKey: item.animation.keyPath ?? "")
                }
                item.layer.removeAnimation(forKey: item.key)
            }
        }
        driven = []
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation with the views at `finalPosition`, and tells the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return uikitLog.error("UIViewPropertyAnimator: finishAnimation(at:) is for a stopped animator; ignored.")
        }
        complete(at: finalPosition)
    }

    // MARK: Driving the animations

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        anchorFraction = 0
        let closures = animationClosures
        animationClosures = []
        for item in closures { make(item.closure, delayFactor: item.delayFactor) }
    }

    /// Runs `animations` in an animation block with the animator's timing, taking over what it makes.
    private func make(_ animations: () -> Void, delayFactor: CGFloat) {
        var options: UIView.AnimationOptions = [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions]
        if isUserInteractionEnabled { options.insert(.allowUserInteraction) }
        let remaining = duration * TimeInterval(1 - fractionComplete)
        let block = ViewAnimationBlock(duration: max(duration, 1e-6), delay: remaining * TimeInterval(delayFactor),
                                       options: options, animates: true)
        if let spring = timingParameters?.springTimingParameters {
            block.spring = (spring.dampingRatio, spring.initialVelocity.dx)
        } else {
            block.timingFunction = timingParameters?.cubicTimingParameters?.timingFunction
        }
        block.onAdd = { [weak self] layer, key, animation, startValue in
            self?.driven.append(Driven(layer: layer, key: key, animation: animation, startValue: startValue))
        }
        block.open()
        animations()
        block.close()
    }

    /// Shows every animation at `fraction`, still.
    private func hold(at fraction: CGFloat) {
        stopFollowingFrames()
        anchorFraction = fraction
        rate = 0
        replaceAnimations { animation, layer in
            animation.speed = 0
            animation.timeOffset = TimeInterval(fraction) * animation.duration
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        }
    }

    /// Runs every animation on from `fraction`, forwards or backwards, after `delay`.
    private func run(from fraction: CGFloat, after delay: TimeInterval = 0) {
        stopFollowingFrames()
        guard duration > 0 else { return complete(at: isReversed ? .start : .end) }
        let now = CACurrentMediaTime()
        anchorFraction = fraction
        anchorTime = now + delay
        rate = (isReversed ? -1 : 1) / CGFloat(duration)
        replaceAnimations { animation, layer in
            animation.speed = self.isReversed ? -1 : 1
            animation.timeOffset = TimeInterval(fraction) * animation.duration
            animation.beginTime = layer.convertTime(now + delay, from: nil)
        }
        let remaining = TimeInterval(isReversed ? fraction : 1 - fraction) * duration + delay
        endTime = now + max(remaining, 0)
        let link = CADisplayLink(target: self, selector: UIViewPropertyAnimator.frameShown)
        link.add(to: .current, forMode: .common)
        endLink = link
    }

    /// A frame was shown: the animator ends once the frames reach its end.
    private func frameShown(_ link: CADisplayLink) {
        // Frame times are sums of intervals: allow for their rounding.
        guard link.timestamp >= endTime - 1e-9 else { return }
        stopFollowingFrames()
        reachedEnd()
    }

    private func stopFollowingFrames() {
        endLink?.invalidate()
        endLink = nil
    }

    /// Adds each driven animation again, timed by `configure`, and scaled to the animator's duration.
    private func replaceAnimations(_ configure: (CABasicAnimation, CALayer) -> Void) {
        for item in driven {
            guard let animation = item.animation.copy() as? CABasicAnimation else { continue }
            animation.delegate = nil
            animation.duration = duration
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            if let timing = timingParameters?.cubicTimingParameters { animation.timingFunction = timing.timingFunction }
            configure(animation, item.layer)
            item.layer.add(animation, forKey: item.key)
        }
    }

    private func reachedEnd() {
        guard state == .active, isRunning else { return }
        if pausesOnCompletion { return hold(at: isReversed ? 0 : 1) }
        complete(at: isReversed ? .start : .end)
    }

    /// Sets the views to `position`'s values, removes the animations, and tells the completions.
    private func complete(at position: UIViewAnimatingPosition) {
        stopFollowingFrames()
        rate = 0
        UIView.performWithoutAnimation {
            for item in driven {
                let keyPath = item.animation.keyPath ?? ""
                switch position {
                case .start: item.layer.setValue(item.startValue, forKey: keyPath)
                case .current:
                    if let shown = item.layer.presentation()?.value(forKey: keyPath) { item.layer.setValue(shown, forKey: keyPath) }
                case .end: break
                }
                item.layer.removeAnimation(forKey: item.key)
            }
        }
        driven = []
        state = .inactive
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
