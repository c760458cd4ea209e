import Foundation

/// A presentation's or dismissal's transition: the context its animator and interaction controller work with,
/// and the coordinator the controllers taking part see, whose alongside animations run with the animator's.
@MainActor
final class PresentationTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let presentationController: UIPresentationController
    /// True for a presentation, false for a dismissal.
    let isPresenting: Bool
    let isAnimated: Bool
    let containerView: UIView
    /// What animates the transition; nil when it does not animate.
    let animator: UIViewControllerAnimatedTransitioning?
    /// What drives it, when interactive.
    let interactor: UIViewControllerInteractiveTransitioning?
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var hasCompleted = false
    private var blocks = AlongsideBlocks()
    private var interruptibleSlot = InterruptibleAnimatorSlot()
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Told once, when the transition completes.
    private let onComplete: (Bool) -> Void

    init(_ presentationController: UIPresentationController, presenting: Bool, animated: Bool,
         animator: UIViewControllerAnimatedTransitioning?, interactor: UIViewControllerInteractiveTransitioning?,
         onComplete: @escaping (Bool) -> Void) {
        self.presentationController = presentationController
        isPresenting = presenting
        isAnimated = animated
        containerView = presentationController.containerView ?? UIView()
        self.animator = animator
        self.interactor = interactor
        initiallyInteractive = interactor?.wantsInteractiveStart ?? false
        isInteractive = initiallyInteractive
        self.onComplete = onComplete
    }

    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }
    var isCancelled: Bool { transitionWasCancelled }
    /// True when the animator hands UIKit an interruptible animator of its own.
    var isInterruptible: Bool { interruptibleAnimator != nil }
    var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    private var presented: UIViewController { presentationController.presentedViewController }
    private var presenter: UIViewController? { presentationController.presentingStorage }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: isPresenting ? presenter : presented
        case .to: isPresenting ? presented : presenter
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = (key == .to) == isPresenting
        guard key == .from || key == .to else { return nil }
        if presentedSide { return presentationController.presentedView }
        return presentationController.shouldRemovePresentersView ? presenter?.viewIfLoaded : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        frame(for: vc, atStart: true)
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        frame(for: vc, atStart: false)
    }

    /// The presented controller rests at the presentation controller's frame at the end of a presentation and
    /// the start of a dismissal; a presenter whose view the presentation removes fills the container.
    private func frame(for vc: UIViewController, atStart: Bool) -> CGRect {
        if vc === presented {
            return atStart == isPresenting ? .zero : presentationController.frameOfPresentedViewInContainerView
        }
        if vc === presenter, presentationController.shouldRemovePresentersView { return containerView.bounds }
        return .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() { isInteractive = true }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        transitionWasCancelled = !didComplete
        percentComplete = didComplete ? 1 : 0
        animator?.animationEnded(didComplete)
        for completion in blocks.end() { completion(self) }
        onComplete(didComplete)
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        blocks.add(animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        if isInteractive { interactionHandlers.append(handler) }
    }

    /// Runs the alongside animations registered so far; the caller decides inside which animation.
    func runAlongsideAnimations() {
        for animation in blocks.takeAnimations() { animation(self) }
    }

    /// Starts the animator, and the alongside animations in an animation of the transition's duration.
    func startAnimations() {
        animator?.animateTransition(using: self)
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { self.runAlongsideAnimations() })
    }
}

extension PresentationTransition: DrivableTransition {
    var transitionDurationForDriving: TimeInterval { transitionDuration }

    var interruptibleAnimator: UIViewImplicitlyAnimating? {
        interruptibleSlot.animator(of: animator, in: self, ended: hasCompleted)
    }
}
