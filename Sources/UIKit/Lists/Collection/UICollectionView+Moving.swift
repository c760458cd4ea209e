import Foundation

extension UICollectionView {
    /// Starts moving the item at `indexPath` with the user's finger; false when the data source does not
    /// allow it, or a move is already in progress.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMove == nil, let dataSource, let cell = cellForItem(at: indexPath),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        rehouse(cell, in: self)
        interactiveMove = InteractiveMove(original: indexPath, target: indexPath, cell: cell, position: cell.center)
        placeInteractivelyMovingCell()
        return true
    }

    /// Moves the item being moved under `targetPosition` (in the collection view's coordinates) and the
    /// index path it would land at, as the layout proposes and the delegate allows: the layout is invalidated
    /// with its interactive-movement context, the other items make room for it there, animated (in another
    /// section, the items of its own close up and those of that section open a place), and the item takes its
    /// interactive attributes.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var move = interactiveMove, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let previous = move
        move.position = targetPosition
        let proposed = layoutStorage.targetIndexPathForInteractivelyMovingItem(move.target, withPosition: targetPosition)
        if proposed != move.target {
            let allowed = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: move.original,
                                                             atCurrentIndexPath: move.target,
                                                             toProposedIndexPath: proposed) ?? proposed
            if canShowMove(of: move.original, to: allowed) { move.target = allowed }
        }
        interactiveMove = move
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(
            forInteractivelyMovingItems: [move.target], withTargetPosition: targetPosition,
            previousIndexPaths: [previous.target], previousPosition: previous.position))
        // The others make room first: across sections the target exists only once they have.
        showDropReorder((move.original, move.target))
        placeInteractivelyMovingCell()
    }

    /// Drops the item being moved at its target: the data source is told, and the items animate into place.
    public func endInteractiveMovement() {
        guard let move = interactiveMove else { return }
        interactiveMove = nil
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [move.target], previousIndexPaths: [move.target], movementCancelled: false))
        // The move animates the items from where they show now.
        dropReorder = nil
        move.cell.layer.zPosition = 0
        rehouse(move.cell, in: orthogonalScrollers[move.target.section] ?? self)
        guard move.target != move.original else { return setNeedsLayout() }
        dataSource?.collectionView(self, moveItemAt: move.original, to: move.target)
        moveItem(at: move.original, to: move.target)
    }

    /// Puts the item being moved back where it was, and the items that made room for it, animated.
    public func cancelInteractiveMovement() {
        guard let move = interactiveMove else { return }
        interactiveMove = nil
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [move.original], previousIndexPaths: [move.target], movementCancelled: true))
        dropReorder = nil
        move.cell.layer.zPosition = 0
        rehouse(move.cell, in: orthogonalScrollers[move.original.section] ?? self)
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutVisibleElements() }
    }

    /// Places the cell being moved with the layout's attributes for it at the finger, at once.
    private func placeInteractivelyMovingCell() {
        guard let move = interactiveMove else { return }
        layoutStorage.prepareIfNeeded()
        let attributes = layoutStorage.layoutAttributesForInteractivelyMovingItem(at: move.target, withTargetPosition: move.position)
        guard attributes.hasFiniteFrame else { return }
        UIView.performWithoutAnimation { move.cell.applyGeometry(attributes) }
    }

    /// Moves the cell being moved into `container`, where it shows now: out of an orthogonal band's scroll
    /// view into the collection view while the finger carries it anywhere, and into the band of the section it
    /// lands in, so that it slides into place from where it was let go.
    private func rehouse(_ cell: UICollectionViewCell, in container: UIView) {
        guard let from = cell.superview, from !== container else { return }
        let center = from.convert(cell.center, to: container)
        container.addSubview(cell)
        cell.center = center
    }

    /// Changes to `layout`, animating every shown element to its new place when `animated`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes to `layout`, then calls `completion`. A layout already used by another collection view is
    /// refused with a log.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                        completion: ((Bool) -> Void)?) {
        guard layout !== layoutStorage else { return }
        if let other = layout.collectionView, other !== self {
            return uikitLog.error("UICollectionView: the layout \(layout) is already associated with another collection view; the layout is unchanged.")
        }
        let old = layoutStorage
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        old.collectionView = nil
        layoutStorage = layout
        attach(layout)
        let finish = { (finished: Bool) in
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(finished)
        }
        guard animated else {
            layoutIfNeeded()
            return finish(true)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [],
                       animations: { [self] in layoutVisibleElements() }, completion: finish)
    }

    /// Drives an interactive move from `press`: it begins on `indexPath` (the item under the press when nil)
    /// and ends or is cancelled with the press; the item follows the press, only up and down when
    /// `vertically` (a list row dragged by its reorder control).
    func moveInteractively(with press: UIGestureRecognizer, item indexPath: IndexPath? = nil, vertically: Bool = false) {
        let location = press.location(in: self)
        switch press.state {
        case .began:
            guard let item = indexPath ?? indexPathForItem(at: location) else { return }
            _ = beginInteractiveMovementForItem(at: item)
        case .changed:
            guard let cell = interactiveMove?.cell else { return }
            updateInteractiveMovementTargetPosition(CGPoint(x: vertically ? cell.center.x : location.x, y: location.y))
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        default:
            break
        }
    }
}
