import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// What a render target presented: when, and the alpha at one pixel.
final class PresentLog: Sendable {
    let entries = Mutex<[(time: Double, alpha: UInt32)]>([])
}

@Suite struct RenderServerTests {
    private func fadingScene(begin: CFTimeInterval) -> CALayer {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let square = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        root.addSublayer(square)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = begin
        fade.duration = 1
        square.add(fade, forKey: "fade")
        return root
    }

    @Test func headlessFramesFollowAControlledClock() {
        let log = PresentLog()
        let target = RenderTarget(width: 20, height: 20, scale: 1) { surface, _ in
            log.entries.withLock { $0.append((0, surface.row(5)[5] >> 24)) }
        }
        let server = RenderServer()
        server.add(target)
        target.commit(RenderLayer.snapshot(of: fadingScene(begin: 100), at: 100))
        #expect(server.renderFrame(at: 100))
        #expect(server.renderFrame(at: 100.5))
        #expect(!server.renderFrame(at: 102), "nothing animates once the fade is over")
        let alphas = log.entries.withLock { $0.map(\.alpha) }
        // Opaque, then half faded, then the model value again (the animation is not filled forwards).
        #expect(alphas == [0xFF, 0x80, 0xFF])
    }

    @MainActor @Test func framesKeepComingWhileTheMainThreadIsBlocked() {
        let log = PresentLog()
        let target = RenderTarget(width: 20, height: 20, scale: 1) { surface, _ in
            let alpha = surface.row(5)[5] >> 24
            log.entries.withLock { $0.append((CACurrentMediaTime(), alpha)) }
        }
        let cycle = FrameCycle(framesPerSecond: 60)
        let server = cycle.server
        server.add(target)
        server.start()
        // The animation reaches the render thread as an app's would: committed by a transaction to a shown tree.
        CATransaction.flush()
        let begin = CACurrentMediaTime()
        _ = cycle.show(fadingScene(begin: begin), in: target)
        CATransaction.flush()
        // The main actor is blocked for 300 ms; the render thread animates on its own.
        Thread.sleep(forTimeInterval: 0.3)
        server.stop()
        let entries = log.entries.withLock { $0 }
        let during = entries.filter { $0.time <= begin + 0.3 }
        // 60 frames a second would give 18; the machine is shared with other tests, so ask for a third of that.
        #expect(during.count >= 6, "\(during.count) frames")
        let gaps = zip(during.dropFirst(), during).map { $0.time - $1.time }
        #expect((gaps.max() ?? 0) < 0.15, "frames stayed on time: \(gaps)")
        #expect(zip(during.dropFirst(), during).allSatisfy { $0.alpha <= $1.alpha }, "the fade only advances")
        #expect((during.last?.alpha ?? 255) < 0xFF)
    }

    @Test func theTargetsOfAServerShareItsKeptBitmapsAndNoOtherServerSeesThem() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let card = layer(CGRect(x: 2, y: 2, width: 16, height: 16), redColor)
        card.cornerRadius = 4
        root.addSublayer(card)
        let (server, other) = (RenderServer(), RenderServer())
        let targets = (0..<3).map { _ in RenderTarget(width: 20, height: 20, scale: 1) { _, _ in } }
        server.add(targets[0])
        server.add(targets[1])
        other.add(targets[2])
        for target in targets { target.commit(RenderLayer.snapshot(of: root, at: 0)) }
        let tally = KeptBitmapTally()
        // A look is kept when drawn a second time: by the server's second target.
        KeptBitmapTally.$current.withValue(tally) { server.renderFrame(at: 0) }
        #expect(tally.kept == 1)
        // The other server's target draws it for the first time in its caches.
        KeptBitmapTally.$current.withValue(tally) { other.renderFrame(at: 0) }
        #expect(tally.kept == 1)
    }
}

@Suite struct LayerTreeHostTests {
    @Test func commitsReachTheTargetAndCompletionBlocksRun() {
        CATransaction.flush()
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let square = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        root.addSublayer(square)
        let target = RenderTarget(width: 20, height: 20, scale: 1) { _, _ in }
        let cycle = FrameCycle()
        let server = cycle.server
        server.add(target)
        let host = cycle.show(root, in: target)
        CATransaction.flush()
        server.renderFrame(at: CACurrentMediaTime())
        #expect(target.compositor.surface.row(5)[5] == 0xFFFF_0000)

        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { completed = true }
        square.backgroundColor = blueColor
        CATransaction.commit()
        // The commit reached the target by itself; half way through the implicit animation red and blue mix.
        let begin = square.animation(forKey: "backgroundColor")?.beginTime ?? CACurrentMediaTime()
        server.renderFrame(at: begin + 0.5)
        let mid = target.compositor.surface.row(5)[5]
        #expect((mid >> 16) & 0xFF > 0x10 && mid & 0xFF > 0x10, "\(String(mid, radix: 16))")
        #expect(!completed)
        host.advanceAnimations(to: begin + 1.5)
        #expect(completed)
        CATransaction.flush()
        server.renderFrame(at: begin + 1.5)
        #expect(target.compositor.surface.row(5)[5] == 0xFF00_00FF)
    }
}
