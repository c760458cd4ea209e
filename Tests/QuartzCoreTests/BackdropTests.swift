import Foundation
import Testing
@testable import QuartzCore

/// The render server's backdrop pass: what lies beneath a layer with a backdrop is blurred within its shape, then
/// the layer's own appearance is drawn over it.
@Suite struct BackdropTests {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let blackColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A 200×100 root, black on its left half and white on its right, with `backdrop` over `frame` (the whole root
    /// unless given).
    private func edgeScene(_ backdrop: CALayer) -> CALayer {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100))
        quietly {
            root.addSublayer(layer(CGRect(x: 0, y: 0, width: 100, height: 100), blackColor))
            root.addSublayer(layer(CGRect(x: 100, y: 0, width: 100, height: 100), white))
            root.addSublayer(backdrop)
        }
        return root
    }

    private func blurring(_ frame: CGRect, radius: CGFloat, saturation: CGFloat = 1, tint: CGColor? = nil) -> CALayer {
        let blur = layer(frame, tint)
        quietly { blur.backdrop = LayerBackdrop(radius: radius, saturation: saturation) }
        return blur
    }

    /// The red, green and blue bytes of a frame's pixel (opaque frames: premultiplied is straight).
    private func rgb(_ frame: FrameCompositor, _ x: Int, _ y: Int) -> [Int] {
        let word = frame.surface.row(y)[x]
        return [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF)]
    }

    private func rendered(_ root: CALayer, width: Int = 200, height: Int = 100) -> FrameCompositor {
        let frame = FrameCompositor(width: width, height: height, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        return frame
    }

    @Test(arguments: [4.0, 10.0, 24.0])
    func aSharpEdgeBlursToItsMeanAndFarSidesKeepTheirColours(radius: Double) {
        let frame = rendered(edgeScene(blurring(CGRect(x: 0, y: 0, width: 200, height: 100), radius: radius)))
        // Far from the edge (past the three boxes' reach, about 3σ, and the reduction's block; the screen's edges
        // for the widest) each side keeps its colour.
        #expect(rgb(frame, max(100 - Int(4 * radius) - 4, 0), 50) == [0, 0, 0])
        #expect(rgb(frame, min(100 + Int(4 * radius) + 4, 199), 50) == [255, 255, 255])
        // The blur is symmetric about the edge: the two pixels beside it average to the mean of black and white,
        // and the ramp rises across it.
        let (left, right) = (rgb(frame, 99, 50)[0], rgb(frame, 100, 50)[0])
        #expect(abs(Double(left + right) / 2 - 127.5) <= 1.5)
        #expect(left < 128 && right > 127)
        #expect(rgb(frame, 100 - Int(radius), 50)[0] < left && rgb(frame, 99 + Int(radius), 50)[0] > right)
        // Rows are alike: the blur does not darken at the top and bottom edges of the screen (within a level: a block
        // the bottom edge cuts holds fewer pixels, and its average is scaled up from them).
        for y in [0, 99] { #expect(zip(rgb(frame, 100, y), rgb(frame, 100, 50)).allSatisfy { abs($0 - $1) <= 1 }) }
    }

    @Test func theTintIsDrawnOverTheBlur() {
        let tint = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        let frame = rendered(edgeScene(blurring(CGRect(x: 0, y: 0, width: 200, height: 100), radius: 20, tint: tint)))
        // Black under 30 % white is 0.3 × 255 = 76.5; white stays white; the mean 127.5 becomes 127.5 × 0.7 + 76.5.
        #expect(abs(rgb(frame, 10, 50)[0] - 77) <= 1)
        #expect(rgb(frame, 190, 50) == [255, 255, 255])
        let mean = Double(rgb(frame, 99, 50)[0] + rgb(frame, 100, 50)[0]) / 2
        #expect(abs(mean - (127.5 * 0.7 + 76.5)) <= 1.5)
    }

    @Test func aUniformColourStaysThatColourAndSaturationMovesItFromItsLuminance() {
        let gray = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), gray)
        quietly { root.addSublayer(blurring(CGRect(x: 20, y: 20, width: 60, height: 60), radius: 10, saturation: 1.8)) }
        let frame = rendered(root, width: 100, height: 100)
        // Gray has no saturation to change.
        #expect(rgb(frame, 50, 50) == rgb(frame, 5, 5))
        #expect(rgb(frame, 21, 21) == rgb(frame, 5, 5))

        let redRoot = layer(CGRect(x: 0, y: 0, width: 100, height: 100), redColor)
        quietly { redRoot.addSublayer(blurring(CGRect(x: 20, y: 20, width: 60, height: 60), radius: 10, saturation: 0)) }
        // Saturation 0 leaves red's luminance in every channel: 0.2126 × 255 = 54.2.
        #expect(rgb(rendered(redRoot, width: 100, height: 100), 50, 50) == [54, 54, 54])
    }

    @Test func theBlurIsClippedToTheRoundedShape() {
        let round = blurring(CGRect(x: 90, y: 0, width: 20, height: 20), radius: 8)
        quietly { round.cornerRadius = 10 }
        let frame = rendered(edgeScene(round))
        // The corner pixels lie outside the circle: sharp black and white.
        #expect(rgb(frame, 90, 0) == [0, 0, 0] && rgb(frame, 109, 0) == [255, 255, 255])
        // Inside, the edge is blurred.
        let (left, right) = (rgb(frame, 99, 10)[0], rgb(frame, 100, 10)[0])
        #expect(left > 60 && right < 195)

        let square = blurring(CGRect(x: 90, y: 0, width: 20, height: 20), radius: 8)
        #expect(rgb(rendered(edgeScene(square)), 90, 0)[0] > 10, "without the rounding the corner is blurred")
    }

    @Test func aLayerMovingBeneathRepaintsTheWholeBlur() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), white)
        let square = layer(CGRect(x: 10, y: 10, width: 20, height: 20), blackColor)
        let blur = blurring(CGRect(x: 100, y: 0, width: 100, height: 100), radius: 6)
        quietly {
            root.addSublayer(square)
            root.addSublayer(blur)
        }
        let frame = FrameCompositor(width: 200, height: 100, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(rgb(frame, 150, 50) == [255, 255, 255])
        for (step, x) in [120.0, 140, 170, 60].enumerated() {
            quietly { square.frame.origin = CGPoint(x: x, y: 30 + Double(step) * 5) }
            let damage = frame.render(RenderLayer(root, at: 0), time: 0)
            // A change under the backdrop (or within its blur's reach) redraws all of it.
            #expect(damage.contains { $0.contains(CGRect(x: 100, y: 0, width: 100, height: 100)) })
            // The frame drawn in parts is the frame drawn whole.
            let whole = rendered(root)
            let differing = (0..<100).reduce(0) { sum, y in
                sum + (0..<200).filter { frame.surface.row(y)[$0] != whole.surface.row(y)[$0] }.count
            }
            #expect(differing == 0, "step \(step)")
        }
        // The square, now left of the backdrop, is sharp there, and what the blur shows of it fades beyond.
        #expect(rgb(frame, 70, 55) == [0, 0, 0])
        quietly { square.frame.origin = CGPoint(x: 140, y: 40) }
        frame.render(RenderLayer(root, at: 0), time: 0)
        let centre = rgb(frame, 150, 50)[0]
        #expect(centre > 0 && centre < 200, "the square under the blur is blurred, not sharp")
    }

    @Test func aChangeFarFromTheBackdropLeavesItAlone() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), white)
        let square = layer(CGRect(x: 0, y: 0, width: 10, height: 10), blackColor)
        quietly {
            root.addSublayer(square)
            root.addSublayer(blurring(CGRect(x: 150, y: 50, width: 50, height: 50), radius: 4))
        }
        let frame = FrameCompositor(width: 200, height: 100, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        quietly { square.backgroundColor = redColor }
        #expect(frame.render(RenderLayer(root, at: 0), time: 0) == [CGRect(x: 0, y: 0, width: 11, height: 11)])
    }

    @Test func aWideBlurOfAnEdgeFollowsTheGaussian() {
        // σ 30 is blurred at an eighth of the resolution, by three box passes 7 reduced pixels wide: their deviation
        // (3 × (7² − 1) / 12)^½ = 3.46 reduced pixels, 27.7 device pixels, with the reduction's and the bilinear scaling's
        // f²/12 + f²/6 makes 28.0 device pixels, 7 % under σ. An edge blurred by a Gaussian of that deviation differs
        // from one blurred by σ by at most 255 × (Φ(1.07) − Φ(1)) = 4.4 levels, and three boxes differ from a Gaussian
        // of their deviation by at most 1 % of the step (2.6 levels): 8 levels in all, with rounding.
        let frame = rendered(edgeScene(blurring(CGRect(x: 0, y: 0, width: 200, height: 100), radius: 30)))
        for x in stride(from: 2, to: 198, by: 4) {
            let distance = (Double(x) + 0.5 - 100) / 30
            let expected = 255 * 0.5 * (1 + erf(distance / 2.0.squareRoot()))
            #expect(abs(Double(rgb(frame, x, 50)[0]) - expected) <= 8, "x \(x): \(rgb(frame, x, 50)[0]), not \(expected)")
        }
    }

    @Test func aChangeAboveTheBackdropKeepsItsBlurAndOneBeneathBlursAgain() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), white)
        let beneath = layer(CGRect(x: 120, y: 40, width: 20, height: 20), blackColor)
        let blur = blurring(CGRect(x: 100, y: 0, width: 100, height: 100), radius: 10)
        let above = layer(CGRect(x: 150, y: 10, width: 10, height: 10), blackColor)
        quietly {
            root.addSublayer(beneath)
            root.addSublayer(blur)
            root.addSublayer(above)
        }
        let frame = FrameCompositor(width: 200, height: 100, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        let kept = frame.backdropBlurs.values.first?.surface
        #expect(kept != nil)

        quietly { above.backgroundColor = redColor }
        let aboveDamage = frame.render(RenderLayer(root, at: 0), time: 0)
        // The layer's rectangle and the pixel around it that antialiasing may touch.
        #expect(aboveDamage == [CGRect(x: 149, y: 9, width: 12, height: 12)], "only the layer above is redrawn")
        #expect(frame.backdropBlurs.values.first?.surface === kept, "the blur is not made again")
        #expect(rgb(frame, 155, 15) == [255, 0, 0])
        #expect(sameAsWhole(frame, root))

        quietly { beneath.frame.origin.x = 130 }
        let beneathDamage = frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(frame.backdropBlurs.values.first?.surface !== kept, "a change beneath blurs again")
        #expect(beneathDamage.contains { $0.contains(CGRect(x: 100, y: 0, width: 100, height: 100)) })
        #expect(sameAsWhole(frame, root))
    }

    @Test func theTintFoldedIntoTheReducedBlurMatchesTheTintDrawnOverIt() {
        // A square-cornered material's tint is put on the reduced blur before it is scaled up; drawn instead by a
        // layer above an untinted blur, it goes over the scaled-up pixels. Scaling up is a weighted mean, so the
        // two differ only by rounding: cairo's 16-bit colour against the byte rounded here, and the mean's rounding,
        // a level each.
        let tint = CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.3)
        let area = CGRect(x: 0, y: 0, width: 200, height: 100)
        let folded = rendered(edgeScene(blurring(area, radius: 20, tint: tint)))
        let over = edgeScene(blurring(area, radius: 20))
        quietly { over.addSublayer(layer(area, tint)) }
        let drawnOver = rendered(over)
        var worst = 0
        for y in 0..<100 {
            for x in 0..<200 {
                worst = max(worst, zip(rgb(folded, x, y), rgb(drawnOver, x, y)).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst <= 2)
        #expect(rgb(folded, 190, 50) != rgb(rendered(edgeScene(blurring(area, radius: 20))), 190, 50), "the tint shows")
    }

    @Test func anOpaqueBackdropOverTheWholeFrameReplacesEveryPixelEachFrame() {
        // Within a backdrop that covers the frame, a pass neither clears the frame nor draws the root's own
        // background: the blur must replace every pixel the last frame left, frame after frame.
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let square = layer(CGRect(x: 10, y: 10, width: 30, height: 30), blackColor)
        let above = layer(CGRect(x: 150, y: 60, width: 20, height: 20), redColor)
        quietly {
            root.addSublayer(square)
            root.addSublayer(blurring(CGRect(x: 0, y: 0, width: 200, height: 100), radius: 12))
            root.addSublayer(above)
        }
        let frame = FrameCompositor(width: 200, height: 100, scale: 1)
        frame.render(RenderLayer(root, at: 0), time: 0)
        // Gray 0.5 is 127.5 levels: cairo's fill rounds it to a byte either way.
        let gray = rgb(frame, 190, 10)
        #expect(gray.allSatisfy { abs($0 - 128) <= 1 }, "the root's gray, blurred, far from the square")
        #expect(rgb(frame, 160, 70) == [255, 0, 0], "the layer above is drawn sharp")
        for x in [60.0, 110, 160] {
            quietly { square.frame.origin.x = x }
            frame.render(RenderLayer(root, at: 0), time: 0)
            #expect(sameAsWhole(frame, root), "square at \(x)")
        }
        #expect(rgb(frame, 25, 25) == gray, "nothing is left of the square where it was")
    }

    /// Whether `frame` shows what a new frame drawing `root` whole shows.
    private func sameAsWhole(_ frame: FrameCompositor, _ root: CALayer) -> Bool {
        let whole = rendered(root)
        return (0..<100).allSatisfy { y in (0..<200).allSatisfy { frame.surface.row(y)[$0] == whole.surface.row(y)[$0] } }
    }

    @Test func renderingIntoAPDFDrawsTheAppearanceAlone() {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!
        context.beginPDFPage(nil)
        edgeScene(blurring(box, radius: 10, tint: CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))).render(in: context)
        context.endPDFPage()
        context.closePDF()
        #expect(data.length > 0)
    }
}
