import Foundation

/// Called as a section's visible items are laid out, with those items (whose frames, alpha and transforms it
/// may change), the section's scroll offset and the layout's environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

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

    /// Called each time the section's visible items are laid out (as the section or the collection view
    /// scrolls), to change how they look: their frames are in content coordinates as laid out, before an
    /// orthogonal section's scroll, and the offset is the section's own across and the collection view's
    /// along the layout.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration a list section was made with: its cells' appearance, separators and swipe actions.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
