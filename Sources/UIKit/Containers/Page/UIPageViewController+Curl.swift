import Foundation

/// The page-curl style: a tap near a page's outer edge turns to the neighbouring pages, which the data source is
/// asked for then, and a drag along the axis turns them under the finger. The turn is Core Animation's page
/// curl over the pages' container (curling up to go forward, down to go back), from the right edge when pages
/// follow one another across, from the bottom when they follow one another down.
extension UIPageViewController {
    /// How long a curl takes.
    static let curlDuration: TimeInterval = 0.5
    /// The part of the pages' length, at each end along the axis, where a tap turns the page.
    static let curlTapEdgeFraction: CGFloat = 0.2
    /// How far the curl's line travels, in pages' lengths: past the page by the cylinder's radius (0.15 of
    /// the length) and its shadow (0.75 of the radius), as Core Animation's page curl draws it.
    static let curlTravel: CGFloat = 1 + 0.15 * 1.75

    /// The Core Animation subtype of the curl: from the right edge across, from the bottom down.
    private var curlSubtype: CATransitionSubtype { navigationOrientation == .horizontal ? .fromRight : .fromBottom }

    /// A tap in the outer fifth at the end of the pages turns forward, at the start back.
    func curlTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let container = curlContainer else { return }
        let location = recognizer.location(in: container)
        let (along, length) = navigationOrientation == .horizontal
            ? (location.x, container.bounds.width) : (location.y, container.bounds.height)
        if along >= length * (1 - Self.curlTapEdgeFraction) {
            turnByTap(forward: true)
        } else if along <= length * Self.curlTapEdgeFraction {
            turnByTap(forward: false)
        }
    }

    /// The pages next to those shown, asked of the data source one by one; nil unless it has as many as the
    /// spine shows.
    private func neighbours(forward: Bool) -> [UIViewController]? {
        guard let dataSource, var edge = forward ? pages.last : pages.first else { return nil }
        var incoming: [UIViewController] = []
        while incoming.count < pagesShown {
            let next = forward ? dataSource.pageViewController(self, viewControllerAfter: edge)
                               : dataSource.pageViewController(self, viewControllerBefore: edge)
            guard let next else { return nil }
            incoming.append(next)
            edge = next
        }
        return forward ? incoming : incoming.reversed()
    }

    private func turnByTap(forward: Bool) {
        guard turn == nil, appearance == .appeared, let incoming = neighbours(forward: forward) else { return }
        delegate?.pageViewController(self, willTransitionTo: incoming)
        curl(to: incoming, forward: forward, byGesture: true, completion: nil)
    }

    /// Curls from the pages shown to `incoming`: their views swap inside the container while the curl plays,
    /// and the appearance callbacks end with it.
    func curl(to incoming: [UIViewController], forward: Bool, byGesture: Bool, completion: ((Bool) -> Void)?) {
        guard let container = curlContainer else { return }
        let previous = pages
        turn = PageTurn(previous: previous, incoming: incoming, forward: forward, byGesture: byGesture, completion: completion)
        let swap = beginSwap(to: incoming, animated: true)
        UIView.transition(with: container, duration: Self.curlDuration, options: forward ? .transitionCurlUp : .transitionCurlDown,
                          subtype: curlSubtype, animations: {
            self.showPages(incoming, removing: swap.leaving)
        }, completion: { [weak self] _ in
            guard let self else { return }
            endSwap(swap)
            turn = nil
            if byGesture {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                             transitionCompleted: true)
            }
            completion?(true)
            runPendingChanges()
        })
    }

    // MARK: Following the finger

    /// A drag along the axis turns the page under the finger: towards the start of the axis forward, towards
    /// its end back. Its progress is the finger's travel over the pages' length; the curl's fold stays at the
    /// finger. On release the turn completes on a fling of a page's length a second the turning way, or past
    /// half way unless flung back; otherwise the page falls back.
    func curlPanned(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let container = curlContainer else { return }
        let horizontal = navigationOrientation == .horizontal
        let translation = pan.translation(in: container)
        let along = horizontal ? translation.x : translation.y
        switch pan.state {
        case .began:
            guard along != 0 else { return }
            beginCurlDrag(forward: along < 0)
            moveCurlDrag(along: along, finger: pan.location(in: container))
        case .changed:
            moveCurlDrag(along: along, finger: pan.location(in: container))
        case .ended:
            let velocity = pan.velocity(in: container)
            endCurlDrag(velocity: horizontal ? velocity.x : velocity.y)
        case .cancelled, .failed:
            endCurlDrag(velocity: nil)
        default:
            break
        }
    }

    /// Starts a turn the finger drives: the delegate hears of it, the pages start disappearing and appearing,
    /// and the curl starts with the container's clock held at its start.
    private func beginCurlDrag(forward: Bool) {
        guard turn == nil, curlDrag == nil, appearance == .appeared, let container = curlContainer,
              let incoming = neighbours(forward: forward) else { return }
        delegate?.pageViewController(self, willTransitionTo: incoming)
        let previous = pages
        let leaving = previous.filter { page in !incoming.contains { $0 === page } }
        let arriving = incoming.filter { page in !previous.contains { $0 === page } }
        for page in arriving { addChild(page) }
        for page in leaving + arriving { page.withholdsAutomaticAppearance = true }
        for page in leaving { page.beginAppearance(false, animated: true) }
        for page in arriving { page.beginAppearance(true, animated: true) }
        turn = PageTurn(previous: previous, incoming: incoming, forward: forward, byGesture: true, completion: nil)
        let drag = PageCurlDrag(forward: forward, leaving: leaving, arriving: arriving)
        curlDrag = drag
        let layer = container.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        UIView.transition(with: container, duration: Self.curlDuration,
                          options: [forward ? .transitionCurlUp : .transitionCurlDown, .curveLinear], subtype: curlSubtype,
                          animations: { self.showPages(incoming, removing: leaving) },
                          completion: { [weak self] _ in self?.curlDragEnded(drag) })
    }

    /// The finger moved `along` points along the axis since the drag began and is at `finger`: the turn's
    /// progress follows, and the curl's clock shows its line at the finger.
    private func moveCurlDrag(along: CGFloat, finger: CGPoint) {
        guard let drag = curlDrag, !drag.completes, drag.rewind == nil, let container = curlContainer else { return }
        let horizontal = navigationOrientation == .horizontal
        let bounds = container.bounds
        let length = horizontal ? bounds.width : bounds.height
        guard length > 0 else { return }
        drag.progress = min(max((drag.forward ? -along : along) / length, 0), 1)
        // The line of a curl `c` of the way lies `c · travel` lengths in from the far edge; uncurling, `1 − c`.
        let fromFarEdge = ((horizontal ? bounds.maxX - finger.x : bounds.maxY - finger.y) / (length * Self.curlTravel))
        let curled = min(max(drag.forward ? fromFarEdge : 1 - fromFarEdge, 0), 1)
        container.layer.timeOffset = CFTimeInterval(curled) * Self.curlDuration
    }

    /// The finger lifted with `velocity` along the axis (nil when the drag was cancelled): the curl's clock runs
    /// on to the end, or back to the start.
    private func endCurlDrag(velocity: CGFloat?) {
        guard let drag = curlDrag, let container = curlContainer, !drag.completes, drag.rewind == nil else { return }
        let length = navigationOrientation == .horizontal ? container.bounds.width : container.bounds.height
        if let velocity, length > 0 {
            let speed = (drag.forward ? -velocity : velocity) / length
            drag.completes = speed >= 1 || (speed > -1 && drag.progress >= 0.5)
        }
        let layer = container.layer
        let shown = layer.timeOffset
        layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.timeOffset = shown
        layer.speed = drag.completes ? 1 : -1
        guard !drag.completes else { return }
        let link = CADisplayLink(target: self, selector: UIPageViewController.curlRewound)
        link.add(to: .current, forMode: .common)
        drag.rewind = link
    }

    /// A frame of a cancelled turn: once the curl's clock is back at its start, the curl goes, which ends the
    /// turn.
    private func curlRewound(_ link: CADisplayLink) {
        guard let container = curlContainer, curlDrag?.rewind === link else { return link.invalidate() }
        guard container.layer.convertTime(link.timestamp, from: nil) <= 0 else { return }
        link.invalidate()
        curlDrag?.rewind = nil
        container.layer.removeAnimation(forKey: kCATransition)
    }

    /// The curl ended: the turn completes, or the pages shown before come back; the delegate hears which.
    private func curlDragEnded(_ drag: PageCurlDrag) {
        guard curlDrag === drag, let container = curlContainer, let previous = turn?.previous else { return }
        drag.rewind?.invalidate()
        curlDrag = nil
        turn = nil
        let layer = container.layer
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        if drag.completes {
            for page in drag.leaving { page.willMove(toParent: nil) }
            endSwap((drag.leaving, drag.arriving, true))
        } else {
            for page in drag.arriving { page.beginAppearance(false, animated: true) }
            showPages(previous, removing: drag.arriving)
            for page in drag.arriving {
                page.endAppearance()
                page.withholdsAutomaticAppearance = false
                page.willMove(toParent: nil)
                page.removeFromParent()
            }
            for page in drag.leaving {
                page.beginAppearance(true, animated: true)
                page.endAppearance()
                page.withholdsAutomaticAppearance = false
            }
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                     transitionCompleted: drag.completes)
        runPendingChanges()
    }
}
