/// What changed among a layer's sublayers since their render nodes were last made, and how those nodes were
/// placed: what lets a snapshot replace only the changed sublayers' nodes instead of asking every sublayer.
final class SublayerChanges {
    /// Beyond this many changed sublayers, the nodes are all made anew (asking each is as cheap then).
    static let maximumListed = 8

    /// The sublayers marked as changed since, in the order they were marked (a sublayer may repeat).
    private(set) var changed: [CALayer] = []
    /// Set when sublayers were added, removed or reordered, a `zPosition` changed, or too many changed to
    /// list: the nodes are made anew.
    private(set) var listChanged = false
    /// The sublayer matrix and flip the last nodes were placed with; nil before any were made.
    private(set) var placement: (matrix: CATransform3D, flippedAbove: Bool)?

    /// Starts over after the nodes were made: nothing listed, placed as given, patchable unless sorted by
    /// `zPosition` (`inChildOrder` false).
    func nodesMade(placedUnder matrix: CATransform3D, flippedAbove: Bool, inChildOrder: Bool) {
        changed.removeAll(keepingCapacity: true)
        listChanged = !inChildOrder
        placement = (matrix, flippedAbove)
    }

    /// Lists `sublayer` as changed, or gives up listing when too many did.
    func note(_ sublayer: CALayer) {
        guard !listChanged else { return }
        guard changed.count < Self.maximumListed else { return invalidate() }
        changed.append(sublayer)
    }

    /// The nodes were patched: nothing is listed any more, and they stay placed as before.
    func patched() { changed.removeAll(keepingCapacity: true) }

    /// Gives up patching until the nodes are next made anew, letting go of the sublayers listed (a removed
    /// one is not kept alive by its former superlayer).
    func invalidate() {
        listChanged = true
        changed.removeAll()
    }
}
