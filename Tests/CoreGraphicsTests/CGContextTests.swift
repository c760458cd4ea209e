import Testing
@testable import CoreGraphics

@Suite struct BitmapContextTests {
    @Test func filledRectCoversExactlyItsRowsInAYUpSpace() {
        let bitmap = TestBitmap(width: 10, height: 10)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        // y 3..<8 in a y-up space of height 10 is memory rows 10-8 = 2 through 10-3-1 = 6.
        for row in 0..<10 {
            let expected = (2...6).contains(row) ? 4 : 0
            #expect(bitmap.count(red, inRow: row) == expected, "row \(row)")
        }
        #expect(bitmap.pixel(2, 2) == red)
        #expect(bitmap.pixel(5, 6) == red)
        #expect(bitmap.pixel(6, 6) == clearPixel)
        #expect(bitmap.pixel(1, 2) == clearPixel)
    }

    @Test func listing3_4StrokesATenPointFrameInsetByFive() {
        // A 10-wide line centred on a rect inset by 5 covers exactly the outer 10 pixels on each side.
        let bitmap = TestBitmap(width: 100, height: 60)
        let context = bitmap.context
        context.setLineWidth(10)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.stroke(CGRect(x: 0, y: 0, width: 100, height: 60).insetBy(dx: 5, dy: 5))
        #expect(bitmap.count(red, inRow: 0) == 100)
        #expect(bitmap.count(red, inRow: 9) == 100)
        #expect(bitmap.count(red, inRow: 10) == 20)
        #expect(bitmap.count(red, inRow: 30) == 20)
        #expect(bitmap.pixel(9, 30) == red)
        #expect(bitmap.pixel(10, 30) == clearPixel)
        #expect(bitmap.pixel(89, 30) == clearPixel)
        #expect(bitmap.pixel(90, 30) == red)
        #expect(bitmap.count(red, inRow: 50) == 100)
    }

    @Test func byteOrderAndAlphaPlacementFollowBitmapInfo() {
        let rgba = TestBitmap(width: 1, height: 1)
        rgba.context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        rgba.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgba.pixel(0, 0) == [255, 128, 0, 255])

        let bgra = TestBitmap(width: 1, height: 1, info: CGImageAlphaInfo.premultipliedFirst.rawValue
                              | CGBitmapInfo.byteOrder32Little.rawValue)
        bgra.context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        bgra.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bgra.pixel(0, 0) == [0, 128, 255, 255])

        // ARGB in memory is no cairo format: drawn into a mirror and written back.
        let argb = TestBitmap(width: 1, height: 1, info: CGImageAlphaInfo.premultipliedFirst.rawValue)
        argb.context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        argb.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(argb.pixel(0, 0) == [255, 255, 128, 0])

        // Half-transparent red, premultiplied: 0.5 alpha is 128, red 128.
        let half = TestBitmap(width: 1, height: 1)
        half.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        half.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(half.pixel(0, 0) == [128, 0, 0, 128])
    }

    @Test func grayAndAlphaOnlyContexts() {
        var gray = [UInt8](repeating: 7, count: 4 * 2)
        gray.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 3, height: 2, bitsPerComponent: 8,
                                    bytesPerRow: 4, space: CGColorSpaceCreateDeviceGray(),
                                    bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            context.setFillColor(gray: 0.6, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // The bottom-left pixel is memory row 1, column 0; the caller's other bytes are kept.
        #expect(gray[4] == 153)
        #expect(gray[0] == 7 && gray[1] == 7 && gray[5] == 7)
        #expect(gray[3] == 7, "padding byte past the row is untouched")

        let mask = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        mask.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.25)
        mask.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let bytes = mask.data!.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 64 && bytes[1] == 64 && bytes[2] == 0)
        #expect(mask.colorSpace == nil)
        #expect(mask.makeImage()?.alphaInfo == .alphaOnly)
    }

    @Test func badParametersGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let premultiplied = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: premultiplied) == nil)
        #expect(CGContext(data: nil, width: -5, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: premultiplied) == nil)
        #expect(CGContext(data: nil, width: 1 << 20, height: 1 << 20, bitsPerComponent: 8, bytesPerRow: 0,
                          space: rgb, bitmapInfo: premultiplied) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: rgb,
                          bitmapInfo: premultiplied) == nil)
        // Unpremultiplied alpha and 24-bit RGB are not bitmap-context formats on Apple's platforms either.
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: premultiplied) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 40, space: rgb,
                          bitmapInfo: premultiplied) != nil)
    }

    @Test func savedAndRestoredStateComesBack() {
        let bitmap = TestBitmap(width: 4, height: 1)
        let context = bitmap.context
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.translateBy(x: 2, y: 0)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(0, 0) == red)
        #expect(bitmap.pixel(2, 0) == [0, 0, 128, 128])
        // An unbalanced restore is ignored.
        context.restoreGState()
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(3, 0) == red)
    }

    @Test func ctmTransformsDrawingAndConvertsPoints() {
        let bitmap = TestBitmap(width: 20, height: 20)
        let context = bitmap.context
        context.translateBy(x: 10, y: 0)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(context.convertToUserSpace(CGPoint(x: 12, y: 2)) == CGPoint(x: 1, y: 1))
        #expect(context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 2, height: 3))
                == CGRect(x: 10, y: 0, width: 4, height: 6))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Device pixels x 10..<12, y 0..<2.
        #expect(bitmap.pixel(atUser: 10, 0) == red)
        #expect(bitmap.pixel(atUser: 11, 1) == red)
        #expect(bitmap.pixel(atUser: 12, 0) == clearPixel)
        #expect(bitmap.pixel(atUser: 10, 2) == clearPixel)
        // Rotating a quarter turn maps x onto y.
        context.rotate(by: .pi / 2)
        let p = context.convertToDeviceSpace(CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 2) < 1e-9)
    }

    @Test func clipEdgeIsExact() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let context = bitmap.context
        context.clip(to: CGRect(x: 3, y: 0, width: 4, height: 10))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 3, y: 0, width: 4, height: 10))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.count(red, inRow: 5) == 4)
        #expect(bitmap.pixel(2, 5) == clearPixel && bitmap.pixel(3, 5) == red)
        #expect(bitmap.pixel(6, 5) == red && bitmap.pixel(7, 5) == clearPixel)
    }

    @Test func evenOddLeavesAHoleWhereWindingFills() {
        for (rule, hole) in [(CGPathFillRule.evenOdd, clearPixel), (.winding, red)] {
            let bitmap = TestBitmap(width: 10, height: 10)
            let context = bitmap.context
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            context.fillPath(using: rule)
            #expect(bitmap.pixel(5, 5) == hole, "\(rule)")
            #expect(bitmap.pixel(1, 1) == red)
            #expect(context.isPathEmpty, "painting clears the path")
        }
    }

    @Test func linearGradientMidpointAndExtension() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                             CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                  locations: [0, 1])!
        let bitmap = TestBitmap(width: 100, height: 1)
        bitmap.context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        // Pixel 49 is sampled at x = 49.5, half way from 25 to 75 plus 0.5 of 50: t = 0.49.
        let mid = bitmap.pixel(49, 0)
        #expect(abs(Int(mid[0]) - 130) <= 2 && abs(Int(mid[2]) - 125) <= 2 && mid[1] == 0 && mid[3] == 255)
        // Without options nothing is drawn before the start or after the end.
        #expect(bitmap.pixel(10, 0) == clearPixel && bitmap.pixel(90, 0) == clearPixel)

        let after = TestBitmap(width: 100, height: 1)
        after.context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                         options: .drawsAfterEndLocation)
        #expect(after.pixel(10, 0) == clearPixel)
        #expect(after.pixel(90, 0) == [0, 0, 255, 255])

        let both = TestBitmap(width: 100, height: 1)
        both.context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(10, 0) == red && both.pixel(90, 0) == [0, 0, 255, 255])
    }

    @Test func radialGradientCentreAndRim() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                                             CGColor(red: 0, green: 0, blue: 0, alpha: 1)],
                                  locations: nil)!
        let bitmap = TestBitmap(width: 41, height: 41)
        let centre = CGPoint(x: 20.5, y: 20.5)
        bitmap.context.drawRadialGradient(gradient, startCenter: centre, startRadius: 0, endCenter: centre,
                                          endRadius: 20, options: [])
        #expect(bitmap.pixel(20, 20) == [255, 255, 255, 255])
        // 10 from the centre is half way: gray 127 or 128.
        let half = bitmap.pixel(30, 20)
        #expect(abs(Int(half[0]) - 128) <= 2 && half[3] == 255)
        #expect(bitmap.pixel(0, 0) == clearPixel, "outside the end circle without drawsAfterEndLocation")
    }

    @Test func strokeWidthCapsJoinsAndDashes() {
        let bitmap = TestBitmap(width: 30, height: 10)
        let context = bitmap.context
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.setLineCap(.butt)
        context.setLineDash(phase: 0, lengths: [5, 5])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 30, y: 5)])
        // A 4-wide line centred on y = 5 covers y 3..<7 (memory rows 3...6); dashes on x 0..<5, 10..<15, 20..<25.
        #expect(bitmap.count(red, inRow: 4) == 15)
        #expect(bitmap.pixel(4, 4) == red && bitmap.pixel(5, 4) == clearPixel && bitmap.pixel(10, 4) == red)
        #expect(bitmap.pixel(0, 2) == clearPixel && bitmap.pixel(0, 3) == red && bitmap.pixel(0, 6) == red
                && bitmap.pixel(0, 7) == clearPixel)

        // A square cap extends a solid line by half its width.
        let capped = TestBitmap(width: 30, height: 10)
        capped.context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        capped.context.setLineWidth(4)
        capped.context.setLineCap(.square)
        capped.context.strokeLineSegments(between: [CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 5)])
        #expect(capped.count(red, inRow: 4) == 14)
        #expect(capped.pixel(8, 4) == red && capped.pixel(7, 4) == clearPixel)
    }

    @Test func invalidDashAndNonFiniteInputAreIgnoredWithoutBreakingTheContext() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let context = bitmap.context
        context.setLineDash(phase: 0, lengths: [-1, 2])
        context.setLineDash(phase: .nan, lengths: [0, 0])
        context.setLineWidth(.infinity)
        context.setLineWidth(-3)
        context.move(to: CGPoint(x: CGFloat.nan, y: 0))
        context.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        context.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        context.scaleBy(x: 0, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.scaleBy(x: .nan, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.count(red, inRow: 5) == 0, "a singular CTM draws nothing")
        // Recovering the state shows cairo was never put into an error state.
        let fresh = TestBitmap(width: 10, height: 10)
        fresh.context.setLineDash(phase: 0, lengths: [-1])
        fresh.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        fresh.context.saveGState()
        fresh.context.scaleBy(x: 0, y: 1)
        fresh.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        fresh.context.restoreGState()
        fresh.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(fresh.count(red, inRow: 5) == 10)
    }

    @Test func currentPathQueries() {
        let context = TestBitmap(width: 10, height: 10).context
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfPath.isNull)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addCurve(to: CGPoint(x: 9, y: 1), control1: CGPoint(x: 1, y: 9), control2: CGPoint(x: 9, y: 9))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 9, y: 1))
        // Control points are included in the path's bounding box.
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 8, height: 8))
        context.closePath()
        #expect(context.pathContains(CGPoint(x: 5, y: 3), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 5, y: 8), mode: .fill))
        let path = context.path!
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addCurveToPoint, .closeSubpath])
        // Quartz ignores a line with no current point.
        context.beginPath()
        context.addLine(to: CGPoint(x: 3, y: 3))
        #expect(context.isPathEmpty)
    }

    @Test func clearMakesTransparentAndKeepsThePath() {
        let bitmap = TestBitmap(width: 4, height: 1)
        let context = bitmap.context
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.move(to: CGPoint(x: 0, y: 0))
        context.setAlpha(0.5)
        context.clear(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(bitmap.pixel(0, 0) == red && bitmap.pixel(1, 0) == clearPixel && bitmap.pixel(2, 0) == clearPixel)
        #expect(bitmap.pixel(3, 0) == red)
        #expect(!context.isPathEmpty)
    }

    @Test func blendModesAndAntialiasing() {
        let bitmap = TestBitmap(width: 2, height: 1)
        let context = bitmap.context
        context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(0, 0) == [0, 255, 0, 255])
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(1, 0) == [0, 0, 128, 128])

        // Half a pixel covered: antialiased gives half coverage, aliased all or nothing.
        let smooth = TestBitmap(width: 2, height: 1)
        smooth.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        smooth.context.fill(CGRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(smooth.pixel(0, 0) == [128, 0, 0, 128])
        let sharp = TestBitmap(width: 2, height: 1)
        sharp.context.setShouldAntialias(false)
        sharp.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        sharp.context.fill(CGRect(x: 0, y: 0, width: 0.6, height: 1))
        #expect(sharp.pixel(0, 0) == red || sharp.pixel(0, 0) == clearPixel)
    }

    @Test func shadowIsOffsetInBaseSpaceAndBlurred() {
        let bitmap = TestBitmap(width: 40, height: 40)
        let context = bitmap.context
        context.setShadow(offset: CGSize(width: 10, height: -10), blur: 0,
                          color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 10, width: 5, height: 5))
        // The square covers device x 10..<20, y 20..<30; its shadow x 20..<30, y 10..<20, unscaled by the CTM.
        #expect(bitmap.pixel(atUser: 15, 25) == red)
        #expect(bitmap.pixel(atUser: 25, 15) == [0, 0, 0, 255])
        #expect(bitmap.pixel(atUser: 25, 25) == clearPixel)
        // Where the square covers its own shadow, the square wins.
        #expect(bitmap.pixel(atUser: 19, 20) == red)

        let blurred = TestBitmap(width: 60, height: 20)
        blurred.context.setShadow(offset: .zero, blur: 8, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        blurred.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        blurred.context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        // A Gaussian edge is half covered at the edge and fades out within 3σ = 12 pixels.
        let edge = blurred.pixel(atUser: 19, 10)[3]
        #expect(edge > 64 && edge < 192, "\(edge)")
        #expect(blurred.pixel(atUser: 14, 10)[3] > 0)
        #expect(blurred.pixel(atUser: 5, 10)[3] == 0)
    }

    @Test func transparencyLayerCompositesAsOneImage() {
        let bitmap = TestBitmap(width: 3, height: 1)
        let context = bitmap.context
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        context.saveGState()
        context.endTransparencyLayer()
        // The overlap is not darker: the layer is faded once, as a whole.
        #expect(bitmap.pixel(0, 0) == [128, 0, 0, 128])
        #expect(bitmap.pixel(1, 0) == [128, 0, 0, 128])
        #expect(bitmap.pixel(2, 0) == [128, 0, 0, 128])
    }

    @Test func makeImageCopiesAndImagesDrawUpright() {
        let source = TestBitmap(width: 2, height: 2)
        source.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // The top half (y 1..<2 in y-up space) is red: memory row 0.
        source.context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        let image = source.context.makeImage()!
        #expect(image.width == 2 && image.height == 2 && image.bitsPerPixel == 32)
        #expect(image.alphaInfo == .premultipliedLast)
        source.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(image.dataProvider!.data![4 * 2] == 0, "later drawing does not reach the image")

        let target = TestBitmap(width: 4, height: 4)
        target.context.interpolationQuality = .none
        target.context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(target.pixel(0, 0) == red && target.pixel(3, 1) == red)
        #expect(target.pixel(0, 2) == clearPixel && target.pixel(3, 3) == clearPixel)

        let tiled = TestBitmap(width: 4, height: 4)
        tiled.context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        #expect(tiled.pixel(0, 0) == red && tiled.pixel(0, 2) == red)
        #expect(tiled.pixel(3, 1) == clearPixel && tiled.pixel(3, 3) == clearPixel)
    }

    @Test func clipToMaskKeepsWhereTheMaskIsWhite() {
        // A 2×1 gray mask: white on the left, black on the right.
        let provider = CGDataProvider(data: Data([255, 0]))!
        let mask = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                           provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        let bitmap = TestBitmap(width: 4, height: 2)
        let context = bitmap.context
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(bitmap.pixel(0, 0) == red && bitmap.pixel(1, 1) == red)
        #expect(bitmap.pixel(3, 0) == clearPixel && bitmap.pixel(2, 1) == clearPixel)

        // An image mask paints the fill colour where its samples are 0.
        let stencil = CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                              provider: CGDataProvider(data: Data([0, 255]))!, decode: nil, shouldInterpolate: false)!
        let painted = TestBitmap(width: 2, height: 1)
        painted.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        painted.context.draw(stencil, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(painted.pixel(0, 0) == red && painted.pixel(1, 0) == clearPixel)
    }
}

@Suite struct PDFContextTests {
    @Test func writesPagesOfTheirOwnSizes() {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box,
                                [kCGPDFContextTitle: "Vellum test"])!
        context.beginPDFPage(nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 300, height: 400)])
        context.strokeEllipse(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        context.endPDFPage()
        context.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("Vellum test"))
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 == 2
                || text.components(separatedBy: "/Type /Page ").count - 1 == 2)
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
        #expect(text.contains("/MediaBox [ 0 0 300 400 ]"))
    }

    @Test func badMediaBoxGivesNil() {
        var box = CGRect(x: 0, y: 0, width: 0, height: 100)
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData())!, mediaBox: &box, nil) == nil)
    }
}

@Suite struct StrokedPathReplacementTests {
    @Test func fillingTheReplacedPathPaintsTheStroke() {
        let stroked = TestBitmap(width: 20, height: 20)
        stroked.context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        stroked.context.setLineWidth(4)
        stroked.context.stroke(CGRect(x: 4, y: 4, width: 12, height: 12))

        let filled = TestBitmap(width: 20, height: 20)
        let context = filled.context
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
        context.replacePathWithStrokedPath()
        // The outline of a 4-wide stroke around x 4...16 spans x 2...18.
        #expect(context.boundingBoxOfPath.insetBy(dx: -0.001, dy: -0.001).contains(CGRect(x: 2, y: 2, width: 16, height: 16)))
        context.fillPath()
        for row in [1, 2, 5, 10, 17, 18] {
            #expect(filled.count(red, inRow: row) == stroked.count(red, inRow: row), "row \(row)")
        }
        #expect(filled.count(red, inRow: 10) == 8)
    }
}

@Suite struct InterpolationTests {
    /// A black and a white pixel scaled up to a 4×1 row under `quality`.
    private func scaledRow(_ quality: CGInterpolationQuality) -> [UInt8] {
        let source = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                             provider: CGDataProvider(data: Data([0, 255]))!, decode: nil, shouldInterpolate: true,
                             intent: .defaultIntent)!
        let bitmap = TestBitmap(width: 4, height: 1)
        bitmap.context.interpolationQuality = quality
        bitmap.context.draw(source, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        return (0..<4).map { bitmap.pixel($0, 0)[0] }
    }

    @Test func noneSamplesNearestAndHighBlends() {
        #expect(scaledRow(.none) == [0, 0, 255, 255])
        // Bilinear sampling at x = 1.5 (source x 0.75) lies a quarter of the way from black to white.
        let smooth = scaledRow(.high)
        #expect(smooth[1] > 0 && smooth[1] < 255 && smooth[2] > 0 && smooth[2] < 255, "\(smooth)")
        #expect(smooth[1] < smooth[2])
    }
}

@Suite struct PDFFileTests {
    @Test func writesTheDocumentToAFileAndRefusesAnUnwritablePath() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 100, height: 50)
        let context = try #require(CGContext(url, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endPDFPage()
        context.closePDF()
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/MediaBox [ 0 0 100 50 ]"))
        #expect(CGContext(URL(fileURLWithPath: "/nonexistent-directory/file.pdf"), mediaBox: &box, nil) == nil)
    }
}
