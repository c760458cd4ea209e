import Foundation

/// Scales custom fonts and layout values along a text style's Dynamic Type curve: a value at the default
/// (Large) category is multiplied by the ratio of the style's size at the wanted category to its size at Large,
/// so body text's 17 points becoming 23 at Extra Extra Extra Large scales a 20-point font to 27.06 points.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; the only stored property is a Sendable `let`.

    /// The text style whose curve the metrics follow.
    let textStyle: UIFont.TextStyle

    /// Metrics for body text.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that follow `textStyle`'s sizes.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the app's content size category; used by a view that adjusts its font for the
    /// category, the font follows later changes.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the app's content size category, no larger than `maximumPointSize` (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the content size category of `traitCollection` (the app's when nil or unspecified).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the content size category of `traitCollection` (the app's when nil or unspecified), no
    /// larger than `maximumPointSize` (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        scaledFont(for: font, maximumPointSize: maximumPointSize,
                   category: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `value` scaled for the app's content size category, such as a spacing that grows with the text.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the content size category of `traitCollection` (the app's when nil or unspecified).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaled(value, at: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `font` scaled for `category`. A font that was itself scaled is scaled from its unscaled original; a
    /// limit that is not positive and finite means none.
    func scaledFont(for font: UIFont, maximumPointSize: CGFloat, category: UIContentSizeCategory) -> UIFont {
        let base = font.dynamicTypeScaling?.base ?? font
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let size = min(scaled(base.pointSize, at: category), limit ?? .infinity)
        return base.withSize(size)
            .scaling(with: DynamicTypeScaling(style: textStyle, base: base, maximumPointSize: limit))
    }

    /// `value` times the style's size at `category` over its size at Large (multiplied first, so that values
    /// the sizes divide come out exact).
    private func scaled(_ value: CGFloat, at category: UIContentSizeCategory) -> CGFloat {
        value * DynamicTypeSizes.pointSize(of: textStyle, at: category) / DynamicTypeSizes.pointSize(of: textStyle, at: .large)
    }
}
