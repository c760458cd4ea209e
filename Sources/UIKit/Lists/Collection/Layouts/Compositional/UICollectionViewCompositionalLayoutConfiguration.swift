import Foundation

/// What a compositional layout applies across its sections; set it again on the layout after changing it.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another; `.vertical` by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical

    /// The spacing between sections.
    open var interSectionSpacing: CGFloat = 0

    /// Headers and footers of the whole layout, before the first section and after the last; each is shown
    /// at index path 0–n of its kind (the n-th of that kind), and a pinned one stays in view throughout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with the defaults.
    public override init() {
        super.init()
    }
}
