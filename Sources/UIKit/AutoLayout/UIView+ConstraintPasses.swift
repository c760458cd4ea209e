import Foundation

extension UIView {
    /// Views whose `updateConstraints()` is due, in the order they asked.
    private static var pendingConstraintUpdates: [LayoutReference] = []

    // MARK: Updating constraints

    func markNeedsUpdateConstraints() {
        let state = autoLayoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        UIView.pendingConstraintUpdates.append(layoutReference)
    }

    /// A view that requires constraint-based layout gets its first `updateConstraints()` even if nothing
    /// asked for it.
    func noteFirstConstraintUpdateIfRequired() {
        if type(of: self).requiresConstraintBasedLayout, !(layoutState?.didUpdateConstraints ?? false) {
            markNeedsUpdateConstraints()
        }
    }

    /// Runs the due `updateConstraints()` of views in `root`'s subtree, deepest first (UIKit updates
    /// constraints from the leaves up, so a view sees its subviews' constraints already updated).
    func runPendingConstraintUpdates(inSubtreeOf root: UIView) {
        root.noteFirstConstraintUpdateIfRequired()
        Self.runPendingConstraintUpdates { $0.isDescendant(of: root) }
    }

    /// Runs the due `updateConstraints()` of the views `include` accepts, deepest first, again while they
    /// ask for more (a bounded number of rounds).
    static func runPendingConstraintUpdates(where include: (UIView) -> Bool) {
        for _ in 0..<maximumConstraintRounds {
            guard !pendingConstraintUpdates.isEmpty else { return }
            var due: [(view: UIView, depth: Int)] = []
            var waiting: [LayoutReference] = []
            for entry in pendingConstraintUpdates {
                guard let view = entry.view, view.layoutState?.needsUpdateConstraints == true else { continue }
                if include(view) { due.append((view, view.depth)) } else { waiting.append(entry) }
            }
            pendingConstraintUpdates = waiting
            guard !due.isEmpty else { return }
            let ordered = due.enumerated().sorted { ($0.element.depth, $1.offset) > ($1.element.depth, $0.offset) }
            for (_, entry) in ordered {
                guard let state = entry.view.layoutState, state.needsUpdateConstraints else { continue }
                state.needsUpdateConstraints = false
                state.didUpdateConstraints = true
                // A controller's root view has its constraints updated through the controller.
                if let controller = entry.view.owningViewController {
                    controller.updateViewConstraints()
                } else {
                    entry.view.updateConstraints()
                }
            }
        }
        if pendingConstraintUpdates.contains(where: { $0.view?.layoutState?.needsUpdateConstraints == true }) {
            uikitLog.notice("UIView: updateConstraints() kept asking for more after \(maximumConstraintRounds) rounds; the rest waits for the next pass.")
        }
    }

    /// Rounds of `updateConstraints()` calls one pass runs while views keep asking for more.
    static let maximumConstraintRounds = 16

    /// How many ancestors the view has.
    var depth: Int {
        var count = 0, current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    // MARK: The passes

    /// The update pass's constraint step, before layout: due `updateConstraints()` calls in windows, then
    /// each window's engine brought up to date, which marks for layout the views whose frames changed.
    static func updateConstraintsForUpdatePass() {
        runPendingConstraintUpdates { $0.window != nil }
        AutoLayoutEngine.syncWindowEngines()
    }

    /// Before `layoutIfNeeded()` lays out: the hierarchy's constraints updated and solved.
    func prepareConstraintsForLayout() {
        let root = hierarchyRoot
        runPendingConstraintUpdates(inSubtreeOf: root)
        guard root.layoutState?.subtreeUsesAutoLayout == true else { return }
        root.hierarchyEngine(create: true)?.sync()
    }

    /// The layout pass reached this view: before `layoutSubviews()`, its system guides follow its current
    /// margins and safe area, and the subviews Auto Layout places whose frames may differ from their solution
    /// take their solved frames (see `AutoLayoutEngine.queuePlacement`).
    func applyConstraintLayout() {
        guard let state = layoutState, state.subtreeUsesAutoLayout else { return }
        // A view with neither subviews nor guides has nothing to place (the usual leaf of a layout).
        if subviewStorage.isEmpty && state.guides.isEmpty { return }
        guard let engine = hierarchyEngine(create: true) else { return }
        for guide in state.systemGuides { engine.itemNeedsRefresh(guide) }
        engine.sync(except: self)
        engine.placeQueuedSubviews(of: self)
    }

    /// After `layoutSubviews()` and the controller's `viewDidLayoutSubviews()`: constraints they changed
    /// (a constant set from the new bounds, say) are solved at once and the subviews take the new frames,
    /// in the same pass.
    func applyConstraintChangesMadeDuringLayout() {
        guard let state = layoutState, state.subtreeUsesAutoLayout,
              let engine = hierarchyEngine(create: false), engine.hasPendingWork else { return }
        engine.sync(except: self)
        engine.placeQueuedSubviews(of: self)
    }

    /// Sets the view's size and centre from a solved alignment rectangle, with edges rounded to the
    /// view's pixels as UIKit does (the transform is left alone, as Auto Layout positions the untransformed
    /// frame).
    func applyEngineFrame(_ alignment: CGRect) {
        guard alignment.minX.isFinite, alignment.minY.isFinite, alignment.width.isFinite, alignment.height.isFinite else { return }
        let solved = frame(forAlignmentRect: alignment)
        let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(solved.minX), minY = round(solved.minY)
        let width = max(0, round(solved.maxX) - minX), height = max(0, round(solved.maxY) - minY)
        let anchor = layer.anchorPointStorage
        let newCenter = CGPoint(x: minX + width * anchor.x, y: minY + height * anchor.y)
        let outer = UIView.viewBeingPlaced
        UIView.viewBeingPlaced = ObjectIdentifier(self)
        defer { UIView.viewBeingPlaced = outer }
        // A plain view overrides neither setter, so nothing observes the two steps apart.
        if type(of: self) == UIView.self {
            return setBoundsSize(CGSize(width: width, height: height), center: newCenter)
        }
        if bounds.size != CGSize(width: width, height: height) {
            bounds = CGRect(origin: bounds.origin, size: CGSize(width: width, height: height))
        }
        if center != newCenter { center = newCenter }
    }

    /// The view `applyEngineFrame(_:)` is placing: its frame changes come from the engine, not from elsewhere.
    private(set) static var viewBeingPlaced: ObjectIdentifier?
}
