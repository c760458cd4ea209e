import Foundation

/// Connects a layer tree to the render server: what a screen or window host does with its root layer.
///
/// At every outermost commit on the host's thread that changed a layer of the tree, the tree is laid out and
/// displayed, snapshotted and handed to the render target, and a frame is asked for. After each frame,
/// animations are advanced on the main queue, so their delegates and transactions' completion blocks run there.
package final class LayerTreeHost {
    /// The layer tree shown.
    package let root: CALayer
    private let target: RenderTarget
    private let server: RenderServer
    private var observer: Int?

    /// Hosts `root` in `target`, which `server` composites.
    package init(root: CALayer, target: RenderTarget, server: RenderServer) {
        self.root = root
        self.target = target
        self.server = server
        observer = CATransaction.addCommitObserver { [weak self] changed in
            // A mask is in the tree through the layer it masks.
            guard let self, changed.contains(where: {
                ($0.maskedLayer ?? $0).isDescendant(of: self.root)
            }) else { return }
            self.commit()
        }
        commit()
    }

    deinit {
        if let observer { CATransaction.removeCommitObserver(observer) }
    }

    /// Lays out, displays and snapshots the tree, and hands the snapshot to the render server.
    package func commit() {
        root.layoutAndDisplayTree()
        target.commit(RenderLayer.snapshot(of: root, at: CACurrentMediaTime()))
        server.setNeedsFrame()
    }

    /// Starts and finishes animations at media time `time`, telling their delegates and transactions: the
    /// server's frame callback calls it (on the main queue) with each frame's time.
    package func advanceAnimations(to time: CFTimeInterval) {
        root.advanceAnimations(to: time)
    }
}
