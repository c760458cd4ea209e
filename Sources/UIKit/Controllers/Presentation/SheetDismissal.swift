import Foundation

/// Drives a sheet's dismissal from its drag: the transition waits while the finger moves the sheet, and
/// finishes or is cancelled when it lifts.
@MainActor
final class SheetDismissal: UIViewControllerInteractiveTransitioning {
    private(set) var context: UIViewControllerContextTransitioning?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}
