import Foundation

/// What a table's and a collection view's drop placeholder contexts share: the item they stand for and the
/// animator its drop runs with once the placeholder shows.
@MainActor
class ListDropPlaceholderContext {
    let dragItem: UIDragItem
    /// The animator the item's drop runs with, once the placeholder is shown.
    var animator: UIDragAnimating = DragAnimator()

    init(dragItem: UIDragItem) {
        self.dragItem = dragItem
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }
}
