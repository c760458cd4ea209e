import Foundation

extension UICollectionView: ListDragHost {
    func draggableIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func draggableCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func dragItems(for session: UIDragSession, at indexPath: IndexPath, adding point: CGPoint?) -> [UIDragItem]? {
        guard let dragDelegate else { return nil }
        guard let point else { return dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath) }
        return dragDelegate.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    func dragSessionWillBegin(_ session: UIDragSession) { dragDelegate?.collectionView(self, dragSessionWillBegin: session) }

    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragSessionDidEnd(_ session: UIDragSession) { dragDelegate?.collectionView(self, dragSessionDidEnd: session) }
}

extension UICollectionView {
    /// How soon the items make room for an item dragged within the collection view.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After the finger rests 0.15 s.
        case fast = 1
        /// After the finger rests 0.5 s.
        case slow = 2

        /// The rest before the items move, in seconds.
        var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: 0.15
            case .slow: 0.5
            }
        }
    }

    /// Whether items dragged out of the collection view are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop?.activeDrag != nil }

    /// Whether a drag is over the collection view.
    public var hasActiveDrop: Bool { dragAndDrop?.isDropping == true }

    /// Adds or removes the drag and drop interactions as the delegates and `dragInteractionEnabled` say.
    func updateDragAndDrop() {
        dragAndDrop = updateListDragAndDrop(dragAndDrop, dragging: dragDelegate != nil, dropping: dropDelegate != nil,
                                            dragEnabled: dragInteractionEnabled) { CollectionDragDropForwarder(collectionView: self) }
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

    /// Shows the item at `move.source` landing at `move.target`, the items between shifted a place (nil: as
    /// they are), animated.
    func showDropReorder(_ move: (source: IndexPath, target: IndexPath)?) {
        let wanted = move.flatMap { $0.source == $0.target ? nil : $0 }
        guard wanted?.source != dropReorder?.source || wanted?.target != dropReorder?.target else { return }
        dropReorder = wanted
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutVisibleElements() }
    }

    /// Where `element` shows while a drag reorders: the moving item at its target, the items between a place
    /// nearer its source.
    func reorderedAttributes(_ element: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let move = dropReorder, element.representedElementCategory == .cell,
              element.indexPath.section == move.source.section else { return element }
        let item = element.indexPath.item, source = move.source.item, target = move.target.item
        let shown: Int
        if item == source {
            shown = target
        } else if source < target, item > source, item <= target {
            shown = item - 1
        } else if target < source, item >= target, item < source {
            shown = item + 1
        } else {
            return element
        }
        return layoutStorage.layoutAttributesForItem(at: IndexPath(item: shown, section: move.source.section)) ?? element
    }
}
