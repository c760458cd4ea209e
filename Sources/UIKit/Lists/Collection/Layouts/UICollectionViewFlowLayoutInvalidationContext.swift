import Foundation

/// A flow layout's invalidation context: whether the delegate's sizes and the computed frames must be asked
/// for and computed again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, spacings and insets are asked for again; true by default.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the frames are computed again; true by default.
    open var invalidateFlowLayoutAttributes = true
}
