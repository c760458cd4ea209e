import Foundation

// The system's traits, as iOS 17 names them for `registerForTraitChanges(_:handler:)` and custom-trait
// subscripts. Each is kept in a field of `TraitValues`; its default is its "unspecified" value.

/// The light or dark appearance.
public struct UITraitUserInterfaceStyle: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: light and dark colours differ.
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The horizontal size class.
public struct UITraitHorizontalSizeClass: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The vertical size class.
public struct UITraitVerticalSizeClass: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// Pixels per point.
public struct UITraitDisplayScale: SystemTraitDefinition {
    /// 0: unspecified.
    public static let defaultValue: CGFloat = 0
    static var keyPath: WritableKeyPath<TraitValues, CGFloat> { \.displayScale }
}

/// The layout direction.
public struct UITraitLayoutDirection: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var keyPath: WritableKeyPath<TraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The preferred text size.
public struct UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var keyPath: WritableKeyPath<TraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// Increased contrast.
public struct UITraitAccessibilityContrast: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: high-contrast colours differ.
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<TraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// The Bold Text setting.
public struct UITraitLegibilityWeight: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UILegibilityWeight.unspecified
    static var keyPath: WritableKeyPath<TraitValues, UILegibilityWeight> { \.legibilityWeight }
}

/// The kind of device.
public struct UITraitUserInterfaceIdiom: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// Base or elevated content.
public struct UITraitUserInterfaceLevel: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// True: elevated dark backgrounds are lighter.
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

/// The display's gamut.
public struct UITraitDisplayGamut: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIDisplayGamut.unspecified
    /// True: colours may differ by gamut.
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<TraitValues, UIDisplayGamut> { \.displayGamut }
}

/// Active or inactive appearance.
public struct UITraitActiveAppearance: SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    /// True: colours may differ when inactive.
    public static let affectsColorAppearance = true
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}
