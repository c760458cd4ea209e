import Foundation

/// The trait state of a view or view controller that has read or set traits: its resolved collection as last
/// computed, its overrides and its registrations. A view that never asks for its traits has none, and a trait
/// change through its hierarchy costs it one call.
///
/// Collections are resolved lazily. Every change of a trait's source bumps `generation`, which makes every
/// kept collection stale at once, without a walk; a stale one is resolved again when asked. The walk that tells
/// the environments under a change (`UIView.propagateTraits`) stores what it resolves on the way.
@MainActor
final class TraitState {
    /// Bumped by every change that can change a collection anywhere.
    static var generation = 0

    /// The collection last resolved: current while `resolvedGeneration` is `generation`, else what the
    /// environment last had (the previous collection of the next change it hears of).
    var collection: UITraitCollection?
    var resolvedGeneration = -1
    /// `traitOverrides` (and `overrideUserInterfaceStyle`, kept as its user interface style).
    var overrides = TraitValues() {
        didSet { hasOverrides = !overrides.isEmpty || parentOverrides != nil }
    }
    /// Whether `overrides` or `parentOverrides` set anything: most environments inherit as they are.
    private var hasOverrides = false
    /// A view controller's overrides set by its parent with `setOverrideTraitCollection(_:forChild:)`.
    var parentOverrides: UITraitCollection? {
        didSet { hasOverrides = !overrides.isEmpty || parentOverrides != nil }
    }
    var registrations: [TraitChangeRegistration] = []

    /// The collection if it is current.
    var currentCollection: UITraitCollection? {
        resolvedGeneration == TraitState.generation ? collection : nil
    }

    func store(_ resolved: UITraitCollection) {
        collection = resolved
        resolvedGeneration = TraitState.generation
    }

    /// `inherited` with the parent's and own overrides applied; `inherited` itself when there are none, so
    /// that environments without overrides share their parent's collection.
    func resolve(inheriting inherited: UITraitCollection) -> UITraitCollection {
        guard hasOverrides else { return inherited }
        var values = inherited.values
        if let parentOverrides { values = values.overlaid(with: parentOverrides.values) }
        if !overrides.isEmpty { values = values.overlaid(with: overrides) }
        if values == inherited.values { return inherited }
        if let collection, collection.values == values { return collection }
        return UITraitCollection(values: values)
    }

    /// The walk of `UIView.propagateTraits` at an environment between views (a controller, a presentation):
    /// resolves its collection from `inherited`, tells `environment` when it changed, and returns its previous
    /// and new collections for the views under it.
    func apply(to environment: some UITraitEnvironment, previous inheritedPrevious: UITraitCollection?,
               inherited: UITraitCollection, scope: UITraitCollection.CurrentBox) -> (UITraitCollection?, UITraitCollection) {
        let previous = collection ?? inheritedPrevious
        let new = resolve(inheriting: inherited)
        store(new)
        if let previous, previous !== new, previous.values != new.values {
            if scope.collection !== new { scope.collection = new }
            environment.traitCollectionDidChange(previous)
            notifyRegistrations(of: environment, from: previous, to: new)
        }
        return (previous, new)
    }

    /// Calls the registrations whose traits differ between `previous` and `new`, with `environment`.
    func notifyRegistrations(of environment: AnyObject, from previous: UITraitCollection, to new: UITraitCollection) {
        for registration in registrations where registration.isTriggered(from: previous.values, to: new.values) {
            registration.handler(environment, previous)
        }
    }

    /// Adds a registration for `traits` whose handler receives environments of type `Environment`.
    func register<Environment>(_ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void)
        -> TraitChangeRegistration
    {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? Environment { handler(environment, previous) }
        }
        registrations.append(registration)
        return registration
    }

    /// Adds a registration that performs `action` on `target` (weakly held; the environment itself when nil),
    /// with the environment as the sender.
    func register(_ traits: [UITrait], target: AnyObject?, action: Selector) -> TraitChangeRegistration {
        let hasTarget = target != nil
        let registration = TraitChangeRegistration(traits: traits) { [weak target] environment, _ in
            guard let target = hasTarget ? target : environment else { return }
            guard let method = action.method, method.accepts(target) else {
                return UnsendableSelectors.report(action, target: target)
            }
            _ = method.invoke(target, environment, nil)
        }
        registrations.append(registration)
        return registration
    }

    func unregister(_ registration: UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }
}
