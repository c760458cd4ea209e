import Foundation

/// A `UIAlertController`'s own transitioning delegate: its presentation controller and animators.
@MainActor
final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard let alert = presented as? UIAlertController else { return nil }
        return AlertPresentationController(alert: alert, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        (presented as? UIAlertController).map { AlertAnimator(style: $0.preferredStyle, presenting: true) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        (dismissed as? UIAlertController).map { AlertAnimator(style: $0.preferredStyle, presenting: false) }
    }
}
