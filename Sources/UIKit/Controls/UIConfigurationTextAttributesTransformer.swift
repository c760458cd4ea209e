import Foundation

/// A function from one set of text attributes to another, which a configuration applies to the attributes of
/// each run of a title or subtitle after the style's font and colour are in them. Copies of one transformer are
/// equal; two made from closures are not.
public struct UIConfigurationTextAttributesTransformer: Hashable {
    private let identity = ObjectIdentity()
    private let transform: @MainActor (AttributeContainer) -> AttributeContainer

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping @MainActor (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `input` becomes.
    @MainActor public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// Whether both are copies of one transformer.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
