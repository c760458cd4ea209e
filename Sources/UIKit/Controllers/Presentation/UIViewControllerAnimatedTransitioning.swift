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
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
