import Foundation

/// One section of a prepared compositional layout, in content coordinates.
struct CompositionalSection {
    /// A supplementary or decoration element.
    struct Element {
        let kind: String
        var frame: CGRect
        let zIndex: Int
        let pinned: Bool
        /// Whether it sits before the content (a header) rather than after it: where a pinned one stays.
        var leads = true
        /// Which dimensions are estimates that the view's own size replaces once measured.
        var estimated: EstimatedAxes = []
    }

    /// One repetition of the group: where it spans along the scrolling axis (across it in an orthogonal
    /// section) and the items it holds.
    struct GroupSpan {
        let start: CGFloat
        let end: CGFloat
        let items: Range<Int>
    }

    var itemFrames: [CGRect] = []
    var itemZIndexes: [Int] = []
    /// Which dimensions of each item are estimated; empty when the section has no estimated dimension.
    var itemEstimates: [EstimatedAxes] = []
    var groups: [GroupSpan] = []
    var supplementaries: [Element] = []
    var decorations: [Element] = []
    /// Where the section starts and ends along the scrolling axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where its groups' area ends: a pinned header stops there.
    var contentEnd: CGFloat = 0
    /// The band an orthogonal section's groups scroll in; nil for a section whose groups follow the layout.
    var orthogonalBand: OrthogonalBand?
    /// The configuration of a list section; nil for other sections.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// The section's handler of its visible items, if it has one.
    var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}
