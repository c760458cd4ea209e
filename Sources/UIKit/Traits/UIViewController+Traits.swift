import Foundation

/// View controllers' traits. As since iOS 17, a controller inherits the collection of its view's superview;
/// a controller whose view is in no hierarchy inherits its parent's, else its presentation's, else the main
/// screen's. Its parent's `setOverrideTraitCollection(_:forChild:)` and then its own overrides apply on top.
extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitChainController {
    /// The controller's traits, resolved when asked and kept until something they derive from changes.
    public var traitCollection: UITraitCollection {
        if let resolved = traitState?.currentCollection { return resolved }
        let state = writableTraitState
        let resolved = state.resolve(inheriting: inheritedTraitCollection)
        state.store(resolved)
        return resolved
    }

    /// The style the controller and its views take whatever their surroundings': `.unspecified` (the default)
    /// inherits it. The same setting as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits the controller sets for itself and its views, over those it inherits.
    public var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set {
            let overrides = newValue as? TraitValues ?? TraitValues()
            guard overrides != traitState?.overrides ?? TraitValues() else { return }
            changeTraits { $0.overrides = overrides }
        }
    }

    /// Overrides `childViewController`'s traits with those `collection` sets (nil removes them). Deprecated in
    /// iOS 17 in favour of the child's `traitOverrides`.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parentStorage === self else {
            return uikitLog.error("UIViewController: setOverrideTraitCollection(_:forChild:): \(childViewController) is not a child of \(self); ignored.")
        }
        childViewController.changeTraits { $0.parentOverrides = collection }
    }

    /// The traits this controller overrides for `childViewController`, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parentStorage === self ? childViewController.traitState?.parentOverrides : nil
    }

    // MARK: Resolving

    /// What the controller inherits, before the overrides.
    var inheritedTraitCollection: UITraitCollection {
        viewIfLoaded?.parentTraitCollection ?? parentStorage?.traitCollection ?? activePresentation?.traitCollection
            ?? UIScreen.detachedTraitCollection
    }

    /// The view the walk carries the traits on from.
    var traitRootView: UIView? { viewIfLoaded }

    /// The walk of `UIView.propagateTraits` at a root view: resolves the controller's collection from
    /// `inherited`, tells it when it changed, and returns its previous and new collections for its view.
    func applyTraits(previous inheritedPrevious: UITraitCollection?, inherited: UITraitCollection,
                     scope: UITraitCollection.CurrentBox) -> (UITraitCollection?, UITraitCollection) {
        writableTraitState.apply(to: self, previous: inheritedPrevious, inherited: inherited, scope: scope)
    }
}
