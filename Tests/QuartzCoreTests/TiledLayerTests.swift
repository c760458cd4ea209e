import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// Fills each tile it is asked for red or blue, alternating like a chequerboard of `cell`-point squares, and
/// records what it was asked for and on which thread.
private final class Chequerboard: NSObject, CALayerDelegate, @unchecked Sendable {
    struct Call { var rect: CGRect; var scale: CGFloat; var onMain: Bool }
    let cell: CGFloat
    let calls = Mutex<[Call]>([])
    let colors = Mutex((redColor, blueColor))

    init(cell: CGFloat) { self.cell = cell }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let rect = ctx.boundingBoxOfClipPath
        let call = Call(rect: rect, scale: ctx.ctm.a, onMain: Thread.isMainThread)
        calls.withLock { $0.append(call) }
        let (even, odd) = colors.withLock { $0 }
        let parity = (Int(rect.midX / cell) + Int(rect.midY / cell)) % 2
        ctx.setFillColor(parity == 0 ? even : odd)
        ctx.fill(rect)
    }
}

@Suite struct TiledLayerTests {
    /// A 100×100 root showing the top-left corner of a 100,000 × 100,000 point tiled layer.
    private func scene(tileSize: CGFloat, cell: CGFloat) -> (root: CALayer, tiled: CATiledLayer, delegate: Chequerboard) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let tiled = CATiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        tiled.tileSize = CGSize(width: tileSize, height: tileSize)
        let delegate = Chequerboard(cell: cell)
        tiled.delegate = delegate
        root.addSublayer(tiled)
        return (root, tiled, delegate)
    }

    /// A new frame of the scene at `scale`, drawn after the tiles the previous pass asked for have arrived.
    private func settledFrame(_ root: CALayer, _ tiled: CATiledLayer, scale: CGFloat = 1) -> FrameCompositor {
        let size = Int(100 * scale)
        FrameCompositor(width: size, height: size, scale: scale).render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        tiled.tiles.waitUntilDrawn()
        let frame = FrameCompositor(width: size, height: size, scale: scale)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        return frame
    }

    @Test func drawsOnlyTheVisibleTilesOffTheMainThread() {
        let (root, tiled, delegate) = scene(tileSize: 64, cell: 64)
        // 100 points at scale 1 are covered by 64-point tiles in columns and rows 0 and 1: four tiles.
        let frame = settledFrame(root, tiled)
        let calls = delegate.calls.withLock { $0 }
        #expect(calls.count == 4)
        #expect(Set(calls.map { [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height] })
                == [[0, 0, 64, 64], [64, 0, 64, 64], [0, 64, 64, 64], [64, 64, 64, 64]])
        #expect(calls.allSatisfy { !$0.onMain })
        #expect(frame.surface.row(10)[10] == 0xFFFF_0000 && frame.surface.row(10)[70] == 0xFF00_00FF)
        #expect(frame.surface.row(70)[10] == 0xFF00_00FF && frame.surface.row(70)[70] == 0xFFFF_0000)
        tiled.displayIfNeeded()
        #expect(tiled.contents == nil, "no backing store for the whole layer")
    }

    @Test func aSharperPassDrawsTheMagnifiedLevel() {
        let (root, tiled, delegate) = scene(tileSize: 64, cell: 32)
        tiled.levelsOfDetail = 2
        tiled.levelsOfDetailBias = 1
        // At scale 2 the 2× level is used: a 64-pixel tile covers 32 points, so 100 points need 4 × 4 tiles.
        let frame = settledFrame(root, tiled, scale: 2)
        let calls = delegate.calls.withLock { $0 }
        #expect(calls.count == 16 && calls.allSatisfy { $0.rect.width == 32 && $0.scale == 2 })
        #expect(frame.surface.row(20)[20] == 0xFFFF_0000 && frame.surface.row(20)[80] == 0xFF00_00FF)

        // At scale 1 the same layer uses its 1× level: 64-point tiles.
        delegate.calls.withLock { $0.removeAll() }
        _ = settledFrame(root, tiled, scale: 1)
        #expect(delegate.calls.withLock { $0 }.allSatisfy { $0.rect.width == 64 && $0.scale == 1 })
    }

    @Test func aMissingTileShowsAnotherLevelUntilItArrives() {
        let (root, tiled, delegate) = scene(tileSize: 64, cell: 32)
        tiled.levelsOfDetail = 2
        tiled.levelsOfDetailBias = 1
        _ = settledFrame(root, tiled, scale: 1)
        // The 2× tiles are not drawn yet: the 1× tiles stand in, as the chequerboard they drew.
        let sharper = FrameCompositor(width: 200, height: 200, scale: 2)
        sharper.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        // Point (40, 10) is in the 1× tile of points 0..<64, which drew one red square; at 2× it is blue.
        #expect(sharper.surface.row(20)[20] == 0xFFFF_0000 && sharper.surface.row(20)[80] == 0xFFFF_0000)
        tiled.tiles.waitUntilDrawn()
        #expect(delegate.calls.withLock { $0 }.filter { $0.scale == 2 }.count == 16)
        let arrived = FrameCompositor(width: 200, height: 200, scale: 2)
        arrived.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(arrived.surface.row(20)[20] == 0xFFFF_0000 && arrived.surface.row(20)[80] == 0xFF00_00FF)
    }

    @Test func redrawingARectReplacesOnlyTheTilesItCovers() {
        let (root, tiled, delegate) = scene(tileSize: 64, cell: 64)
        _ = settledFrame(root, tiled)
        delegate.calls.withLock { $0.removeAll() }
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        delegate.colors.withLock { $0 = (green, green) }
        tiled.setNeedsDisplay(CGRect(x: 70, y: 70, width: 5, height: 5))
        tiled.displayIfNeeded()
        let frame = settledFrame(root, tiled)
        #expect(delegate.calls.withLock { $0 }.map(\.rect) == [CGRect(x: 64, y: 64, width: 64, height: 64)])
        #expect(frame.surface.row(70)[70] == 0xFF00_FF00 && frame.surface.row(10)[10] == 0xFFFF_0000)
    }

    @Test func anArrivingTileCompositesTheLayerAgain() async {
        let (root, tiled, delegate) = scene(tileSize: 64, cell: 64)
        let frame = FrameCompositor(width: 100, height: 100, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(10)[10] == 0, "no tile drawn yet")
        tiled.tiles.waitUntilDrawn()
        // Each tile's arrival is posted to the main queue before this.
        await MainActor.run {}
        let damage = frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(!damage.isEmpty && frame.surface.row(10)[10] == 0xFFFF_0000)
        withExtendedLifetime(delegate) {}
    }

    @Test func badSettingsAreRefused() {
        let tiled = CATiledLayer()
        tiled.tileSize = CGSize(width: 0, height: CGFloat.nan)
        tiled.levelsOfDetail = -3
        #expect(tiled.tileSize == CGSize(width: 256, height: 256) && tiled.levelsOfDetail == 1)
        #expect(CATiledLayer.fadeDuration() == 0.25)
    }
}
