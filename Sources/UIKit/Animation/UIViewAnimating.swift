import Foundation

/// An object that runs view animations and lets them be paused, scrubbed, reversed and stopped:
/// `UIViewPropertyAnimator`, or an app's own.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations run now.
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, from 0 to 1; set while paused to scrub them.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; without finishing, the animator is done at once.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations with the views at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to and resumed with new timing while it runs: what an
/// interruptible view-controller transition returns from `interruptibleAnimator(using:)`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the remaining duration later.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a handler told where the animations ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing, their remaining time scaled by `durationFactor`.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
