import Foundation

/// Where a drag preview animates to, when it lifts, drops or returns.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
