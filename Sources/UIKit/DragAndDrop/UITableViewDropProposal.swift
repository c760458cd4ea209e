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
        /// Into the row under the finger, which is highlighted; the coordinator's destination is that row.
        case insertIntoDestinationIndexPath = 2
        /// Into the row when the finger is over its middle half, otherwise between rows.
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
