import Foundation

/// The coordinator of a navigation controller's push or pop: the controllers' alongside animations run
/// inside the slide, and their completions after it. For the delegate's own animator it is also the
/// transition's context, `containerView` then a view of the transition's own under the bars.
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let containerView: UIView
    /// The delegate's animator, and what drives it interactively, for a custom transition.
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private(set) var interactor: UIViewControllerInteractiveTransitioning?
    /// Told once, when the delegate's animator completes the transition.
    private var onComplete: ((Bool) -> Void)?
    private let from: UIViewController?
    private let to: UIViewController
    var percentComplete: CGFloat = 0
    private(set) var isCancelled = false
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var blocks = AlongsideBlocks()
    private var interruptibleSlot = InterruptibleAnimatorSlot()

    var presentationStyle: UIModalPresentationStyle { .none }
    /// True when the delegate's animator hands UIKit an interruptible animator of its own; false for the
    /// built-in slide.
    var isInterruptible: Bool { interruptibleAnimator != nil }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve {
        interactor?.completionCurve ?? (initiallyInteractive ? .linear : .easeInOut)
    }
    var targetTransform: CGAffineTransform { .identity }
    var transitionDuration: TimeInterval {
        guard isAnimated else { return 0 }
        return animator?.transitionDuration(using: self) ?? UINavigationController.transitionDuration
    }

    init(from: UIViewController?, to: UIViewController, in containerView: UIView, animated: Bool, interactive: Bool) {
        initiallyInteractive = interactive
        isInteractive = interactive
        self.from = from
        self.to = to
        self.containerView = containerView
        isAnimated = animated
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from?.viewIfLoaded
        case .to: to.viewIfLoaded
        default: nil
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        blocks.add(animation, completion: completion)
    }

    /// Calls `handler` when the finger driving an interactive pop lifts, with `isCancelled` already decided.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        if isInteractive { interactionHandlers.append(handler) }
    }

    /// The finger lifted: the transition now finishes or, when `cancelled`, goes back on its own.
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// Hands the transition to the delegate's `animator` — through `interactor` when it starts interactive —
    /// and calls `onComplete` once the animator completes it.
    func startCustom(animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
                     onComplete: @escaping (Bool) -> Void) {
        self.animator = animator
        self.interactor = interactor
        self.onComplete = onComplete
        if let interactor, initiallyInteractive {
            interactor.startInteractiveTransition(self)
        } else {
            startAnimations()
        }
    }

    /// Runs the alongside animations registered so far, inside the transition's animation block.
    func runAnimations() {
        for animation in blocks.takeAnimations() { animation(self) }
    }

    /// Ends the transition and runs the completions.
    func finish(cancelled: Bool = false) {
        isCancelled = cancelled
        percentComplete = cancelled ? 0 : 1
        for completion in blocks.end() { completion(self) }
    }
}

extension NavigationTransitionCoordinator: UIViewControllerContextTransitioning, DrivableTransition {
    var transitionWasCancelled: Bool { isCancelled }
    var transitionDurationForDriving: TimeInterval { transitionDuration }

    /// Asked of the delegate's animator from when it was handed the transition until it completes it.
    var interruptibleAnimator: UIViewImplicitlyAnimating? {
        interruptibleSlot.animator(of: animator, in: self, ended: animator != nil && onComplete == nil)
    }

    /// The leaving controller starts filling the container; the arriving one has no frame to start from.
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }

    /// The arriving controller ends filling the container; the leaving one has no frame to end at.
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { if isInteractive { endInteraction(cancelled: false) } }

    func cancelInteractiveTransition() { if isInteractive { endInteraction(cancelled: true) } }

    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        animator?.animationEnded(didComplete)
        onComplete(didComplete)
    }

    /// Starts the delegate's animator, and the alongside animations in an animation of its duration.
    func startAnimations() {
        animator?.animateTransition(using: self)
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { self.runAnimations() })
    }
}
