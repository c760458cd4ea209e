import Foundation

extension UIView {
    // MARK: State and engine

    /// The view's Auto Layout state, made on first use; the view and its ancestors are then marked as
    /// using Auto Layout.
    var autoLayoutState: LayoutState {
        if let state = layoutState { return state }
        let state = LayoutState()
        layoutState = state
        markSubtreeUsesAutoLayout()
        return state
    }

    /// How Auto Layout refers to the view, made on first use; the view clears it in `deinit`.
    var layoutReference: LayoutReference { .reference(to: self, keptIn: &layoutReferenceStorage) }

    /// Marks the view and its ancestors, up to the first already marked, as using Auto Layout.
    func markSubtreeUsesAutoLayout() {
        var current: UIView? = self
        while let view = current {
            let state: LayoutState
            if let existing = view.layoutState {
                state = existing
            } else {
                state = LayoutState()
                view.layoutState = state
            }
            if state.subtreeUsesAutoLayout { return }
            state.subtreeUsesAutoLayout = true
            current = view.superview
        }
    }

    /// The top of the view's hierarchy: its window, or the highest ancestor of a detached tree.
    var hierarchyRoot: UIView {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    /// The engine of the view's hierarchy. With `create`, a hierarchy without one gets one, which takes in
    /// every constraint installed in it.
    func hierarchyEngine(create: Bool) -> AutoLayoutEngine? {
        let root = hierarchyRoot
        if let engine = root.layoutState?.hostedEngine { return engine }
        guard create else { return nil }
        let engine = AutoLayoutEngine(host: root)
        root.autoLayoutState.hostedEngine = engine
        engine.queueConstraints(inSubtreeOf: root)
        return engine
    }

    // MARK: Installing constraints

    /// Installs `constraint` on this view. `addConstraint(_:)` checks that the items are inside the view;
    /// activation passes their nearest common ancestor.
    func installConstraint(_ constraint: NSLayoutConstraint, checkingScope: Bool) {
        guard !constraint.isSystemConstraint else { return }
        if let refusal = constraint.refusal {
            return uikitLog.error("Unable to install constraint \(constraint.layoutDescription): \(refusal)")
        }
        guard let items = constraint.liveItems else {
            return uikitLog.error("Unable to install constraint \(constraint.layoutDescription): an item it names was released.")
        }
        if checkingScope {
            guard items.allSatisfy({ NSLayoutConstraint.hostView(of: $0)?.isDescendant(of: self) == true }) else {
                return uikitLog.error("The view hierarchy is not prepared for the constraint: \(constraint.layoutDescription)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
            }
        }
        var engines = EngineLookup()
        install(constraint, items: items, engines: &engines)
    }

    /// Installs a valid constraint whose live items are `items` on this view, and queues it in the
    /// hierarchy's engine, found through `engines`.
    func install(_ constraint: NSLayoutConstraint, items: LayoutItems, engines: inout EngineLookup) {
        if let old = constraint.container {
            if old === self && constraint.isActiveStorage { return }
            old.uninstallConstraint(constraint)
        }
        // Looked up before the view is marked as using Auto Layout: an engine made now takes in the constraints
        // already installed in the hierarchy, and its walk then stops above this view instead of visiting every
        // subview of it (a view with a thousand rows gets its first constraint here).
        let engine = engines.engine(for: self)
        autoLayoutState.addInstalled(constraint)
        constraint.container = self
        constraint.isActiveStorage = true
        AutoLayoutEngine.nextSequence += 1
        constraint.sequence = AutoLayoutEngine.nextSequence
        // The view it is installed on lists it in `installed` already, and is never a constraint's way out of
        // its own subtree (see `autoLayoutWillDetach`): only the other items list it.
        for item in items where item !== self { layoutItemState(of: item).addReference(constraint) }
        engine?.constraintNeedsUpdate(constraint)
    }

    /// Removes `constraint` from this view's constraints and deactivates it.
    func uninstallConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self, let state = layoutState else { return }
        let engine = hierarchyEngine(create: false)
        state.removeInstalled(constraint)
        constraint.container = nil
        constraint.isActiveStorage = false // which makes the items' lists of it stale
        engine?.constraintNeedsUpdate(constraint)
    }

    // MARK: Hierarchy changes

    /// Before the view leaves `parent`: constraints tying its subtree to the rest of the hierarchy are
    /// deactivated, as in UIKit, and the old engine lets go of the subtree's constraints (they stay
    /// installed, and return to an engine wherever the subtree is laid out next).
    func autoLayoutWillDetach(from parent: UIView) {
        guard let state = layoutState, state.subtreeUsesAutoLayout else { return }
        let engine = parent.hierarchyEngine(create: false)
        var crossing: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            guard let state = view.layoutState, state.subtreeUsesAutoLayout else { return }
            var itemStates: [LayoutItemState] = [state]
            itemStates += state.guides.map(\.layoutItemState)
            for itemState in itemStates {
                for constraint in itemState.referencingConstraints {
                    if let container = constraint.container, !container.isDescendant(of: self) { crossing.append(constraint) }
                }
            }
            if let engine { for constraint in state.installed { engine.constraintNeedsUpdate(constraint) } }
            for subview in view.subviews { DeepStack.run { visit(subview) } }
        }
        visit(self)
        for constraint in crossing { constraint.container?.uninstallConstraint(constraint) }
    }

    /// After the view joined a superview: its subtree's constraints join the new hierarchy's engine, and a
    /// view that requires constraint-based layout gets its first `updateConstraints()`.
    func autoLayoutDidAttach() {
        if type(of: self).requiresConstraintBasedLayout, !(layoutState?.didUpdateConstraints ?? false) {
            markNeedsUpdateConstraints()
        }
        guard let state = layoutState, state.subtreeUsesAutoLayout else { return }
        superview?.markSubtreeUsesAutoLayout()
        // A tree that joins another gives up its own engine.
        state.hostedEngine = nil
        let root = hierarchyRoot
        if let engine = root.layoutState?.hostedEngine {
            engine.queueConstraints(inSubtreeOf: self)
            // Its frame may have been set while it was away, its unknowns keeping their values.
            if let item = engine.item(for: self) { engine.queuePlacement(of: item, view: self, markingLayout: false) }
        } else if root is UIWindow {
            _ = hierarchyEngine(create: true)
        }
    }

    // MARK: Changes of the view that its constraints depend on

    /// While the view translates its autoresizing mask, the engine holds it at its frame. Otherwise a frame
    /// set by hand or by other layout lasts until the superview next lays out, which puts it back where the
    /// constraints say.
    func frameDidChangeForAutoLayout() {
        guard let state = layoutState else { return }
        // The view the engine is placing (it translates no mask, or it would not be placed) is answered before
        // anything else of its state is read: a layout pass asks this for each view it places.
        if UIView.viewBeingPlaced == ObjectIdentifier(self) { return }
        if translatesAutoresizingMaskIntoConstraints {
            state.engine?.itemNeedsRefresh(self)
        } else if let engine = state.engine, let item = engine.item(for: self) {
            engine.queuePlacement(of: item, view: self, markingLayout: false)
        }
    }

    func translatesAutoresizingMaskDidChange() {
        layoutState?.engine?.itemNeedsRefresh(self)
    }

    /// The margins guides follow the new margins at the next layout pass.
    func layoutMarginsDidChangeForAutoLayout() {
        guard let state = layoutState else { return }
        for guide in state.systemGuides { guide.layoutItemState.engine?.itemNeedsRefresh(guide) }
    }

    /// A stack view stops or starts giving an arranged subview space.
    func hiddenDidChangeForAutoLayout() {
        (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }
}

extension NSLayoutConstraint {
    /// The items of both sides, nil when one was released.
    var liveItems: LayoutItems? {
        var list = LayoutItems()
        guard firstSide.appendItems(to: &list), secondSide?.appendItems(to: &list) ?? true else { return nil }
        return list
    }

    /// The view an item lives in: the view itself, or a guide's owning view (nil without one).
    static func hostView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningViewStorage
    }

    /// The deepest view that contains every one of `items`; nil when they are in different hierarchies.
    static func nearestCommonAncestor(of items: LayoutItems) -> UIView? {
        var candidate: UIView?
        for item in items {
            guard let view = hostView(of: item) else { return nil }
            guard var ancestor = candidate else {
                candidate = view
                continue
            }
            // The usual cases first, without a walk to the top: the same view, the candidate's parent, its child, a
            // sibling. The candidate's parent is asked about first: for a view and its container, the usual
            // constraint, the container's own parent (often the window, whose weak references make retaining it
            // slow) is then never read.
            if view === ancestor { continue }
            if ancestor.superviewStorage === view {
                candidate = view
                continue
            }
            if view.superviewStorage === ancestor { continue }
            if let parent = view.superviewStorage, parent === ancestor.superviewStorage {
                candidate = parent
                continue
            }
            while !view.isDescendant(of: ancestor) {
                guard let parent = ancestor.superview else { return nil }
                ancestor = parent
            }
            candidate = ancestor
        }
        return candidate
    }

    /// Installs the constraint on the nearest common ancestor of its items, queuing it in the engine
    /// `engines` finds.
    func activate(engines: inout EngineLookup) {
        guard !isSystemConstraint, !(isActiveStorage && container != nil) else { return }
        if let refusal {
            return uikitLog.error("Unable to activate constraint \(layoutDescription): \(refusal)")
        }
        guard let items = liveItems else {
            return uikitLog.error("Unable to activate constraint \(layoutDescription): an item it names was released.")
        }
        guard let ancestor = Self.nearestCommonAncestor(of: items) else {
            let second = secondSide.map(Self.anchorDescription) ?? "(nil)"
            return uikitLog.error("Unable to activate constraint with anchors \(Self.anchorDescription(firstSide)) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        ancestor.install(self, items: items, engines: &engines)
    }

    /// Removes the constraint from the view it is installed on.
    func deactivate() {
        guard !isSystemConstraint else { return }
        container?.uninstallConstraint(self)
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">` for a side.
    static func anchorDescription(_ side: LayoutSide) -> String {
        switch side.kind {
        case .xPosition: NSLayoutXAxisAnchor(side: side).anchorDescription
        case .yPosition: NSLayoutYAxisAnchor(side: side).anchorDescription
        default: NSLayoutDimension(side: side).anchorDescription
        }
    }
}

/// Finds the engine a constraint installed on a view goes to, and remembers it for that view: constraints
/// activated together are mostly installed on the same view or its children, and no view moves while they
/// are, so the walk to the top of the hierarchy is made once for them.
@MainActor
struct EngineLookup {
    /// The view last looked up.
    private var view: ObjectIdentifier?
    /// Its hierarchy's engine.
    private var engine: AutoLayoutEngine?

    /// The engine of `view`'s hierarchy, for a constraint installed on `view` (one is made for a window's).
    mutating func engine(for view: UIView) -> AutoLayoutEngine? {
        let key = ObjectIdentifier(view)
        var isKnown = false
        if let known = self.view {
            isKnown = known == key || view.superviewStorage.map(ObjectIdentifier.init) == known
        }
        if !isKnown {
            let root = view.hierarchyRoot
            engine = root.hierarchyEngine(create: root is UIWindow)
            self.view = key
        }
        return engine
    }
}
