import Foundation

/// A header or footer of a compositional section (or of the whole layout), placed at one edge.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view the data source provides.
    public let elementKind: String

    /// The edge it sits at: `.top` for a header, `.bottom` for a footer (or `.leading`/`.trailing`).
    public let alignment: NSRectAlignment

    /// A shift from where the alignment puts it.
    public let offset: CGPoint

    /// Whether it stays in view while its section scrolls through; false by default.
    open var pinToVisibleBounds = false

    /// Whether it adds its length to the section instead of overlapping the items; true by default.
    open var extendsBoundary = true

    /// The z-order of its view; 1 by default, above the cells.
    open var zIndex = 1

    /// An item of `layoutSize` and `elementKind` at the `alignment` edge, shifted by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}
