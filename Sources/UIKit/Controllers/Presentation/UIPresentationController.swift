import Foundation

/// Manages a presented view controller's presentation: the container view it happens in, where the presented
/// view sits, the views added around it, and how the presentation adapts. Every presentation has one — the
/// presented controller's `presentationController`; the built-in styles use subclasses of it, and a `.custom`
/// presentation takes one from the `transitioningDelegate`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// A presentation under way: presenting, or dismissing.
    enum Phase {
        case presenting, dismissing
    }

    /// The controller being presented. Unowned: the controller keeps its presentation controller.
    public unowned let presentedViewController: UIViewController

    /// The controller whose view the presentation covers; nil until the presentation begins.
    public var presentingViewController: UIViewController! { presentingStorage }

    weak var presentingStorage: UIViewController?

    /// The view the presentation happens in, above the presenting view; nil while not presented.
    public internal(set) var containerView: UIView?

    /// Hears of adaptation and of dismissals the user starts.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`
    /// (nil until the presentation decides).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The style of the presentation: the presented controller's `modalPresentationStyle`, resolved.
    open var presentationStyle: UIModalPresentationStyle {
        styleStorage ?? presentedViewController.modalPresentationStyle
    }

    /// The view the transition animates: the presented controller's view by default; a subclass may wrap
    /// it in chrome of its own and return the wrapper.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view rests in the container view: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presented view covers the whole screen when shown: true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation finishes (it then disappears and
    /// appears again): false by default, so the presenter hears nothing.
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation takes in a compact window when the delegate does not choose one:
    /// `.fullScreen` by default. Vellum adapts popovers only.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// Called before the presentation's animation starts: add chrome here, animating it along with the
    /// presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}

    /// Called once the presentation ends; `completed` is false when an interactive one was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}

    /// Called once the dismissal ends; `completed` is false when an interactive one was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called after the presentation's `traitCollection` changed; `previousTraitCollection` is the one before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: The presentation's state

    /// The style this presentation resolved to, while presented.
    var styleStorage: UIModalPresentationStyle?
    /// The transition under way, if any; also the coordinator controllers see.
    var transition: PresentationTransition?
    /// Presenting or dismissing; nil at rest.
    var phase: Phase?
    /// Whether the controller is presented now (from the start of its presentation to the end of its dismissal).
    var isActive = false
    /// Where the presenter's view was before the presentation took it out of the window.
    var coveredPlace: (superview: UIView, index: Int)?
    /// The presentation's traits, made when first asked for or overridden
    /// (Traits/UIPresentationController+Traits.swift).
    var traitState: TraitState?

    /// Whether this controller suits a presentation in `style`: a built-in style's controller is kept between
    /// presentations of the same kind.
    func suits(_ style: UIModalPresentationStyle) -> Bool { style == .custom }

    /// Makes the container view, filling `frame` of its host.
    func makeContainer(frame: CGRect) -> UIView {
        let container = PresentationContainerView(frame: frame)
        container.presentationController = self
        container.traitPresentationController = self
        // Traits resolved before the presentation had a place came from the presenter or the screen.
        traitState?.resolvedGeneration = -1
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView = container
        return container
    }
}
