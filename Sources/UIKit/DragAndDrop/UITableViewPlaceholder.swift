import Foundation

/// A row a table shows while its content is not there yet: a cell dequeued with `reuseIdentifier`, shown at
/// `insertionIndexPath` with `rowHeight`, without the data source knowing of it.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Where the placeholder's row is inserted.
    public let insertionIndexPath: IndexPath
    /// The identifier its cell is dequeued with.
    public let reuseIdentifier: String
    /// Its row's height; the table's row height when not positive and finite.
    public let rowHeight: CGFloat
    /// Configures the placeholder's cell once it is dequeued.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}
