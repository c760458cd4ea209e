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

    /// The section counts the layout lays out: while a move shows an item landing in another section, the
    /// item counts there and not in its own.
    var shownCounts: [Int] {
        let counts = counts
        guard let move = dropReorder, move.source.section != move.target.section,
              counts.indices.contains(move.source.section), counts.indices.contains(move.target.section) else { return counts }
        var shown = counts
        shown[move.source.section] -= 1
        shown[move.target.section] += 1
        return shown
    }

    /// The item whose cell shows at the layout's `indexPath` while a move shows: the moving item at its
    /// target, the items after its source a place nearer, those from its target on a place further.
    func itemShown(at indexPath: IndexPath) -> IndexPath {
        guard let move = dropReorder, indexPath.count == 2 else { return indexPath }
        if indexPath == move.target { return move.source }
        var item = indexPath
        if item.section == move.target.section, item.item > move.target.item { item.item -= 1 }
        if item.section == move.source.section, item.item >= move.source.item { item.item += 1 }
        return item
    }

    /// Whether the item at `source` can show landing at `target`: on an item of its own section, or before
    /// or past the items of another.
    func canShowMove(of source: IndexPath, to target: IndexPath) -> Bool {
        let counts = counts
        guard target.count == 2, counts.indices.contains(target.section), target.item >= 0 else { return false }
        return target.item < counts[target.section] + (target.section == source.section ? 0 : 1)
    }
}
