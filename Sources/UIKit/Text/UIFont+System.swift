import Foundation

extension UIFont {
    /// A font weight on Apple's scale, from -1 (lightest) through 0 (regular) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on Apple's scale.
        public let rawValue: CGFloat
        /// A weight on Apple's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight on Apple's scale.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight (OpenType 100).
        public static let ultraLight = Weight(-0.8)
        /// Thin (OpenType 200).
        public static let thin = Weight(-0.6)
        /// Light (OpenType 300).
        public static let light = Weight(-0.4)
        /// Regular (OpenType 400).
        public static let regular = Weight(0)
        /// Medium (OpenType 500).
        public static let medium = Weight(0.23)
        /// Semibold (OpenType 600).
        public static let semibold = Weight(0.3)
        /// Bold (OpenType 700).
        public static let bold = Weight(0.4)
        /// Heavy (OpenType 800).
        public static let heavy = Weight(0.56)
        /// Black (OpenType 900).
        public static let black = Weight(0.62)

        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The OpenType weight: Apple's named weights map to 100…900, values between them in proportion.
        var openTypeWeight: Int {
            let steps: [(CGFloat, CGFloat)] = [(-1, 100), (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                               (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900), (1, 1000)]
            let value = rawValue.isFinite ? min(max(rawValue, -1), 1) : 0
            for (lower, upper) in zip(steps, steps.dropFirst()) where value <= upper.0 {
                let span = upper.0 - lower.0
                let fraction = span > 0 ? (value - lower.0) / span : 1
                return Int((lower.1 + fraction * (upper.1 - lower.1)).rounded())
            }
            return 1000
        }
    }

    /// A text style of Dynamic Type, whose size and weight `preferredFont(forTextStyle:)` gives.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    // MARK: Standard sizes

    /// The size of the standard system font: 14 points.
    public class var systemFontSize: CGFloat { 14 }
    /// The size of the small system font: 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of label text: 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The size of button text: 18 points.
    public class var buttonFontSize: CGFloat { 18 }

    // MARK: System fonts

    /// The family of the system font: Inter when installed, else DejaVu Sans.
    static let systemFamily = ["Inter", "DejaVu Sans"].first(where: FontCatalog.shared.hasFamily) ?? "sans-serif"
    /// The family of the monospaced system font.
    static let monospacedFamily = ["DejaVu Sans Mono"].first(where: FontCatalog.shared.hasFamily) ?? "monospace"

    /// A font of `family` (as fontconfig names it), with the installed face closest to `weight` and slant.
    private static func font(family: String, size: CGFloat, weight: Weight, italic: Bool = false,
                             features: String = "") -> UIFont {
        let size = size.isFinite && size >= 0 ? size : systemFontSize
        let openType = weight.openTypeWeight
        let face = FontCatalog.shared.closest(in: family.lowercased(), weight: openType, italic: italic)
        // Pango picks the face from the requested weight; the face found here names it.
        let textFont = TextFont(family: family, size: size, weight: openType, isItalic: italic, features: features)
        return UIFont(textFont: textFont, fontName: face?.postScriptName ?? family, familyName: face?.family ?? family)
    }

    /// The system font at `fontSize` points, regular.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        font(family: systemFamily, size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        font(family: systemFamily, size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        font(family: systemFamily, size: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        font(family: systemFamily, size: fontSize, weight: .regular, italic: true)
    }

    /// A monospaced font at `fontSize` points and `weight`: DejaVu Sans Mono.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        font(family: monospacedFamily, size: fontSize, weight: weight)
    }

    /// The system font with digits of equal width (tabular figures), at `fontSize` points and `weight`.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        font(family: systemFamily, size: fontSize, weight: weight, features: "tnum")
    }

    /// The system font for `style` at the app's content size category
    /// (`UIApplication.shared.preferredContentSizeCategory`; body text is 17 points at the default, Large).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the content size category of `traitCollection`, or the app's when it is
    /// nil or leaves the category unspecified: iOS's size for that style and category, semibold for headlines.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style, category: contentSizeCategory(of: traitCollection))
    }

    /// The system font for `style` at `category`, which remembers its style, so that a view adjusting its
    /// font for the content size category can resolve it again.
    static func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        let size = DynamicTypeSizes.pointSize(of: style, at: category)
        return font(family: systemFamily, size: size, weight: DynamicTypeSizes.weight(of: style))
            .scaling(with: DynamicTypeScaling(style: style, base: nil, maximumPointSize: nil))
    }

    /// The category `traitCollection` gives, or the system's when it is nil or leaves the category unspecified.
    static func contentSizeCategory(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category.index == nil ? SystemAppearance.contentSizeCategoryNow : category
    }

    // MARK: Installed fonts

    /// The names of the installed font families, sorted.
    public class var familyNames: [String] {
        var seen = Set<String>()
        return FontCatalog.shared.faces.map(\.family).filter { seen.insert($0).inserted }
    }

    /// The PostScript names of the faces of `familyName`, for `init(name:size:)`; empty for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        let wanted = familyName.lowercased()
        return FontCatalog.shared.faces.filter { $0.family.lowercased() == wanted }.map(\.postScriptName)
    }
}
