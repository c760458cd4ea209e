import Foundation

extension UIViewController {
    /// Whether the controller is being presented: true in the appearance callbacks of its presentation.
    public var isBeingPresented: Bool { activePresentation?.phase == .presenting }

    /// Whether the controller is being dismissed: true in the disappearance callbacks of its dismissal.
    public var isBeingDismissed: Bool { activePresentation?.phase == .dismissing }

    /// The controller managing this one's presentation, made when first asked for: a sheet's for sheets
    /// and `.automatic`, a popover's for `.popover`, one that covers the context for the full-screen and
    /// current-context styles. Configure it before presenting. For `.custom`, the transitioning delegate's
    /// replaces it when the presentation begins.
    public var presentationController: UIPresentationController? {
        if let active = activePresentation { return active }
        return presentationController(for: resolvedPresentationStyle, presenting: nil, source: nil)
    }

    /// The sheet presentation controller, when the controller is (or will be) presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, when the controller is (or will be) presented as a popover.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController(for: .popover, presenting: nil, source: nil) as? UIPopoverPresentationController
    }

    /// The presentation controller of the presentation under way or shown, if any: a popover's adaptive sheet
    /// when the popover adapted.
    var activePresentation: UIPresentationController? {
        guard let stored = presentationControllerStorage else { return nil }
        if stored.isActive { return stored }
        return (stored as? UIPopoverPresentationController)?.adaptivePresentation.flatMap { $0.isActive ? $0 : nil }
    }

    /// The coordinator of a presentation or dismissal this controller takes part in, presented or presenting.
    var runningPresentationTransition: PresentationTransition? {
        activePresentation?.transition ?? presentedStorage?.activePresentation?.transition
    }

    /// The style a presentation of this controller takes, as on iOS: `.automatic` is a page sheet, `.none`
    /// covers the screen over the presenter.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic: .pageSheet
        case .none: .overFullScreen
        default: modalPresentationStyle
        }
    }

    /// The presentation controller for `style`: the kept one when it suits, else a new one. For `.custom`,
    /// the transitioning delegate is asked each time a presentation begins, and its controller replaces the
    /// kept one.
    private func presentationController(for style: UIModalPresentationStyle, presenting: UIViewController?,
                                        source: UIViewController?) -> UIPresentationController {
        if style == .custom, let source,
           let supplied = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source) {
            presentationControllerStorage = supplied
            return supplied
        }
        if let kept = presentationControllerStorage, kept.suits(style) { return kept }
        let made: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            made = UIPresentationController(presentedViewController: self, presenting: presenting)
        default:
            made = FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        }
        presentationControllerStorage = made
        return made
    }

    /// The controller a current-context presentation from this one covers: the nearest one, from this one up
    /// through its parents, that defines the context, else the top of its containment.
    private var presentationContext: UIViewController {
        var controller = self
        while !controller.definesPresentationContext, let parent = controller.parentStorage { controller = parent }
        return controller
    }

    func startPresenting(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let active = controller.activePresentation {
            return uikitLog.error("Application tried to present modally a view controller \(controller) that is already being presented by \(active.presentingStorage.map { "\($0)" } ?? "nil").")
        }
        if controller === self || controller.presentedStorage != nil {
            return uikitLog.error("Application tried to present modally an active controller \(controller).")
        }
        if let parent = controller.parentStorage {
            return uikitLog.error("Application tried to present modally a view controller \(controller) that has a parent view controller \(parent).")
        }
        var style = controller.resolvedPresentationStyle
        let context = style == .currentContext || style == .overCurrentContext
        var top = self
        while let parent = top.parentStorage { top = parent }
        let covered = context ? presentationContext : top
        if let presented = covered.presentedStorage {
            return uikitLog.error("Attempt to present \(controller) on \(self) which is already presenting \(presented).")
        }
        if covered.activePresentation?.phase != nil {
            return uikitLog.error("Attempt to present \(controller) on \(self) while a presentation is in progress.")
        }
        guard let coveredView = covered.viewIfLoaded, let window = coveredView.window,
              let host = context ? coveredView.superview : window else {
            return uikitLog.error("Attempt to present \(controller) on \(self) whose view is not in the window hierarchy.")
        }
        var presentation = controller.presentationController(for: style, presenting: covered, source: self)
        let announcer = presentation
        var adaptiveStyle = UIModalPresentationStyle.none
        if let popover = presentation as? UIPopoverPresentationController, let adapted = popover.adaptedStyle(in: window.bounds, traitCollection: window.traitCollection) {
            adaptiveStyle = adapted
            style = adapted
            presentation = popover.makeAdaptivePresentation(adapted)
        } else if let popover = presentation as? UIPopoverPresentationController {
            (popover.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
            guard popover.sourceItem != nil || popover.sourceView != nil else {
                return uikitLog.error("UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            }
        }
        presentation.presentingStorage = covered
        presentation.styleStorage = style
        presentation.isActive = true
        presentation.phase = .presenting
        covered.presentedStorage = controller
        controller.loadViewIfNeeded()
        let container = presentation.makeContainer(frame: host === window ? window.bounds : coveredView.frame)
        host.addSubview(container)

        let removesCoveredView = presentation.shouldRemovePresentersView
        let custom = style == .custom ? controller.transitioningDelegate : nil
        let animator = animated
            ? custom?.animationController(forPresented: controller, presenting: covered, source: self)
              ?? ModalTransitionAnimator(for: controller, in: style, presenting: true)
            : nil
        let interactor = animator.flatMap { custom?.interactionControllerForPresentation(using: $0) }
        let transition = PresentationTransition(presentation, presenting: true, animated: animated, animator: animator,
                                                interactor: interactor) { completed in
            presentation.transition = nil
            presentation.presentationTransitionDidEnd(completed)
            guard completed else {
                controller.beginAppearance(false, animated: animated)
                if removesCoveredView {
                    covered.beginAppearance(true, animated: animated)
                    covered.endAppearance()
                }
                return Self.endPresentation(presentation, completion: nil)
            }
            controller.endAppearance()
            if removesCoveredView, let superview = coveredView.superview,
               let index = superview.subviews.firstIndex(where: { $0 === coveredView }) {
                presentation.coveredPlace = (superview, index)
                coveredView.removeFromSuperview()
                covered.endAppearance()
            }
            covered.withholdsAutomaticAppearance = false
            controller.withholdsAutomaticAppearance = false
            presentation.phase = nil
            completion?()
        }
        presentation.transition = transition
        // The appearance callbacks see the transition's coordinator.
        if removesCoveredView {
            covered.withholdsAutomaticAppearance = true
            covered.beginAppearance(false, animated: animated)
        }
        controller.withholdsAutomaticAppearance = true
        controller.beginAppearance(true, animated: animated)
        announcer.delegate?.presentationController(announcer, willPresentWithAdaptiveStyle: adaptiveStyle,
                                                   transitionCoordinator: transition)
        run(transition)
    }

    /// Starts `transition`: without animation the presented view takes its place at once and the transition
    /// completes on a later turn, once laid out, as on iOS; an interactive one waits for its interaction
    /// controller; others run their animator.
    private func run(_ transition: PresentationTransition) {
        let presentation = transition.presentationController
        if transition.isPresenting {
            presentation.presentationTransitionWillBegin()
        } else {
            presentation.dismissalTransitionWillBegin()
        }
        guard transition.isAnimated else {
            if transition.isPresenting, let view = presentation.presentedView {
                view.frame = presentation.frameOfPresentedViewInContainerView
                if view.superview == nil { transition.containerView.addSubview(view) }
            }
            UIView.performWithoutAnimation { transition.runAlongsideAnimations() }
            transition.containerView.layoutIfNeeded()
            return AppFrameCycle.later { transition.completeTransition(true) }
        }
        if let interactor = transition.interactor, transition.initiallyInteractive {
            interactor.startInteractiveTransition(transition)
        } else {
            transition.startAnimations()
        }
    }

    func startDismissing(animated: Bool, interactor: UIViewControllerInteractiveTransitioning? = nil,
                         completion: (() -> Void)?) {
        // The nearest presentation from this controller up through its parents: what one of them presents,
        // or the one that is presented.
        var target: UIViewController?
        var controller: UIViewController? = self
        while let current = controller, target == nil {
            target = current.presentedStorage ?? (current.activePresentation != nil ? current : nil)
            controller = current.parentStorage
        }
        guard let target, let presentation = target.activePresentation else {
            return uikitLog.error("UIViewController: \(self) presents nothing and was not presented; nothing to dismiss.")
        }
        guard presentation.phase == nil else {
            return uikitLog.error("Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
        }
        // What the dismissed controller presents goes with it, at once, as on iOS.
        if let above = target.presentedStorage?.activePresentation, above.phase == nil { Self.dismissNow(above) }
        presentation.phase = .dismissing
        let covered = presentation.presentingStorage
        let custom = presentation.presentationStyle == .custom ? target.transitioningDelegate : nil
        let animator = animated
            ? custom?.animationController(forDismissed: target)
              ?? ModalTransitionAnimator(for: target, in: presentation.presentationStyle, presenting: false)
            : nil
        let driver = interactor ?? animator.flatMap { custom?.interactionControllerForDismissal(using: $0) }
        let transition = PresentationTransition(presentation, presenting: false, animated: animated, animator: animator,
                                                interactor: driver) { completed in
            presentation.transition = nil
            presentation.dismissalTransitionDidEnd(completed)
            guard completed else { return Self.restore(presentation, animated: animated) }
            Self.endPresentation(presentation, completion: completion)
        }
        presentation.transition = transition
        target.withholdsAutomaticAppearance = true
        target.beginAppearance(false, animated: animated)
        if presentation.shouldRemovePresentersView, let place = presentation.coveredPlace, let coveredView = covered?.viewIfLoaded {
            covered?.withholdsAutomaticAppearance = true
            covered?.beginAppearance(true, animated: animated)
            place.superview.insertSubview(coveredView, at: min(place.index, place.superview.subviews.count))
        }
        run(transition)
    }

    /// Dismisses a presentation stacked above the one being dismissed, at once.
    private static func dismissNow(_ presentation: UIPresentationController) {
        if let above = presentation.presentedViewController.presentedStorage?.activePresentation { dismissNow(above) }
        presentation.phase = .dismissing
        presentation.presentedViewController.withholdsAutomaticAppearance = true
        presentation.presentedViewController.beginAppearance(false, animated: false)
        endPresentation(presentation, completion: nil)
    }

    /// A cancelled dismissal: the presented controller appears again, and the presenter whose view came back
    /// for it disappears again.
    private static func restore(_ presentation: UIPresentationController, animated: Bool) {
        let presented = presentation.presentedViewController
        presented.beginAppearance(true, animated: animated)
        presented.endAppearance()
        presented.withholdsAutomaticAppearance = false
        if let covered = presentation.presentingStorage, presentation.shouldRemovePresentersView {
            covered.beginAppearance(false, animated: animated)
            covered.viewIfLoaded?.removeFromSuperview()
            covered.endAppearance()
            covered.withholdsAutomaticAppearance = false
        }
        presentation.phase = nil
    }

    /// Takes a presentation's views away and ends the appearance transitions under way.
    private static func endPresentation(_ presentation: UIPresentationController, completion: (() -> Void)?) {
        let presented = presentation.presentedViewController, covered = presentation.presentingStorage
        presentation.containerView?.removeFromSuperview()
        presentation.containerView = nil
        if presentation.coveredPlace != nil { covered?.endAppearance() }
        presentation.coveredPlace = nil
        covered?.withholdsAutomaticAppearance = false
        presented.endAppearance()
        presented.withholdsAutomaticAppearance = false
        presented.viewIfLoaded?.removeFromSuperview()
        covered?.presentedStorage = nil
        presentation.isActive = false
        presentation.phase = nil
        presentation.styleStorage = nil
        completion?()
    }
}
