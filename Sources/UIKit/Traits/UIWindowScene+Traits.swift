import Foundation

/// A window scene's traits: its screen's, with the scene's own overrides. Its windows inherit them, each with the
/// size classes of its own size, so a scene's override reaches every controller and view in it, presented ones
/// included.
extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable, TraitStateOwner {
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

    // MARK: Resolving

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
