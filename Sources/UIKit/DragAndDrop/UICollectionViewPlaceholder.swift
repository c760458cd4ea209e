import Foundation

/// An item a collection view shows while its content is not there yet: a cell dequeued with
/// `reuseIdentifier`, shown at `insertionIndexPath` without the data source knowing of it.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder's item is inserted.
    public let insertionIndexPath: IndexPath
    /// The identifier its cell is dequeued with.
    public let reuseIdentifier: String
    /// Configures the placeholder's cell once it is dequeued, and again on `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}
