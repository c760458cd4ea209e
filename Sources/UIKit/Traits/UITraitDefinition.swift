import Foundation

/// A trait a trait collection can carry: the system's (`UITraitUserInterfaceStyle` and the others) or one of
/// the app's own, which needs only a `defaultValue`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable
    /// The value of a collection that does not set the trait.
    static var defaultValue: Value { get }
    /// A unique identifier, reverse-DNS by convention; the type's name by default.
    static var identifier: String { get }
    /// A short name for debugging output; the type's name by default.
    static var name: String { get }
    /// Whether a change of the trait can change how dynamic colours resolve; false by default.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: the trait does not affect colours.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` and `UITraitOverrides` take them.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: a stored field of every collection rather than an entry of its custom traits.
protocol SystemTraitDefinition: UITraitDefinition {
    /// Where the trait is kept.
    static var keyPath: WritableKeyPath<TraitValues, Value> { get }
}
