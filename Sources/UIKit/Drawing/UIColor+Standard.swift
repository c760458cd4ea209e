import Foundation

/// A dynamic system colour with its light and dark values, its increased-contrast values (the standard ones
/// where iOS publishes none) and its elevated dark values (the base ones where they do not differ). Each value is
/// red, green and blue from 0 to 255, then an alpha from 0 to 1 when not opaque.
private func system(_ name: String, _ light: [CGFloat], _ dark: [CGFloat], highContrast: ([CGFloat], [CGFloat])? = nil,
                    elevated: ([CGFloat], [CGFloat])? = nil) -> UIColor {
    func color(_ c: [CGFloat]) -> UIColor {
        UIColor(red: c[0] / 255, green: c[1] / 255, blue: c[2] / 255, alpha: c.count > 3 ? c[3] : 1)
    }
    let variants = SystemColorVariants(
        name: name, light: color(light), dark: color(dark),
        highContrastLight: color(highContrast?.0 ?? light), highContrastDark: color(highContrast?.1 ?? dark),
        elevatedDark: elevated.map { color($0.0) }, elevatedHighContrastDark: elevated.map { color($0.1) })
    let result = UIColor(dynamic: .system(variants))
    variants.register(as: result)
    return result
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

    // MARK: Adaptable system colours
    // Light, dark, increased-contrast light and dark values as iOS 13–18 publish them.

    /// The system red.
    public static let systemRed = system("systemRed", [255, 59, 48], [255, 69, 58], highContrast: ([215, 0, 21], [255, 105, 97]))
    /// The system orange.
    public static let systemOrange = system("systemOrange", [255, 149, 0], [255, 159, 10], highContrast: ([201, 52, 0], [255, 179, 64]))
    /// The system yellow.
    public static let systemYellow = system("systemYellow", [255, 204, 0], [255, 214, 10], highContrast: ([160, 90, 0], [255, 212, 38]))
    /// The system green.
    public static let systemGreen = system("systemGreen", [52, 199, 89], [48, 209, 88], highContrast: ([36, 138, 61], [48, 219, 91]))
    /// The system mint (iOS publishes no high-contrast values: the standard ones are used).
    public static let systemMint = system("systemMint", [0, 199, 190], [99, 230, 226])
    /// The system teal, as of iOS 15 (no published high-contrast values).
    public static let systemTeal = system("systemTeal", [48, 176, 199], [64, 200, 224])
    /// The system cyan (no published high-contrast values).
    public static let systemCyan = system("systemCyan", [50, 173, 230], [100, 210, 255])
    /// The system blue: the default tint colour.
    public static let systemBlue = system("systemBlue", [0, 122, 255], [10, 132, 255], highContrast: ([0, 64, 221], [64, 156, 255]))
    /// The system indigo.
    public static let systemIndigo = system("systemIndigo", [88, 86, 214], [94, 92, 230], highContrast: ([54, 52, 163], [125, 122, 255]))
    /// The system purple.
    public static let systemPurple = system("systemPurple", [175, 82, 222], [191, 90, 242], highContrast: ([137, 68, 171], [218, 143, 255]))
    /// The system pink.
    public static let systemPink = system("systemPink", [255, 45, 85], [255, 55, 95], highContrast: ([211, 15, 69], [255, 100, 130]))
    /// The system brown (no published high-contrast values).
    public static let systemBrown = system("systemBrown", [162, 132, 94], [172, 142, 104])
    /// The system gray.
    public static let systemGray = system("systemGray", [142, 142, 147], [142, 142, 147], highContrast: ([108, 108, 112], [174, 174, 178]))
    /// The second system gray level.
    public static let systemGray2 = system("systemGray2", [174, 174, 178], [99, 99, 102], highContrast: ([142, 142, 147], [124, 124, 128]))
    /// The third system gray level.
    public static let systemGray3 = system("systemGray3", [199, 199, 204], [72, 72, 74], highContrast: ([174, 174, 178], [84, 84, 86]))
    /// The fourth system gray level.
    public static let systemGray4 = system("systemGray4", [209, 209, 214], [58, 58, 60], highContrast: ([188, 188, 192], [68, 68, 70]))
    /// The fifth system gray level.
    public static let systemGray5 = system("systemGray5", [229, 229, 234], [44, 44, 46], highContrast: ([216, 216, 220], [54, 54, 56]))
    /// The sixth system gray level.
    public static let systemGray6 = system("systemGray6", [242, 242, 247], [28, 28, 30], highContrast: ([235, 235, 240], [36, 36, 38]))
    /// The app's accent colour: system blue.
    public static let tintColor = systemBlue

    // MARK: UI element colours
    // As above, with the elevated dark values of sheets and popovers for the backgrounds.

    /// Primary text.
    public static let label = system("label", [0, 0, 0], [255, 255, 255])
    /// Secondary text.
    public static let secondaryLabel = system("secondaryLabel", [60, 60, 67, 0.6], [235, 235, 245, 0.6], highContrast: ([60, 60, 67, 0.68], [235, 235, 245, 0.68]))
    /// Tertiary text.
    public static let tertiaryLabel = system("tertiaryLabel", [60, 60, 67, 0.3], [235, 235, 245, 0.3], highContrast: ([60, 60, 67, 0.38], [235, 235, 245, 0.38]))
    /// Quaternary text.
    public static let quaternaryLabel = system("quaternaryLabel", [60, 60, 67, 0.18], [235, 235, 245, 0.16], highContrast: ([60, 60, 67, 0.26], [235, 235, 245, 0.24]))
    /// Links (dark: 9,132,255, not quite the system blue's).
    public static let link = system("link", [0, 122, 255], [9, 132, 255])
    /// Placeholder text in controls and text views: the tertiary label's values.
    public static let placeholderText = system("placeholderText", [60, 60, 67, 0.3], [235, 235, 245, 0.3], highContrast: ([60, 60, 67, 0.38], [235, 235, 245, 0.38]))
    /// Thin borders or divider lines that let some content show through.
    public static let separator = system("separator", [60, 60, 67, 0.29], [84, 84, 88, 0.6], highContrast: ([60, 60, 67, 0.37], [84, 84, 88, 0.68]))
    /// Borders or divider lines that hide what is below.
    public static let opaqueSeparator = system("opaqueSeparator", [198, 198, 200], [56, 56, 58])
    /// The main background.
    public static let systemBackground = system("systemBackground", [255, 255, 255], [0, 0, 0], elevated: ([28, 28, 30], [36, 36, 38]))
    /// Content layered on the main background.
    public static let secondarySystemBackground = system("secondarySystemBackground", [242, 242, 247], [28, 28, 30], highContrast: ([235, 235, 240], [36, 36, 38]), elevated: ([44, 44, 46], [54, 54, 56]))
    /// Content layered on secondary backgrounds.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", [255, 255, 255], [44, 44, 46], highContrast: ([255, 255, 255], [54, 54, 56]), elevated: ([58, 58, 60], [68, 68, 70]))
    /// The main background of grouped content.
    public static let systemGroupedBackground = system("systemGroupedBackground", [242, 242, 247], [0, 0, 0], highContrast: ([235, 235, 240], [0, 0, 0]), elevated: ([28, 28, 30], [36, 36, 38]))
    /// Content layered on the grouped background.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", [255, 255, 255], [28, 28, 30], highContrast: ([255, 255, 255], [36, 36, 38]), elevated: ([44, 44, 46], [54, 54, 56]))
    /// Content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", [242, 242, 247], [44, 44, 46], highContrast: ([235, 235, 240], [54, 54, 56]), elevated: ([58, 58, 60], [68, 68, 70]))
    /// Fill for thin and small shapes.
    public static let systemFill = system("systemFill", [120, 120, 128, 0.2], [120, 120, 128, 0.36], highContrast: ([120, 120, 128, 0.28], [120, 120, 128, 0.44]))
    /// Fill for medium shapes.
    public static let secondarySystemFill = system("secondarySystemFill", [120, 120, 128, 0.16], [120, 120, 128, 0.32], highContrast: ([120, 120, 128, 0.24], [120, 120, 128, 0.4]))
    /// Fill for large shapes.
    public static let tertiarySystemFill = system("tertiarySystemFill", [118, 118, 128, 0.12], [118, 118, 128, 0.24], highContrast: ([118, 118, 128, 0.2], [118, 118, 128, 0.32]))
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = system("quaternarySystemFill", [116, 116, 128, 0.08], [118, 118, 128, 0.18], highContrast: ([116, 116, 128, 0.16], [118, 118, 128, 0.26]))
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
