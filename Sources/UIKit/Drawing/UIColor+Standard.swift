import Foundation

private func rgb255(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
}

extension UIColor {
    // MARK: Fixed colours

    /// Gray 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Gray 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Gray 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Gray 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Gray 0 with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: Adaptable system colours (light appearance)

    /// The system red.
    public static let systemRed = rgb255(255, 59, 48)
    /// The system orange.
    public static let systemOrange = rgb255(255, 149, 0)
    /// The system yellow.
    public static let systemYellow = rgb255(255, 204, 0)
    /// The system green.
    public static let systemGreen = rgb255(52, 199, 89)
    /// The system mint.
    public static let systemMint = rgb255(0, 199, 190)
    /// The system teal.
    public static let systemTeal = rgb255(48, 176, 199)
    /// The system cyan.
    public static let systemCyan = rgb255(50, 173, 230)
    /// The system blue: the default tint colour.
    public static let systemBlue = rgb255(0, 122, 255)
    /// The system indigo.
    public static let systemIndigo = rgb255(88, 86, 214)
    /// The system purple.
    public static let systemPurple = rgb255(175, 82, 222)
    /// The system pink.
    public static let systemPink = rgb255(255, 45, 85)
    /// The system brown.
    public static let systemBrown = rgb255(162, 132, 94)
    /// The system gray.
    public static let systemGray = rgb255(142, 142, 147)
    /// The second system gray level.
    public static let systemGray2 = rgb255(174, 174, 178)
    /// The third system gray level.
    public static let systemGray3 = rgb255(199, 199, 204)
    /// The fourth system gray level.
    public static let systemGray4 = rgb255(209, 209, 214)
    /// The fifth system gray level.
    public static let systemGray5 = rgb255(229, 229, 234)
    /// The sixth system gray level.
    public static let systemGray6 = rgb255(242, 242, 247)
    /// The app's accent colour: system blue.
    public static let tintColor = systemBlue

    // MARK: UI element colours (light appearance)

    /// Primary text.
    public static let label = UIColor(white: 0, alpha: 1)
    /// Secondary text.
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = rgb255(60, 60, 67, 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = rgb255(60, 60, 67, 0.18)
    /// Links.
    public static let link = rgb255(0, 122, 255)
    /// Placeholder text in controls and text views.
    public static let placeholderText = rgb255(60, 60, 67, 0.3)
    /// Thin borders or divider lines that let some content show through.
    public static let separator = rgb255(60, 60, 67, 0.29)
    /// Borders or divider lines that hide what is below.
    public static let opaqueSeparator = rgb255(198, 198, 200)
    /// The main background.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// Content layered on the main background.
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    /// Content layered on secondary backgrounds.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The main background of grouped content.
    public static let systemGroupedBackground = rgb255(242, 242, 247)
    /// Content layered on the grouped background.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// Content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
    /// Fill for thin and small shapes.
    public static let systemFill = rgb255(120, 120, 128, 0.2)
    /// Fill for medium shapes.
    public static let secondarySystemFill = rgb255(120, 120, 128, 0.16)
    /// Fill for large shapes.
    public static let tertiarySystemFill = rgb255(118, 118, 128, 0.12)
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = rgb255(116, 116, 128, 0.08)
    /// Text on light backgrounds.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// Text on dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // Deprecated names that libraries still compile. iOS 7 stopped drawing the textures of the last three,
    // which Vellum shows as a plain dark gray.

    /// The background of grouped tables: `systemGroupedBackground`.
    @available(iOS, deprecated: 13.0, message: "Use systemGroupedBackgroundColor")
    public static let groupTableViewBackground = systemGroupedBackground
    /// The back of a flipped view.
    @available(iOS, deprecated: 7.0)
    public static let viewFlipsideBackground = UIColor(white: 0.12, alpha: 1)
    /// Behind scrollable content.
    @available(iOS, deprecated: 7.0)
    public static let scrollViewTexturedBackground = UIColor(white: 0.12, alpha: 1)
    /// Behind a page's content.
    @available(iOS, deprecated: 7.0)
    public static let underPageBackground = UIColor(white: 0.12, alpha: 1)
}
