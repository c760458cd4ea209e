import Foundation

/// UIKit's own animation of a presentation or dismissal, in the presented controller's
/// `modalTransitionStyle`: cover vertical, cross dissolve, flip horizontal, or partial curl.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// UIKit's modal animator returns 0.4 s (shared/notes/controllers.md §2).
    static let duration: TimeInterval = 0.4

    let style: UIModalTransitionStyle
    let isPresenting: Bool

    /// The animator of `controller`'s presentation or dismissal in `presentationStyle`: popovers fade, the
    /// other styles take the controller's `modalTransitionStyle`.
    init(for controller: UIViewController, in presentationStyle: UIModalPresentationStyle, presenting: Bool) {
        style = presentationStyle == .popover ? .crossDissolve : controller.modalTransitionStyle
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let presentedKey: UITransitionContextViewKey = isPresenting ? .to : .from
        let presentedController = context.viewController(forKey: isPresenting ? .to : .from)
        guard let moving = context.view(forKey: presentedKey), let presentedController else {
            return context.completeTransition(true)
        }
        let rest = isPresenting ? context.finalFrame(for: presentedController) : context.initialFrame(for: presentedController)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if isPresenting {
            moving.frame = rest
            container.addSubview(moving)
        }
        switch style {
        case .flipHorizontal, .partialCurl:
            // The whole screen turns over (or its page curls up) from its last frame to the presented view.
            let host = container.superview ?? container
            let options: UIView.AnimationOptions = style == .flipHorizontal
                ? (isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
                : (isPresenting ? .transitionCurlUp : .transitionCurlDown)
            if isPresenting { container.isHidden = true }
            UIView.transition(with: host, duration: Self.duration, options: options, animations: {
                container.isHidden = !self.isPresenting
            }, completion: done)
        case .crossDissolve:
            if isPresenting { container.alpha = 0 }
            UIView.animate(withDuration: Self.duration, animations: {
                container.alpha = self.isPresenting ? 1 : 0
            }, completion: done)
        case .coverVertical:
            container.layoutIfNeeded()
            let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
            if isPresenting { moving.frame = below }
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
                moving.frame = self.isPresenting ? rest : below
            }, completion: done)
        }
    }
}
