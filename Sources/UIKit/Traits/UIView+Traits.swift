import Foundation

/// Views' traits. A view inherits the collection of its view controller when it is one's root view, of its
/// presentation when it is one's container view, else of its superview, else (a window) its scene's or screen's
/// with the window's size classes; a view outside any window has the main screen's. Its overrides
/// (`traitOverrides`, `overrideUserInterfaceStyle`) apply on top.
extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitStateOwner {
    /// The view's traits, resolved when asked and kept until something they derive from changes.
    public var traitCollection: UITraitCollection {
        if let resolved = traitState?.currentCollection { return resolved }
        let state = writableTraitState
        let resolved = state.resolve(inheriting: inheritedTraitCollection)
        state.store(resolved)
        return resolved
    }

    /// The style the view and its subviews take whatever their surroundings': `.unspecified` (the default)
    /// inherits it. The same setting as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits the view sets for itself and its subviews, over those it inherits.
    public var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set {
            let overrides = newValue as? TraitValues ?? TraitValues()
            guard overrides != traitState?.overrides ?? TraitValues() else { return }
            let previous = traitCollection
            traitState?.overrides = overrides
            TraitState.generation += 1
            propagateTraits(previous: previous)
        }
    }

    // MARK: Resolving

    /// What the view inherits, before its own overrides: its controller's collection for a root view, its
    /// presentation's for a container view.
    var inheritedTraitCollection: UITraitCollection {
        owningViewController?.traitCollection ?? traitPresentationController?.traitCollection ?? parentTraitCollection
    }

    /// What the view's controller, or else the view, inherits: its superview's collection, a window's from its
    /// scene and size; outside a window, the controller's parent's or presentation's, else the main screen's.
    var parentTraitCollection: UITraitCollection {
        if let superview = superviewStorage { return superview.traitCollection }
        if let window = self as? UIWindow { return window.windowTraitCollection(for: bounds.size) }
        if let parent = owningViewController?.parentStorage { return parent.traitCollection }
        if let presentation = owningViewController?.activePresentation { return presentation.traitCollection }
        return UIScreen.detachedTraitCollection
    }

    /// After something the view's traits derive from changed, with `previous` the view's collection before:
    /// resolves the subtree again, parents first, and tells each view and root view's controller whose
    /// collection changed. A subtree whose collection did not change is skipped.
    ///
    /// The walk holds Core Animation's transaction lock, as a commit does while it lays out and displays: each layer
    /// colour it sets then takes the lock by a comparison, not a lock operation per setter.
    func propagateTraits(previous: UITraitCollection?) {
        let scope = UITraitCollection.currentStorage.value
        let outer = scope.collection
        CATransaction.lock()
        defer {
            CATransaction.unlock()
            scope.collection = outer
        }
        let inherited = parentTraitCollection
        DeepStack.run { applyTraits(previous: previous, inherited: inherited, change: nil, scope: scope) }
    }

    /// A change the walk passes down: views without overrides share their parent's, compared once.
    struct TraitChange {
        let previous: UITraitCollection
        let new: UITraitCollection
        let colorsDiffer: Bool
    }

    private func applyTraits(previous parentPrevious: UITraitCollection?, inherited: UITraitCollection,
                             change parentChange: TraitChange?, scope: UITraitCollection.CurrentBox) {
        var previous = parentPrevious, new = inherited, change = parentChange
        // Most views have no rare state, and few of the rest a controller or presentation, whose weak references
        // cost a load each.
        let rare = rareState
        if let rare, rare.hasTraitOwner {
            if let controller = rare.owningViewController {
                (previous, new) = controller.applyTraits(previous: previous, inherited: inherited, scope: scope)
                change = nil
            } else if let presentation = rare.traitPresentationController {
                (previous, new) = presentation.applyTraits(previous: previous, inherited: inherited, scope: scope)
                change = nil
            }
        }
        if let state = rare?.traitState {
            let resolved = state.resolve(inheriting: new)
            if let kept = state.collection, kept !== previous { (previous, change) = (kept, nil) }
            if resolved !== new { (new, change) = (resolved, nil) }
            state.store(new)
        }
        if change == nil {
            guard let previous, previous !== new, previous.values != new.values else { return }
            change = TraitChange(previous: previous, new: new, colorsDiffer: previous.hasDifferentColorAppearance(comparedTo: new))
        }
        guard let change else { return }
        if scope.collection !== new { scope.collection = new }
        traitsDidChange(change)
        // One closure for the subviews, not one each, and none for a leaf: each call of one checks its isolation.
        guard !subviewStorage.isEmpty else { return }
        DeepStack.run {
            for subview in subviewStorage {
                subview.applyTraits(previous: change.previous, inherited: new, change: change, scope: scope)
            }
        }
    }

    /// Tells the view its collection changed: dynamic colours are resolved again into the layer and a view that
    /// draws is redrawn when colours may differ; then `traitCollectionDidChange(_:)` and the registrations.
    private func traitsDidChange(_ change: TraitChange) {
        if change.colorsDiffer { refreshColors(for: change.new) }
        traitCollectionDidChange(change.previous)
        traitState?.notifyRegistrations(of: self, from: change.previous, to: change.new)
    }

    /// After the view joined or left a superview. A view that never resolved its traits hears nothing: nothing
    /// in its subtree did either (resolving a view's traits resolves its ancestors').
    func traitsDidMove() {
        guard let state = traitState, let previous = state.collection else { return }
        TraitState.generation += 1
        propagateTraits(previous: previous)
    }
}
