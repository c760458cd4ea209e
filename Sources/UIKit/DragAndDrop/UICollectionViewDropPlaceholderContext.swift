import Foundation

/// A drop placeholder shown in a collection view, animating with its item's drop: the delegate replaces it
/// with the item (`commitInsertion`) or removes it (`deletePlaceholder`) once the item's data has loaded.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The item whose drop the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Removes the placeholder and calls `dataSourceUpdates` with its index path (where it is now, after any
    /// updates since it was inserted), where the data source inserts the item, whose cell then replaces the
    /// placeholder's; false when the placeholder is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder's item, animated; false when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Calls the placeholder's `cellUpdateHandler` again on its cell, while the cell is shown.
    func setNeedsCellUpdate()
}
