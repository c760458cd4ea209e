import Foundation

/// What a collection view would do with a drop: the operation, and whether the items go between items or into
/// one.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the dropped items go.
    public enum Intent: Int, Sendable {
        /// Not said.
        case unspecified = 0
        /// Between items, at the destination index path.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the dropped items go.
    public let intent: Intent

    /// A proposal to do `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to do `operation`, with an unspecified intent.
    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
