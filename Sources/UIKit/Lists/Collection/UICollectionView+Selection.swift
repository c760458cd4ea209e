import Foundation

extension UICollectionView {
    /// The selected items, in the order they were selected; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the item at `indexPath` (deselecting the others unless several may be selected) and scrolls
    /// it to `scrollPosition`; the delegate is not told, as in UIKit. Nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return clearSelection() }
        guard isValidItem(indexPath) else {
            return uikitLog.error("attempt to select item at an index path that does not exist (\(indexPath.description)); there are \(counts.count) sections in the collection view.")
        }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func clearSelection() {
        for indexPath in selectedIndexPaths { setSelected(false, at: indexPath) }
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        } else {
            selectedIndexPaths.removeAll { $0 == indexPath }
        }
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }

    func setHighlighted(_ indexPath: IndexPath?) {
        guard indexPath != highlightedIndexPath else { return }
        if let old = highlightedIndexPath {
            highlightedIndexPath = nil
            visibleCellsByIndexPath[old]?.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: old)
        }
        if let indexPath {
            highlightedIndexPath = indexPath
            visibleCellsByIndexPath[indexPath]?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }

    // MARK: Touches

    func touchBegan(at point: CGPoint) {
        guard !swipeController.touchBegan(at: point), let indexPath = indexPathForItem(at: point) else { return }
        // A header-style outline row is not selectable: the tap only opens or closes it.
        if outlineHeaderAction(at: indexPath) != nil { return touchedIndexPath = indexPath }
        guard allowsSelection else { return }
        touchedIndexPath = indexPath
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true { setHighlighted(indexPath) }
    }

    func touchMoved(to point: CGPoint) {
        guard let touchedIndexPath, outlineHeaderAction(at: touchedIndexPath) == nil,
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: touchedIndexPath) ?? true else { return }
        setHighlighted(indexPathForItem(at: point) == touchedIndexPath ? touchedIndexPath : nil)
    }

    func touchEnded(at point: CGPoint) {
        defer { touchedIndexPath = nil }
        setHighlighted(nil)
        guard let indexPath = touchedIndexPath, indexPathForItem(at: point) == indexPath else { return }
        if let toggle = outlineHeaderAction(at: indexPath) { return toggle() }
        userSelect(indexPath)
    }

    /// Selects the item as a tap does, asking and telling the delegate: a selected item is deselected where
    /// several may be selected, else kept; selecting one item deselects the others where only one may be.
    func userSelect(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if selectedIndexPaths.contains(indexPath) {
            // A second tap deselects only where several items may be selected, as in UIKit.
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        // As on iOS, a storyboard cell's segue is prepared before the delegate hears of the selection.
        if let cell = cellForItem(at: indexPath) { cell.selectionSegue?(cell) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func touchCancelled() {
        touchedIndexPath = nil
        setHighlighted(nil)
    }
}
