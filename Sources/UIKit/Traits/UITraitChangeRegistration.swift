import Foundation

/// A registration made with `registerForTraitChanges(_:handler:)`, to pass to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// An environment's registration: the traits it watches and what to call when one of them changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    /// The watched traits, by type.
    let traits: [ObjectIdentifier]
    /// Called with the environment and its previous collection.
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits.map { ObjectIdentifier($0) }
        self.handler = handler
    }

    /// Whether a watched trait differs between `old` and `new`.
    func isTriggered(from old: TraitValues, to new: TraitValues) -> Bool {
        traits.contains { TraitValues.trait($0, differsBetween: old, and: new) }
    }
}

extension TraitValues {
    /// The system traits by type, with whether two collections' values of each differ.
    private static let systemTraitComparisons: [ObjectIdentifier: @Sendable (TraitValues, TraitValues) -> Bool] = {
        func entry<S: SystemTraitDefinition>(_ trait: S.Type) -> (ObjectIdentifier, @Sendable (TraitValues, TraitValues) -> Bool) {
            (ObjectIdentifier(trait), { $0[keyPath: S.keyPath] != $1[keyPath: S.keyPath] })
        }
        return Dictionary(uniqueKeysWithValues: [
            entry(UITraitUserInterfaceStyle.self), entry(UITraitHorizontalSizeClass.self),
            entry(UITraitVerticalSizeClass.self), entry(UITraitDisplayScale.self), entry(UITraitLayoutDirection.self),
            entry(UITraitPreferredContentSizeCategory.self), entry(UITraitAccessibilityContrast.self),
            entry(UITraitLegibilityWeight.self), entry(UITraitUserInterfaceIdiom.self),
            entry(UITraitUserInterfaceLevel.self), entry(UITraitDisplayGamut.self), entry(UITraitActiveAppearance.self),
        ])
    }()

    /// Whether the trait of type `id` differs between `a` and `b`.
    static func trait(_ id: ObjectIdentifier, differsBetween a: TraitValues, and b: TraitValues) -> Bool {
        if let differ = systemTraitComparisons[id] { return differ(a, b) }
        switch (a.custom[id], b.custom[id]) {
        case (nil, nil): return false
        case let (x?, y?): return !x.equals(y.value)
        default: return true
        }
    }
}
