import Foundation
import Synchronization

/// A symbol image's name and configuration, from which it is drawn again for another configuration.
struct SymbolImage: Sendable {
    /// The SF Symbol name.
    let name: String
    /// The configuration it was drawn for.
    let configuration: UIImage.SymbolConfiguration
}

extension UIImage {
    /// The side of the square a symbol is drawn in, as a multiple of its point size (at medium scale): 20.4
    /// points for 17-point text, which is about the height of SF Symbols' enclosed symbols (`circle`) there.
    static let symbolSideRatio: CGFloat = 1.2

    /// The system font's cap height as a fraction of its point size, which centres symbols on capital letters.
    private static let capHeightRatio: CGFloat = {
        let font = UIFont.systemFont(ofSize: 100)
        return font.capHeight > 0 ? font.capHeight / 100 : 0.7
    }()

    /// The names already reported as unknown, so that each is logged once.
    private static let reportedUnknownNames = Mutex<Set<String>>([])

    /// The system symbol `name` (an SF Symbol name such as `"heart.fill"`), drawn by Vellum from its Bootstrap
    /// stand-in; nil for a name Vellum does not map (logged once per name), as iOS returns nil for an unknown
    /// name. See `SymbolConfiguration` for its size.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn for `configuration`: a `SymbolConfiguration`'s size, weight, scale and
    /// colours, any configuration's traits.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        guard let image = Self.symbol(named: name, configuration: symbolConfiguration, traits: nil) else { return nil }
        self.init(copying: image)
    }

    /// The system symbol `name` drawn for `traitCollection`: its display scale and content size category.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// The image's configuration: a symbol's `symbolConfiguration`; nil for other images.
    public var configuration: Configuration? { symbol?.configuration }

    /// A symbol's configuration (unspecified values for one made without); nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// A symbol drawn for its configuration with what `configuration` specifies replacing it; other images as
    /// they are (their pixels do not change with traits).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        return redrawn(symbol.configuration.applying(configuration), traits: nil) ?? self
    }

    /// A symbol drawn for its configuration with what `configuration` specifies replacing it; nil for images
    /// that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol.configuration.applying(configuration), traits: nil)
    }

    // MARK: Baselines

    /// Whether the image has a baseline: symbols do, aligning with text beside them.
    public var hasBaseline: Bool { baselineOffset != nil }

    /// The baseline's distance above the bottom edge, in points; 0 for an image without a baseline. A symbol
    /// is centred on capital letters: its centre sits half the font's cap height above the baseline.
    public var baselineOffsetFromBottom: CGFloat { baselineOffset ?? 0 }

    /// A copy whose baseline lies `baselineOffset` points above its bottom edge (a non-finite value is refused
    /// with a log line, and the copy keeps this image's baseline).
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        guard baselineOffset.isFinite else {
            uikitLog.error("UIImage: a baseline offset of \(baselineOffset) is not finite; ignored.")
            return copy()
        }
        return copy(baselineOffset: .some(baselineOffset))
    }

    /// A copy without a baseline.
    public func imageWithoutBaseline() -> UIImage { copy(baselineOffset: .some(nil)) }

    // MARK: Drawing symbols

    /// Whether drawing fills the image's alpha with the tint: a template, or a symbol in automatic mode whose
    /// configuration gives it no colours of its own.
    var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil && tintColor == nil)
    }

    /// The symbol drawn for `configuration` and `traits`, keeping this image's rendering mode and the tint
    /// `withTintColor(_:)` gave it.
    func redrawn(_ configuration: SymbolConfiguration, traits: UITraitCollection?) -> UIImage? {
        guard let symbol, let image = Self.symbol(named: symbol.name, configuration: configuration, traits: traits)
        else { return nil }
        guard let tintColor, tintColor !== symbol.configuration.layerColor else {
            return image.copy(renderingMode: renderingMode)
        }
        return image.copy(renderingMode: renderingMode, tintColor: .some(tintColor))
    }

    /// The symbol `name` drawn for `configuration`, with `traits` (else the configuration's, else the main
    /// screen's scale and the app's text size) deciding a text style's size and the pixels a point.
    static func symbol(named name: String, configuration: SymbolConfiguration, traits: UITraitCollection?) -> UIImage? {
        guard let icon = SymbolNames.bootstrapNames[name] else {
            if reportedUnknownNames.withLock({ $0.insert(name).inserted }) {
                uikitLog.error("UIImage(systemName:): no symbol named \"\(name)\"; nil.")
            }
            return nil
        }
        let (pointSize, weight, factor) = configuration.resolved(for: traits)
        let traitScale = (traits ?? configuration.traitCollection)?.displayScale ?? 0
        let displayScale = traitScale > 0 ? traitScale : preferredScale
        let pixels = max(1, Int((pointSize * factor * symbolSideRatio * displayScale).rounded()))
        guard let drawing = SymbolRasterizer.image(icon: icon, pixels: pixels, weight: weight) else { return nil }
        let side = CGFloat(pixels) / displayScale
        return UIImage(bitmap: ImageBitmap(drawing), scale: displayScale, orientation: .up,
                       tintColor: configuration.layerColor, symbol: SymbolImage(name: name, configuration: configuration),
                       baselineOffset: side / 2 - pointSize * capHeightRatio / 2)
    }
}
