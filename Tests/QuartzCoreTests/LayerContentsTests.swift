import Testing
@testable import QuartzCore

private let green: [UInt8] = [0, 255, 0, 255]

/// An image of `width` × `height` pixels, rows from the top, each pixel premultiplied RGBA from `pixel(x, y)`.
private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> CGImage {
    var bytes: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width { bytes += pixel(x, y) }
    }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4 * width,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
}

/// A 2×2 image: red on top, blue below.
private let redOverBlue = image(2, 2) { _, y in y == 0 ? red : blue }

/// A 3×3 image for nine-part stretching: red corners, green edges, a blue centre.
private let ninePart = image(3, 3) { x, y in
    switch (x == 1, y == 1) {
    case (true, true): blue
    case (false, false): red
    default: green
    }
}

/// `root` rendered into a canvas of its size.
private func rendered(_ root: CALayer) -> Canvas {
    let canvas = Canvas(Int(root.bounds.width), Int(root.bounds.height))
    root.render(in: canvas.context)
    return canvas
}

/// A layer of `size` at the origin showing `contents` with `gravity`, magnified without smoothing so pixels stay exact.
private func showing(_ contents: CGImage, _ gravity: CALayerContentsGravity, size: CGSize) -> CALayer {
    let shown = layer(CGRect(origin: .zero, size: size))
    shown.contents = contents
    shown.contentsGravity = gravity
    shown.magnificationFilter = .nearest
    return shown
}

@Suite struct ContentsGravityTests {
    @Test func edgeAndCornerGravitiesPlaceTheImageAtItsNaturalSize() {
        // The 2×2 image in a 10×10 layer: centred on an axis it is at 4..<6; at an edge, 0..<2 or 8..<10. Core
        // Animation's top is maximum y, which is the bottom row of the y-down canvas.
        let placements: [(CALayerContentsGravity, x: Int, y: Int)] = [
            (.left, 0, 4), (.right, 8, 4), (.top, 4, 8), (.bottom, 4, 0),
            (.topLeft, 0, 8), (.topRight, 8, 8), (.bottomLeft, 0, 0), (.bottomRight, 8, 0),
        ]
        for (gravity, x, y) in placements {
            let canvas = rendered(showing(redOverBlue, gravity, size: CGSize(width: 10, height: 10)))
            let placed = canvas[x, y] == red && canvas[x + 1, y] == red && canvas[x, y + 1] == blue
                && canvas[x + 1, y + 1] == blue
            // The pixels just outside the image on each axis are clear.
            let outside = [(x - 1, y), (x + 2, y), (x, y - 1), (x, y + 2)]
                .filter { (0..<10).contains($0.0) && (0..<10).contains($0.1) }
            #expect(placed && outside.allSatisfy { canvas[$0.0, $0.1] == empty }, "\(gravity.rawValue)")
        }
    }

    @Test func flippedGeometryTurnsTopAndBottomGravitiesOver() {
        // Flipped, maximum y is the canvas's top: top gravities go to rows 0..<2, bottom ones to 8..<10. The
        // image itself stays upright (red above blue): flipping changes geometry, not how contents look.
        let placements: [(CALayerContentsGravity, x: Int, y: Int)] = [
            (.top, 4, 0), (.bottom, 4, 8), (.topLeft, 0, 0), (.topRight, 8, 0), (.bottomLeft, 0, 8), (.bottomRight, 8, 8),
            (.left, 0, 4),
        ]
        for (gravity, x, y) in placements {
            let shown = showing(redOverBlue, gravity, size: CGSize(width: 10, height: 10))
            shown.isGeometryFlipped = true
            let canvas = rendered(shown)
            #expect(canvas[x, y] == red && canvas[x + 1, y + 1] == blue, "\(gravity.rawValue)")
        }
    }

    @Test func aspectGravitiesFitOrFillKeepingTheShape() {
        // A 3×1 strip (red, green, blue) in a 12×10 layer. Fitting scales it by min(12/3, 10/1) = 4 to 12×4,
        // centred at rows 3..<7, each colour 4 wide.
        let strip = image(3, 1) { x, _ in [red, green, blue][x] }
        let fit = rendered(showing(strip, .resizeAspect, size: CGSize(width: 12, height: 10)))
        #expect(fit[0, 3] == red && fit[3, 6] == red && fit[4, 3] == green && fit[7, 6] == green)
        #expect(fit[8, 3] == blue && fit[11, 6] == blue)
        #expect(fit[0, 2] == empty && fit[11, 7] == empty)
        // Filling scales it by max(4, 10) = 10 to 30×10 centred at x −9..<21: red ends at 1, green runs to 11.
        let fill = rendered(showing(strip, .resizeAspectFill, size: CGSize(width: 12, height: 10)))
        #expect(fill[0, 0] == red && fill[0, 9] == red)
        #expect(fill[1, 0] == green && fill[10, 9] == green)
        #expect(fill[11, 0] == blue && fill[11, 9] == blue)
    }
}

@Suite struct ContentsCenterTests {
    @Test func cornersKeepTheirSizeAndEdgesStretchAlongOneAxis() {
        // The 3×3 image stretched over 12×8 with its middle pixel as the centre: the corners stay 1×1, the top
        // and bottom edges stretch across x 1..<11, the side edges down y 1..<7, the centre over both.
        let stretched = showing(ninePart, .resize, size: CGSize(width: 12, height: 8))
        stretched.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let canvas = rendered(stretched)
        for (x, y) in [(0, 0), (11, 0), (0, 7), (11, 7)] { #expect(canvas[x, y] == red, "corner \(x), \(y)") }
        for (x, y) in [(1, 0), (10, 0), (1, 7), (10, 7), (0, 1), (0, 6), (11, 1), (11, 6)] {
            #expect(canvas[x, y] == green, "edge \(x), \(y)")
        }
        #expect(canvas[1, 1] == blue && canvas[10, 6] == blue)

        // Without a centre the whole image stretches: the top-left corner grows to 4×2 (scaled 4 and 8/3).
        stretched.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        let plain = rendered(stretched)
        #expect(plain[3, 1] == red && plain[4, 0] == green)
    }

    @Test func aspectGravitiesStretchTheGridInsideTheFittedRectangle() {
        // Core Animation applies the grid for every resizing gravity. Fitted into 15×9, the 3×3 image becomes a
        // 9×9 square at x 3..<12: its corners stay single pixels, where plain fitting would make them 3×3.
        let fitted = showing(ninePart, .resizeAspect, size: CGSize(width: 15, height: 9))
        fitted.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let canvas = rendered(fitted)
        #expect(canvas[3, 0] == red && canvas[11, 8] == red && canvas[4, 0] == green && canvas[3, 1] == green)
        #expect(canvas[4, 1] == blue && canvas[10, 7] == blue)
        #expect(canvas[2, 4] == empty && canvas[12, 4] == empty)
    }
}

@Suite struct ContentsFilterTests {
    @Test func nearestMagnificationKeepsHardEdgesWhereLinearBlends() {
        // A red and a blue pixel stretched to 10×1: each covers 5 pixels. Pixel 4's centre maps to source
        // x 0.9, between the red centre (0.5) and the blue (1.5): linear filtering blends it 60 : 40.
        let pair = image(2, 1) { x, _ in x == 0 ? red : blue }
        let stretched = layer(CGRect(x: 0, y: 0, width: 10, height: 1))
        stretched.contents = pair
        stretched.magnificationFilter = .nearest
        let nearest = rendered(stretched)
        #expect(nearest[4, 0] == red && nearest[5, 0] == blue)
        stretched.magnificationFilter = .linear
        let linear = rendered(stretched)
        let blended = linear[4, 0].map(Int.init)
        #expect(abs(blended[0] - 153) <= 2 && abs(blended[2] - 102) <= 2 && blended[3] == 255, "\(blended)")
        #expect(linear[0, 0] == red && linear[9, 0] == blue)
    }

    @Test func nearestMinificationSamplesWhereLinearAverages() {
        // Stripes red, blue, red repeated, shrunk 3 : 1: each pixel's centre falls on a blue source pixel, which
        // nearest sampling shows alone; linear filtering averages the three, two thirds red.
        let stripes = image(9, 1) { x, _ in x % 3 == 1 ? blue : red }
        let shrunk = layer(CGRect(x: 0, y: 0, width: 3, height: 1))
        shrunk.contents = stripes
        shrunk.minificationFilter = .nearest
        #expect(rendered(shrunk)[1, 0] == blue)
        shrunk.minificationFilter = .linear
        let averaged = rendered(shrunk)[1, 0].map(Int.init)
        #expect(averaged[0] > averaged[2] && averaged[2] > 0 && averaged[3] == 255, "\(averaged)")
    }
}

/// Fills the layer's bounds with red at half alpha.
private final class TranslucentDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(layer.bounds)
    }
}

@Suite struct OpaqueLayerTests {
    @Test func anOpaqueLayersBackingStoreHasNoAlpha() {
        let delegate = TranslucentDelegate()
        let drawn = layer(CGRect(x: 0, y: 0, width: 4, height: 4))
        drawn.delegate = delegate
        drawn.setNeedsDisplay()
        #expect(rendered(drawn)[1, 1] == [128, 0, 0, 128])
        // Without alpha, half-red over the store's initial black is an opaque dark red.
        drawn.isOpaque = true
        drawn.setNeedsDisplay()
        let opaque = rendered(drawn)[1, 1].map(Int.init)
        #expect(opaque[3] == 255 && abs(opaque[0] - 128) <= 1 && opaque[1] == 0 && opaque[2] == 0, "\(opaque)")
    }

    @Test func assignedImagesKeepTheirAlpha() {
        // Only the backing store Core Animation draws loses its alpha: a clear pixel of an image stays clear.
        let shown = showing(image(2, 1) { x, _ in x == 0 ? red : empty }, .resize, size: CGSize(width: 2, height: 1))
        shown.isOpaque = true
        let canvas = rendered(shown)
        #expect(canvas[0, 0] == red && canvas[1, 0] == empty)
    }
}

@Suite struct RasterizationScaleTests {
    @Test func aSmallerRasterizationScaleLosesDetail() {
        // A 1-point red line at x = 10 in a rasterized 20×4 group. At scale 1 it is one crisp pixel column.
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 4))
        let group = layer(CGRect(x: 0, y: 0, width: 20, height: 4))
        group.addSublayer(layer(CGRect(x: 10, y: 0, width: 1, height: 4), redColor))
        group.shouldRasterize = true
        root.addSublayer(group)
        let sharp = rendered(root)
        #expect(sharp[10, 2] == red && sharp[9, 2] == empty && sharp[11, 2] == empty)

        // At 0.5 the bitmap has a pixel per 2 points from the group's extent (its bounds grown by a point for
        // antialiasing), x = −1: the line half-covers the bitmap pixel over 9..<11. Scaled back up bilinearly,
        // pixels 9 and 10 are three quarters of the way from a clear neighbour to it (alpha 0.375, 96) and
        // pixels 8 and 11 a quarter of the way (0.125, 32).
        group.rasterizationScale = 0.5
        let coarse = rendered(root)
        let alphas = (7...12).map { Int(coarse[$0, 2][3]) }
        #expect(zip(alphas, [0, 32, 96, 96, 32, 0]).allSatisfy { abs($0 - $1) <= 1 }, "\(alphas)")
    }
}
