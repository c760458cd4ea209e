import Foundation
import Testing
@testable import QuartzCore

/// How deep and wide the trees of these tests are: 100,000 with `VELLUM_LONG_TESTS` set, a fifth of that
/// otherwise, which still overflows a thread's stack many times over where a walk recurses without room.
let scaleTestSize = ProcessInfo.processInfo.environment["VELLUM_LONG_TESTS"] == nil ? 20_000 : 100_000

@Suite struct DeepTreeTests {
    private static let whitePixel: UInt32 = 0xFFFF_FFFF, redPixel: UInt32 = 0xFFFF_0000

    @Test func aChainOfLayersAsDeepAsAnAppCanBuildIsLaidOutCommittedRenderedHitTestedAndReleased() {
        let cycle = FrameCycle()
        let target = RenderTarget(width: 20, height: 20, scale: 1) { _, _ in }
        cycle.server.add(target)
        var root: CALayer? = layer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(gray: 1, alpha: 1))
        var host: LayerTreeHost? = cycle.show(root!, in: target)
        var deepest = root!
        quietly {
            for _ in 0..<scaleTestSize {
                let next = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
                deepest.addSublayer(next)
                deepest = next
            }
            deepest.backgroundColor = redColor
        }
        #expect(deepest.superlayer?.superlayer != nil)
        deepest.superlayer!.setNeedsLayout()
        root!.layoutIfNeeded()
        #expect(!deepest.superlayer!.needsLayout())

        cycle.runOnce()
        cycle.server.renderFrame(at: 0)
        let row = target.compositor.surface.row(5)
        #expect(row[5] == Self.redPixel && row[15] == Self.whitePixel)

        let canvas = Canvas(20, 20)
        root!.render(in: canvas.context)
        #expect(canvas[5, 5] == red && canvas[15, 5] == [255, 255, 255, 255])

        #expect(root!.hitTest(CGPoint(x: 5, y: 5)) === deepest)
        #expect(root!.hitTest(CGPoint(x: 15, y: 5)) === root)

        weak let weakDeepest = deepest
        deepest = CALayer()
        cycle.remove(host!)
        (host, root) = (nil, nil)
        #expect(weakDeepest == nil)
    }

    @Test func manySiblingsComeAndGoInOrder() {
        let parent = CALayer()
        let children = (0..<scaleTestSize).map { _ in CALayer() }
        for child in children { parent.addSublayer(child) }
        #expect(parent.sublayers?.count == scaleTestSize)
        // A few from the middle, the first half from the front, the rest from the back: the order left holds.
        let half = scaleTestSize / 2
        for child in children[half - 3..<half + 3] { child.removeFromSuperlayer() }
        for child in children[..<(half - 3)] { child.removeFromSuperlayer() }
        #expect(parent.sublayers?.elementsEqual(children[(half + 3)...], by: ===) == true)
        parent.insertSublayer(children[0], above: children[half + 3])
        #expect(parent.sublayers?[1] === children[0] && parent.sublayers?.count == scaleTestSize - half - 2)
        for child in children.reversed() { child.removeFromSuperlayer() }
        #expect(parent.sublayers == nil && children.allSatisfy { $0.superlayer == nil })
    }
}

@Suite struct DeepStackTests {
    /// The sum 1 + … + n, one level of recursion a term.
    private func sum(_ n: Int) -> Int { n == 0 ? 0 : DeepStack.run { n + sum(n - 1) } }

    @Test func recursionFarDeeperThanAThreadsStackRunsOnTheSameThread() {
        let thread = pthread_self()
        #expect(sum(1_000_000) == 500_000_500_000)
        var threads: [pthread_t] = []
        func descend(_ depth: Int) {
            if depth.isMultiple(of: 50_000) { threads.append(pthread_self()) }
            if depth > 0 { DeepStack.run { descend(depth - 1) } }
        }
        descend(200_000)
        #expect(threads.count == 5 && threads.allSatisfy { pthread_equal($0, thread) != 0 })
    }
}
