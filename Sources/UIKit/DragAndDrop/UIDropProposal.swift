import Foundation

/// What a view would do with a drop at the session's current place.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// What the drop would do.
    public let operation: UIDropOperation
    /// Whether the view wants the exact point, as a text view does: the point is then read a little above
    /// the finger.
    open var isPrecise = false
    /// Whether the preview should grow to its full size over this view.
    open var prefersFullSizePreview = false

    /// A proposal to do `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
