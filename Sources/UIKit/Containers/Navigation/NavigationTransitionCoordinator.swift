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
    private(set) var percentComplete: CGFloat = 0
    private(set) var isCancelled = false
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false

    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    init(from: UIViewController?, to: UIViewController, in containerView: UIView, animated: Bool) {
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
        guard !hasEnded else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A programmatic push or pop is never interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside animations registered so far, inside the transition's animation block.
    func runAnimations() {
        let animations = self.animations
        self.animations = []
        for animation in animations { animation(self) }
    }

    /// Ends the transition and runs the completions.
    func finish(cancelled: Bool = false) {
        hasEnded = true
        isCancelled = cancelled
        percentComplete = cancelled ? 0 : 1
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }
}
