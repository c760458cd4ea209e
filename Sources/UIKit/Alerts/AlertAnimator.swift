import Foundation

/// iOS's animation of an alert: it fades in from 1.2 times its size and fades out where it is; an action
/// sheet slides up from below the screen and back down. The backdrop fades alongside.
@MainActor
final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    static let alertInDuration: TimeInterval = 0.3
    static let alertOutDuration: TimeInterval = 0.2
    static let sheetDuration: TimeInterval = 0.4
    static let initialScale: CGFloat = 1.2

    let style: UIAlertController.Style
    let isPresenting: Bool

    init(style: UIAlertController.Style, presenting: Bool) {
        self.style = style
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        style == .actionSheet ? Self.sheetDuration : isPresenting ? Self.alertInDuration : Self.alertOutDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key),
              let alert = context.viewController(forKey: isPresenting ? .to : .from) else {
            return context.completeTransition(true)
        }
        let container = context.containerView
        let rest = isPresenting ? context.finalFrame(for: alert) : context.initialFrame(for: alert)
        let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
        let presenting = isPresenting
        if presenting {
            view.frame = rest
            container.addSubview(view)
            switch style {
            case .alert:
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
            case .actionSheet:
                view.frame = below
            }
        }
        let sheet = style == .actionSheet
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0,
                       options: presenting ? [.curveEaseOut] : [.curveEaseIn], animations: {
            if sheet {
                view.frame = presenting ? rest : below
            } else {
                view.alpha = presenting ? 1 : 0
                view.transform = .identity
            }
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
