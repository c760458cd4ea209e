import Foundation

/// Animated changes of the columns shown: a side column that comes slides in from the primary's edge, one that
/// goes slides out to it, and the secondary moves and resizes to its new frame, all in one animation. Meanwhile
/// the split view's `transitionCoordinator` (its children's too) is the change's, and the columns whose size
/// changes hear of it in `viewWillTransition(to:with:)`.
extension UISplitViewController {
    /// How long a change of the columns shown takes.
    static let columnAnimationDuration: TimeInterval = 0.35

    /// Makes the display mode change that `change` asks for, animated over `duration` while the expanded
    /// columns show in a window; at once otherwise, or while another change or a size transition runs.
    func animateColumns(duration: TimeInterval = UISplitViewController.columnAnimationDuration, _ change: () -> Void) {
        guard let view = viewIfLoaded, view.window != nil, !collapsed, transitionSize == nil, columnTransition == nil,
              duration > 0, let oldMode = shownMode else {
            change()
            viewIfLoaded?.layoutIfNeeded()
            return
        }
        change()
        let newMode = displayMode
        guard newMode != oldMode, !collapsed else { return view.layoutIfNeeded() }
        let oldFrames = columnFrames(in: view.bounds, mode: oldMode), newFrames = columnFrames(in: view.bounds, mode: newMode)
        let sides = [Column.primary, .supplementary]
        let arriving = sides.filter { oldFrames[$0] == nil && newFrames[$0] != nil }
        let leaving = sides.filter { oldFrames[$0] != nil && newFrames[$0] == nil }
        let shift = offEdgeShift(of: arriving.compactMap { newFrames[$0] } + leaving.compactMap { oldFrames[$0] }, in: view.bounds)
        UIView.performWithoutAnimation {
            for column in arriving {
                guard let childView = columnChildren[column]?.view, let frame = newFrames[column] else { continue }
                if childView.superview !== view { view.addSubview(childView) }
                childView.frame = frame.offsetBy(dx: shift, dy: 0)
            }
        }
        leavingColumnFrames = [:]
        for column in leaving { leavingColumnFrames[column] = oldFrames[column]?.offsetBy(dx: shift, dy: 0) }
        let coordinator = SizeTransitionCoordinator(containerView: view, duration: duration)
        columnTransition = coordinator
        for (column, child) in columnChildren {
            guard let old = oldFrames[column], let new = newFrames[column], old.size != new.size else { continue }
            child.viewWillTransition(to: new.size, with: coordinator)
        }
        coordinator.run({
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }, completion: {
            self.leavingColumnFrames = [:]
            self.columnTransition = nil
            self.removeHiddenColumnViews()
        })
    }

    /// How far side columns at `frames` move to lie just beyond the primary's edge of `bounds`, together.
    private func offEdgeShift(of frames: [CGRect], in bounds: CGRect) -> CGFloat {
        guard !frames.isEmpty else { return 0 }
        let mirrored = (primaryEdge == .trailing) != (viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return mirrored
            ? bounds.maxX - (frames.map(\.minX).min() ?? bounds.maxX)
            : bounds.minX - (frames.map(\.maxX).max() ?? bounds.minX)
    }
}
