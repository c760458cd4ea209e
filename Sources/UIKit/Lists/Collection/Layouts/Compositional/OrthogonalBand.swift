import Foundation

/// Where an orthogonal section's groups scroll: the band they lie in, in the collection view's content
/// coordinates, how far they run across it, and where a drag may come to rest.
struct OrthogonalBand: Equatable {
    /// The section whose groups the band holds.
    let section: Int
    /// The band, as wide (or tall) as the collection view's content and as deep as the section's groups.
    let frame: CGRect
    /// The size of the groups' content, from the section's leading inset to its trailing one.
    let contentSize: CGSize
    /// Whether the band scrolls sideways (a vertical layout's) rather than up and down.
    let scrollsHorizontally: Bool
    /// How a drag comes to rest.
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The offsets, in order, at which each group rests as the behaviour wants it: at the leading inset, or
    /// centred; empty for behaviours that rest anywhere or a page at a time.
    let restingOffsets: [CGFloat]
}
