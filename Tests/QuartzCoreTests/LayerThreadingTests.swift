import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// A shown 64×64 tree and its cycle, with the render thread compositing it.
private func shownTree() -> (FrameCycle, CALayer) {
    let cycle = FrameCycle()
    let target = RenderTarget(width: 64, height: 64, scale: 1) { _, _ in }
    cycle.server.add(target)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    _ = cycle.show(root, in: target)
    return (cycle, root)
}

/// The bounds width a thread gives a layer together with opacity `opacity`, in one locked section.
private func pairedWidth(_ opacity: Float) -> CGFloat { (CGFloat(opacity) * 1000).rounded() }

/// Runs `body(index)` on `count` threads of their own (no run loop turns on them); the group is left when all end.
private func startThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> DispatchGroup {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    return group
}

/// The layers whose node `node`'s sublayers are, with their nodes.
private func sublayerNodes(of root: CALayer) -> [ObjectIdentifier: RenderLayer] {
    guard let node = root.cachedNode else { return [:] }
    return Dictionary(node.sublayers.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
}

/// Layers from any thread, as Core Animation allows: several threads change a shown tree while its cycle's
/// thread lays it out, displays and commits it and the render thread composites it.
@Suite struct LayerThreadingTests {
    @Test func threadsChangingAShownTreeNeverTearWhatIsCommitted() {
        let (cycle, root) = shownTree()
        cycle.server.start()
        defer { cycle.server.stop() }
        // Long runs, with `VELLUM_LONG_TESTS` set, are what the thread sanitizer is run with (`make test-tsan`).
        let threads = 3, perThread = 6
        let iterations = ProcessInfo.processInfo.environment["VELLUM_LONG_TESTS"] == nil ? 400 : 10_000
        // Each thread has layers of its own, so their last values are known; all of them share `shared`.
        let owned = (0..<threads).map { _ in (0..<perThread).map { _ in CALayer() } }
        nonisolated(unsafe) let shared = CALayer()
        for layer in owned.joined() { root.addSublayer(layer) }
        root.addSublayer(shared)
        cycle.drain()
        nonisolated(unsafe) let layers = owned

        let finished = startThreads(threads) { thread in
            let mine = layers[thread]
            var added: [CALayer] = []
            for i in 0..<iterations {
                let layer = mine[i % perThread]
                let opacity = Float(i % 1000 + 1) / 1000
                // The pair: one locked section, never seen half done.
                CATransaction.lock()
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.opacity = opacity
                layer.bounds = CGRect(x: 0, y: 0, width: pairedWidth(opacity), height: 4)
                CATransaction.commit()
                CATransaction.unlock()
                // Implicit animations, colours made and released, sublayers added and removed under a parent
                // every thread changes, animations added and read back.
                layer.position = CGPoint(x: CGFloat(i % 64), y: CGFloat(thread * 8))
                layer.backgroundColor = CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: 1, alpha: 1)
                let child = CALayer()
                child.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
                shared.addSublayer(child)
                added.append(child)
                if i % 3 == 0 { added.removeFirst().removeFromSuperlayer() }
                if i % 10 == 0 {
                    let move = CABasicAnimation(keyPath: "transform.rotation.z")
                    move.toValue = 1.0
                    move.duration = 0.05
                    layer.add(move, forKey: "spin")
                }
                _ = layer.animationKeys()
                _ = layer.presentation()?.position
                if i % 50 == 0 { CATransaction.flush() }
            }
            CATransaction.flush()
        }

        var torn = 0, checks = 0
        while finished.wait(timeout: .now()) == .timedOut {
            cycle.drain()
            CATransaction.lock()
            for layer in owned.joined() where layer.bounds.height == 4 && layer.bounds.width != pairedWidth(layer.opacity) {
                torn += 1
            }
            for node in sublayerNodes(of: root).values where node.bounds.height == 4 {
                checks += 1
                if node.bounds.width != pairedWidth(Float(node.opacity)) { torn += 1 }
            }
            CATransaction.unlock()
        }
        cycle.drain()

        #expect(torn == 0)
        #expect(checks > 0)
        // What each thread set last is what the model has and what the last snapshot shows.
        let nodes = sublayerNodes(of: root)
        for (thread, mine) in owned.enumerated() {
            for (index, layer) in mine.enumerated() {
                let last = (0..<iterations).last { $0 % perThread == index }!
                let opacity = Float(last % 1000 + 1) / 1000
                #expect(layer.opacity == opacity)
                #expect(layer.position == CGPoint(x: CGFloat(last % 64), y: CGFloat(thread * 8)))
                #expect(nodes[ObjectIdentifier(layer)]?.bounds.width == pairedWidth(opacity))
            }
        }
        let expectedChildren = threads * (iterations - (iterations + 2) / 3)
        #expect(shared.sublayers?.count == expectedChildren)
        #expect(shared.sublayers?.allSatisfy { $0.superlayer === shared } == true)
    }

    @Test func aTransactionCommittedOnAThreadWithoutARunLoopIsShownByTheCyclesNextTurn() {
        let (cycle, root) = shownTree()
        let layer = CALayer()
        root.addSublayer(layer)
        cycle.drain()
        nonisolated(unsafe) let changed = layer
        let finished = startThreads(1) { _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            changed.opacity = 0.25
            changed.frame = CGRect(x: 3, y: 4, width: 5, height: 6)
            CATransaction.commit()
        }
        finished.wait()
        // Nothing committed it on this thread: the other thread's commit asked the cycle to.
        #expect(!CATransaction.hasUncommittedChanges)
        cycle.drain()
        let node = sublayerNodes(of: root)[ObjectIdentifier(layer)]
        #expect(node?.bounds == CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect(node?.opacity == 0.25)
    }

    @Test func aLayerReleasedOnAnotherThreadLeavesItsSublayersWhole() {
        let kept = CALayer()
        nonisolated(unsafe) var parent: CALayer? = CALayer()
        parent?.addSublayer(kept)
        // The transaction that made them keeps them until it commits.
        CATransaction.flush()
        let finished = startThreads(1) { _ in parent = nil }
        finished.wait()
        #expect(kept.superlayer == nil)
        let other = CALayer()
        other.addSublayer(kept)
        #expect(other.sublayers?.count == 1)
    }
}
