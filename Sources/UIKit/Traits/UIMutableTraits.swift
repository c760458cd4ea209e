import Foundation

/// A set of trait values to change: what `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their
/// closure, and what `traitOverrides` are.
public protocol UIMutableTraits {
    /// The light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Pixels per point; 0 when unset.
    var displayScale: CGFloat { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The Bold Text setting.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Base or elevated content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// The display's gamut.
    var displayGamut: UIDisplayGamut { get set }
    /// Active or inactive appearance.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The value of any trait, the app's own included.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// Trait overrides of a view, view controller or window (`traitOverrides`): the traits they set win over the
/// inherited ones.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`.
    mutating func remove(_ trait: UITrait)
}
