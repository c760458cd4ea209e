import Foundation

/// How a list section of a compositional layout looks: rows the full width of the section, their heights
/// estimated at 44 points, with optional headers and footers.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge, headers pinned.
        case plain
        /// Sections separated by space.
        case grouped
        /// Grouped, the sections inset from the sides.
        case insetGrouped
        /// A sidebar: inset, as in a split view's primary column.
        case sidebar
        /// A sidebar without grouping.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The overall look.
    public var appearance: Appearance

    /// Whether rows are separated by lines; true by default. Without them `separatorConfiguration` and
    /// `itemSeparatorHandler` have no effect.
    public var showsSeparators = true

    /// The separators of the section's rows.
    public var separatorConfiguration: UIListSeparatorConfiguration

    /// Gives the separators of the row at an index path from the section's, its automatic visibility
    /// resolved for the row; nil leaves the section's.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// Gives the separators of the row at an index path from the section's.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// Where headers come from; `.none` by default.
    public var headerMode = HeaderMode.none

    /// Where footers come from; `.none` by default.
    public var footerMode = FooterMode.none

    /// The list's background colour; nil for the appearance's.
    public var backgroundColor: UIColor?

    /// Gives the actions a row uncovers when swiped towards the trailing edge, or nil for none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Gives the actions a row uncovers when swiped towards the leading edge, or nil for none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Gives the swipe actions of the row at an index path.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
