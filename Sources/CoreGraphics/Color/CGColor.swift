/// How a colour is mapped into another colour space's gamut.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric = 1
    /// Relative colorimetric.
    case relativeColorimetric = 2
    /// Perceptual.
    case perceptual = 3
    /// Saturation.
    case saturation = 4
}

/// A colour: components in a colour space, the last one alpha.
public final class CGColor: Hashable, CustomStringConvertible, Sendable {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    public let components: [CGFloat]?
    /// The pattern a pattern colour paints; `nil` for other colours.
    public let pattern: CGPattern?

    private init(space: CGColorSpace, values: [CGFloat], pattern: CGPattern? = nil) {
        colorSpace = space
        components = values
        self.pattern = pattern
    }

    /// A colour that paints `pattern`, in a pattern space (`CGColorSpace(patternBaseSpace:)`): `components` is
    /// the alpha of a coloured pattern, or an uncoloured pattern's colour in the space's base space, then alpha.
    /// `nil` when the space is not a pattern space, or an uncoloured pattern's space has no base.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let count: Int
        if pattern.isColored {
            count = 1
        } else {
            guard let base = space.baseColorSpace, base.numberOfComponents > 0 else { return nil }
            count = base.numberOfComponents + 1
        }
        self.init(space: space, values: Array(UnsafeBufferPointer(start: components, count: count)), pattern: pattern)
    }

    /// An sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, values: [red, green, blue, alpha])
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour (generic gray, gamma 2.2).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22Space, values: [gray, alpha])
    }

    /// A CMYK colour (generic CMYK).
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
                            alpha: CGFloat) {
        self.init(space: .deviceCMYK, values: [cyan, magenta, yellow, black, alpha])
    }

    /// A colour from components (colour values then alpha) in `space`, or `nil` when the count is wrong.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents
        guard count > 0 else { return nil }
        self.init(space: space, values: Array(UnsafeBufferPointer(start: components, count: count + 1)))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, values: values, pattern: pattern)
    }

    /// A copy of the colour.
    public func copy() -> CGColor? { self }

    /// The colour converted to `space`, or `nil` when no conversion exists between the two models.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?)
        -> CGColor?
    {
        guard let from = colorSpace, let values = components else { return nil }
        if from.model == space.model { return CGColor(space: space, values: values) }
        let (r, g, b, a) = rgba
        switch space.model {
        case .rgb: return CGColor(space: space, values: [r, g, b, a])
        case .monochrome: return CGColor(space: space, values: [0.2126 * r + 0.7152 * g + 0.0722 * b, a])
        case .cmyk:
            let k = 1 - max(r, g, b)
            let scale = k < 1 ? 1 / (1 - k) : 0
            return CGColor(space: space, values: [(1 - r - k) * scale, (1 - g - k) * scale, (1 - b - k) * scale, k, a])
        default: return nil
        }
    }

    /// The colour as straight (unpremultiplied) red, green, blue and alpha.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let values = components, let space = colorSpace else { return (0, 0, 0, 1) }
        switch space.model {
        case .monochrome: return (values[0], values[0], values[0], values[1])
        case .cmyk:
            let k = values[3]
            return ((1 - values[0]) * (1 - k), (1 - values[1]) * (1 - k), (1 - values[2]) * (1 - k), values[4])
        case .rgb where values.count >= 4: return (values[0], values[1], values[2], values[3])
        // A pattern has no one colour: where one is needed (a layer's background), it paints nothing.
        case .pattern: return (0, 0, 0, 0)
        default: return (0, 0, 0, values.last ?? 1)
        }
    }

    /// Two colours are equal when their spaces, components and patterns are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        // Shared colours (the system colours' values) are mostly compared with themselves.
        if lhs === rhs { return true }
        return lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.pattern === rhs.pattern
    }

    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// The space's name and the components, for debugging.
    public var description: String {
        "CGColor(\(colorSpace?.name ?? "unknown"): \(components ?? []))"
    }
}
