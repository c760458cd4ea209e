import Foundation

/// A presentation's traits, between the window and the presented controller: what the place its container view is
/// shown in inherits (the window, or the context's superview), a compact width for a form sheet or popover in a
/// regular one, then `overrideTraitCollection` and `traitOverrides`. The container view, and so the presented
/// controller and its views, inherit them.
extension UIPresentationController: UITraitEnvironment, UITraitChangeObservable, TraitChainController {
    /// The presentation's traits, resolved when asked and kept until something they derive from changes.
    public var traitCollection: UITraitCollection {
        if let resolved = traitState?.currentCollection { return resolved }
        let state = writableTraitState
        let resolved = state.resolve(inheriting: adapted(inheritedTraitCollection))
        state.store(resolved)
        return resolved
    }

    /// Traits the presented controller takes in place of those of its surroundings (nil sets none). Deprecated in
    /// iOS 17 in favour of `traitOverrides`, which apply over these.
    public var overrideTraitCollection: UITraitCollection? {
        get { traitState?.parentOverrides }
        set {
            guard newValue?.values != traitState?.parentOverrides?.values else { return }
            changeTraits { $0.parentOverrides = newValue }
        }
    }

    /// The traits the presentation sets for the presented controller and its views, over those it inherits.
    public var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set {
            let overrides = newValue as? TraitValues ?? TraitValues()
            guard overrides != traitState?.overrides ?? TraitValues() else { return }
            changeTraits { $0.overrides = overrides }
        }
    }

    // MARK: Resolving

    /// What the presentation inherits: the collection of the place its container view is shown in; before it
    /// has one, the presenting controller's, else the main screen's.
    var inheritedTraitCollection: UITraitCollection {
        containerView?.parentTraitCollection ?? presentingStorage?.traitCollection ?? UIScreen.detachedTraitCollection
    }

    /// `inherited` as the presented controller sees it: a form sheet or a popover is compact in width, however
    /// wide the window, as on iOS.
    private func adapted(_ inherited: UITraitCollection) -> UITraitCollection {
        guard presentationStyle == .formSheet || presentationStyle == .popover,
              inherited.horizontalSizeClass != .compact else { return inherited }
        return inherited.modifyingTraits { $0.horizontalSizeClass = .compact }
    }

    /// The view the walk carries the traits on from.
    var traitRootView: UIView? { containerView }

    /// The walk of `UIView.propagateTraits` at the container view: resolves the presentation's collection from
    /// `inherited`, tells it when it changed, and returns its previous and new collections for the container.
    func applyTraits(previous inheritedPrevious: UITraitCollection?, inherited: UITraitCollection,
                     scope: UITraitCollection.CurrentBox) -> (UITraitCollection?, UITraitCollection) {
        writableTraitState.apply(to: self, previous: inheritedPrevious, inherited: adapted(inherited), scope: scope)
    }
}
