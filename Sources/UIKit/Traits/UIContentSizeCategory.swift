import Foundation

/// The text size the user prefers (Dynamic Type): seven standard sizes and five larger accessibility sizes.
/// The raw values are UIKit's, as nibs and archives store them.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name of the category.
    public let rawValue: String
    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not set.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted, with the application as the object, when the user's preferred text size changed.
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key in that notification's `userInfo` whose value is the new category.
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The category `name` stands for: a short name (`XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1`…`AX5`), a
    /// Swift name (`extraLarge`) or a raw value, letter case ignored; nil for anything else.
    init?(name: String) {
        let wanted = name.lowercased()
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
        let swift = ["extrasmall", "small", "medium", "large", "extralarge", "extraextralarge", "extraextraextralarge",
                     "accessibilitymedium", "accessibilitylarge", "accessibilityextralarge",
                     "accessibilityextraextralarge", "accessibilityextraextraextralarge"]
        if let index = short.firstIndex(of: wanted) ?? swift.firstIndex(of: wanted) {
            self = Self.ordered[index]
        } else if let category = Self.ordered.first(where: { $0.rawValue.lowercased() == wanted }) {
            self = category
        } else {
            return nil
        }
    }

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place from smallest (0) to largest (11); nil for `.unspecified` and unknown names.
    var index: Int? { Self.ordered.firstIndex(of: self) }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (index ?? 0) >= 7 }

    /// Smaller categories come first; `.unspecified` and unknown names sort before every size.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (a.index ?? -1) < (b.index ?? -1)
    }
}
