import Foundation

extension UICollectionView {
    /// How to make and configure the supplementary views of one kind, without an identifier.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view for its kind and index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let handler: Handler
        /// The kind of the views.
        let elementKind: String
        let identifier: String

        /// A registration making views of `Supplementary` for `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
        }
    }
}
