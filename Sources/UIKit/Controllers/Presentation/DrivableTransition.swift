import Foundation

/// A transition an interaction controller can drive by pausing its container: UIKit's own.
@MainActor
protocol DrivableTransition: UIViewControllerContextTransitioning {
    /// The animator, whose interruptible animator is driven when it has one.
    var animator: UIViewControllerAnimatedTransitioning? { get }
    /// The animator's interruptible animator; nil when it implements none.
    var interruptibleAnimator: UIViewImplicitlyAnimating? { get }
    /// The animator's duration.
    var transitionDurationForDriving: TimeInterval { get }
    /// Starts the animator and the alongside animations.
    func startAnimations()
}
