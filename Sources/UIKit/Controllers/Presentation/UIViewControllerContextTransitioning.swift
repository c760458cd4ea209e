import Foundation

/// What a transition's animator and interaction controller work with: the container view, the controllers
/// and views taking part and their frames, and the calls that report progress and the end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a presentation; `.custom` otherwise.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies; identity for presentations.
    var targetTransform: CGAffineTransform { get }
    /// The controller under `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view under `key`: the presentation controller's `presentedView` for the presented controller, and
    /// the presenter's view only when the presentation removes it; else nil.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition starts; `.zero` when unknown or not on screen.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when it ends; `.zero` when it leaves the screen.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Reports how far an interactive transition has come, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that interaction ended and the transition goes on to its end.
    func finishInteractiveTransition()
    /// Reports that interaction ended and the transition goes back.
    func cancelInteractiveTransition()
    /// Reports that the transition is interactive again.
    func pauseInteractiveTransition()
    /// Ends the transition; the animator calls it when its animation is done, with whether it completed.
    func completeTransition(_ didComplete: Bool)
}
