import Foundation

/// What a table would do with a drop: the operation, and whether the items go between rows or into one.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the dropped items go.
    public enum Intent: Int, Sendable {
        /// Not said: no gap opens and no row is marked.
        case unspecified = 0
        /// Between rows: a gap opens at the destination index path.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// Between rows or into one, as the finger's place over the row suggests.
        case automatic = 3
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
