import Foundation

/// Drives a transition interactively, usually from a gesture: it starts the animator, moves the transition
/// through the context's `updateInteractiveTransition(_:)`, and finishes or cancels it.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition in `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the transition completes once interaction ends, relative to its duration; 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve it completes on once interaction ends; `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive; true by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the remaining part at the transition's own pace.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in, ease out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
