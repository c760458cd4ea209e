import Testing
@testable import QuartzCore

/// Layers that cannot be drawn as asked draw nothing, or draw another way, and the rest keeps rendering.
@Suite struct BadInputRenderTests {
    private func argb(_ frame: FrameCompositor, _ x: Int, _ y: Int) -> UInt32 { frame.surface.row(y)[x] }

    @Test func aCollapsedLayerDrawsNothingAndLaterFramesStillDraw() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let collapsed = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        collapsed.transform = CATransform3DMakeScale(0, 0, 1)
        let edgeOn = layer(CGRect(x: 0, y: 20, width: 20, height: 20), redColor)
        edgeOn.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        let other = layer(CGRect(x: 20, y: 20, width: 20, height: 20), blueColor)
        for sublayer in [collapsed, edgeOn, other] { root.addSublayer(sublayer) }
        let frame = FrameCompositor(width: 40, height: 40, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(argb(frame, 5, 5) == 0 && argb(frame, 5, 30) == 0 && argb(frame, 30, 30) == 0xFF00_00FF)
        // The context is still usable: the next frame draws the change.
        quietly { other.backgroundColor = redColor }
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(argb(frame, 30, 30) == 0xFFFF_0000)
        let canvas = Canvas(40, 40)
        root.render(in: canvas.context)
        #expect(canvas[30, 30] == red && canvas[5, 5] == empty)
    }

    @Test func nonFiniteShadowAndContentsValuesAreRefused() {
        let refusing = CALayer()
        refusing.shadowOffset = CGSize(width: 2, height: 3)
        refusing.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        refusing.shadowRadius = .infinity
        refusing.shadowOpacity = .nan
        refusing.contentsRect = CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)
        refusing.contentsCenter = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        #expect(refusing.shadowOffset == CGSize(width: 2, height: 3) && refusing.shadowRadius == 3)
        #expect(refusing.shadowOpacity == 0)
        #expect(refusing.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(refusing.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func maskingToBoundsHidesTheShadowOutsideThem() {
        for usesPath in [false, true] {
            let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
            let casting = layer(CGRect(x: 10, y: 10, width: 20, height: 20), redColor)
            casting.shadowOpacity = 1
            casting.shadowRadius = 0
            casting.shadowOffset = CGSize(width: 5, height: 5)
            if usesPath { casting.shadowPath = CGPath(rect: casting.bounds, transform: nil) }
            root.addSublayer(casting)
            let shadowed = FrameCompositor(width: 40, height: 40, scale: 1)
            shadowed.render(RenderLayer(root, at: 0), time: 0)
            // The sharp shadow covers (15, 15)–(35, 35); right of and below the layer it shows.
            #expect(argb(shadowed, 32, 32) == 0xFF00_0000)
            casting.masksToBounds = true
            let masked = FrameCompositor(width: 40, height: 40, scale: 1)
            masked.render(RenderLayer(root, at: 0), time: 0)
            #expect(argb(masked, 32, 32) == 0 && argb(masked, 20, 20) == 0xFFFF_0000)
        }
    }

    @Test func aRasterizedLayerTooLargeToKeepIsDrawnDirectly() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let huge = layer(CGRect(x: 0, y: 0, width: 100_000, height: 1_000), redColor)
        huge.shouldRasterize = true
        root.addSublayer(huge)
        let frame = FrameCompositor(width: 40, height: 40, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(argb(frame, 5, 5) == 0xFFFF_0000)
    }
}

@Suite struct HugeLayerTests {
    /// Fills its bounds red.
    final class Filling: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(redColor)
            ctx.fill(bounds)
        }
    }

    @Test func aHugeDrawnLayerGetsAClampedBackingStoreNotGigabytes() {
        let huge = Filling()
        huge.frame = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        huge.displayIfNeeded()
        huge.setNeedsDisplay()
        huge.displayIfNeeded()
        guard let store = huge.contents as? BackingStore else {
            Issue.record("no backing store")
            return
        }
        // Ten billion pixels asked for; the store is scaled down to at most 4096 × 4096 and still fills the layer.
        #expect(store.surface.width * store.surface.height <= CALayer.maximumBackingPixels)
        #expect(store.surface.width == 4096 && store.scale < 0.05)
        let canvas = Canvas(10, 10)
        huge.render(in: canvas.context)
        #expect(canvas[5, 5] == red)
    }
}
