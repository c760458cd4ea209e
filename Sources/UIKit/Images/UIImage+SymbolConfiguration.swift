import Foundation

extension UIImage {
    /// A symbol's stroke weight, matching the system font's weights.
    public enum SymbolWeight: Int, Sendable {
        /// Not set: the font's or text style's weight, else regular.
        case unspecified = 0
        /// The lightest weight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular: the default.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// The heaviest weight.
        case black = 9

        /// The font weight of the same name; regular for `.unspecified`.
        public func fontWeight() -> UIFont.Weight {
            let weights: [UIFont.Weight] = [.regular, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold,
                                            .heavy, .black]
            return weights[rawValue]
        }

        /// The weight nearest an OpenType weight (100…900).
        init(openTypeWeight: Int) {
            self = SymbolWeight(rawValue: min(max(Int((Double(openTypeWeight) / 100).rounded()), 1), 9)) ?? .regular
        }
    }

    /// A symbol's size relative to the text it accompanies.
    public enum SymbolScale: Int, Sendable {
        /// The system's choice: medium.
        case `default` = -1
        /// Not set: medium unless another configuration sets it.
        case unspecified = 0
        /// About 20% smaller than medium.
        case small = 1
        /// The size of the text's point size.
        case medium = 2
        /// About 30% larger than medium.
        case large = 3

        /// How much larger than medium, as Apple documents the scales.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
        }
    }

    /// How a symbol is sized, weighted and coloured: a point size, font or text style (which follows Dynamic
    /// Type), a weight, a scale, and hierarchical, palette, multicolour or monochrome colours. Values left
    /// unspecified come from other configurations (`applying(_:)`), then the defaults: 17 points, regular, medium.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        // @unchecked because NSObject is not Sendable on Linux; every stored property is a `let`.

        /// How the symbol is coloured.
        enum Colors: Equatable, Sendable {
            case unspecified, hierarchical(UIColor), palette([UIColor]), multicolor, monochrome
        }

        /// The point size; 0 when not set.
        let pointSize: CGFloat
        /// The weight.
        let weight: SymbolWeight
        /// The scale.
        let scale: SymbolScale
        /// The text style whose font the symbol matches, at the content size category of the traits.
        let textStyle: UIFont.TextStyle?
        /// The font whose size and weight the symbol matches.
        let font: UIFont?
        /// How the symbol is coloured.
        let colors: Colors

        init(traitCollection: UITraitCollection? = nil, pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
             scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil,
             colors: Colors = .unspecified) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            if pointSize != 0, self.pointSize == 0 {
                uikitLog.error("UIImage.SymbolConfiguration: a point size of \(pointSize) is not positive and finite; ignored.")
            }
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            self.colors = colors
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that specifies nothing.
        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A symbol of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A symbol of `pointSize` points at `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A symbol of `pointSize` points at `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(traitCollection: nil, pointSize: pointSize, weight: weight, scale: scale)
        }

        /// A symbol at `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init(traitCollection: nil, weight: weight)
        }

        /// A symbol at `scale`.
        public convenience init(scale: SymbolScale) {
            self.init(traitCollection: nil, scale: scale)
        }

        /// A symbol matching `textStyle`'s font, which follows the content size category.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// A symbol matching `textStyle`'s font at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(traitCollection: nil, scale: scale, textStyle: textStyle)
        }

        /// A symbol matching `font`'s size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A symbol matching `font`'s size and weight at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(traitCollection: nil, scale: scale, font: font)
        }

        /// A symbol drawn in `hierarchicalColor`. Vellum's symbols have one layer, the primary one, so the
        /// whole symbol takes the colour.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(traitCollection: nil, colors: .hierarchical(hierarchicalColor))
        }

        /// A symbol drawn in `paletteColors`, one a layer. Vellum's symbols have one layer: the first colour.
        public convenience init(paletteColors: [UIColor]) {
            self.init(traitCollection: nil, colors: paletteColors.isEmpty ? .unspecified : .palette(paletteColors))
        }

        /// A configuration asking for the symbol's own colours. Vellum's symbols have none: they draw as
        /// monochrome templates.
        public class func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(colors: .multicolor)
        }

        /// A configuration asking for one colour: the tint.
        public class func preferringMonochrome() -> SymbolConfiguration {
            SymbolConfiguration(colors: .monochrome)
        }

        /// A copy without a text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration { copy(textStyle: .some(nil)) }

        /// A copy without a scale.
        public func configurationWithoutScale() -> SymbolConfiguration { copy(scale: .unspecified) }

        /// A copy without a weight.
        public func configurationWithoutWeight() -> SymbolConfiguration { copy(weight: .unspecified) }

        /// A copy without a point size, font or weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            copy(pointSize: 0, weight: .unspecified, font: .some(nil))
        }

        /// Whether `otherConfiguration` has the same values.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool { isEqual(otherConfiguration) }

        /// A copy with what `otherConfiguration` specifies replacing these values: its size (point size, font or
        /// text style, which replace each other), weight, scale, colours and traits.
        public override func applying(_ otherConfiguration: Configuration?) -> SymbolConfiguration {
            guard let other = otherConfiguration as? SymbolConfiguration else {
                return copy(traitCollection: Self.merged(traitCollection, otherConfiguration?.traitCollection))
            }
            let sized = other.pointSize > 0 || other.font != nil || other.textStyle != nil
            return SymbolConfiguration(
                traitCollection: Self.merged(traitCollection, other.traitCollection),
                pointSize: sized ? other.pointSize : pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                textStyle: sized ? other.textStyle : textStyle, font: sized ? other.font : font,
                colors: other.colors == .unspecified ? colors : other.colors)
        }

        override func copy(traitCollection: UITraitCollection?) -> Self {
            // Final, so Self is this class.
            copy(traitCollection: .some(traitCollection)) as! Self
        }

        private func copy(traitCollection: UITraitCollection?? = nil, pointSize: CGFloat? = nil,
                          weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
                          textStyle: UIFont.TextStyle?? = nil, font: UIFont?? = nil) -> SymbolConfiguration {
            SymbolConfiguration(traitCollection: traitCollection ?? self.traitCollection,
                                pointSize: pointSize ?? self.pointSize, weight: weight ?? self.weight,
                                scale: scale ?? self.scale, textStyle: textStyle ?? self.textStyle,
                                font: font ?? self.font, colors: colors)
        }

        /// Whether `object` is a symbol configuration with the same values.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration, super.isEqual(other) else { return false }
            return other.pointSize == pointSize && other.weight == weight && other.scale == scale
                && other.textStyle == textStyle && other.font == font && other.colors == colors
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(super.hash)
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        /// The values, for debugging.
        public override var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
            if let font { parts.append("font=\(font.fontName) \(font.pointSize)") }
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            if colors != .unspecified { parts.append("colors=\(colors)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        // MARK: Resolving

        /// The size, weight and scale the symbol is drawn at, with `traits` (the configuration's own when nil)
        /// deciding a text style's size.
        func resolved(for traits: UITraitCollection?) -> (pointSize: CGFloat, weight: SymbolWeight, scale: CGFloat) {
            var size: CGFloat = 17, fontWeight = SymbolWeight.regular
            if pointSize > 0 {
                size = pointSize
            } else if let font {
                size = font.pointSize
                fontWeight = SymbolWeight(openTypeWeight: font.textFont.weight)
            } else if let textStyle {
                let font = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits ?? traitCollection)
                size = font.pointSize
                fontWeight = SymbolWeight(openTypeWeight: font.textFont.weight)
            }
            return (size, weight == .unspecified ? fontWeight : weight, scale.factor)
        }

        /// The colour the symbol's one layer takes; nil for the tint (monochrome and multicolour).
        var layerColor: UIColor? {
            switch colors {
            case .hierarchical(let color): color
            case .palette(let colors): colors.first
            default: nil
            }
        }
    }
}
