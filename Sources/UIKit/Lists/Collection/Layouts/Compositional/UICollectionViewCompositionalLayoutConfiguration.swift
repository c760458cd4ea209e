import Foundation

/// What a compositional layout applies across its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another; `.vertical` by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical

    /// The spacing between sections.
    open var interSectionSpacing: CGFloat = 0

    /// A configuration with the defaults.
    public override init() {
        super.init()
    }
}
