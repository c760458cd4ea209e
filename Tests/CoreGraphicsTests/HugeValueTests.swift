import Testing
@testable import CoreGraphics

/// Finite values too large to draw (1e9, 1e300, the greatest finite magnitude) pass every `isFinite` guard: they
/// must be clamped, never trap, hang or exhaust memory, and leave the context drawing normally afterwards.
@Suite struct HugeValueTests {
    /// A closed path of one curve and one arc that reach 1e300.
    private var hugeCurves: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1e300, y: 0), control1: CGPoint(x: 0, y: 1e300), control2: CGPoint(x: 1e300, y: 1e300))
        path.addArc(center: .zero, radius: 1e300, startAngle: 0, endAngle: 2, clockwise: false)
        path.addQuadCurve(to: CGPoint(x: -1e300, y: 0), control: CGPoint(x: 0, y: -.greatestFiniteMagnitude))
        path.closeSubpath()
        return path
    }

    @Test func containsOnPathsOfHugeCurvesAnswers() {
        let path = hugeCurves
        // The point is inside the curve's hull near its start, and the answer must come without a trap.
        _ = path.contains(CGPoint(x: 10, y: 10))
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.contains(CGPoint(x: 5, y: 5)) && !square.contains(CGPoint(x: 15, y: 5)))
    }

    @Test func relativeArcsOfHugeSweepsStopAtTheTurnLimit() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e300)
        var cubics = 0
        path.applyWithBlock { if $0.pointee.type == .addCurveToPoint { cubics += 1 } }
        // Four quarter-turn cubics per turn, at most `maximumArcTurns` turns, and one more for what is left.
        #expect(cubics > 0 && cubics <= 4 * (CGMutablePath.maximumArcTurns + 1))
    }

    @Test func strokingAHugeArcFinishesWithABoundedOutline() {
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 1e9, startAngle: 0, endAngle: 3, clockwise: false)
        let outline = arc.copy(strokingWithWidth: 1e9, lineCap: .round, lineJoin: .round, miterLimit: 10)
        var elements = 0
        outline.applyWithBlock { _ in elements += 1 }
        // Two cubics, each flattened into at most 4,096 segments, each with its rectangle and joining wedge.
        #expect(elements > 0 && elements <= 2 * PathFlattener.maximumSegments * 11 + 20)
        // Out to 1.5e9 at angle 0 and up at π/2; the round cap at the start reaches 5e8 below it, the one at the
        // end 5e8 beyond (cos 3, sin 3)·1e9 along the axis. Cubic arcs stray up to 0.027 % of their radius.
        let box = outline.boundingBoxOfPath
        #expect(near(box.maxX, 1.5e9, 2e5) && near(box.maxY, 1.5e9, 5e5) && near(box.minY, -5e8, 2e5))
        #expect(near(box.minX, 1e9 * cos(3) - 5e8, 2e5))
        let huge = hugeCurves.copy(strokingWithWidth: 1e300, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(!huge.boundingBox.isNull)
    }

    @Test func dashingAHugePathStopsAtTheIntervalLimit() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1e300, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [1, 1])
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        // Every other interval is a dash, the first from 0 to 1.
        #expect(moves == PathDasher.maximumIntervals / 2)
        #expect(dashed.boundingBoxOfPath.minX == 0 && dashed.boundingBoxOfPath.maxX == CGFloat(PathDasher.maximumIntervals - 1))
    }

    @Test func aWideBlurBlurredAtALowerResolutionMatchesTheGaussian() {
        // A 40-point square's shadow, moved clear of it, with σ = 12 (blurred as it is) and σ = 40 (blurred at 16/40
        // of the resolution). At its centre a Gaussian leaves erf(20 / (σ√2))² of the shadow's one-third alpha.
        for (blur, expected) in [(24.0, 0.818_0), (80.0, 0.146_6)] {
            let bitmap = TestBitmap(width: 200, height: 200)
            bitmap.context.setShadow(offset: CGSize(width: 100, height: 0), blur: blur)
            bitmap.context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            bitmap.context.fill(CGRect(x: 30, y: 80, width: 40, height: 40))
            let alpha = Double(bitmap.pixel(atUser: 150, 100)[3]) / 255
            #expect(abs(alpha - expected / 3) < 0.015, "blur \(blur): \(alpha)")
        }
    }

    @Test func aHugeShadowBlurDrawsAndTheContextStaysUsable() {
        let bitmap = TestBitmap(width: 20, height: 20)
        let context = bitmap.context
        for blur in [1e9, 1e300, CGFloat.greatestFiniteMagnitude] {
            context.saveGState()
            context.setShadow(offset: CGSize(width: 1e300, height: -1e300), blur: blur)
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setShadow(offset: .zero, blur: blur)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
        }
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(bitmap.pixel(atUser: 15, 15) == red && bitmap.pixel(atUser: 5, 5) == red)
    }

    @Test func hugeGeometryDrawnInAContextIsClampedAndLaterDrawingWorks() {
        let bitmap = TestBitmap(width: 20, height: 20)
        let context = bitmap.context
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.addPath(hugeCurves)
        context.fillPath()
        context.setLineWidth(1e300)
        context.addArc(center: .zero, radius: 1e300, startAngle: 0, endAngle: 3, clockwise: false)
        context.strokePath()
        context.saveGState()
        context.scaleBy(x: 1e300, y: 1e300)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fillPath()
        context.restoreGState()
        context.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(bitmap.pixel(atUser: 15, 15) == red && bitmap.pixel(atUser: 5, 5) == clearPixel)
    }
}
