import Foundation

/// A drop placeholder shown in a table, animating with its item's drop: the delegate replaces it with the
/// item's row (`commitInsertion`) or removes it (`deletePlaceholder`) once the item's data has loaded.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The item whose drop the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Removes the placeholder and calls `dataSourceUpdates` with its index path, where the data source
    /// inserts the item's row, which the table then shows; false when the placeholder is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder, closing its row; false when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
}
