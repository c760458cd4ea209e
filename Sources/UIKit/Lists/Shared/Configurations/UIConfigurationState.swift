import Foundation

/// The state of a view that its configurations update for: its traits and flags (selected, highlighted, …).
public protocol UIConfigurationState {
    /// A state of `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The traits of the view's environment.
    var traitCollection: UITraitCollection { get set }
    /// The value of a state your app defines, if any.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a `UIConfigurationState`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
