import Foundation

/// A layer tree shown in a render target: what a frame cycle keeps for each screen or window it shows.
///
/// At every outermost commit that changed a layer of the tree, the cycle has the host lay out, display and
/// snapshot the tree and hand the snapshot to the target; after each frame it has the host advance the tree's
/// animations, so their delegates and transactions' completion blocks run on the cycle's thread.
package final class LayerTreeHost {
    /// The layer tree shown.
    package let root: CALayer
    private let target: RenderTarget
    /// The cycle showing the tree, which keeps the host.
    private unowned let cycle: FrameCycle

    /// Shows `root` in `target` for `cycle`; made by `FrameCycle.show(_:in:)`.
    init(root: CALayer, target: RenderTarget, cycle: FrameCycle) {
        self.root = root
        self.target = target
        self.cycle = cycle
    }

    /// Lays out, displays and snapshots the tree, and hands the snapshot to the render server. While the
    /// snapshot is made, the layers know which cycle shows them (view-backed tiled layers draw in its passes).
    /// Holds the layer lock throughout, so that the snapshot sees no other thread's change half made.
    package func commit() {
        LayerLock.withLock {
            root.layoutAndDisplayTree()
            let state = CATransaction.state
            let outer = state.snapshottingCycle
            state.snapshottingCycle = cycle
            target.commit(RenderLayer.snapshot(of: root, at: CACurrentMediaTime()))
            state.snapshottingCycle = outer
        }
        cycle.server.setNeedsFrame()
    }

    /// Starts and finishes animations at media time `time`, telling their delegates and transactions.
    package func advanceAnimations(to time: CFTimeInterval) {
        LayerLock.withLock { root.advanceAnimations(to: time) }
    }
}
