import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A view backed by a tiled layer, drawing red, as a zoomable map's view would.
private final class TiledView: UIView {
    var drawCount = 0
    override class var layerClass: AnyClass { CATiledLayer.self }
    override func draw(_ rect: CGRect) {
        drawCount += 1
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
}
