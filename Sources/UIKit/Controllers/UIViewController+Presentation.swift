import Foundation

extension UIViewController {
    /// Whether the controller is being presented: true in the appearance callbacks of its presentation.
    public var isBeingPresented: Bool { presentationRecord?.phase == .presenting }

    /// Whether the controller is being dismissed: true in the disappearance callbacks of its dismissal.
    public var isBeingDismissed: Bool { presentationRecord?.phase == .dismissing }

    /// The style a presentation of this controller takes. Vellum has no popovers or presentation controllers:
    /// `.automatic` is a page sheet as on iOS, `.popover` a form sheet, `.custom` and `.none` cover the screen
    /// over the presenter.
    private var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic: return .pageSheet
        case .popover: return .formSheet
        case .custom, .none: return .overFullScreen
        default: return modalPresentationStyle
        }
    }

    /// The controller a current-context presentation from this one covers: the nearest one, from this one up
    /// through its parents, that defines the context, else the top of its containment.
    private var presentationContext: UIViewController {
        var controller = self
        while !controller.definesPresentationContext, let parent = controller.parentStorage { controller = parent }
        return controller
    }

    func startPresenting(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let record = controller.presentationRecord {
            return uikitLog.error("Application tried to present modally a view controller \(controller) that is already being presented by \(record.presenter).")
        }
        if controller === self || controller.presentedStorage != nil {
            return uikitLog.error("Application tried to present modally an active controller \(controller).")
        }
        if let parent = controller.parentStorage {
            return uikitLog.error("Application tried to present modally a view controller \(controller) that has a parent view controller \(parent).")
        }
        let style = controller.resolvedPresentationStyle
        let covered: UIViewController
        if style == .currentContext || style == .overCurrentContext {
            covered = presentationContext
        } else {
            var top = self
            while let parent = top.parentStorage { top = parent }
            covered = top
        }
        if let presented = covered.presentedStorage {
            return uikitLog.error("Attempt to present \(controller) on \(self) which is already presenting \(presented).")
        }
        if covered.presentationRecord?.phase != nil {
            return uikitLog.error("Attempt to present \(controller) on \(self) while a presentation is in progress!")
        }
        guard let coveredView = covered.viewIfLoaded, let window = coveredView.window,
              let host = style == .currentContext || style == .overCurrentContext ? coveredView.superview : window else {
            return uikitLog.error("Attempt to present \(controller) on \(self) whose view is not in the window hierarchy.")
        }
        let frame = host === window ? window.bounds : coveredView.frame
        let record = Presentation(presenter: covered, presented: controller, style: style, in: host, over: frame)
        controller.presentationRecord = record
        covered.presentedStorage = controller

        if record.removesCoveredView {
            covered.withholdsAutomaticAppearance = true
            covered.beginAppearance(false, animated: animated)
        }
        controller.withholdsAutomaticAppearance = true
        controller.beginAppearance(true, animated: animated)
        let view: UIView = controller.view
        view.frame = record.restingFrame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        (record.sheet ?? record.container).addSubview(view)

        let finish: @MainActor () -> Void = {
            controller.endAppearance()
            if record.removesCoveredView, let superview = coveredView.superview,
               let index = superview.subviews.firstIndex(where: { $0 === coveredView }) {
                record.coveredPlace = (superview, index)
                coveredView.removeFromSuperview()
                covered.endAppearance()
            }
            covered.withholdsAutomaticAppearance = false
            controller.withholdsAutomaticAppearance = false
            record.phase = nil
            completion?()
        }
        guard animated else {
            host.addSubview(record.container)
            record.dimming?.alpha = Presentation.dimmingAlpha
            record.container.layoutIfNeeded()
            // As on iOS, a presentation without animation finishes on a later turn, once laid out.
            return AppFrameCycle.later(finish)
        }
        animate(record, in: host, presenting: true, completion: finish)
    }

    func startDismissing(animated: Bool, completion: (() -> Void)?) {
        // The nearest presentation from this controller up through its parents: what one of them presents,
        // or the one that is presented.
        var target: UIViewController?
        var controller: UIViewController? = self
        while let current = controller, target == nil {
            target = current.presentedStorage ?? (current.presentationRecord != nil ? current : nil)
            controller = current.parentStorage
        }
        guard let target, let record = target.presentationRecord else {
            return uikitLog.error("UIViewController: \(self) presents nothing and was not presented; nothing to dismiss.")
        }
        guard record.phase == nil else {
            return uikitLog.error("Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
        }
        // What the dismissed controller presents goes with it, at once, as on iOS.
        if let above = target.presentedStorage, let aboveRecord = above.presentationRecord, aboveRecord.phase == nil {
            aboveRecord.phase = .dismissing
            dismissNow(aboveRecord, animated: false)
        }
        record.phase = .dismissing
        let covered = record.presenter
        target.withholdsAutomaticAppearance = true
        target.beginAppearance(false, animated: animated)
        if record.removesCoveredView, let place = record.coveredPlace, let coveredView = covered.viewIfLoaded {
            covered.withholdsAutomaticAppearance = true
            covered.beginAppearance(true, animated: animated)
            place.superview.insertSubview(coveredView, at: min(place.index, place.superview.subviews.count))
        }
        guard animated, let host = record.container.superview else {
            return AppFrameCycle.later { self.finishDismissal(record, completion: completion) }
        }
        animate(record, in: host, presenting: false) { self.finishDismissal(record, completion: completion) }
    }

    /// Dismisses a presentation stacked above the one being dismissed, at once.
    private func dismissNow(_ record: Presentation, animated: Bool) {
        if let above = record.presented.presentedStorage, let aboveRecord = above.presentationRecord {
            aboveRecord.phase = .dismissing
            dismissNow(aboveRecord, animated: animated)
        }
        record.presented.withholdsAutomaticAppearance = true
        record.presented.beginAppearance(false, animated: animated)
        finishDismissal(record, completion: nil)
    }

    private func finishDismissal(_ record: Presentation, completion: (() -> Void)?) {
        let presented = record.presented, covered = record.presenter
        record.container.removeFromSuperview()
        if record.removesCoveredView { covered.endAppearance() }
        covered.withholdsAutomaticAppearance = false
        presented.endAppearance()
        presented.withholdsAutomaticAppearance = false
        presented.viewIfLoaded?.removeFromSuperview()
        record.presenter.presentedStorage = nil
        presented.presentationRecord = nil
        completion?()
    }

    /// The built-in transition of `record`'s presented controller into `host` or out of it.
    private func animate(_ record: Presentation, in host: UIView, presenting: Bool, completion: @escaping () -> Void) {
        let style = record.presented.modalTransitionStyle
        let dimmed = presenting ? Presentation.dimmingAlpha : 0
        let done: (Bool) -> Void = { _ in completion() }
        if style == .flipHorizontal {
            UIView.transition(with: host, duration: Presentation.duration,
                              options: presenting ? .transitionFlipFromRight : .transitionFlipFromLeft,
                              animations: {
                                  if presenting { host.addSubview(record.container) } else { record.container.removeFromSuperview() }
                                  record.dimming?.alpha = dimmed
                              }, completion: done)
            return
        }
        if presenting { host.addSubview(record.container) }
        record.container.layoutIfNeeded()
        if style == .crossDissolve {
            if presenting { record.container.alpha = 0 }
            record.dimming?.alpha = Presentation.dimmingAlpha
            UIView.animate(withDuration: Presentation.duration, animations: {
                record.container.alpha = presenting ? 1 : 0
            }, completion: done)
            return
        }
        // Cover vertical (and partial curl, which Vellum shows the same way): the presented view slides up
        // from below the host, and back down.
        let moving = record.sheet ?? record.presented.view!
        let rest = moving.frame
        let below = rest.offsetBy(dx: 0, dy: host.bounds.height - rest.minY)
        if presenting {
            moving.frame = below
            record.dimming?.alpha = 0
        }
        UIView.animate(withDuration: Presentation.duration, delay: 0, options: [.curveEaseInOut], animations: {
            moving.frame = presenting ? rest : below
            record.dimming?.alpha = dimmed
        }, completion: done)
    }
}
