import Foundation

/// The coordinator of a change of size — a window's resize, the interface rotating, or a split view's columns
/// changing: controllers hear of it in `viewWillTransition(to:with:)`, and their alongside animations run
/// inside the change's animation.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The coordinators of transitions running now: what `UIViewController.transitionCoordinator` finds.
    static var running: [SizeTransitionCoordinator] = []

    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    private(set) var percentComplete: CGFloat = 0
    private var blocks = AlongsideBlocks()

    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    init(containerView: UIView, duration: TimeInterval, targetTransform: CGAffineTransform = .identity) {
        self.containerView = containerView
        transitionDuration = duration
        isAnimated = duration > 0
        self.targetTransform = targetTransform
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        blocks.add(animation, completion: completion)
    }

    /// A size transition is never interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Resizes `window` to `size`, telling its root controller first: the resize, the layout it causes and
    /// the controllers' alongside animations run in one animation of the transition's duration (none for a
    /// duration of 0), and the completions after it.
    static func resize(_ window: UIWindow, to size: CGSize, targetTransform: CGAffineTransform = .identity,
                       duration: TimeInterval = 0) {
        let coordinator = SizeTransitionCoordinator(containerView: window, duration: duration, targetTransform: targetTransform)
        running.append(coordinator)
        if let controller = window.rootViewController,
           UIWindow.sizeClasses(for: size) != UIWindow.sizeClasses(for: window.bounds.size) {
            controller.willTransition(to: controller.traitCollection.modifyingTraits {
                let classes = UIWindow.sizeClasses(for: size)
                $0.horizontalSizeClass = classes.horizontal
                $0.verticalSizeClass = classes.vertical
            }, with: coordinator)
        }
        window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        coordinator.run {
            window.frame = CGRect(origin: window.frame.origin, size: size)
            window.layoutIfNeeded()
        }
    }

    /// Runs `change` and the alongside animations in one animation of the transition's duration (none for a
    /// duration of 0), then `completion` and the alongside completions.
    func run(_ change: @escaping () -> Void, completion: (() -> Void)? = nil) {
        let animations = {
            change()
            for animation in self.blocks.takeAnimations() { animation(self) }
        }
        let finish = {
            completion?()
            self.percentComplete = 1
            Self.running.removeAll { $0 === self }
            for block in self.blocks.end() { block(self) }
        }
        guard transitionDuration > 0 else {
            UIView.performWithoutAnimation(animations)
            return finish()
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: animations) { _ in finish() }
    }
}
