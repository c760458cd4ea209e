import Foundation

/// One thing a drag carries: its data, through an item provider, and within the app any object at all.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// Gives the item's data at the drop.
    public let itemProvider: NSItemProvider
    /// An object the app can read where the drag is dropped in this app, such as the model item dragged.
    open var localObject: Any?
    /// Makes the preview shown while the item is dragged; the lifted view's when nil or when it gives none.
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item carrying `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
