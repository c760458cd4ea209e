import Foundation

/// The coordinator of a navigation controller's push or pop: the controllers' alongside animations run
/// inside the slide, and their completions after it.
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let containerView: UIView
    let transitionDuration: TimeInterval
    private let from: UIViewController?
    private let to: UIViewController
    var percentComplete: CGFloat = 0
    private(set) var isCancelled = false
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var blocks = AlongsideBlocks()

    var presentationStyle: UIModalPresentationStyle { .none }
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { initiallyInteractive ? .linear : .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    init(from: UIViewController?, to: UIViewController, in containerView: UIView, animated: Bool, interactive: Bool) {
        initiallyInteractive = interactive
        isInteractive = interactive
        self.from = from
        self.to = to
        self.containerView = containerView
        isAnimated = animated
        transitionDuration = animated ? UINavigationController.transitionDuration : 0
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
