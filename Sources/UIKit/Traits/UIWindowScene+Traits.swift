import Foundation

/// A window scene's traits: its screen's, with the scene's own overrides. Its windows inherit them, each with the
/// size classes of its own size, so a scene's override reaches every controller and view in it, presented ones
/// included.
extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable {
    /// The scene's traits, resolved when asked and kept until something they derive from changes.
    public var traitCollection: UITraitCollection {
        if let resolved = traitState?.currentCollection { return resolved }
        let state = writableTraitState
        let resolved = state.resolve(inheriting: screen.traitCollection)
        state.store(resolved)
        return resolved
    }

    /// The traits the scene sets for its windows, over those of its screen.
    public var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set {
            let overrides = newValue as? TraitValues ?? TraitValues()
            guard overrides != traitState?.overrides ?? TraitValues() else { return }
            let windowsBefore = windowTraitsBefore()
            let previous = traitCollection
            writableTraitState.overrides = overrides
            TraitState.generation += 1
            traitsDidChange(previous: previous, windowsBefore: windowsBefore)
        }
    }

    /// Calls `handler` with the scene and its previous collection after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _ = traitCollection
        return writableTraitState.register(traits, handler: handler)
    }

    /// Performs `action` on `target` (the scene itself when nil), with the scene as the sender, after any of
    /// `traits` changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: AnyObject?, action: Selector)
        -> any UITraitChangeRegistration
    {
        _ = traitCollection
        return writableTraitState.register(traits, target: target, action: action)
    }

    /// Performs `action` on the scene after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: nil, action: action)
    }

    /// Removes a registration made on this scene.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState?.unregister(registration)
    }

    // MARK: Resolving

    private var writableTraitState: TraitState {
        if let traitState { return traitState }
        let state = TraitState()
        traitState = state
        return state
    }

    /// The collections the scene's windows had, before a change: what their subtrees compare against.
    func windowTraitsBefore() -> [(UIWindow, UITraitCollection)] {
        windows.map { ($0, $0.traitState?.collection ?? $0.traitCollection) }
    }

    /// After what the scene's traits derive from changed, `previous` being its collection before: the scene, then
    /// its windows' hierarchies, hear of what changed.
    func traitsDidChange(previous: UITraitCollection, windowsBefore: [(UIWindow, UITraitCollection)]) {
        let scope = UITraitCollection.currentStorage.value
        let outer = scope.collection
        _ = writableTraitState.apply(to: self, previous: previous, inherited: screen.traitCollection, scope: scope)
        scope.collection = outer
        for (window, before) in windowsBefore { window.screenTraitsDidChange(previous: before) }
    }
}
