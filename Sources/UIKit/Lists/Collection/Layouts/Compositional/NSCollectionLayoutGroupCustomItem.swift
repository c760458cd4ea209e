import Foundation

/// Where a custom group places one of its items, relative to the group's origin.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's place in front of (higher) or behind (lower) the others.
    public let zIndex: Int

    /// An item at `frame`.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame`, at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
