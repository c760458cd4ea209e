import Foundation

/// Focus in a collection view, a focus group of its own: the arrow keys go to the nearest focusable item that
/// way in the layout's geometry (from the layout's attributes, so items not shown yet are reached and scrolled
/// into view); Space or Return selects the focused item as a tap does; focusing an item selects it too where
/// selection follows focus; focus entering the view returns to the last focused item when it remembers it.
extension UICollectionView: FocusList {
    /// Whether the item can be focused: the delegate's answer, else `allowsFocus`.
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? allowsFocus
    }

    func focusIndexPath(of view: UIView) -> IndexPath? {
        (view as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func focusCell(_ heading: UIFocusHeading, from indexPath: IndexPath) -> UIView? {
        guard let from = layoutAttributesForItem(at: indexPath), from.hasFiniteFrame else { return nil }
        let origin = from.frame
        let content = CGRect(origin: .zero, size: layoutStorage.collectionViewContentSize).union(bounds)
        guard content.width.isFinite, content.height.isFinite else { return nil }
        // The strip that way, a screen deep at first and doubled until it holds an item no farther than the
        // strip's depth (an item beyond it scores more) or reaches the content's edge.
        var depth = max(heading == .up || heading == .down ? bounds.height : bounds.width, 1)
        while true {
            let strip: CGRect, reachesEdge: Bool
            switch heading {
            case .down:
                strip = CGRect(x: content.minX, y: origin.midY, width: content.width, height: depth)
                reachesEdge = strip.maxY >= content.maxY
            case .up:
                strip = CGRect(x: content.minX, y: origin.midY - depth, width: content.width, height: depth)
                reachesEdge = strip.minY <= content.minY
            case .right:
                strip = CGRect(x: origin.midX, y: content.minY, width: depth, height: content.height)
                reachesEdge = strip.maxX >= content.maxX
            case .left:
                strip = CGRect(x: origin.midX - depth, y: content.minY, width: depth, height: content.height)
                reachesEdge = strip.minX <= content.minX
            default: return nil
            }
            var best: (indexPath: IndexPath, frame: CGRect, score: CGFloat)?
            for attributes in layoutStorage.layoutAttributesForElements(in: strip) ?? []
            where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.hasFiniteFrame
                && attributes.indexPath != indexPath && isValidItem(attributes.indexPath) {
                guard let score = UIFocusSystem.distance(heading, from: origin, to: attributes.frame),
                      best.map({ score < $0.score }) ?? true, canFocusItem(at: attributes.indexPath) else { continue }
                best = (attributes.indexPath, attributes.frame, score)
            }
            if let best, best.score <= depth || reachesEdge {
                reveal(best.frame, shown: cellForItem(at: best.indexPath) != nil)
                return cellForItem(at: best.indexPath)
            }
            if reachesEdge { return nil }
            depth *= 2
        }
    }

    func preferredFocusCell() -> UIView? {
        let remembered = remembersLastFocusedIndexPath ? lastFocusedIndexPath : nil
        guard let indexPath = remembered ?? collectionDelegate?.indexPathForPreferredFocusedView(in: self),
              isValidItem(indexPath), canFocusItem(at: indexPath),
              let attributes = layoutAttributesForItem(at: indexPath), attributes.hasFiniteFrame else { return nil }
        reveal(attributes.frame, shown: cellForItem(at: indexPath) != nil)
        return cellForItem(at: indexPath)
    }

    /// Focus arrived at the item's cell: it is scrolled wholly into view, remembered, and selected where
    /// selection follows focus.
    func focusDidArrive(at indexPath: IndexPath) {
        lastFocusedIndexPath = indexPath
        if let frame = layoutAttributesForItem(at: indexPath)?.frame { scrollRectToVisible(frame, animated: true) }
        if allowsSelection, !selectedIndexPaths.contains(indexPath),
           collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus {
            userSelect(indexPath)
        }
    }
}

/// A focused cell: Space or Return selects its item as a tap does.
extension UICollectionViewCell: FocusKeyResponding {
    /// The collection view showing the cell.
    var owningCollectionView: UICollectionView? { enclosingFocusList as? UICollectionView }

    func handleFocusKey(_ key: UIKey) -> Bool {
        guard key.activatesFocusedControl, let collection = owningCollectionView, collection.allowsSelection,
              let indexPath = collection.indexPath(for: self) else { return false }
        collection.userSelect(indexPath)
        return true
    }

    func focusDidArrive() {
        guard let collection = owningCollectionView, let indexPath = collection.indexPath(for: self) else { return }
        collection.focusDidArrive(at: indexPath)
    }
}
