import Foundation

/// One item dropped on a table, with the row it came from when it was dragged out of the same table.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The item dropped.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from, when it came from this table.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}
