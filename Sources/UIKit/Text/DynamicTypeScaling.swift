import Foundation

/// What a Dynamic Type font was made from, so that a view adjusting its font for the content size category
/// (`UIContentSizeCategoryAdjusting`) can make it again for another category: a text style's system font, or
/// a custom font `UIFontMetrics` scaled along a style's curve, up to a largest size.
struct DynamicTypeScaling: Sendable, Equatable {
    /// The text style whose sizes the font follows.
    let style: UIFont.TextStyle
    /// The custom font at the Large category; nil for the style's own system font.
    let base: UIFont?
    /// The largest size the font is scaled to; nil when unlimited.
    let maximumPointSize: CGFloat?

    /// The font for `category`.
    func font(for category: UIContentSizeCategory) -> UIFont {
        guard let base else { return UIFont.preferredFont(forTextStyle: style, category: category) }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize: maximumPointSize ?? 0,
                                                              category: category)
    }
}
