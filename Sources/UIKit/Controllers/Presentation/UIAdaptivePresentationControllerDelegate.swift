import Foundation

/// Hears how a presentation adapts to a compact window, and of dismissals the user starts (a sheet swiped
/// down, a tap outside a popover) — not of dismissals the app asks for.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to present in a compact window; `.none` keeps the presentation's own style. By default
    /// the presentation controller's `adaptivePresentationStyle`.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to present in when `traitCollection` is active; `.none` keeps the presentation's own style.
    /// By default `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Called before the presentation begins in an adapted style (`.none` when it does not adapt).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether the user may dismiss the presentation now; true by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a dismissal the user started begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called when a dismissal the user started has ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when the user tried to dismiss and was refused: `isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` said no.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own `adaptivePresentationStyle`.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// What `adaptivePresentationStyle(for:)` says, whatever the traits.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
