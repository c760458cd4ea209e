import Foundation

extension UIApplication {
    /// The text size the user prefers: `VELLUM_CONTENT_SIZE` at launch (Large by default), and what
    /// `VirtualScreens.setPreferredContentSizeCategory(_:)` sets later. Views read it through their traits.
    public var preferredContentSizeCategory: UIContentSizeCategory { SystemAppearance.contentSizeCategoryNow }
}
