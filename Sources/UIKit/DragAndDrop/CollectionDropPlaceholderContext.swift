import Foundation

/// A collection view's drop placeholder while it is shown: an item of its own that the collection view counts
/// and lays out, whose cell is dequeued with the placeholder's identifier, until it is committed or deleted.
/// Several may show at once, each moved by the updates the others make.
@MainActor
final class CollectionDropPlaceholderContext: ListDropPlaceholderContext, UICollectionViewDropPlaceholderContext {
    let placeholder: UICollectionViewDropPlaceholder
    /// Where its item is now: the insertion index path, moved by the updates since.
    var indexPath: IndexPath
    /// Whether its item is in the collection view, so that updates move it.
    private(set) var isInserted = false
    private weak var collectionView: UICollectionView?

    /// Inserts `placeholder`'s item in `collectionView`, beside any others shown, and sends `dragItem`'s
    /// preview to it through `targets`; with the collection view gone or an insertion index path out of
    /// range, a placeholder never shown.
    init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder, collectionView: UICollectionView?,
         targets: ListDropTargets) {
        self.placeholder = placeholder
        indexPath = placeholder.insertionIndexPath
        self.collectionView = collectionView
        super.init(dragItem: dragItem)
        guard let collectionView else { return }
        let counts = collectionView.counts
        guard indexPath.count == 2, counts.indices.contains(indexPath.section),
              (0...counts[indexPath.section]).contains(indexPath.item) else {
            uikitLog.error("UICollectionView: the drop placeholder's insertion index path \(ListUpdate.describe(indexPath)) is out of range; it is not shown.")
            return
        }
        collectionView.dropPlaceholders.append(self)
        collectionView.insertItems(at: [indexPath])
        isInserted = true
        let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let parameters = collectionView.cellForItem(at: indexPath).flatMap { placeholder.previewParametersProvider?($0) }
        animator = targets.send(dragItem, to: frame, in: collectionView, parameters: parameters)
    }

    /// The placeholder's cell for `collectionView`, configured by its handler.
    func makeCell(in collectionView: UICollectionView) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: indexPath)
        placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Whether its item is in `collectionView` now.
    private func isShown(in collectionView: UICollectionView) -> Bool {
        collectionView.dropPlaceholders.contains { $0 === self }
    }

    /// Takes the placeholder out of the collection view's count, before the update that removes its item.
    private func leave(_ collectionView: UICollectionView) {
        collectionView.dropPlaceholders.removeAll { $0 === self }
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView, isShown(in: collectionView) else { return false }
        let indexPath = indexPath
        // The data source has no items for the other placeholders before this one in its section.
        let dataSourceIndexPath = collectionView.dataSourceIndexPath(forItemAt: indexPath)
        // The placeholder's item gives way to the data source's new one in one update.
        withoutActuallyEscaping(dataSourceUpdates) { dataSourceUpdates in
            collectionView.performBatchUpdates {
                self.leave(collectionView)
                collectionView.deleteItems(at: [indexPath])
                dataSourceUpdates(dataSourceIndexPath)
                // A diffable data source's apply records the insertion at its own index path, which is the
                // collection view's only when no other placeholder is before this one in its section; the
                // batch takes an insertion recorded twice once.
                collectionView.pendingUpdate?.insertedItems.remove(dataSourceIndexPath)
                collectionView.insertItems(at: [indexPath])
            }
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let collectionView, isShown(in: collectionView) else { return false }
        leave(collectionView)
        collectionView.deleteItems(at: [indexPath])
        return true
    }

    func setNeedsCellUpdate() {
        guard let collectionView, isShown(in: collectionView), let cell = collectionView.cellForItem(at: indexPath) else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}
