import Foundation

/// The object that places a collection view's cells, supplementary and decoration views.
///
/// A collection view asks `prepare()` once after each invalidation, then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` for the rectangle it shows only: a layout answers in proportion to that
/// rectangle, not to the number of items. Scrolling prepares nothing again unless
/// `shouldInvalidateLayout(forBoundsChange:)` says so.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout; nil until it is set as one's layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the layout next answers.
    var needsPrepare = true

    /// The decoration view classes registered by kind.
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// A layout with nothing prepared.
    public override init() {
        super.init()
    }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// Computes what the layout needs before it answers; a subclass overriding it calls `super`.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// After the collection view's traits changed from `previous`; nothing here, as in a flow layout.
    func collectionViewTraitsDidChange(from previous: UITraitCollection) {}

    /// The bands of the orthogonally scrolling sections meeting `rect`; none but in a compositional layout.
    func orthogonalBands(in rect: CGRect) -> [OrthogonalBand] { [] }

    /// Registers the class of the decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    // MARK: Invalidation

    /// Invalidates the whole layout: it prepares again before it next answers.
    open func invalidateLayout() {
        invalidateLayout(with: Self.invalidationContextClass.init())
    }

    /// Invalidates the part of the layout `context` names; a subclass overriding it calls `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout; false here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change the layout invalidates for.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.invalidationContextClass.init()
    }

    /// Whether a self-sizing cell's preferred attributes change the layout: true when its size differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// The context for a self-sizing cell's preferred attributes, naming its item.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        switch preferredAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [preferredAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: preferredAttributes.representedElementKind ?? "",
                                                    at: [preferredAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: preferredAttributes.representedElementKind ?? "",
                                                 at: [preferredAttributes.indexPath])
        }
        return context
    }

    // MARK: Updates and transitions

    /// Told the changes of a batch update before the layout is asked for their attributes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that the changes of a batch update have been animated into place.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that a batch update inserts appears from; nil: from its final place, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item that a batch update deletes goes to; nil: stays in place, fading out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The content offset to rest at, given the one proposed (after an update or a layout change).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Told that the collection view is about to change from this layout to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told that the collection view is about to change from `oldLayout` to this layout.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told that a layout transition has finished.
    open func finalizeLayoutTransition() {}

    /// The index path an item being moved interactively would land at with the finger at `position`: the item
    /// under it, or `previousIndexPath` where there is none.
    open func targetIndexPathForInteractivelyMovingItem(_ previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively with the finger at `position`: a copy of its
    /// attributes centred there, above every other item.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copied() ?? Self.layoutAttributesClass.init(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context for a step of an interactive move: the items now land at `targetIndexPaths` with the
    /// finger at `targetPosition`, having landed at `previousIndexPaths` with it at `previousPosition`.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.interactiveMovementTarget = targetPosition
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        return context
    }

    /// The context for the end of an interactive move: the items land at `indexPaths` (their original index
    /// paths when `movementCancelled`), having last been at `previousIndexPaths`.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        return context
    }

    /// Whether cells report the size they prefer (`preferredLayoutAttributesFitting(_:)`) after each pass.
    var sizesCellsItself: Bool { false }

    /// Whether supplementary views report the size they prefer after each pass, as cells do.
    var sizesSupplementaryViewsThemselves: Bool { false }

    /// Prepares if invalidated; the collection view calls it before asking for attributes.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
