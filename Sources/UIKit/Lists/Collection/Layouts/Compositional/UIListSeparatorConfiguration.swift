import Foundation

/// How a list section's separators look: whether each row shows the line above and below it, how far they
/// are inset, and their colour. A list configuration's `separatorConfiguration` holds the section's;
/// its `itemSeparatorHandler` can change them row by row.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// As the list decides: no line above a row; one below each row but the last of a grouped section.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets whose edges each stand for the list's own inset there: a separator starts at the text
    /// (`separatorLayoutGuide`) and runs to the row's trailing edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: automaticEdge, leading: automaticEdge,
                                                                bottom: automaticEdge, trailing: automaticEdge)

    /// The value of an edge of `automaticInsets`.
    static let automaticEdge = -CGFloat.greatestFiniteMagnitude

    /// Whether the line above the row shows; `.automatic`.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the line below the row shows; `.automatic`.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The leading and trailing insets of the line above the row; `automaticInsets`.
    public var topSeparatorInsets = automaticInsets
    /// The leading and trailing insets of the line below the row; `automaticInsets`.
    public var bottomSeparatorInsets = automaticInsets
    /// The lines' colour; the separator colour.
    public var color: UIColor = .separator
    /// The lines' colour next to a row selected while the list allows several; the separator colour.
    public var multipleSelectionColor: UIColor = .separator
    /// The effect the lines show with, such as vibrancy over a blurred background; nil. Vellum draws vibrant
    /// lines in the vibrancy's style colour over its blur's material, in place of `color`, as it draws other
    /// vibrant content; a blur effect leaves a hairline as it is.
    public var visualEffect: UIVisualEffect?

    /// The colour a line shows: `color`, or the one for a row selected among several, as `visualEffect` draws it.
    @MainActor
    func lineColor(selectedAmongSeveral: Bool) -> UIColor {
        if let vibrancy = visualEffect as? UIVibrancyEffect { return vibrancy.contentColor }
        return selectedAmongSeveral ? multipleSelectionColor : color
    }

    /// The defaults of a list of `listAppearance`: automatic visibility and insets and the separator colour,
    /// alike for every appearance (the appearance resolves `.automatic` where the configuration is used).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// `visibility` decided for a row: `.automatic` resolved to the line the list shows there, above the row
    /// (`top`) or below it, the row being last of its section or not, in a list of `appearance`.
    static func resolve(_ visibility: Visibility, top: Bool, last: Bool,
                        appearance: UICollectionLayoutListConfiguration.Appearance) -> Visibility {
        guard visibility == .automatic else { return visibility }
        if top { return .hidden }
        switch appearance {
        case .plain, .sidebarPlain: return .visible
        case .grouped, .insetGrouped, .sidebar: return last ? .hidden : .visible
        }
    }
}
