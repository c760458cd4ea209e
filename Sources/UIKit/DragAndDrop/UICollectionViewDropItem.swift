import Foundation

/// One item dropped on a collection view, with the item it came from when it was dragged out of the same one.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The item dropped.
    var dragItem: UIDragItem { get }
    /// The item it was dragged from, when it came from this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}
