import Foundation

/// A function from one colour to another, which a configuration applies to a colour it resolves for a state
/// (a button's image, background or activity indicator). Copies of one transformer are equal; two made from
/// closures are not, as closures cannot be compared.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private let identity = ObjectIdentity()
    private let transform: @MainActor (UIColor) -> UIColor

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping @MainActor (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour `input` becomes.
    @MainActor public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's gray of the same luminance (Rec. 601 weights: 0.299 R + 0.587 G + 0.114 B) and opacity, in
    /// every appearance.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor(dynamicProvider: { traits in
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
        })
    }

    /// The system's accent colour (`UIColor.tintColor`), whatever the colour.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    /// The colour with a monochrome tint, to de-emphasize a tinted item: `systemGray` at the colour's opacity, in
    /// every appearance, whatever the accent colour. Apple documents the intent, not the gray; `systemGray` is the
    /// system's neutral gray, light and dark.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor(dynamicProvider: { traits in
            var alpha: CGFloat = 0
            color.resolvedColor(with: traits).getRed(nil, green: nil, blue: nil, alpha: &alpha)
            return UIColor.systemGray.resolvedColor(with: traits).withAlphaComponent(alpha)
        })
    }

    /// Whether both are copies of one transformer.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
