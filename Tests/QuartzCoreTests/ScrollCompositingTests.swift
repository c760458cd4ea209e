import Foundation
import Testing
@testable import QuartzCore

/// A scroll (a clipping layer's bounds origin moved) composited incrementally must give the pixels a fresh
/// compositor gives for the same tree, whether the frame's pixels were moved or the clip redrawn.
@Suite struct ScrollCompositingTests {
    /// A 200×160 scene: an opaque root, a clipping scroll layer at (20, 20) of 120×100 over a document of 40
    /// rich cells 23 points apart (colours, rounded corners, borders, shadows, text, an image).
    private struct Scene {
        let root: CALayer
        let scroller: CALayer
        let cells: [CALayer]
    }

    private static let image: CGImage = {
        let context = CGContext(data: nil, width: 16, height: 12, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 12))
        context.setFillColor(CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 0.7))
        context.fillEllipse(in: CGRect(x: 2, y: 1, width: 11, height: 9))
        return context.makeImage()!
    }()

    private func scene(scrollerColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)) -> Scene {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 160), CGColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1))
        let scroller = layer(CGRect(x: 20, y: 20, width: 120, height: 100), scrollerColor)
        scroller.masksToBounds = true
        var cells: [CALayer] = []
        for i in 0..<40 {
            let cell = layer(CGRect(x: 4 + CGFloat(i % 3) * 2.5, y: CGFloat(i) * 23, width: 100, height: 19),
                             CGColor(red: CGFloat(i % 5) / 5, green: 0.5, blue: CGFloat(i % 7) / 7, alpha: i % 4 == 0 ? 0.6 : 1))
            cell.cornerRadius = i % 2 == 0 ? 5 : 0
            cell.borderWidth = i % 3 == 0 ? 1.5 : 0
            if i % 6 == 0 {
                cell.shadowOpacity = 0.5
                cell.shadowRadius = 3
                cell.shadowOffset = CGSize(width: 0, height: 2)
                cell.shadowPath = CGPath(rect: cell.bounds, transform: nil)
            }
            let text = CATextLayer()
            text.frame = CGRect(x: 24, y: 2, width: 70, height: 16)
            text.string = "Cell \(i)"
            text.fontSize = 11
            cell.addSublayer(text)
            let picture = layer(CGRect(x: 3, y: 3, width: 16, height: 12))
            picture.contents = Self.image
            cell.addSublayer(picture)
            scroller.addSublayer(cell)
            cells.append(cell)
        }
        root.addSublayer(scroller)
        return Scene(root: root, scroller: scroller, cells: cells)
    }

    /// How many pixels of `frame` differ from a fresh render of `tree`.
    private func mismatches(_ frame: FrameCompositor, _ tree: RenderLayer, time: CFTimeInterval = 0) -> Int {
        let fresh = FrameCompositor(width: frame.surface.width, height: frame.surface.height, scale: frame.scale)
        fresh.render(tree, time: time)
        var count = 0
        for y in 0..<frame.surface.height {
            let (a, b) = (frame.surface.row(y), fresh.surface.row(y))
            for x in 0..<frame.surface.width where a[x] != b[x] { count += 1 }
        }
        return count
    }

    /// Renders the tree after `change`, and checks it against a fresh render; returns the scroll the frame made.
    @discardableResult
    private func frame(_ frame: FrameCompositor, _ root: CALayer, at time: CFTimeInterval = 0,
                       _ change: () -> Void) -> FrameCompositor.ScrollShift? {
        quietly(change)
        let tree = RenderLayer(root, at: time)
        frame.render(tree, time: time)
        #expect(mismatches(frame, tree, time: time) == 0)
        return frame.lastScroll
    }

    private func scroll(_ layer: CALayer, by dy: CGFloat, dx: CGFloat = 0) {
        layer.bounds.origin = CGPoint(x: layer.bounds.origin.x + dx, y: layer.bounds.origin.y + dy)
    }

    @Test func scrollingMovesThePixelsAndRedrawsTheStripThatCameIntoView() {
        let s = scene()
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        // Content going up by 7 points leaves the clip's bottom 7 rows to draw; the rest moved up.
        quietly { scroll(s.scroller, by: 7) }
        let tree = RenderLayer(s.root, at: 0)
        let moved = CGRect(x: 20, y: 20, width: 120, height: 93)
        #expect(compositor.render(tree, time: 0) == [CGRect(x: 20, y: 113, width: 120, height: 7), moved])
        #expect(compositor.lastScroll == FrameCompositor.ScrollShift(rect: moved, dx: 0, dy: -7))
        #expect(mismatches(compositor, tree) == 0)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 23) }?.dy == -23)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: -3) }
                == FrameCompositor.ScrollShift(rect: CGRect(x: 20, y: 23, width: 120, height: 97), dx: 0, dy: 3))
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: -23) }?.dy == 23)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 4, dx: 5) }?.dx == -5)
        // A scroll as long as the clip keeps nothing: it is redrawn.
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 100) } == nil)
    }

    @Test func atScaleTwoHalfPointsAreWholePixels() {
        let s = scene()
        let compositor = FrameCompositor(width: 400, height: 320, scale: 2)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7.5) }?.dy == -15)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: -3) }?.dy == 6)
    }

    @Test func fractionalPixelsAndTurnedLayersAreRedrawn() {
        let s = scene()
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 0.5) } == nil)
        // Whole pixels again from a half-pixel origin: the content's phase is the same, so the pixels move.
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) }?.dy == -7)
        #expect(frame(compositor, s.root) { s.scroller.transform = CATransform3DMakeRotation(0.1, 0, 0, 1) } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } == nil)
        #expect(frame(compositor, s.root) { s.scroller.transform = CATransform3DMakeScale(1.5, 1.5, 1) } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } == nil)
        // Moved by a fraction of a pixel, the layer's clip edges are blended; its content moves whole pixels.
        #expect(frame(compositor, s.root) {
            s.scroller.transform = CATransform3DMakeTranslation(0.25, 0.5, 0)
        } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: -9) }?.dy == 9)
    }

    @Test func aClippingLayerThatMovesIsNotAScroll() {
        let s = scene()
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) { s.scroller.position.y += 7 } == nil)
        #expect(frame(compositor, s.root) {
            s.scroller.position.x -= 5
            scroll(s.scroller, by: 7)
        } == nil)
        #expect(frame(compositor, s.root) { s.scroller.anchorPoint = CGPoint(x: 0.4, y: 0.5) } == nil)
    }

    @Test func aScrollLayerTurnedAwayIsCulledAndMovesNothing() {
        let s = scene()
        s.root.insertSublayer(layer(CGRect(x: 10, y: 40, width: 50, height: 50), blueColor), at: 0)
        s.scroller.isDoubleSided = false
        s.scroller.transform = CATransform3DMakeScale(1, -1, 1)
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } == nil)
        #expect(frame(compositor, s.root) { s.scroller.isDoubleSided = true } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } != nil, "flipped, it shows and scrolls")
    }

    @Test func siblingsAboveAreRedrawnAndThoseBelowAreHidden() {
        let s = scene()
        let below = layer(CGRect(x: 10, y: 40, width: 50, height: 50), blueColor)
        s.root.insertSublayer(below, at: 0)
        let header = layer(CGRect(x: 0, y: 10, width: 160, height: 24), CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.5))
        header.cornerRadius = 6
        header.borderWidth = 1
        s.root.addSublayer(header)
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } != nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: -23) } != nil)
        // The header moves while the content scrolls.
        #expect(frame(compositor, s.root) {
            scroll(s.scroller, by: 11)
            header.position.y += 30
        } != nil)
        #expect(frame(compositor, s.root) {
            scroll(s.scroller, by: 3)
            header.removeFromSuperlayer()
        } != nil)
    }

    @Test func translucentAndClearScrollLayersMoveOverAUniformBackdropOnly() {
        let s = scene(scrollerColor: CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        s.scroller.opacity = 0.7
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } != nil)
        #expect(frame(compositor, s.root) { s.scroller.backgroundColor = nil } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: -23) } != nil)
        // A sibling beneath the clip shows through: the content cannot move over it.
        let below = layer(CGRect(x: 10, y: 40, width: 50, height: 50), blueColor)
        #expect(frame(compositor, s.root) { s.root.insertSublayer(below, at: 0) } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } == nil)
        // Nor can it when the sibling has just left.
        #expect(frame(compositor, s.root) {
            below.removeFromSuperlayer()
            scroll(s.scroller, by: 7)
        } == nil)
        #expect(frame(compositor, s.root) { scroll(s.scroller, by: 7) } != nil)
    }

    @Test func roundedBorderedScrollLayersInsideAClippingParent() {
        let s = scene()
        s.scroller.cornerRadius = 12
        s.scroller.borderWidth = 3
        s.scroller.borderColor = redColor
        // The parent clips a little of the scroller's bottom; the rounded corners show the parent's blue.
        let parent = layer(CGRect(x: 10, y: 5, width: 150, height: 110), blueColor)
        parent.masksToBounds = true
        parent.cornerRadius = 8
        s.scroller.removeFromSuperlayer()
        s.scroller.position = CGPoint(x: 70, y: 62)
        parent.addSublayer(s.scroller)
        s.root.addSublayer(parent)
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        for dy: CGFloat in [7, 23, -3, 3, -23] {
            #expect(frame(compositor, s.root) { scroll(s.scroller, by: dy) } != nil)
        }
    }

    @Test func contentThatChangesOrAnimatesWhileScrolling() {
        let s = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.beginTime, fade.duration) = (1, 0.2, 0.05, 1)
        s.cells[1].add(fade, forKey: "fade")
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.byValue, slide.beginTime, slide.duration) = (30, 0.05, 1)
        s.cells[2].add(slide, forKey: "slide")
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        for (index, time) in [0.1, 0.2, 0.3, 0.4].enumerated() {
            #expect(frame(compositor, s.root, at: time) { scroll(s.scroller, by: index % 2 == 0 ? 3 : -7) } != nil)
        }
        let added = layer(CGRect(x: 30, y: 40, width: 40, height: 30), redColor)
        #expect(frame(compositor, s.root) {
            scroll(s.scroller, by: 7)
            s.scroller.insertSublayer(added, at: 2)
            s.cells[3].backgroundColor = blueColor
            s.cells[4].removeFromSuperlayer()
        } != nil)
        #expect(frame(compositor, s.root) {
            scroll(s.scroller, by: 23)
            added.position.y += 23
            s.cells[5].sublayers?.first?.removeFromSuperlayer()
        } != nil)
    }

    @Test func indicatorsThatStayPutOverScrollingContent() {
        let s = scene()
        // Like a scroll view's indicator: a sublayer moved with the bounds origin, so it stays on the screen.
        let indicator = layer(CGRect(x: 112, y: 4, width: 4, height: 30), CGColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        indicator.cornerRadius = 2
        s.scroller.addSublayer(indicator)
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        for dy: CGFloat in [7, 23, 3, -23, -7] {
            #expect(frame(compositor, s.root) {
                scroll(s.scroller, by: dy)
                indicator.position.y = s.scroller.bounds.minY + 19 + s.scroller.bounds.minY / 10
            } != nil)
        }
    }

    @Test func nestedScrollLayersScrollingTogether() {
        let s = scene()
        let inner = layer(CGRect(x: 10, y: 30, width: 80, height: 40), CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1))
        inner.masksToBounds = true
        for i in 0..<10 {
            inner.addSublayer(layer(CGRect(x: CGFloat(i) * 17, y: 5, width: 14, height: 30), i % 2 == 0 ? redColor : blueColor))
        }
        s.scroller.addSublayer(inner)
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        #expect(frame(compositor, s.root) {
            scroll(s.scroller, by: 7)
            scroll(inner, by: 0, dx: 9)
        }?.dy == -7)
        #expect(frame(compositor, s.root) { scroll(inner, by: 0, dx: -13) }?.dx == 13)
    }

    @Test func farIntoAHugeDocumentScrollingStaysExact() {
        let s = scene()
        for (i, cell) in s.cells.enumerated() { cell.position.y = 1e9 - CGFloat(i) * 23 }
        s.scroller.bounds.origin.y = 1e9 - 500
        let compositor = FrameCompositor(width: 200, height: 160, scale: 1)
        compositor.render(RenderLayer(s.root, at: 0), time: 0)
        for dy: CGFloat in [7, 23, -3] {
            #expect(frame(compositor, s.root) { scroll(s.scroller, by: dy) } != nil)
        }
    }
}
