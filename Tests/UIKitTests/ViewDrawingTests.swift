import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ViewDrawingTests {
    @Test func drawRunsOnFirstDisplayAndAfterSetNeedsDisplayButNotForGeometry() {
        withScreenWindow { window, _ in
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            window.addSubview(view)
            performPendingUpdates()
            #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 20)])

            view.setNeedsDisplay(CGRect(x: 1, y: 2, width: 3, height: 4))
            view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
            performPendingUpdates()
            #expect(view.drawnRects.count == 2)
            #expect(view.drawnRects.last == CGRect(x: 1, y: 2, width: 14, height: 13))

            view.center = CGPoint(x: 70, y: 70)
            view.bounds.size = CGSize(width: 60, height: 30)
            view.alpha = 0.5
            performPendingUpdates()
            #expect(view.drawnRects.count == 2)

            // The backing store no longer has the view's size: a partial redraw becomes a whole one.
            view.setNeedsDisplay(CGRect(x: 1, y: 2, width: 3, height: 4))
            performPendingUpdates()
            #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 60, height: 30))

            view.setNeedsDisplay()
            performPendingUpdates()
            #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 60, height: 30))
        }
    }

    @Test func theRedrawContentModeRedrawsOnEveryResize() {
        withScreenWindow { window, _ in
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.contentMode = .redraw
            window.addSubview(view)
            performPendingUpdates()
            view.frame.size = CGSize(width: 20, height: 20)
            performPendingUpdates()
            #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 20, height: 20)])
        }
    }

    @Test func theContextIsFlippedToTheViewsCoordinatesAndClippedToTheInvalidRect() {
        withScreenWindow(scale: 2) { window, screen in
            final class Corner: UIView {
                override func draw(_ rect: CGRect) {
                    // Red over the whole view, blue over its top-left 10×5 points.
                    UIGraphicsGetCurrentContext()!.setFillColor(UIColor.red.cgColor)
                    UIGraphicsGetCurrentContext()!.fill(bounds)
                    UIGraphicsGetCurrentContext()!.setFillColor(UIColor.blue.cgColor)
                    UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
                }
            }
            let view = Corner(frame: CGRect(x: 20, y: 30, width: 40, height: 20))
            window.addSubview(view)
            let pixels = capture(screen)
            #expect(pixels.width == 200)
            // At scale 2: the view covers pixels 40..<120 × 60..<100; blue is 40..<60 × 60..<70.
            #expect(pixels[40, 60] == bluePixel && pixels[59, 69] == bluePixel)
            #expect(pixels[60, 60] == redPixel && pixels[40, 70] == redPixel && pixels[119, 99] == redPixel)
            #expect(pixels[39, 60] == whitePixel && pixels[120, 99] == whitePixel && pixels[40, 100] == whitePixel)

            // A partial redraw keeps the rest of the drawing.
            view.setNeedsDisplay(CGRect(x: 30, y: 10, width: 10, height: 10))
            #expect(capture(screen)[40, 60] == bluePixel)
        }
    }

    @Test func aViewThatDoesNotDrawKeepsNoBackingStore() {
        withScreenWindow { window, screen in
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            plain.backgroundColor = .green
            window.addSubview(plain)
            let drawing = DrawingView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
            window.addSubview(drawing)
            let pixels = capture(screen)
            #expect(plain.layer.contents == nil)
            #expect(drawing.layer.contents != nil)
            #expect(pixels[25, 25] == greenPixel)
            #expect(pixels[55, 55] == redPixel)
        }
    }

    @Test func backgroundAlphaHiddenAndClippingShowOnScreen() {
        withScreenWindow { window, screen in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.backgroundColor = .red
            let child = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
            child.backgroundColor = .blue
            parent.addSubview(child)
            window.addSubview(parent)
            var pixels = capture(screen)
            #expect(pixels[45, 45] == bluePixel && pixels[70, 70] == bluePixel)

            parent.clipsToBounds = true
            pixels = capture(screen)
            #expect(pixels[45, 45] == bluePixel && pixels[70, 70] == whitePixel)

            child.alpha = 0.5
            pixels = capture(screen)
            // Blue at half alpha over red: (128, 0, 128) within rounding.
            let mixed = pixels[45, 45]
            #expect(abs(Int(mixed[0]) - 128) <= 1 && mixed[1] == 0 && abs(Int(mixed[2]) - 127) <= 1)

            child.isHidden = true
            #expect(capture(screen)[45, 45] == redPixel)
        }
    }

    @Test func contentModesPlaceTheExistingDrawingWithoutRedrawing() {
        withScreenWindow { window, screen in
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.fill = .red
            window.addSubview(view)
            performPendingUpdates()

            view.contentMode = .scaleToFill
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            var pixels = capture(screen)
            #expect(pixels[39, 19] == redPixel && pixels[40, 10] == whitePixel)

            view.contentMode = .topLeft
            pixels = capture(screen)
            #expect(pixels[9, 9] == redPixel && pixels[10, 9] == whitePixel && pixels[9, 10] == whitePixel)

            view.contentMode = .bottomRight
            pixels = capture(screen)
            #expect(pixels[30, 10] == redPixel && pixels[39, 19] == redPixel && pixels[29, 10] == whitePixel
                    && pixels[30, 9] == whitePixel)

            view.contentMode = .center
            pixels = capture(screen)
            #expect(pixels[15, 5] == redPixel && pixels[24, 14] == redPixel && pixels[14, 5] == whitePixel)

            view.contentMode = .scaleAspectFit
            pixels = capture(screen)
            // 10×10 fitted into 40×20: 20×20, centred at x 10..<30.
            #expect(pixels[10, 0] == redPixel && pixels[29, 19] == redPixel && pixels[9, 10] == whitePixel
                    && pixels[30, 10] == whitePixel)
            #expect(view.drawnRects.count == 1)
        }
    }

    @Test func tintIsInheritedDimmedAndAnnounced() {
        let log = RecordingView.Log()
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        log.entries = []
        parent.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        #expect(log.entries == ["parent.tintColorDidChange", "child.tintColorDidChange"])

        log.entries = []
        child.tintColor = .green
        parent.tintColor = .blue
        #expect(log.entries == ["child.tintColorDidChange", "parent.tintColorDidChange"])
        #expect(child.tintColor == UIColor.green)

        log.entries = []
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(log.entries == ["parent.tintColorDidChange", "child.tintColorDidChange"])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(parent.tintColor.getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.0722) < 1e-9 && abs(alpha - 0.8) < 1e-9)

        // Moving to a superview with another tint announces it.
        let other = RecordingView("other", log: log)
        other.tintColor = .yellow
        let loose = RecordingView("loose", log: log)
        log.entries = []
        other.addSubview(loose)
        #expect(log.entries.filter { $0.hasSuffix("tintColorDidChange") } == ["loose.tintColorDidChange"])
        #expect(loose.tintColor == UIColor.yellow)
    }

    @Test func theViewsLayerActionIsNullOutsideAnimationBlocks() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.delegate === view)
        #expect(view.action(for: view.layer, forKey: "position") is NSNull)
        CATransaction.flush()
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func layerClassPicksTheBackingLayer() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        final class CustomLayer: CAGradientLayer {}
        final class CustomView: UIView {
            override class var layerClass: AnyClass { CustomLayer.self }
        }
        #expect(ShapeView().layer is CAShapeLayer)
        #expect(CustomView().layer is CAGradientLayer)
    }

    @Test func snapshotsAndDrawHierarchyShowTheViewAsDrawn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        inner.backgroundColor = .blue
        view.addSubview(inner)

        let ctx = CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        UIGraphicsPushContext(ctx)
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
        UIGraphicsPopContext()
        let pixels = Pixels(ctx.makeImage()!)
        #expect(pixels[5, 5] == redPixel && pixels[19, 19] == redPixel && pixels[20, 0] == bluePixel)

        let snapshot = view.snapshotView(afterScreenUpdates: true)!
        #expect(snapshot.bounds.size == view.bounds.size)
        let image = snapshot.layer.contents as! CGImage
        #expect(image.width == Int(20 * view.contentScaleFactor))
        #expect(view.drawHierarchy(in: .zero, afterScreenUpdates: false) == false)
    }
}
