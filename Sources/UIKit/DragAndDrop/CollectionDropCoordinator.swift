import Foundation

/// The coordinator a collection view's drop delegate is handed.
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession
    private weak var collectionView: UICollectionView?
    private let targets: ListDropTargets

    init(collectionView: UICollectionView, items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: UIDropSession, targets: ListDropTargets) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.targets = targets
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        guard let collectionView, let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return DragAnimator() }
        return targets.send(dragItem, to: frame, in: collectionView, parameters: parameters(at: indexPath))
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        guard let collectionView, let cell = collectionView.cellForItem(at: indexPath) else { return DragAnimator() }
        return targets.send(dragItem, to: rect, in: cell, parameters: parameters(at: indexPath))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        targets.send(dragItem, to: target)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        CollectionDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView, targets: targets)
    }

    private func parameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let collectionView else { return nil }
        return collectionView.dropDelegate?.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath)
    }
}
