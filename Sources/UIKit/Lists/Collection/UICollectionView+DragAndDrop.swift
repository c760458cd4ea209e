import Foundation

extension UICollectionView {
    /// Whether items dragged out of the collection view are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop?.activeDrag != nil }

    /// Whether a drag is over the collection view.
    public var hasActiveDrop: Bool { dragAndDrop?.isDropping == true }

    /// Adds the drag interaction while a drag delegate is set (enabled with `dragInteractionEnabled`) and the
    /// drop interaction while either delegate is (items dragged within the collection view reorder without a
    /// drop delegate); removes them otherwise.
    func updateDragAndDrop() {
        guard dragDelegate != nil || dropDelegate != nil else {
            if let forwarder = dragAndDrop {
                removeInteraction(forwarder.dragInteraction)
                removeInteraction(forwarder.dropInteraction)
            }
            dragAndDrop = nil
            return
        }
        let forwarder = dragAndDrop ?? CollectionDragDropForwarder(collectionView: self)
        dragAndDrop = forwarder
        if dragDelegate != nil {
            forwarder.dragInteraction.isEnabled = dragInteractionEnabled
            addInteraction(forwarder.dragInteraction)
        } else {
            removeInteraction(forwarder.dragInteraction)
        }
        addInteraction(forwarder.dropInteraction)
    }

    /// Where items dropped at `point` would be inserted: at the item under it, or after it past its middle
    /// along the scrolling direction's cross axis; past the last item beyond the items; nil elsewhere.
    func dropInsertionIndexPath(at point: CGPoint) -> IndexPath? {
        guard numberOfSections > 0, point.x.isFinite, point.y.isFinite else { return nil }
        if let item = indexPathForItem(at: point), let frame = layoutAttributesForItem(at: item)?.frame {
            return point.x > frame.midX ? IndexPath(item: item.item + 1, section: item.section) : item
        }
        let last = numberOfSections - 1
        let count = numberOfItems(inSection: last)
        guard count == 0 || (layoutAttributesForItem(at: IndexPath(item: count - 1, section: last))?.frame).map({
            point.y > $0.maxY || (point.y >= $0.minY && point.x > $0.maxX)
        }) == true else { return nil }
        return IndexPath(item: count, section: last)
    }

    /// Moves the item at `source` to `target` as a drop reorders it: the data source is told (a diffable one
    /// applies its `reorderingHandlers`) and the items animate into place.
    func reorderItem(at source: IndexPath, to target: IndexPath) {
        guard target != source else { return }
        dataSource?.collectionView(self, moveItemAt: source, to: target)
        moveItem(at: source, to: target)
    }
}
