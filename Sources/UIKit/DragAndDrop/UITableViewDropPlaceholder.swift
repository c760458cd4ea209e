import Foundation

/// A placeholder row a dropped item's preview flies to, shown until the delegate commits the item's row or
/// deletes the placeholder.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// The parameters the dropped preview is drawn with over the placeholder's cell.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
