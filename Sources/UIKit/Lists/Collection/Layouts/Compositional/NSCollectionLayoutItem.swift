import Foundation

/// The smallest part of a compositional layout: one cell, of a size relative to its group.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, resolved against its group.
    public let layoutSize: NSCollectionLayoutSize

    /// Insets of the cell inside the space the item takes.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Whether the item, or an item of it when it is a group, has an estimated dimension.
    var hasEstimatedDimension: Bool {
        if !EstimatedAxes(layoutSize).isEmpty { return true }
        return (self as? NSCollectionLayoutGroup)?.subitems.contains { $0.hasEstimatedDimension } ?? false
    }
}
