import Foundation

/// A placeholder item a dropped item's preview flies to, shown until the delegate commits the item or
/// deletes the placeholder.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The parameters the dropped preview is drawn with over the placeholder's cell.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
