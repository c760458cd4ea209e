import Foundation

/// The scroll style: the page shown rests in the middle of three slots; when a drag begins the data source
/// is asked for the neighbours it does not know yet, and a neighbour's view joins its slot once the drag
/// moves towards it. Where the scroll view comes to rest decides whether the turn completed.
extension UIPageViewController {
    private var horizontal: Bool { navigationOrientation == .horizontal }

    /// A slot's length along the axis: a page and the space after it.
    private var stride: CGFloat {
        guard let scrollView else { return 0 }
        return horizontal ? scrollView.bounds.width : scrollView.bounds.height
    }

    /// Where the scroll view is along the axis, in slots (1 is the page shown).
    private var position: CGFloat {
        guard let scrollView, stride > 0 else { return 1 }
        return (horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y) / stride
    }

    private func offset(ofSlot slot: CGFloat) -> CGPoint {
        horizontal ? CGPoint(x: slot * stride, y: 0) : CGPoint(x: 0, y: slot * stride)
    }

    private func frame(ofSlot slot: CGFloat, pageSize: CGSize) -> CGRect {
        CGRect(origin: offset(ofSlot: slot), size: pageSize)
    }

    /// Sizes the scroll view (a page plus the spacing along the axis) and its three slots; at rest, the page
    /// shown sits in the middle slot.
    func layoutScrollPages(in content: CGRect) {
        guard let scrollView else { return }
        scrollView.frame = horizontal
            ? CGRect(x: content.minX, y: content.minY, width: content.width + interPageSpacing, height: content.height)
            : CGRect(x: content.minX, y: content.minY, width: content.width, height: content.height + interPageSpacing)
        scrollView.alwaysBounceHorizontal = horizontal
        scrollView.alwaysBounceVertical = !horizontal
        scrollView.contentSize = horizontal ? CGSize(width: 3 * stride, height: content.height)
                                            : CGSize(width: content.width, height: 3 * stride)
        pages.first?.viewIfLoaded?.frame = frame(ofSlot: 1, pageSize: content.size)
        if let turn, let incoming = turn.incoming.first {
            incoming.viewIfLoaded?.frame = frame(ofSlot: turn.forward ? 2 : 0, pageSize: content.size)
        } else {
            recentre()
        }
    }

    /// Puts the scroll view back on the middle slot, which the user may leave only towards a known neighbour.
    private func recentre() {
        guard let scrollView else { return }
        recentring = true
        scrollView.contentOffset = offset(ofSlot: 1)
        recentring = false
        updateInsets()
    }

    /// Closes the sides that have no page to show, with a negative inset: the content rubber-bands there.
    private func updateInsets() {
        guard let scrollView else { return }
        let closedBefore = before.controller == nil && turn.map { $0.forward } ?? true
        let closedAfter = after.controller == nil && turn.map { !$0.forward } ?? true
        let length = -stride
        scrollView.contentInset = horizontal
            ? UIEdgeInsets(top: 0, left: closedBefore ? length : 0, bottom: 0, right: closedAfter ? length : 0)
            : UIEdgeInsets(top: closedBefore ? length : 0, left: 0, bottom: closedAfter ? length : 0, right: 0)
    }

    /// A drag begins: the data source is asked for the neighbours not known yet, once per page shown.
    func dragWillBegin() {
        guard turn == nil || turn?.byGesture == true, let page = pages.first else { return }
        if case .unknown = before {
            before = dataSource?.pageViewController(self, viewControllerBefore: page).map(Neighbour.page) ?? .none
        }
        if case .unknown = after {
            after = dataSource?.pageViewController(self, viewControllerAfter: page).map(Neighbour.page) ?? .none
        }
        updateInsets()
    }

    /// The content moved: a drag towards a neighbour starts turning to it, or to the other one when it
    /// changes direction.
    func scrollDidMove() {
        guard !recentring, turn?.byGesture ?? true, let current = pages.first else { return }
        let distance = position - 1
        guard distance != 0 else { return }
        let forward = distance > 0
        if let turn, turn.forward == forward { return }
        let target = (forward ? after : before).controller
        if let turn, let leaving = turn.incoming.first {
            dismissIncoming(leaving)
            self.turn = nil
            if target == nil {
                // Back past the page shown towards an edge: the page shown appears again.
                current.beginAppearance(true, animated: true)
                current.endAppearance()
                current.withholdsAutomaticAppearance = false
                updateInsets()
                return
            }
        }
        guard let target else { return }
        beginTurn(to: target, forward: forward, byGesture: true, completion: nil)
    }

    /// The incoming page of a turn the user reversed disappears again and leaves.
    private func dismissIncoming(_ page: UIViewController) {
        page.beginAppearance(false, animated: true)
        page.endAppearance()
        page.viewIfLoaded?.removeFromSuperview()
        page.withholdsAutomaticAppearance = false
        page.willMove(toParent: nil)
        page.removeFromParent()
    }

    /// Starts turning to `page`: it becomes a child, its view joins its slot, the delegate hears of it (for
    /// a user's turn), and the page shown starts disappearing as it starts appearing.
    private func beginTurn(to page: UIViewController, forward: Bool, byGesture: Bool, completion: ((Bool) -> Void)?) {
        guard let current = pages.first, let scrollView else { return }
        let continuing = current.appearance == .disappearing
        turn = PageTurn(previous: pages, incoming: [page], forward: forward, byGesture: byGesture, completion: completion)
        addChild(page)
        page.withholdsAutomaticAppearance = true
        current.withholdsAutomaticAppearance = true
        let pageView: UIView = page.view
        pageView.autoresizingMask = []
        pageView.frame = frame(ofSlot: forward ? 2 : 0, pageSize: current.viewIfLoaded?.bounds.size ?? scrollView.bounds.size)
        scrollView.addSubview(pageView)
        if byGesture { delegate?.pageViewController(self, willTransitionTo: [page]) }
        if !continuing { current.beginAppearance(false, animated: true) }
        page.beginAppearance(true, animated: true)
        updateInsets()
    }

    /// Turns to `page` by scrolling, for `setViewControllers(_:direction:animated:completion:)`.
    func scroll(to page: UIViewController, forward: Bool, completion: ((Bool) -> Void)?) {
        guard let scrollView else { return }
        if let current = pages.first, current === page {
            completion?(true)
            return
        }
        beginTurn(to: page, forward: forward, byGesture: false, completion: completion)
        scrollView.setContentOffset(offset(ofSlot: forward ? 2 : 0), animated: true)
    }

    /// The scroll view came to rest: on the incoming page the turn completes, back on the page shown it is
    /// undone; between slots (a deceleration the user caught) the turn goes on.
    func scrollDidSettle() {
        guard let turn, let incoming = turn.incoming.first, let current = pages.first else { return }
        let slot = position.rounded()
        guard abs(position - slot) < 0.001 else { return }
        self.turn = nil
        if slot == 1 {
            dismissIncoming(incoming)
            current.beginAppearance(true, animated: true)
            current.endAppearance()
            current.withholdsAutomaticAppearance = false
            updateInsets()
            if turn.byGesture {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.previous,
                                             transitionCompleted: false)
            }
            turn.completion?(false)
        } else {
            current.endAppearance()
            incoming.endAppearance()
            current.viewIfLoaded?.removeFromSuperview()
            current.willMove(toParent: nil)
            current.removeFromParent()
            current.withholdsAutomaticAppearance = false
            incoming.withholdsAutomaticAppearance = false
            incoming.didMove(toParent: self)
            pages = [incoming]
            before = .unknown
            after = .unknown
            incoming.viewIfLoaded?.frame.origin = offset(ofSlot: 1)
            recentre()
            if turn.byGesture {
                updateIndicator(askingDataSource: false, movedForward: turn.forward)
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.previous,
                                             transitionCompleted: true)
            }
            turn.completion?(true)
        }
        runPendingChanges()
    }

    /// Runs the `setViewControllers` calls that waited for the turn that just ended, until one starts another.
    func runPendingChanges() {
        while turn == nil, !pendingChanges.isEmpty {
            pendingChanges.removeFirst()()
        }
    }
}
