import Foundation

/// A section of a compositional layout: its group repeated until its items run out, with spacing, insets,
/// headers, footers and decorations.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated through the section.
    public let group: NSCollectionLayoutGroup

    /// Insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// The spacing between consecutive groups.
    open var interGroupSpacing: CGFloat = 0

    /// How the section scrolls across the layout's direction; `.none` by default.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether headers and footers are inset by `contentInsets` too; true by default.
    open var supplementariesFollowContentInsets = true

    /// The section's decoration views, such as its background.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
