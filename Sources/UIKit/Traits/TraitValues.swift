import Foundation

/// The values of a trait collection: the system traits in fields (their "unspecified" value when unset) and
/// the app's own traits by type. A value type, so that collections stay immutable and overrides are copied.
struct TraitValues: UITraitOverrides, Equatable, @unchecked Sendable {
    // @unchecked: custom trait values are the app's own types, which UIKit's API does not require to be Sendable.
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var displayScale: CGFloat = 0
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    /// The app's traits that are set, by type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    /// A custom trait's value with what comparing and describing it needs.
    struct CustomTraitValue {
        let value: Any
        let name: String
        let affectsColorAppearance: Bool
        let equals: (Any) -> Bool

        init<T: UITraitDefinition>(_ value: T.Value, of _: T.Type) {
            self.value = value
            name = T.name
            affectsColorAppearance = T.affectsColorAppearance
            equals = { ($0 as? T.Value) == value }
        }
    }

    /// Whether nothing is set.
    var isEmpty: Bool { self == TraitValues() }

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = T.self as? any SystemTraitDefinition.Type, let value = systemValue(system) as? T.Value {
                return value
            }
            return custom[ObjectIdentifier(T.self)]?.value as? T.Value ?? T.defaultValue
        }
        set {
            if let system = T.self as? any SystemTraitDefinition.Type {
                setSystemValue(system, newValue)
            } else {
                custom[ObjectIdentifier(T.self)] = CustomTraitValue(newValue, of: T.self)
            }
        }
    }

    private func systemValue<S: SystemTraitDefinition>(_: S.Type) -> Any { self[keyPath: S.keyPath] }

    private mutating func setSystemValue<S: SystemTraitDefinition>(_: S.Type, _ value: Any) {
        if let value = value as? S.Value { self[keyPath: S.keyPath] = value }
    }

    func contains(_ trait: UITrait) -> Bool { isSet(trait) }

    private func isSet<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
        if let system = T.self as? any SystemTraitDefinition.Type { return !isDefault(system) }
        return custom[ObjectIdentifier(T.self)] != nil
    }

    private func isDefault<S: SystemTraitDefinition>(_: S.Type) -> Bool { self[keyPath: S.keyPath] == S.defaultValue }

    mutating func remove(_ trait: UITrait) { reset(trait) }

    private mutating func reset<T: UITraitDefinition>(_ trait: T.Type) {
        if let system = T.self as? any SystemTraitDefinition.Type {
            resetSystem(system)
        } else {
            custom[ObjectIdentifier(T.self)] = nil
        }
    }

    private mutating func resetSystem<S: SystemTraitDefinition>(_: S.Type) { self[keyPath: S.keyPath] = S.defaultValue }

    /// These values with every trait `other` sets taken from `other`.
    func overlaid(with other: TraitValues) -> TraitValues {
        var result = self
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.accessibilityContrast != .unspecified { result.accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.userInterfaceLevel != .unspecified { result.userInterfaceLevel = other.userInterfaceLevel }
        if other.displayGamut != .unspecified { result.displayGamut = other.displayGamut }
        if other.activeAppearance != .unspecified { result.activeAppearance = other.activeAppearance }
        result.custom.merge(other.custom) { _, new in new }
        return result
    }

    /// Whether every trait `other` sets has the same value here.
    func contains(allOf other: TraitValues) -> Bool {
        overlaid(with: other) == self
    }

    /// Whether the traits that decide how colours resolve differ.
    func differsInColorAppearance(from other: TraitValues) -> Bool {
        if userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel || displayGamut != other.displayGamut
            || activeAppearance != other.activeAppearance { return true }
        for key in Set(custom.keys).union(other.custom.keys) {
            let mine = custom[key], theirs = other.custom[key]
            guard (mine ?? theirs)?.affectsColorAppearance == true else { continue }
            if let mine, let theirs, mine.equals(theirs.value) { continue }
            return true
        }
        return false
    }

    static func == (a: TraitValues, b: TraitValues) -> Bool {
        guard a.userInterfaceStyle == b.userInterfaceStyle, a.horizontalSizeClass == b.horizontalSizeClass,
              a.verticalSizeClass == b.verticalSizeClass, a.displayScale == b.displayScale,
              a.layoutDirection == b.layoutDirection, a.preferredContentSizeCategory == b.preferredContentSizeCategory,
              a.accessibilityContrast == b.accessibilityContrast, a.legibilityWeight == b.legibilityWeight,
              a.userInterfaceIdiom == b.userInterfaceIdiom, a.userInterfaceLevel == b.userInterfaceLevel,
              a.displayGamut == b.displayGamut, a.activeAppearance == b.activeAppearance,
              a.custom.count == b.custom.count else { return false }
        return a.custom.allSatisfy { key, value in b.custom[key].map { value.equals($0.value) } ?? false }
    }
}
