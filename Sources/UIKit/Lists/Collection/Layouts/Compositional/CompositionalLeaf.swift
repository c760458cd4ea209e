import Foundation

/// An item placed in one repetition of a group: its frame relative to the group and which of its
/// dimensions are estimates that the cell's own size replaces.
struct CompositionalLeaf {
    /// The dimensions of an item that are estimated.
    struct Axes: OptionSet {
        let rawValue: UInt8
        static let width = Axes(rawValue: 1)
        static let height = Axes(rawValue: 2)
    }

    var frame: CGRect
    var zIndex: Int
    var estimated: Axes = []

    func offsetBy(dx: CGFloat, dy: CGFloat) -> CompositionalLeaf {
        CompositionalLeaf(frame: frame.offsetBy(dx: dx, dy: dy), zIndex: zIndex, estimated: estimated)
    }
}

typealias EstimatedAxes = CompositionalLeaf.Axes

extension CompositionalLeaf.Axes {
    /// The estimated dimensions of `size`.
    @MainActor init(_ size: NSCollectionLayoutSize) {
        self = []
        if size.widthDimension.isEstimated { insert(.width) }
        if size.heightDimension.isEstimated { insert(.height) }
    }

    /// How firmly a self-sizing view keeps its proposed size along `axis`: loosely when it is estimated.
    @MainActor func priority(of axis: Self) -> UILayoutPriority {
        contains(axis) ? .fittingSizeLevel : .required
    }
}
