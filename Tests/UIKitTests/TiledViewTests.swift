import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A view backed by a tiled layer, drawing red, as a zoomable map's view would.
private final class TiledView: UIView {
    var drawCount = 0
    var drawnRects: [CGRect] = []
    override class var layerClass: AnyClass { CATiledLayer.self }
    override func draw(_ rect: CGRect) {
        drawCount += 1
        drawnRects.append(rect)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

@MainActor @Suite struct TiledViewTests {
    /// The view's `draw(_:)` runs for its tiles (in the frame cycle's display stage, on the main actor, where
    /// Swift lets a view draw) and the screen shows them.
    @Test func aViewBackedByATiledLayerDrawsItsTiles() {
        withScreenWindow { window, screen in
            let view = TiledView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            #expect(view.layer is CATiledLayer)
            FramePass.runOnce()
            #expect(view.drawCount == 0, "tiles are drawn once the compositor asks for them")
            FramePass.drain()
            #expect(view.drawCount == 1, "one 256-pixel tile covers the view")
            #expect(capture(screen)[25, 25] == [255, 0, 0, 255])
            #expect(view.layer.contents == nil) // tiles, never one backing store
        }
    }

    /// A view larger than a tile: the compositor asks for each tile it shows, and drain draws them all.
    @Test func everyTileAViewShowsIsDrawnAndShown() {
        withScreenWindow(size: CGSize(width: 600, height: 600)) { window, screen in
            let view = TiledView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
            window.addSubview(view)
            FramePass.drain()
            #expect(view.drawCount == 9, "3 × 3 tiles of 256 pixels cover 600 × 600")
            let image = capture(screen)
            for (x, y) in [(10, 10), (300, 300), (590, 590), (590, 10), (10, 590)] {
                #expect(image[x, y] == [255, 0, 0, 255], "(\(x), \(y))")
            }
            #expect(view.drawCount == 9, "drawn tiles are kept")
        }
    }

    /// When a scroll comes to rest, the tiles one viewport further in its direction are drawn while the main
    /// thread is idle, so that scrolling there draws nothing new.
    @Test func theTilesAheadOfAScrollAreDrawnOnceItRests() throws {
        try withScrollWindow { window, generator, _ in
            let (scroll, _) = makeScrollView(in: window, frame: window.bounds, contentSize: CGSize(width: 400, height: 4000))
            let view = TiledView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
            scroll.addSubview(view)
            // 256-point tiles (scale 1): the 400 × 400 viewport shows columns 0–1 of rows 0–1.
            FramePass.drain()
            #expect(view.drawCount == 4, "nothing ahead before any scroll")
            // Dragged 100 points down the page, held and let go: it rests at once, showing 100–500, rows 0–1 still.
            try generator.fingerDown(at: CGPoint(x: 200, y: 300))
            try generator.fingerMove(to: CGPoint(x: 200, y: 190))
            generator.wait(0.2)
            try generator.fingerUp()
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 100) && !scroll.isDecelerating)
            // The viewport ahead, 500–900, needs rows 1–3: rows 2 and 3 are drawn in the idle passes.
            FramePass.drain()
            #expect(view.drawCount == 8)
            #expect(Set(view.drawnRects.suffix(4).map(\.minY)) == [512, 768])
            // Scrolling there shows them: no tile is drawn, and the screen shows the view's red.
            scroll.contentOffset = CGPoint(x: 0, y: 500)
            FramePass.drain()
            #expect(view.drawCount == 8)
            #expect(capture(window.screen)[200, 390] == [255, 0, 0, 255])
        }
    }
}
