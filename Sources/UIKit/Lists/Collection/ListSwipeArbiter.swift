import Foundation

/// Lets a collection view's swipe recognizer begin only for a mostly horizontal drag over a list row that has
/// actions for that direction (or while one is open).
@MainActor
final class ListSwipeArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let translation = pan.translation(in: collectionView)
        guard abs(translation.x) > abs(translation.y) else { return false }
        if collectionView.swipedIndexPath != nil { return true }
        guard let indexPath = collectionView.indexPathForItem(at: pan.location(in: collectionView)) else { return false }
        return collectionView.swipeActions(for: indexPath, trailing: translation.x < 0) != nil
    }
}
