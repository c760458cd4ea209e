import Foundation

/// A layout that places items one after another in lines, as text flows, breaking to a new line when one is
/// full, with optional headers and footers per section.
///
/// `prepare()` computes every frame once (sizes come from `itemSize` or the delegate); after that
/// `layoutAttributesForElements(in:)` finds the sections and lines meeting the rectangle by binary search, so
/// a scroll costs what it shows. Lines other than a section's last share their leftover space between their
/// items (a line of one item centres it); the last line keeps the spacing of the line above, or the minimum,
/// from its leading edge. Items are centred across their line.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset: the collection view's bounds less its adjusted content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// The `estimatedItemSize` that asks each cell for its size, starting from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item, unless the delegate says otherwise; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }

    /// An estimate of the items' size that makes the cells size themselves; zero (the default) turns it off.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The minimum spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

    /// The minimum spacing between the items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

    /// The margins around each section's items, inside its header and footer.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// What `sectionInset` is measured from; `.fromContentInset` by default.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

    /// The size of each section's header: its height scrolling vertically, its width horizontally.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The size of each section's footer, as for the header.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// The direction the content scrolls; `.vertical` by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }

    /// Whether a section's header stays at the top of the visible bounds while the section is in view.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Whether a section's footer stays at the bottom of the visible bounds while the section is in view.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The frames `prepare()` computed, by section.
    var sections: [FlowSection] = []
    /// The content size `prepare()` computed.
    var contentSize = CGSize.zero
    /// The sizes self-sizing cells reported, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]

    /// The class of the invalidation contexts: `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    /// Computes every section's frames from the delegate's sizes.
    open override func prepare() {
        super.prepare()
        computeSections()
    }

    /// The size of all sections, across the collection view's width less its insets when vertical.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The headers, items and footers meeting `rect`, found by binary search.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesForElements(in: rect)
    }

    /// The attributes of the item at `indexPath`; nil outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        let attributes = Self.layoutAttributesClass.init(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].itemFrames[indexPath.item]
        attributes.fittedAxes = fittedCellAxes
        return attributes
    }

    /// The attributes of the header (`UICollectionView.elementKindSectionHeader`) or footer of a section;
    /// nil when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        return supplementaryAttributes(ofKind: elementKind, inSection: indexPath.section)
    }

    /// Whether a bounds change invalidates the layout: a change of size across the scrolling, or any move
    /// while headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let pinned = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        return resizesAcross(to: newBounds) || (pinned && collectionView.bounds.origin != newBounds.origin)
    }

    /// A context that recomputes frames only when the size across the scrolling changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = resizesAcross(to: newBounds)
        context.invalidateFlowLayoutAttributes = context.invalidateFlowLayoutDelegateMetrics
        return context
    }

    /// Records the size a self-sizing cell prefers, for the next `prepare()`.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if preferredAttributes.representedElementCategory == .cell, preferredAttributes.hasFiniteFrame {
            measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                         withOriginalAttributes: originalAttributes)
    }

    /// Invalidates; a flow context that keeps both metrics and attributes recomputes nothing (a pinned
    /// header's move is answered from the frames already computed).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let wasPrepared = !needsPrepare
        super.invalidateLayout(with: context)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, wasPrepared,
           !flow.invalidateFlowLayoutAttributes, !flow.invalidateFlowLayoutDelegateMetrics,
           !flow.invalidateEverything, !flow.invalidateDataSourceCounts, flow.invalidatedItemIndexPaths == nil {
            needsPrepare = false
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts { measuredSizes = [:] }
    }

    /// Whether `estimatedItemSize` makes cells size themselves.
    override var sizesCellsItself: Bool { estimatedItemSize != .zero }

    /// The dimension self-sizing cells fit to their content: the one along the scrolling, as lines grow to
    /// their tallest (vertical) or widest (horizontal) item.
    var fittedCellAxes: EstimatedAxes { scrollDirection == .horizontal ? .width : .height }

    /// Inserted items fade in at their final place.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// Deleted items fade out where they were; the collection view supplies their old frame.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
}
