/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// Gray scale.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black.
    case cmyk = 2
    /// CIE L*a*b*.
    case lab = 3
    /// DeviceN.
    case deviceN = 4
    /// An indexed (palette) space.
    case indexed = 5
    /// A pattern space.
    case pattern = 6
    /// An XYZ space.
    case XYZ = 7
}

/// How colour values are interpreted.
///
/// Vellum renders every RGB space the same way (no colour management): the name records what the caller
/// asked for, and conversions only move between models (gray, RGB, CMYK).
public final class CGColorSpace: Hashable, Sendable {
    /// The space's name, when it was created by name.
    public let name: String?
    /// The colour model.
    public let model: CGColorSpaceModel
    /// A pattern space's base space, in which an uncoloured pattern's colour is given; `nil` otherwise.
    public let baseColorSpace: CGColorSpace?

    init(name: String?, model: CGColorSpaceModel, base: CGColorSpace? = nil) {
        self.name = name
        self.model = model
        baseColorSpace = base
    }

    /// A pattern colour space: with a base space for uncoloured (stencil) patterns, painted in a colour of
    /// that space; without one for coloured patterns. `nil` when the base is itself a pattern space.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        self.init(name: nil, model: .pattern, base: baseSpace)
    }

    /// The named colour space, or `nil` for a name Vellum does not know.
    public convenience init?(name: String) {
        guard let model = CGColorSpace.models[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// The number of colour components, without alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome, .indexed, .pattern: return 1
        case .rgb, .lab, .XYZ: return 3
        case .cmyk: return 4
        case .unknown, .deviceN: return 0
        }
    }

    /// Whether colours in this space may leave the 0...1 range.
    public var isWideGamutRGB: Bool { name == CGColorSpace.extendedSRGB || name == CGColorSpace.displayP3 }

    /// Two spaces are equal when they have the same name, model and base.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        if lhs === rhs { return true }
        return lhs.name == rhs.name && lhs.model == rhs.model && lhs.baseColorSpace == rhs.baseColorSpace
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// The sRGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended-range sRGB colour space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The linear sRGB colour space.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The Display P3 colour space.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic RGB colour space.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The generic gray colour space with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear gray colour space.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The extended-range gray colour space.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The generic CMYK colour space.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    /// The device RGB colour space's name in Vellum.
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    /// The device gray colour space's name in Vellum.
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    private static let models: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, displayP3: .rgb, genericRGBLinear: .rgb,
        deviceRGBName: .rgb, genericGrayGamma2_2: .monochrome, linearGray: .monochrome,
        extendedGray: .monochrome, deviceGrayName: .monochrome, genericCMYK: .cmyk,
    ]

    static let deviceRGB = CGColorSpace(name: deviceRGBName, model: .rgb)
    static let deviceGray = CGColorSpace(name: deviceGrayName, model: .monochrome)
    static let deviceCMYK = CGColorSpace(name: "kCGColorSpaceDeviceCMYK", model: .cmyk)
    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb)
    static let grayGamma22Space = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)
}

/// The device-dependent RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// The device-dependent CMYK colour space.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { .deviceCMYK }
