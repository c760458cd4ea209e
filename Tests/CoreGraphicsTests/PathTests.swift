import Testing
@testable import CoreGraphics

/// The path's elements as handed out by `applyWithBlock`: type and points.
private func elements(of path: CGPath) -> [(type: CGPathElementType, points: [CGPoint])] {
    var result: [(type: CGPathElementType, points: [CGPoint])] = []
    path.applyWithBlock { element in
        let count: Int
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        }
        result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
}

private func types(of path: CGPath) -> [CGPathElementType] { elements(of: path).map(\.type) }

/// Twice the signed area of a polygon: positive when counter-clockwise in a y-up space.
private func signedArea(_ points: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for i in points.indices {
        let (a, b) = (points[i], points[(i + 1) % points.count])
        sum += a.x * b.y - b.x * a.y
    }
    return sum
}

private func cubicPoint(_ p0: CGPoint, _ c: [CGPoint], _ t: CGFloat) -> CGPoint {
    PathSegment.cubicPoint(p0, c[0], c[1], c[2], t)
}

struct PathTests {
    // MARK: Building

    @Test func moveAndLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 20)])
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(e.map(\.points) == [[CGPoint(x: 1, y: 2)], [CGPoint(x: 3, y: 4)], [CGPoint(x: 10, y: 10)],
                                    [CGPoint(x: 20, y: 10)], [CGPoint(x: 20, y: 20)]])
        #expect(path.currentPoint == CGPoint(x: 20, y: 20))
    }

    @Test func quadAndCubicCurves() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        path.addCurve(to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 20, y: -10), control2: CGPoint(x: 30, y: 10))
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint])
        #expect(e[1].points == [CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 0)])
        #expect(e[2].points == [CGPoint(x: 20, y: -10), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 0)])
        #expect(path.currentPoint == CGPoint(x: 40, y: 0))
    }

    @Test func addLineWithoutCurrentPointIsRefused() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
        path.closeSubpath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func nonFinitePointsAreIgnored() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        path.addLine(to: CGPoint(x: 0, y: CGFloat.nan))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: CGFloat.nan, y: 1))
        path.addCurve(to: CGPoint(x: 5, y: 5), control1: .zero, control2: CGPoint(x: 1, y: -CGFloat.infinity))
        path.addLines(between: [CGPoint(x: 2, y: 2), CGPoint(x: CGFloat.nan, y: 2)])
        path.addRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        path.addLine(to: CGPoint(x: 3, y: 1))
        #expect(types(of: path) == [.moveToPoint, .addLineToPoint])
        #expect(path.currentPoint == CGPoint(x: 3, y: 1))
    }

    // MARK: Arcs

    @Test func counterClockwiseArcSweepsThroughFirstQuadrant() {
        // clockwise: false from 0 to π/2 in a y-up space goes through 45°. One quarter-circle cubic whose middle,
        // B(½) = (p0 + 3c1 + 3c2 + p1)/8 with k = 4/3·tan(π/8) = 4/3·(√2 − 1), lands exactly on (cos 45°, sin 45°)·r.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint])
        #expect(near(e[0].points[0], 10, 0))
        #expect(near(e[1].points[2], 0, 10))
        let middle = cubicPoint(e[0].points[0], e[1].points, 0.5)
        let r45 = 10 * 2.0.squareRoot() / 2
        #expect(near(middle, r45, r45, 1e-9))
        #expect(near(path.boundingBoxOfPath, 0, 0, 10, 10))
    }

    @Test func clockwiseArcSweepsTheOtherWay() {
        // clockwise: true from 0 to π/2 goes down through −90°, 180°, and back up to 90°: three quarter turns.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(near(e[1].points[2], 0, -10))
        #expect(near(e[2].points[2], -10, 0))
        #expect(near(e[3].points[2], 0, 10))
        let middle = cubicPoint(e[0].points[0], e[1].points, 0.5)
        let r45 = 10 * 2.0.squareRoot() / 2
        #expect(near(middle, r45, -r45))
        #expect(near(path.boundingBoxOfPath, -10, -10, 20, 20))
    }

    @Test func fullCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4))
        #expect(near(e[4].points[2], 15, 5))
        #expect(near(path.boundingBoxOfPath, -5, -5, 20, 20))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 5 + 9.9, y: 5)))
        #expect(!path.contains(CGPoint(x: 5 + 7.1, y: 5 + 7.1)))  // 7.1·√2 ≈ 10.04 from the centre
    }

    @Test func relativeArc() {
        // A negative delta sweeps clockwise: from 0 by −π/2 ends at −90°, through −45°.
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint])
        #expect(near(e[1].points[2], 0, -10))
        let r45 = 10 * 2.0.squareRoot() / 2
        #expect(near(cubicPoint(e[0].points[0], e[1].points, 0.5), r45, -r45))
        // A positive delta of 3π/2 from π/2 takes three quarter curves and ends at 2π ≡ 0.
        let long = CGMutablePath()
        long.addRelativeArc(center: .zero, radius: 10, startAngle: .pi / 2, delta: 3 * .pi / 2)
        #expect(types(of: long).filter { $0 == .addCurveToPoint }.count == 3)
        #expect(near(long.currentPoint, 10, 0))
    }

    @Test func arcAfterCurrentPointAddsLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(near(e[1].points[0], -10, 0))
        #expect(near(e[2].points[2], 0, 10))
    }

    @Test func tangentArc() {
        // From (0, 0) towards (10, 0), then towards (10, 10), radius 2: the circle touching y = 0 and x = 10 has
        // its centre at (8, 2), so the arc runs from (8, 0) to (10, 2).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let e = elements(of: path)
        let lines = e.filter { $0.type == .addLineToPoint }
        let curves = e.filter { $0.type == .addCurveToPoint }
        #expect(lines.count == 1 && lines.allSatisfy { near($0.points[0], 8, 0) })
        #expect(curves.count == 1)
        let c = curves[0].points
        // Tangency: the first control point lies on y = 0, the second on x = 10.
        #expect(near(c[0].y, 0) && c[0].x > 8)
        #expect(near(c[1].x, 10) && c[1].y < 2)
        #expect(near(c[2], 10, 2))
        #expect(near(path.currentPoint, 10, 2))
    }

    // MARK: Shapes and their direction

    @Test func rectStartsBottomLeftCounterClockwise() {
        // Apple: move to the bottom-left corner (minimum x and y), then lines counter-clockwise, then close.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        let corners = e.dropLast().map { $0.points[0] }
        #expect(corners == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        #expect(signedArea(corners) > 0)
        // A rectangle with a negative size is standardized first.
        let flipped = CGMutablePath()
        flipped.addRect(CGRect(x: 4, y: 6, width: -3, height: -4))
        #expect(flipped == path)
    }

    @Test func ellipseStartsRightAndRunsClockwise() {
        // Apple documents the ellipse's moves as oriented clockwise: from the right-most point (maxX, midY)
        // down to (midX, minY), then (minX, midY), (midX, maxY), and back.
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(e[0].points[0] == CGPoint(x: 20, y: 5))
        let ends = e[1...4].map { $0.points[2] }
        #expect(ends == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 5)])
        #expect(signedArea([e[0].points[0]] + ends.dropLast()) < 0)
        #expect(near(path.boundingBoxOfPath, 0, 0, 20, 10))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        // (17, 8): ((17 − 10)/10)² + ((8 − 5)/5)² = 0.49 + 0.36 = 0.85 < 1, inside; (19, 8): 0.81 + 0.36 > 1.
        #expect(path.contains(CGPoint(x: 17, y: 8)))
        #expect(!path.contains(CGPoint(x: 19, y: 8)))
    }

    @Test func roundedRect() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5)
        #expect(types(of: path) == [.moveToPoint] + Array(repeating: [.addLineToPoint, .addCurveToPoint], count: 4)
            .flatMap { $0 } + [.closeSubpath])
        #expect(near(path.boundingBoxOfPath, 0, 0, 100, 50))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        // Corners are quarter ellipses with radii (10, 5), centred at (10, 5) for the bottom-left one.
        // (0.5, 0.5): (9.5/10)² + (4.5/5)² = 0.9025 + 0.81 > 1, outside; (3, 2.5): 0.49 + 0.25 < 1, inside.
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 3, y: 2.5)))
        #expect(!path.contains(CGPoint(x: 99.5, y: 49.5)))
        #expect(path.contains(CGPoint(x: 99.5, y: 25)))
        #expect(!path.isRect(nil))

        // Corner sizes are clamped to half the sides: the result is inscribed in the same rectangle.
        let clamped = CGMutablePath()
        clamped.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 80, cornerHeight: 80)
        #expect(near(clamped.boundingBoxOfPath, 0, 0, 100, 50))
        #expect(!clamped.contains(CGPoint(x: 5, y: 5)))

        // Zero-sized corners give a plain rectangle.
        let square = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 0, cornerHeight: 0,
                            transform: nil)
        #expect(square.isRect(nil))
    }

    @Test func immutableShapeInitializers() {
        var t = CGAffineTransform(translationX: 10, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        var stored = CGRect.null
        #expect(rect.isRect(&stored))
        #expect(stored == CGRect(x: 10, y: 0, width: 1, height: 1))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        #expect(near(ellipse.boundingBoxOfPath, 0, 0, 2, 2))
    }

    // MARK: Subpaths, close and current point

    @Test func closeAndCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 10, y: 1))
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        path.closeSubpath()
        // After a close the current point is the subpath's start.
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        // A line after a close starts a new subpath there.
        path.addLine(to: CGPoint(x: 1, y: 20))
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath, .moveToPoint,
                                  .addLineToPoint])
        #expect(e[4].points == [CGPoint(x: 1, y: 1)])
        #expect(path.currentPoint == CGPoint(x: 1, y: 20))
    }

    @Test func twoSubpaths() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(types(of: path).filter { $0 == .moveToPoint }.count == 2)
        #expect(path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 25, y: 5)))
        #expect(!path.contains(CGPoint(x: 15, y: 5)))
        #expect(!path.isRect(nil))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    // MARK: Transforms

    @Test func transformsApplyToPoints() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)  // scale, then translate
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1), transform: t)
        path.addLine(to: CGPoint(x: 2, y: 1), transform: t)
        path.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 2), transform: t)
        let e = elements(of: path)
        #expect(e[0].points == [CGPoint(x: 12, y: 22)])
        #expect(e[1].points == [CGPoint(x: 14, y: 22)])
        #expect(e[2].points == [CGPoint(x: 14, y: 24), CGPoint(x: 16, y: 22)])

        let rect = CGMutablePath()
        rect.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: t)
        #expect(rect.boundingBox == CGRect(x: 10, y: 20, width: 2, height: 2))

        // addPath with a transform, and the transformed copies.
        let combined = CGMutablePath()
        combined.addPath(rect, transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(combined.boundingBox == CGRect(x: 110, y: 20, width: 2, height: 2))
        var shift = CGAffineTransform(translationX: 0, y: -20)
        #expect(rect.copy(using: &shift)?.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 2))
        #expect(rect.mutableCopy(using: &shift)?.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 2))
        #expect(rect.copy(using: nil) == rect)
    }

    @Test func transformedPathBoundingBox() {
        // (0, 0, 10, 20) turned a quarter: (x, y) → (−y, x), corners (0, 0), (0, 10), (−20, 10), (−20, 0).
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20), transform: CGAffineTransform(rotationAngle: .pi / 2))
        #expect(near(path.boundingBox, -20, 0, 20, 10))
        #expect(near(path.boundingBoxOfPath, -20, 0, 20, 10))
    }

    // MARK: Hit-testing

    @Test func containsOnSquare() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 0.1, y: 9.9)))
        #expect(!path.contains(CGPoint(x: -0.1, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 10.1)))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        // The point is transformed into the path's space first: (−5, −5) + (10, 10) = (5, 5).
        #expect(path.contains(CGPoint(x: -5, y: -5), transform: CGAffineTransform(translationX: 10, y: 10)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test func containsOnRingOfSameDirectionCircles() {
        // Two circles, both counter-clockwise: inside the small one the winding number is 2, so the nonzero rule
        // fills it and the even-odd rule leaves a hole; between them it is 1 for both.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        let hole = CGPoint(x: 3, y: 4), ring = CGPoint(x: 15, y: 0), outside = CGPoint(x: 15, y: 15)
        #expect(path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(ring, using: .winding))
        #expect(path.contains(ring, using: .evenOdd))
        #expect(!path.contains(outside, using: .winding))
        #expect(!path.contains(outside, using: .evenOdd))
    }

    @Test func openSubpathIsClosedForContains() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 6, y: 6)))
    }

    // MARK: Bounding boxes

    @Test func boundingBoxIncludesControlPointsButPathBoxIsTight() {
        // y(t) = 3(1−t)²t·100 + 3(1−t)t²·100 = 300·t(1−t), largest at t = ½: 75. x runs monotonically 0…100.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(near(path.boundingBoxOfPath, 0, 0, 100, 75))

        // A quadratic (0, 0) → (50, 100) → (100, 0): y(t) = 200·t(1−t), largest at ½: 50.
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(quad.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(near(quad.boundingBoxOfPath, 0, 0, 100, 50))
    }

    @Test func emptyPathBoxesAreNull() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        path.move(to: CGPoint(x: 3, y: 4))
        #expect(!path.isEmpty)
        #expect(path.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    // MARK: isRect

    @Test func isRect() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))

        let diamond = CGMutablePath()
        diamond.addLines(between: [CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 1), CGPoint(x: 1, y: 2)])
        diamond.closeSubpath()
        #expect(!diamond.isRect(nil))

        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        triangle.closeSubpath()
        #expect(!triangle.isRect(nil))
        #expect(!CGMutablePath().isRect(nil))
    }

    // MARK: Element access

    @Test func applyWithBlockAndApplyReportEveryElement() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1))
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1))
        path.closeSubpath()
        let e = elements(of: path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(e.map(\.points.count) == [1, 1, 2, 3, 0])
        #expect(e[3].points[1] == CGPoint(x: 3, y: 1))

        final class Counter { var count = 0 }
        let counter = Counter()
        path.apply(info: Unmanaged.passUnretained(counter).toOpaque()) { info, _ in
            Unmanaged<Counter>.fromOpaque(info!).takeUnretainedValue().count += 1
        }
        #expect(counter.count == 5)
    }

    @Test func copiesAreEqualAndIndependent() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = path.copy()!
        let mutable = path.mutableCopy()!
        #expect(copy == path && mutable == path)
        mutable.addLine(to: CGPoint(x: 5, y: 5))
        #expect(mutable != path)
        #expect(copy == path)
    }
}
