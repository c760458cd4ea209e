import Foundation

/// The presentation controller of the styles that cover their context with the presented view: full screen
/// and current context take the presenter's view out of the window once shown; over full screen and over
/// current context leave it beneath.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen || presentationStyle == .currentContext }

    override func suits(_ style: UIModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .overFullScreen || style == .currentContext || style == .overCurrentContext
    }

    override func presentationTransitionWillBegin() {
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func containerViewWillLayoutSubviews() {
        guard phase == nil, let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}
