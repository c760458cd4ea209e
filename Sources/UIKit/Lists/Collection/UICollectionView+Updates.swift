import Foundation

extension UICollectionView {
    /// How long a batch update or an animated layout change takes.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Applies the insertions, deletions, reloads and moves that `updates` asks for as one change, animated:
    /// items that stay glide to their new places, inserted ones come from the layout's initial attributes
    /// and deleted ones go to its final attributes. The data source must already give the new counts; an
    /// update that does not match them is refused with UIKit's message, and the collection view reloads.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            updates?()
            completion.map { completion in AppFrameCycle.later { completion(true) } }
            return
        }
        let old = sectionCounts
        pendingUpdate = ListUpdate()
        updates?()
        let update = pendingUpdate ?? ListUpdate()
        pendingUpdate = nil
        guard let old else {
            // Nothing was read or shown yet: the next pass reads the new counts.
            reloadData()
            completion.map { completion in AppFrameCycle.later { completion(true) } }
            return
        }
        let new = readCounts()
        switch update.resolve(old: old, new: new, names: .collection) {
        case .failure(let failure):
            uikitLog.error("\(failure.message)")
            reloadData()
            completion.map { completion in AppFrameCycle.later { completion(false) } }
        case .success(let mapping):
            // The open row's index path may not name its item after the update, as in a table.
            if !update.isEmpty { swipeController.close(animated: false) }
            apply(update, mapping: mapping, newCounts: new, completion: completion)
        }
    }

    /// Inserts items at `indexPaths` (new index paths).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }

    /// Deletes the items at `indexPaths` (old index paths).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }

    /// Replaces the cells of the items at `indexPaths` with new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }

    /// Moves the item at `indexPath` (old) to `newIndexPath` (new).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts `sections` (new indexes).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }

    /// Deletes `sections` (old indexes).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }

    /// Reloads `sections`: their items get new cells.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

    /// Moves `section` (old) to `newSection` (new).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(.init(from: section, to: newSection)) }
    }

    /// Records a change into the batch update in progress, or makes it a batch of its own.
    private func record(_ change: @escaping (inout ListUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            performBatchUpdates({ [self] in change(&pendingUpdate!) })
        }
    }

    /// Moves the shown views and the selection to their new index paths, then animates the layout's new
    /// attributes in.
    private func apply(_ update: ListUpdate, mapping: ListUpdateMapping, newCounts: [Int],
                       completion: ((Bool) -> Void)?) {
        let layout = layoutStorage
        var moved: [IndexPath: UICollectionViewCell] = [:]
        var disappearing: [(IndexPath, UICollectionViewCell)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if let new = mapping.newIndexPath(forOld: old), !mapping.isReloaded(old) {
                moved[new] = cell
            } else {
                disappearing.append((old, cell))
            }
        }
        var movedSupplementaries: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaries {
            if let section = mapping.newSection(forOld: key.indexPath.section), !update.reloadedSections.contains(key.indexPath.section) {
                var indexPath = key.indexPath
                indexPath[0] = section
                movedSupplementaries[ElementKey(category: key.category, kind: key.kind, indexPath: indexPath)] = view
            } else {
                endDisplaying(view, for: key)
            }
        }
        let oldAttributes = visibleCellAttributes
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.newIndexPath(forOld: $0) }
        moveDropPlaceholders(with: mapping)
        visibleCellsByIndexPath = moved
        visibleCellAttributes = [:]
        visibleSupplementaries = movedSupplementaries
        sectionCounts = newCounts
        prefetchedIndexPaths = []
        let context = type(of: layout).invalidationContextClass.init()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: UICollectionViewUpdateItem.items(of: update))
        UIView.performWithoutAnimation { placeAppearingCells(layout) }
        // Off screen nothing animates; the update completes on the next turn, as an animation would.
        let duration = window == nil ? 0 : Self.updateAnimationDuration
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: { [self] in
            layoutVisibleElements()
            for (old, cell) in disappearing {
                let final = layout.finalLayoutAttributesForDisappearingItem(at: old) ?? {
                    let faded = oldAttributes[old]?.copied()
                    faded?.alpha = 0
                    return faded
                }()
                if let final, final.hasFiniteFrame { place(cell, with: final) } else { cell.alpha = 0 }
            }
        }, completion: { [self] finished in
            for (old, cell) in disappearing { endDisplaying(cell, at: old) }
            layout.finalizeCollectionViewUpdates()
            completion?(finished)
        })
    }

    /// Makes the cells that come into view with an update and places them at the layout's initial
    /// attributes, so that the update's animation brings them to their final ones.
    private func placeAppearingCells(_ layout: UICollectionViewLayout) {
        for element in layout.layoutAttributesForElements(in: bounds) ?? []
        where element.representedElementCategory == .cell && element.hasFiniteFrame && isValidItem(element.indexPath)
            && visibleCellsByIndexPath[element.indexPath] == nil {
            let indexPath = element.indexPath
            guard let cell = makeCell(at: indexPath) else { return }
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            let initial = layout.initialLayoutAttributesForAppearingItem(at: indexPath) ?? {
                let faded = element.copied()
                faded.alpha = 0
                return faded
            }()
            place(cell, with: initial.hasFiniteFrame ? initial : element)
            visibleCellsByIndexPath[indexPath] = cell
            visibleCellAttributes[indexPath] = element
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }
}
