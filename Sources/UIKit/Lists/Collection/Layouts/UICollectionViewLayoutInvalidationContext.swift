import Foundation

/// What part of a layout an invalidation concerns, so that a layout can recompute only that part.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the data source's counts changed: the layout asks for them again.
    open internal(set) var invalidateEverything = false

    /// Whether the counts changed (set by the collection view after `reloadData` and batch updates).
    open internal(set) var invalidateDataSourceCounts = false

    /// The items whose attributes are no longer valid; nil when none were named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views no longer valid, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views no longer valid, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How much the content offset should move once the layout is recomputed.
    open var contentOffsetAdjustment = CGPoint.zero

    /// How much the content size changes.
    open var contentSizeAdjustment = CGSize.zero

    /// Where the finger holds the items being moved interactively, in the collection view's coordinates.
    open internal(set) var interactiveMovementTarget = CGPoint.zero

    /// Where the items being moved interactively were before this change; nil outside an interactive move
    /// and its end.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// Where the items being moved interactively would land now (or landed, at its end); nil outside an
    /// interactive move and its end.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// A context that names nothing yet.
    public required override init() {
        super.init()
    }

    /// Names items whose attributes are no longer valid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` that are no longer valid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// Names decoration views of `elementKind` that are no longer valid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}
