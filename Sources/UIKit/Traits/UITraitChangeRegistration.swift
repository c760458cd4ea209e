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
    /// Whether the trait of type `id` differs between `a` and `b`.
    static func trait(_ id: ObjectIdentifier, differsBetween a: TraitValues, and b: TraitValues) -> Bool {
        switch id {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return a.userInterfaceStyle != b.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return a.horizontalSizeClass != b.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return a.verticalSizeClass != b.verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): return a.displayScale != b.displayScale
        case ObjectIdentifier(UITraitLayoutDirection.self): return a.layoutDirection != b.layoutDirection
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            return a.preferredContentSizeCategory != b.preferredContentSizeCategory
        case ObjectIdentifier(UITraitAccessibilityContrast.self): return a.accessibilityContrast != b.accessibilityContrast
        case ObjectIdentifier(UITraitLegibilityWeight.self): return a.legibilityWeight != b.legibilityWeight
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): return a.userInterfaceIdiom != b.userInterfaceIdiom
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): return a.userInterfaceLevel != b.userInterfaceLevel
        case ObjectIdentifier(UITraitDisplayGamut.self): return a.displayGamut != b.displayGamut
        case ObjectIdentifier(UITraitActiveAppearance.self): return a.activeAppearance != b.activeAppearance
        default: break
        }
        switch (a.custom[id], b.custom[id]) {
        case (nil, nil): return false
        case let (x?, y?): return !x.equals(y.value)
        default: return true
        }
    }
}
