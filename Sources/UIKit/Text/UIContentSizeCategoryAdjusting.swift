import Foundation

/// A view whose fonts can follow the user's text size: with `adjustsFontForContentSizeCategory` on, a font from
/// `UIFont.preferredFont(forTextStyle:)` or scaled by `UIFontMetrics` is made again for the view's
/// `preferredContentSizeCategory` trait whenever it changes. Other fonts stay as they are.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the view's font follows the content size category. Off by default.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIFont {
    /// This font made again for `traitCollection`'s content size category: nil when it does not follow the
    /// category (not a Dynamic Type font) or already has that category's size.
    func adjusted(for traitCollection: UITraitCollection) -> UIFont? {
        guard let scaling = dynamicTypeScaling else { return nil }
        let font = scaling.font(for: UIFont.contentSizeCategory(of: traitCollection))
        return font.pointSize == pointSize ? nil : font
    }
}
