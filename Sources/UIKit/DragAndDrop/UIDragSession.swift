import Foundation

/// A drag as its source sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag; the drop end reads it through `localDragSession`.
    var localContext: Any? { get set }
}
