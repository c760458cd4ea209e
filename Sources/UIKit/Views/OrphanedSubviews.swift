import DequeModule

/// The subviews of a view that went away, released on the main actor. They stop naming the view as their
/// superview at once, on the thread that released it, as its memory goes with it; the rest waits for the main
/// actor: survivors take their own tint, the others are released, and the view's layer, which their layers are
/// still sublayers of, goes last.
final class OrphanedSubviews {
    private var subviews: Deque<UIView>
    private var formerLayer: CALayer?

    /// Takes `subviews` from a view going away, with its layer.
    init(_ subviews: Deque<UIView>, layer: CALayer) {
        self.subviews = subviews
        formerLayer = layer
        for subview in subviews { subview.superviewStorage = nil }
    }

    /// Updates the survivors' tint and releases the rest, then the layer.
    @MainActor
    func release() {
        var released = subviews
        subviews = []
        for subview in released { subview.updateTint(notifying: false) }
        // A deep tree is released level by level, each level some frames deeper, with no access to this object
        // still open (in debug builds, exclusivity checks cost in proportion to the accesses open).
        DeepStack.run { released = [] }
        formerLayer = nil
    }
}
