import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind for items of type `Item`, without an identifier.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// The reuse identifier this registration's cells share, unique to the registration.
        let identifier: String

        /// A registration making cells of `Cell` and configuring them with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
        }
    }
}
