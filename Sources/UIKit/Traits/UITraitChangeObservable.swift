import Foundation

/// The iOS 17 way of hearing of trait changes, which views, view controllers, window scenes and presentation
/// controllers adopt. The methods are implemented once, here, over each environment's trait state.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// A closure called with the environment and its collection from before an observed trait changed.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = @MainActor (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` with the environment and its previous collection after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
    /// Performs `action` on `target`, with the environment as the sender, after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Performs `action` on the environment after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Removes a registration made on this environment.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Calls `handler` with the environment and its previous collection after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        guard let state = registrationState else { return TraitChangeRegistration(traits: traits) { _, _ in } }
        return state.register(traits, handler: handler)
    }

    /// Performs `action` on `target` (held weakly), with the environment as the sender, after any of `traits`
    /// changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        guard let state = registrationState else { return TraitChangeRegistration(traits: traits) { _, _ in } }
        return state.register(traits, target: target as AnyObject, action: action)
    }

    /// Performs `action` on the environment after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        guard let state = registrationState else { return TraitChangeRegistration(traits: traits) { _, _ in } }
        return state.register(traits, target: nil, action: action)
    }

    /// Removes a registration made on this environment.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitStateOwner)?.traitState?.unregister(registration)
    }

    /// The environment's trait state, its collection resolved first so that the next change has a previous one
    /// to compare; nil for a type of the app's own, which UIKit keeps no traits for (logged).
    private var registrationState: TraitState? {
        guard let owner = self as? any TraitStateOwner else {
            uikitLog.error("UITraitChangeObservable: \(type(of: self)) keeps no traits of UIKit's; the registration is never called.")
            return nil
        }
        _ = owner.traitCollection
        return owner.writableTraitState
    }
}

/// An environment of UIKit's whose registrations and collection live in a `TraitState`.
@MainActor
protocol TraitStateOwner: UITraitEnvironment, AnyObject {
    /// The state, made when the environment first reads or sets traits.
    var traitState: TraitState? { get set }
}

extension TraitStateOwner {
    /// The state, made now if the environment has none yet.
    var writableTraitState: TraitState {
        if let traitState { return traitState }
        let state = TraitState()
        traitState = state
        return state
    }
}

/// A link of the trait chain that stands above a view rather than being one — a view controller, a presentation
/// controller: its traits reach its root view's subtree through that view's walk, or only itself while it has no
/// view.
@MainActor
protocol TraitChainController: TraitStateOwner {
    /// The view whose walk carries the traits on: the controller's loaded view, the presentation's container.
    var traitRootView: UIView? { get }
    /// The collection the link inherits while it has no root view in a hierarchy.
    var inheritedTraitCollection: UITraitCollection { get }
    /// Resolves the link's collection from `inherited`, tells it when it changed, and returns its previous and
    /// new collections for the root view.
    func applyTraits(previous inheritedPrevious: UITraitCollection?, inherited: UITraitCollection,
                     scope: UITraitCollection.CurrentBox) -> (UITraitCollection?, UITraitCollection)
}

extension TraitChainController {
    /// Changes what the link's traits derive from with `change`, then tells the link and the views below it what
    /// changed.
    func changeTraits(_ change: (TraitState) -> Void) {
        let previous = traitCollection
        change(writableTraitState)
        TraitState.generation += 1
        if let root = traitRootView {
            root.propagateTraits(previous: root.traitState?.collection ?? previous)
        } else {
            let scope = UITraitCollection.currentStorage.value
            let outer = scope.collection
            defer { scope.collection = outer }
            _ = applyTraits(previous: previous, inherited: inheritedTraitCollection, scope: scope)
        }
    }
}
