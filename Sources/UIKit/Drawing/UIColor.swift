import Foundation

/// A colour, and the colour UIKit drawing uses when it is `set()`.
///
/// Colours are in the extended sRGB space (components may leave 0…1) or, from `init(white:alpha:)`, in gray.
/// The system colours and `init(dynamicProvider:)`'s are dynamic: they resolve by traits (UIColor+Dynamic.swift).
open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; every stored property is a `let` of a Sendable type.

    /// The Quartz colour; a pattern colour's is a `CGColor` of a coloured `CGPattern`. A dynamic colour's is
    /// its value for `UITraitCollection.current`, a snapshot that does not follow later changes.
    public var cgColor: CGColor {
        dynamic == nil ? staticCGColor : resolvedColor(with: .current).staticCGColor
    }

    /// The Quartz colour of a colour that is not dynamic; clear for a dynamic one.
    let staticCGColor: CGColor

    /// How a dynamic colour resolves; nil for other colours.
    let dynamic: Dynamic?

    /// The image a pattern colour tiles; `nil` for other colours.
    let patternImage: UIImage?

    /// A colour with the Quartz colour `cgColor`.
    public init(cgColor: CGColor) {
        staticCGColor = cgColor
        patternImage = nil
        dynamic = nil
        super.init()
    }

    /// A dynamic colour.
    init(dynamic: Dynamic) {
        staticCGColor = .clear
        patternImage = nil
        self.dynamic = dynamic
        super.init()
    }

    /// A colour that paints `image` repeated in tiles of its size in points, anchored at the origin of the
    /// context's user space, upright in UIKit's y-down space. It has no components: `getRed` and the like
    /// return false.
    public init(patternImage image: UIImage) {
        staticCGColor = UIColor.patternColor(tiling: image)
        patternImage = image
        dynamic = nil
        super.init()
    }

    /// A pattern colour whose cell is `image`, upright in a y-down space; clear for an image without size.
    private static func patternColor(tiling image: UIImage) -> CGColor {
        let size = image.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return .clear }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { info, context in
            let image = Unmanaged<UIImage>.fromOpaque(info!).takeUnretainedValue()
            guard let cgImage = image.cgImage else { return }
            context.translateBy(x: 0, y: image.size.height)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: CGRect(origin: .zero, size: image.size))
        }, releaseInfo: { info in Unmanaged<UIImage>.fromOpaque(info!).release() })
        let info = Unmanaged.passRetained(image).toOpaque()
        guard let pattern = CGPattern(info: info, bounds: CGRect(origin: .zero, size: size), matrix: .identity,
                                      xStep: size.width, yStep: size.height, tiling: .constantSpacing,
                                      isColored: true, callbacks: &callbacks) else {
            Unmanaged<UIImage>.fromOpaque(info).release()
            return .clear
        }
        var alpha: CGFloat = 1
        return CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: pattern, components: &alpha) ?? .clear
    }

    /// A gray colour: `white` from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour in the extended sRGB space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
    }

    /// A colour in the Display P3 space, converted to extended sRGB (components may leave 0…1).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.displayP3ToSRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour decoded by an archiver; Vellum has no colour archives, so this fails.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Reading components

    /// The colour's red, green, blue and alpha components; false when it has none (a pattern colour).
    /// Pass nil for a component you do not need.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let (r, g, b, a) = rgba else { return false }
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }

    /// The colour's grayscale and alpha components; false unless it is a gray colour, as on iOS.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let c = cgColor.components, c.count == 2 else { return false }
        white?.pointee = c[0]; alpha?.pointee = c[1]
        return true
    }

    /// The colour's hue, saturation, brightness and alpha components, each from 0 to 1.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let (r, g, b, a) = rgba else { return false }
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            switch high {
            case r: h = (g - b) / range
            case g: h = 2 + (b - r) / range
            default: h = 4 + (r - g) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = a
        return true
    }

    /// The same colour with alpha `alpha`; a pattern colour is returned as it is, a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if patternImage != nil { return self }
        if dynamic != nil { return UIColor(dynamicProvider: { [self] in resolvedColor(with: $0).withAlphaComponent(alpha) }) }
        return UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    // MARK: Drawing with the colour

    /// Makes the colour the fill and stroke colour of the current graphics context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the fill colour of the current graphics context.
    open func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
    }

    /// Makes the colour the stroke colour of the current graphics context.
    open func setStroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(cgColor)
    }

    // MARK: NSObject

    /// Whether `object` is a colour with the same colour space and components; a dynamic colour is equal only
    /// to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamic != nil || other.dynamic != nil { return other === self }
        if patternImage != nil || other.patternImage != nil { return patternImage === other.patternImage }
        return other.cgColor == cgColor
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { dynamic == nil ? cgColor.hashValue : ObjectIdentifier(self).hashValue }

    /// The colour space and components, as UIKit prints them.
    open override var description: String {
        if let patternImage { return "UIPatternColor \(patternImage)" }
        switch dynamic {
        case .system(let variants)?: return "<UIDynamicSystemColor: \(NSLayoutConstraint.address(of: self)); name = \(variants.name)Color>"
        case .provider?: return "<UIDynamicProviderColor: \(NSLayoutConstraint.address(of: self))>"
        case nil: break
        }
        let components = (cgColor.components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        let space = cgColor.colorSpace?.model == .monochrome ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        return "\(space) \(components)"
    }

    // MARK: Conversions

    /// Red, green, blue and alpha in extended sRGB; nil for a colour without components.
    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat)? {
        guard patternImage == nil, let c = cgColor.components, !c.isEmpty else { return nil }
        switch cgColor.colorSpace?.model {
        case .monochrome?: return c.count == 2 ? (c[0], c[0], c[0], c[1]) : nil
        case .rgb?: return c.count == 4 ? (c[0], c[1], c[2], c[3]) : nil
        default: return cgColor.rgba
        }
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let sector = Int(clamping: h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Display P3 to extended sRGB: both share the sRGB transfer curve, so linearize, change primaries
    /// (D65 white in both), and encode again.
    static func displayP3ToSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat {
            let m = abs(v)
            return (m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)) * (v < 0 ? -1 : 1)
        }
        func encoded(_ v: CGFloat) -> CGFloat {
            let m = abs(v)
            return (m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055) * (v < 0 ? -1 : 1)
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return (encoded(1.2249 * lr - 0.2247 * lg),
                encoded(-0.0420 * lr + 1.0419 * lg),
                encoded(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb))
    }
}

extension UIColor: TextColorConvertible {
    /// The colour text layers draw an attributed string's text in.
    package var textColor: CGColor { cgColor }
}
