import Foundation

extension UISheetPresentationController {
    /// How far past its position a released sheet is carried by its speed: Apple's projection
    /// `v/1000 · r/(1 − r)` with the fast deceleration rate r = 0.99, in seconds.
    static let releaseProjection: CGFloat = 0.99 / (1 - 0.99) / 1000

    /// Follows the finger: between the largest and smallest detents the sheet moves with it, beyond them it
    /// resists as a rubber band, and below the smallest one a dismissal begins when the user may dismiss.
    /// At release the sheet goes to the detent — or off screen — nearest the point its speed carries it to.
    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let container = containerView else { return }
        switch pan.state {
        case .began:
            beginDrag(handingOffFrom: nil)
        case _ where drag?.scrollView != nil:
            break
        case .changed:
            moveDrag(by: pan.translation(in: container).y)
        case .ended, .cancelled, .failed:
            endDrag(velocity: pan.state == .ended ? pan.velocity(in: container).y : 0)
        default: break
        }
    }

    /// The top and bottom of the sheet's travel between its detents in `container`, with the detents.
    private func detentRange(in container: UIView) -> (top: CGFloat, bottom: CGFloat, detents: [(identifier: Detent.Identifier, height: CGFloat)])? {
        let detents = resolvedDetents(in: container)
        guard let smallest = detents.first, let largest = detents.last else { return nil }
        let height = container.bounds.height
        return (height - largest.height, height - smallest.height, detents)
    }

    /// Starts a drag from where the sheet shows — its own, or one of `scrollView`'s content; false when the
    /// sheet cannot be dragged now (no detents, a transition or another drag under way).
    @discardableResult
    func beginDrag(handingOffFrom scrollView: UIScrollView?) -> Bool {
        guard isActive, phase == nil, drag == nil, let container = containerView, detentRange(in: container) != nil else {
            return false
        }
        drag = SheetDrag(startY: sheetView.frame.minY, scrollView: scrollView)
        return true
    }

    /// Moves the sheet `travel` points down from where the drag began (up when negative).
    func moveDrag(by travel: CGFloat) {
        guard var current = drag, let container = containerView, let range = detentRange(in: container) else { return }
        current.travel = travel
        let height = container.bounds.height
        let proposed = current.startY + travel
        if proposed > range.bottom, current.mayDismiss == nil {
            current.mayDismiss = beginDismissal(&current)
        }
        let lowest = current.dismissal == nil ? range.bottom : height
        let y = ScrollPhysics.rubberBanded(proposed, range: range.top...lowest, dimension: height)
        sheetView.frame = CGRect(x: 0, y: y, width: container.bounds.width, height: height - y)
        if let context = current.dismissal?.context {
            let progress = max(0, (y - range.bottom) / max(1, height - range.bottom))
            context.updateInteractiveTransition(progress)
            dimmingView.alpha = restingDimming * (1 - progress)
        }
        drag = current
    }

    /// The finger lifted with `velocity` (points a second, down positive): the sheet goes to the detent — or
    /// off screen — nearest the point its speed carries it to.
    func endDrag(velocity: CGFloat) {
        guard let current = drag else { return }
        drag = nil
        guard let container = containerView, let range = detentRange(in: container), let smallest = range.detents.first else {
            return
        }
        let height = container.bounds.height
        let projected = sheetView.frame.minY + velocity * Self.releaseProjection
        let nearest = range.detents.min { abs(height - $0.height - projected) < abs(height - $1.height - projected) } ?? smallest
        let dismisses = current.dismissal != nil && abs(height - projected) < abs(height - nearest.height - projected)
        if let context = current.dismissal?.context {
            dismisses ? finishDismissal(context) : cancelDismissal(context, settlingAt: nearest.identifier)
            return
        }
        if current.mayDismiss == false, projected > range.bottom {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        settle(at: nearest.identifier)
    }

    /// Asks whether the user may dismiss and, when so, begins the dismissal the drag drives. Returns whether
    /// the user may.
    private func beginDismissal(_ drag: inout SheetDrag) -> Bool {
        guard !presentedViewController.isModalInPresentation,
              delegate?.presentationControllerShouldDismiss(self) ?? true else { return false }
        delegate?.presentationControllerWillDismiss(self)
        let dismissal = SheetDismissal()
        drag.dismissal = dismissal
        presentedViewController.startDismissing(animated: true, interactor: dismissal) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }

    private func finishDismissal(_ context: UIViewControllerContextTransitioning) {
        context.finishInteractiveTransition()
        let bounds = context.containerView.bounds
        UIView.animate(withDuration: Self.settleDuration * 0.75, delay: 0, options: [.curveEaseOut], animations: {
            self.sheetView.frame.origin.y = bounds.height
            self.dimmingView.alpha = 0
            (context as? PresentationTransition)?.runAlongsideAnimations()
        }, completion: { _ in context.completeTransition(true) })
    }

    private func cancelDismissal(_ context: UIViewControllerContextTransitioning, settlingAt identifier: Detent.Identifier) {
        context.cancelInteractiveTransition()
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.moveSelection(to: identifier)
            self.layoutSheet()
        }, completion: { _ in context.completeTransition(false) })
    }

    /// Moves the sheet to rest at `identifier`, telling the delegate when the detent changed.
    private func settle(at identifier: Detent.Identifier) {
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.moveSelection(to: identifier)
            self.layoutSheet()
        })
    }

    private func moveSelection(to identifier: Detent.Identifier) {
        let current = containerView.flatMap { restingDetent(in: $0)?.identifier }
        guard identifier != current else { return }
        selectedDetentIdentifier = identifier
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
