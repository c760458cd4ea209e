import Testing
@testable import QuartzCore

/// An RGBA bitmap flipped to y-down, as UIKit's contexts are, with pixels addressed (x, y) from the top-left.
struct Canvas {
    let context: CGContext
    let width: Int

    init(_ width: Int, _ height: Int) {
        context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        self.width = width
    }

    subscript(x: Int, y: Int) -> [UInt8] {
        let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return [p[0], p[1], p[2], p[3]]
    }
}

let red: [UInt8] = [255, 0, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let black: [UInt8] = [0, 0, 0, 255]
let empty: [UInt8] = [0, 0, 0, 0]

func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// Makes `change` in a transaction of its own with actions off, so that it shows at once.
func quietly(_ change: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change()
    CATransaction.commit()
}

let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

@Suite struct RenderTests {
    @Test func backgroundsAndSublayersLandWhereTheirFramesSay() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        root.position = CGPoint(x: 100, y: 100)
        root.addSublayer(layer(CGRect(x: 3, y: 3, width: 4, height: 4), blueColor))
        let canvas = Canvas(10, 10)
        root.render(in: canvas.context)
        // render(in:) draws in the layer's own coordinates: its position does not matter.
        #expect(canvas[0, 0] == red && canvas[9, 9] == red)
        #expect(canvas[3, 3] == blue && canvas[6, 6] == blue && canvas[7, 7] == red && canvas[2, 3] == red)
    }

    @Test func hiddenLayersAndTheBoundsOriginShiftContent() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.bounds.origin = CGPoint(x: 2, y: 0)
        root.addSublayer(layer(CGRect(x: 2, y: 0, width: 2, height: 2), redColor))
        let hidden = layer(CGRect(x: 6, y: 6, width: 2, height: 2), blueColor)
        hidden.isHidden = true
        root.addSublayer(hidden)
        let canvas = Canvas(10, 10)
        root.render(in: canvas.context)
        // The sublayer at x = 2 in a layer whose bounds start at x = 2 is drawn at its left edge.
        #expect(canvas[0, 0] == red && canvas[1, 1] == red && canvas[2, 0] == empty)
        #expect(canvas[4, 6] == empty)
    }

    @Test func groupOpacityFadesOverlapsOnce() {
        for (grouped, overlap) in [(true, 128), (false, 191)] {
            let parent = layer(CGRect(x: 0, y: 0, width: 3, height: 1))
            parent.opacity = 0.5
            parent.allowsGroupOpacity = grouped
            parent.addSublayer(layer(CGRect(x: 0, y: 0, width: 2, height: 1), redColor))
            parent.addSublayer(layer(CGRect(x: 1, y: 0, width: 2, height: 1), redColor))
            let canvas = Canvas(3, 1)
            parent.render(in: canvas.context)
            #expect(canvas[0, 0] == [128, 0, 0, 128])
            // Ungrouped, each layer fades alone: 0.5 over 0.5 is 0.75 alpha (191.25, rounded either way).
            let pixel = canvas[1, 0]
            #expect(abs(Int(pixel[3]) - overlap) <= 1 && pixel[0] == pixel[3] && pixel[2] == 0, "grouped: \(grouped)")
        }
    }

    @Test func borderIsDrawnInsideTheBoundsAboveSublayers() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), blueColor)
        root.borderWidth = 2
        root.borderColor = redColor
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 0, alpha: 1)))
        let canvas = Canvas(10, 10)
        root.render(in: canvas.context)
        #expect(canvas[0, 5] == red && canvas[1, 5] == red && canvas[2, 5] == black)
        #expect(canvas[9, 5] == red && canvas[8, 5] == red && canvas[7, 5] == black)
    }

    @Test func cornerRadiusRoundsTheBackgroundAndClipsWhenMasking() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        root.cornerRadius = 10
        let canvas = Canvas(20, 20)
        root.render(in: canvas.context)
        // A radius of half the side makes a circle: the corners are empty, the middle full.
        #expect(canvas[0, 0] == empty && canvas[19, 19] == empty && canvas[10, 10] == red && canvas[0, 10][3] > 0)

        let clipped = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        clipped.cornerRadius = 10
        clipped.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), blueColor))
        let open = Canvas(20, 20)
        clipped.render(in: open.context)
        #expect(open[0, 0] == blue, "sublayers are not clipped without masksToBounds")
        clipped.masksToBounds = true
        clipped.maskedCorners = [.layerMinXMinYCorner]
        let masked = Canvas(20, 20)
        clipped.render(in: masked.context)
        #expect(masked[0, 0] == empty && masked[19, 0] == blue && masked[19, 19] == blue && masked[0, 19] == blue)
    }

    @Test func zPositionOrdersSiblings() {
        let root = layer(CGRect(x: 0, y: 0, width: 2, height: 1))
        let front = layer(CGRect(x: 0, y: 0, width: 2, height: 1), redColor)
        front.zPosition = 1
        root.addSublayer(front)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 2, height: 1), blueColor))
        let canvas = Canvas(2, 1)
        root.render(in: canvas.context)
        #expect(canvas[0, 0] == red)
    }

    @Test func flippedGeometryPlacesSublayersFromTheBottom() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.isGeometryFlipped = true
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 2), redColor))
        let child = layer(CGRect(x: 0, y: 4, width: 10, height: 4))
        child.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 1), blueColor))
        root.addSublayer(child)
        let flipped = Canvas(10, 10)
        root.render(in: flipped.context)
        // Flipped, y grows up from the bottom edge: the red band at y 0..<2 is rows 8 and 9. The flip carries
        // down to the child's own sublayers: the child spans rows 2..<6, and its blue band at its y = 0 is its
        // bottom row, 5.
        #expect(flipped[5, 8] == red && flipped[5, 9] == red && flipped[5, 7] == empty && flipped[5, 0] == empty)
        #expect(flipped[5, 5] == blue && flipped[5, 4] == empty && flipped[5, 6] == empty)

        root.isGeometryFlipped = false
        let upright = Canvas(10, 10)
        root.render(in: upright.context)
        #expect(upright[5, 0] == red && upright[5, 1] == red && upright[5, 9] == empty)
        #expect(upright[5, 4] == blue && upright[5, 5] == empty)
    }

    @Test func transformsTurnAroundTheAnchorPoint() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let bar = layer(CGRect(x: 3, y: 4, width: 4, height: 2), redColor)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        let canvas = Canvas(10, 10)
        root.render(in: canvas.context)
        // A 4×2 bar centred on (5, 5), turned a quarter: 2 wide (x 4..<6) and 4 tall (y 3..<7).
        #expect(canvas[4, 3] == red && canvas[5, 6] == red)
        #expect(canvas[3, 5] == empty && canvas[6, 5] == empty && canvas[5, 2] == empty && canvas[5, 7] == empty)
        // Back faces are culled when the layer is not double-sided: a flip about y mirrors it.
        bar.transform = CATransform3DMakeScale(-1, 1, 1)
        bar.isDoubleSided = false
        let culled = Canvas(10, 10)
        root.render(in: culled.context)
        #expect(culled[5, 5] == empty)
    }

    @Test func contentsFollowGravityAndContentsRect() {
        // A 2×2 image: red on top, blue below.
        let pixels: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]
        let image = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: CGDataProvider(data: Data(pixels))!, decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent)!
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.contents = image
        root.magnificationFilter = .nearest
        let stretched = Canvas(10, 10)
        root.render(in: stretched.context)
        #expect(stretched[0, 0] == red && stretched[9, 4] == red && stretched[0, 5] == blue && stretched[9, 9] == blue)

        root.contentsGravity = .center
        let centred = Canvas(10, 10)
        root.render(in: centred.context)
        #expect(centred[4, 4] == red && centred[5, 5] == blue && centred[3, 4] == empty && centred[4, 6] == empty)

        // Core Animation's top is maximum y: the bottom in y-down coordinates, unless the geometry is flipped.
        root.contentsGravity = .top
        let top = Canvas(10, 10)
        root.render(in: top.context)
        #expect(top[4, 8] == red && top[4, 9] == blue && top[4, 0] == empty)
        root.isGeometryFlipped = true
        let flipped = Canvas(10, 10)
        root.render(in: flipped.context)
        #expect(flipped[4, 0] == red && flipped[4, 1] == blue)

        root.isGeometryFlipped = false
        root.contentsGravity = .resize
        root.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        let lower = Canvas(10, 10)
        root.render(in: lower.context)
        #expect(lower[0, 0] == blue && lower[9, 9] == blue)

        root.contents = "not an image"
        let ignored = Canvas(10, 10)
        root.render(in: ignored.context)
        #expect(ignored[5, 5] == empty)
    }

    @Test func drawnContentsAreUprightAtTheContentsScale() {
        let delegate = RecordingDelegate()
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.contentsScale = 2
        root.delegate = delegate
        root.setNeedsDisplay()
        let canvas = Canvas(20, 20)
        canvas.context.scaleBy(x: 2, y: 2)
        root.render(in: canvas.context)
        // The delegate fills the top-left quadrant: pixels 0..<10 of the 20-pixel canvas.
        #expect(canvas[0, 0] == red && canvas[9, 9] == red && canvas[10, 10] == empty && canvas[0, 10] == empty)
        #expect((root.contents as? BackingStore)?.surface.width == 20)

        // A partial redraw keeps the rest of the store.
        delegate.drawsContents = false
        root.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        let after = Canvas(20, 20)
        after.context.scaleBy(x: 2, y: 2)
        root.render(in: after.context)
        #expect(after[9, 9] == red)
    }

    @Test func shadowsFollowThePathOrTheAlpha() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let casting = layer(CGRect(x: 2, y: 2, width: 6, height: 6), redColor)
        casting.shadowOpacity = 1
        casting.shadowRadius = 0
        casting.shadowOffset = CGSize(width: 8, height: 8)
        root.addSublayer(casting)
        let canvas = Canvas(20, 20)
        root.render(in: canvas.context)
        #expect(canvas[3, 3] == red && canvas[12, 12] == black && canvas[9, 9] == empty)

        casting.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        let pathed = Canvas(20, 20)
        root.render(in: pathed.context)
        // Only the path's 2×2 square casts, at (2, 2) + (8, 8).
        #expect(pathed[10, 10] == black && pathed[11, 11] == black && pathed[13, 13] == empty)

        casting.shadowPath = nil
        casting.shadowRadius = 3
        let blurred = Canvas(20, 20)
        root.render(in: blurred.context)
        // The blurred edge at the shadow's border is partly covered, and it fades within 3σ = 9 points.
        let edge = blurred[10, 13][3]
        #expect(edge > 40 && edge < 215, "\(edge)")
        #expect(blurred[19, 13][3] < edge)
    }

    @Test func masksShowOnlyWhereTheMaskLayerHasAlpha() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        root.mask = layer(CGRect(x: 0, y: 0, width: 5, height: 10), CGColor(gray: 0, alpha: 1))
        let canvas = Canvas(10, 10)
        root.render(in: canvas.context)
        #expect(canvas[0, 5] == red && canvas[4, 5] == red && canvas[5, 5] == empty && canvas[9, 0] == empty)
    }
}
