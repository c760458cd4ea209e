import Foundation

/// Animates a transition between two controllers' views in the context's container view, and tells the
/// context when it is done (`completeTransition(_:)`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the incoming view to the container view, animates, and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called once the transition ended; `transitionCompleted` is false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator an interactive transition drives, for a transition that can be interrupted: the same one
    /// for the whole transition. `UIPercentDrivenInteractiveTransition` scrubs its `fractionComplete` and
    /// continues or reverses it when the interaction ends.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// A stand-in for animators that are not interruptible: UIKit then drives the transition by holding its
    /// container's clock.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NotInterruptible(duration: transitionDuration(using: transitionContext), curve: .linear)
    }
}

/// What an animator that does not implement `interruptibleAnimator(using:)` returns.
final class NotInterruptible: UIViewPropertyAnimator {}
