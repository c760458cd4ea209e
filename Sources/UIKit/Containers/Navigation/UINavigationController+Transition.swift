import Foundation

extension UINavigationController {
    /// How far the covered view moves the other way, as a fraction of the width (iOS's parallax offset).
    static let parallaxFraction: CGFloat = 0.3
    /// How dark the overlay on the covered view gets.
    static let dimmingAlpha: CGFloat = 0.1

    /// A child's view, loaded if needed, sized to fill the container under the bar.
    func childView(of controller: UIViewController) -> UIView {
        let child: UIView = controller.view
        child.frame = viewIfLoaded?.bounds ?? child.frame
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return child
    }

    /// Makes `newStack` the stack: containment for the controllers that come and go, and — when the top
    /// changes while the container is on screen — the appearance transition of notes §1.2 with its slide.
    /// An `interactive` one waits, paused, for an edge swipe to scrub it, and may be cancelled.
    func change(to newStack: [UIViewController], animated: Bool, interactive: Bool = false) {
        let oldStack = stack
        guard let newTop = newStack.last else { return }
        let oldTop = oldStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in added { addChild(controller) }
        stack = newStack
        navigationBar.stackDidChange()
        updateToolbar(animated: false)
        // Controllers that come or go below the top never show: their moves finish at once.
        for controller in added where controller !== newTop { controller.didMove(toParent: self) }
        for controller in removed where controller !== oldTop {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        guard oldTop !== newTop else { return }
        let oldLeaves = oldTop.map { old in removed.contains { $0 === old } } ?? false
        let newArrives = added.contains { $0 === newTop }
        if let oldTop, oldLeaves {
            oldTop.willMove(toParent: nil)
            oldTop.movement = .fromParent
        }
        guard let container = viewIfLoaded, appearance == .appeared else {
            // Off screen: the views swap, and the children appear later with the container.
            if let oldView = oldTop?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            viewIfLoaded?.insertSubview(childView(of: newTop), belowSubview: bottomBar)
            if oldLeaves { oldTop?.removeFromParent() }
            if newArrives { newTop.didMove(toParent: self) }
            return
        }
        let isPush = !oldStack.contains { $0 === newTop }
        let custom = animated ? customTransition(isPush ? .push : .pop, from: oldTop, to: newTop, interactive: interactive) : nil
        let transitionView = custom.map { _ in makeTransitionView(in: container) } ?? container
        let coordinator = NavigationTransitionCoordinator(
            from: oldTop, to: newTop, in: transitionView, animated: animated,
            interactive: custom.map { $0.interactor?.wantsInteractiveStart ?? false } ?? interactive)
        runningTransition = coordinator
        oldTop?.withholdsAutomaticAppearance = true
        newTop.withholdsAutomaticAppearance = true
        let newView = childView(of: newTop)
        oldTop?.beginAppearance(false, animated: animated)
        newTop.beginAppearance(true, animated: animated)
        delegate?.navigationController(self, willShow: newTop, animated: animated)

        let oldView = oldTop?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        if custom != nil {
            // The delegate's animator finds the leaving view in its container, and adds the arriving one.
            if let oldView { transitionView.addSubview(oldView) }
            transitionView.insertSubview(newView, at: 0)
        } else if !isPush, let oldView {
            container.insertSubview(newView, belowSubview: oldView)
        } else {
            container.insertSubview(newView, belowSubview: bottomBar)
        }
        container.layoutIfNeeded()
        let slide = animated && custom == nil ? prepareSlide(of: newView, over: oldView, in: container, isPush: isPush) : nil
        let finish: @MainActor (Bool) -> Void = { [weak self] cancelled in
            guard let self else { return }
            slide?.dimming.removeFromSuperview()
            if cancelled {
                return cancel(showing: oldStack, from: newTop, to: oldTop, coordinator: coordinator, animated: animated)
            }
            if let oldView, oldView.superview === container {
                oldView.removeFromSuperview()
                oldView.frame = container.bounds
            }
            runningTransition = nil
            coordinator.finish()
            oldTop?.endAppearance()
            newTop.endAppearance()
            oldTop?.withholdsAutomaticAppearance = false
            newTop.withholdsAutomaticAppearance = false
            if oldLeaves { oldTop?.removeFromParent() }
            if newArrives { newTop.didMove(toParent: self) }
            delegate?.navigationController(self, didShow: newTop, animated: animated)
            runPendingChanges()
        }
        if let custom {
            return coordinator.startCustom(animator: custom.animator, interactor: custom.interactor) { completed in
                // Whichever view stays goes back under the bars, filling the container.
                let kept = completed ? newView : oldView
                let gone = completed ? oldView : newView
                gone?.removeFromSuperview()
                if let kept {
                    container.insertSubview(kept, belowSubview: transitionView)
                    kept.frame = container.bounds
                }
                gone?.frame = container.bounds
                transitionView.removeFromSuperview()
                finish(!completed)
            }
        }
        guard let slide else {
            UIView.performWithoutAnimation { coordinator.runAnimations() }
            return finish(false)
        }
        guard !interactive else {
            let animator = UIViewPropertyAnimator(duration: Self.transitionDuration, curve: .linear) {
                slide.run()
                coordinator.runAnimations()
            }
            animator.addCompletion { position in finish(position == .start) }
            animator.pauseAnimation()
            interactiveAnimator = animator
            return
        }
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            slide.run()
            coordinator.runAnimations()
        }, completion: { _ in finish(false) })
    }

    /// The delegate's animator for `operation` and what drives it; nil for the built-in slide. An edge swipe
    /// keeps the built-in slide unless the delegate gives an interaction controller to follow the finger.
    private func customTransition(_ operation: Operation, from oldTop: UIViewController?, to newTop: UIViewController,
                                  interactive: Bool)
        -> (animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?)? {
        guard let delegate, let oldTop,
              let animator = delegate.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
        else { return nil }
        let interactor = delegate.navigationController(self, interactionControllerFor: animator)
        if interactive && interactor == nil { return nil }
        return (animator, interactor)
    }

    /// The view a custom transition animates in: the container's area, under the bars.
    private func makeTransitionView(in container: UIView) -> UIView {
        let view = UIView(frame: container.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, belowSubview: bottomBar)
        return view
    }

    /// Puts back what a cancelled interactive pop changed: the stack, the views, and the appearance calls of
    /// notes §1.2 — the controller that was to show disappears again, the one that was leaving appears again.
    private func cancel(showing oldStack: [UIViewController], from shown: UIViewController, to restored: UIViewController?,
                        coordinator: NavigationTransitionCoordinator, animated: Bool) {
        stack = oldStack
        navigationBar.stackDidChange()
        updateToolbar(animated: false)
        if let view = shown.viewIfLoaded {
            view.removeFromSuperview()
            view.frame = viewIfLoaded?.bounds ?? view.frame
        }
        restored?.viewIfLoaded?.frame = viewIfLoaded?.bounds ?? .zero
        runningTransition = nil
        coordinator.finish(cancelled: true)
        shown.beginAppearance(false, animated: animated)
        shown.endAppearance()
        restored?.beginAppearance(true, animated: animated)
        restored?.endAppearance()
        shown.withholdsAutomaticAppearance = false
        restored?.withholdsAutomaticAppearance = false
        restored?.movement = nil
        runPendingChanges()
    }

    /// Puts the views where the slide starts, and returns what moves them to where it ends: pushing, the new
    /// view comes in from the trailing edge over the old one, which moves 30 % of the width towards the
    /// leading edge under a darkening overlay; popping, the reverse.
    private func prepareSlide(of newView: UIView, over oldView: UIView?, in container: UIView,
                              isPush: Bool) -> (dimming: UIView, run: @MainActor () -> Void) {
        let width = container.bounds.width
        let trailing: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let offscreen = trailing * width, covered = -trailing * width * Self.parallaxFraction
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        let rest = container.bounds
        if isPush {
            newView.frame = rest.offsetBy(dx: offscreen, dy: 0)
            dimming.alpha = 0
            container.insertSubview(dimming, belowSubview: newView)
        } else {
            newView.frame = rest.offsetBy(dx: covered, dy: 0)
            dimming.alpha = Self.dimmingAlpha
            container.insertSubview(dimming, aboveSubview: newView)
        }
        return (dimming, {
            newView.frame = rest
            oldView?.frame = rest.offsetBy(dx: isPush ? covered : offscreen, dy: 0)
            dimming.frame = isPush ? rest.offsetBy(dx: covered, dy: 0) : rest
            dimming.alpha = isPush ? Self.dimmingAlpha : 0
        })
    }

    /// Runs the stack changes that waited for the transition that just ended, until one starts another.
    private func runPendingChanges() {
        while runningTransition == nil, !pendingChanges.isEmpty {
            pendingChanges.removeFirst()()
        }
    }
}
