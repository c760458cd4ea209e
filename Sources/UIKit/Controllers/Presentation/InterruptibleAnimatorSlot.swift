import Foundation

/// A transition's interruptible animator, asked of its animator once: the animator must return the same one
/// for the whole transition, and is not asked again once the transition has ended (it may have let it go).
@MainActor
struct InterruptibleAnimatorSlot {
    /// The answer, once asked: nil inside when the animator implements none.
    private var answer: UIViewImplicitlyAnimating??

    /// `animator`'s interruptible animator in `context`; nil when it implements none (the default stand-in),
    /// when there is no animator yet, or when the transition ended before anyone asked.
    mutating func animator(of animator: UIViewControllerAnimatedTransitioning?, in context: UIViewControllerContextTransitioning,
                           ended: Bool) -> UIViewImplicitlyAnimating? {
        if let answer { return answer }
        guard !ended, let animator else { return nil }
        let made = animator.interruptibleAnimator(using: context)
        let kept = made is NotInterruptible ? nil : made
        answer = .some(kept)
        return kept
    }
}
