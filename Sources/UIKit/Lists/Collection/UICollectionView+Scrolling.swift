import Foundation

extension UICollectionView {
    /// Scrolls so that the item at `indexPath` stands at `scrollPosition` (an edge or the centre along each
    /// axis named), within the scrollable range. An item of an orthogonal section scrolls its band along the
    /// band's axis, and the collection view along the other. An index path out of range is refused with a log.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath), attributes.hasFiniteFrame else {
            return uikitLog.error("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.description)) when there are only \(counts.count) sections. Collection view: \(self)")
        }
        let scrollPosition = scrollBand(toItem: indexPath, at: scrollPosition, animated: animated)
        contentSize = layoutStorage.collectionViewContentSize
        let frame = attributes.frame
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        setContentOffset(offset, animated: animated)
    }

    /// Tells the prefetching data source of the items in the screen ahead of the bounds, in the direction
    /// the content last scrolled (down, or right when it only scrolls sideways, at first), that are not
    /// shown yet, and cancels those no longer ahead.
    func prefetch() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let motion = CGPoint(x: bounds.minX - lastPrefetchOrigin.x, y: bounds.minY - lastPrefetchOrigin.y)
        lastPrefetchOrigin = bounds.origin
        if motion.x != 0 || motion.y != 0 {
            prefetchDirection = CGPoint(x: motion.x.sign == .minus ? -1 : motion.x > 0 ? 1 : 0,
                                        y: motion.y.sign == .minus ? -1 : motion.y > 0 ? 1 : 0)
        } else if prefetchDirection == .zero {
            prefetchDirection = contentSize.height > bounds.height || contentSize.width <= bounds.width
                ? CGPoint(x: 0, y: 1) : CGPoint(x: 1, y: 0)
        }
        let ahead = bounds.offsetBy(dx: prefetchDirection.x * bounds.width, dy: prefetchDirection.y * bounds.height)
        let wanted = Set((layoutStorage.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && isValidItem($0.indexPath) }
            .map(\.indexPath))
            .subtracting(visibleCellsByIndexPath.keys)
        let new = wanted.subtracting(prefetchedIndexPaths).sorted()
        let gone = prefetchedIndexPaths.subtracting(wanted).subtracting(visibleCellsByIndexPath.keys).sorted()
        prefetchedIndexPaths = wanted
        if !gone.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: gone) }
        if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new) }
    }
}
