import Testing
@testable import CoreGraphics

private func polyline(_ points: [CGPoint], closed: Bool = false) -> CGMutablePath {
    let path = CGMutablePath()
    path.addLines(between: points)
    if closed { path.closeSubpath() }
    return path
}

/// The horizontal line (0, 0)–(100, 0).
private func horizontalLine() -> CGMutablePath { polyline([.zero, CGPoint(x: 100, y: 0)]) }

/// The subpaths as (start, elements after the move) from `applyWithBlock`.
private func subpaths(of path: CGPath) -> [(start: CGPoint, elements: [(CGPathElementType, [CGPoint])])] {
    var result: [(start: CGPoint, elements: [(CGPathElementType, [CGPoint])])] = []
    path.applyWithBlock { element in
        let e = element.pointee
        switch e.type {
        case .moveToPoint: result.append((e.points[0], []))
        case .addLineToPoint: result[result.count - 1].elements.append((e.type, [e.points[0]]))
        case .addQuadCurveToPoint: result[result.count - 1].elements.append((e.type, [e.points[0], e.points[1]]))
        case .addCurveToPoint:
            result[result.count - 1].elements.append((e.type, [e.points[0], e.points[1], e.points[2]]))
        case .closeSubpath: result[result.count - 1].elements.append((e.type, []))
        }
    }
    return result
}

/// For dashes made only of lines: each dash's start and end.
private func dashEnds(_ path: CGPath) -> [(CGPoint, CGPoint)] {
    subpaths(of: path).map { ($0.start, $0.elements.last?.1.last ?? $0.start) }
}

struct PathStrokingTests {
    // MARK: Width

    @Test func strokedLineCoversHalfTheWidthEachSide() {
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        for x: CGFloat in [0.1, 50, 99.9] {
            #expect(stroke.contains(CGPoint(x: x, y: 4.9)))
            #expect(stroke.contains(CGPoint(x: x, y: -4.9)))
            #expect(!stroke.contains(CGPoint(x: x, y: 5.1)))
            #expect(!stroke.contains(CGPoint(x: x, y: -5.1)))
        }
        #expect(near(stroke.boundingBoxOfPath, 0, -5, 100, 10))
    }

    @Test func diagonalLine() {
        // (0, 0)–(30, 40) is 50 long, direction (0.6, 0.8), normal (−0.8, 0.6). The point 4.9 along the normal
        // from the middle (15, 20) is inside, 5.1 is not.
        let stroke = polyline([.zero, CGPoint(x: 30, y: 40)])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 15 - 0.8 * 4.9, y: 20 + 0.6 * 4.9)))
        #expect(stroke.contains(CGPoint(x: 15 + 0.8 * 4.9, y: 20 - 0.6 * 4.9)))
        #expect(!stroke.contains(CGPoint(x: 15 - 0.8 * 5.1, y: 20 + 0.6 * 5.1)))
        // Butt ends: the corners are (0, 0) ± 5·normal = (∓4, ±3) and (30, 40) ± (−4, 3).
        #expect(near(stroke.boundingBoxOfPath, -4, -3, 38, 46))
    }

    @Test func invalidWidthsGiveEmptyPaths() {
        let line = horizontalLine()
        for width: CGFloat in [0, -1, .nan, .infinity] {
            #expect(line.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        }
        #expect(CGMutablePath().copy(strokingWithWidth: 1, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    // MARK: Caps

    @Test func buttCapsEndAtTheEndpoints() {
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 0.1, y: 0)))
        #expect(!stroke.contains(CGPoint(x: -0.1, y: 0)))
        #expect(!stroke.contains(CGPoint(x: 100.1, y: 0)))
    }

    @Test func squareCapsExtendHalfTheWidth() {
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: -4.9, y: 0)))
        #expect(stroke.contains(CGPoint(x: -4.9, y: 4.9)))  // square corner
        #expect(!stroke.contains(CGPoint(x: -5.1, y: 0)))
        #expect(stroke.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(!stroke.contains(CGPoint(x: 105.1, y: 0)))
        #expect(near(stroke.boundingBoxOfPath, -5, -5, 110, 10))
    }

    @Test func roundCapsAreHalfDiscs() {
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: -4.9, y: 0)))
        #expect(!stroke.contains(CGPoint(x: -5.1, y: 0)))
        // (−3, 3) is 3√2 ≈ 4.24 from the end, inside; (−4, 4) is 4√2 ≈ 5.66, outside (a square cap has it).
        #expect(stroke.contains(CGPoint(x: -3, y: 3)))
        #expect(!stroke.contains(CGPoint(x: -4, y: 4)))
        #expect(stroke.contains(CGPoint(x: 103, y: -3)))
        #expect(!stroke.contains(CGPoint(x: 104, y: -4)))
        #expect(near(stroke.boundingBoxOfPath, -5, -5, 110, 10, 1e-6))
    }

    @Test func zeroLengthSubpaths() {
        // A zero-length line paints a dot with round caps, a square with square caps, nothing with butt caps.
        let dot = polyline([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
        let round = dot.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 10, y: 14.9)))
        #expect(!round.contains(CGPoint(x: 10, y: 15.1)))
        #expect(!round.contains(CGPoint(x: 14, y: 14)))  // 4√2 ≈ 5.66 from the centre
        #expect(near(round.boundingBoxOfPath, 5, 5, 10, 10, 1e-6))
        let square = dot.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 14.9, y: 14.9)))
        #expect(near(square.boundingBoxOfPath, 5, 5, 10, 10))
        #expect(dot.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        // A lone move-to paints nothing at all.
        let move = CGMutablePath()
        move.move(to: CGPoint(x: 10, y: 10))
        #expect(move.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    // MARK: Joins

    /// (0, 0) → (100, 0) → (100, 100): a left turn of 90°, outer corner at the bottom right.
    private func rightAngle() -> CGMutablePath {
        polyline([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    }

    @Test func miterJoinAtRightAngle() {
        // Miter length / width = 1 / sin(90°/2) = √2 ≈ 1.414 ≤ 10: the corner is the square (100…105, −5…0).
        let stroke = rightAngle().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(stroke.contains(CGPoint(x: 103.5, y: -3.5)))
        #expect(!stroke.contains(CGPoint(x: 105.1, y: -4.9)))
        // Butt ends at x = 0 and y = 100; the miter tip at (105, −5).
        #expect(near(stroke.boundingBoxOfPath, 0, -5, 105, 105))
        // The inside of the turn is covered by the two rectangles, nothing more.
        #expect(stroke.contains(CGPoint(x: 95.1, y: 4.9)))
        #expect(!stroke.contains(CGPoint(x: 94.9, y: 5.1)))
    }

    @Test func miterLimitThresholdAtRightAngle() {
        // √2 ≈ 1.4142: a limit of 1.42 keeps the miter, 1.41 bevels it.
        let kept = rightAngle().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.42)
        let cut = rightAngle().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.41)
        #expect(kept.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(!cut.contains(CGPoint(x: 104.9, y: -4.9)))
    }

    @Test func bevelJoinAtRightAngle() {
        // The bevel is the triangle (100, 0), (100, −5), (105, 0): inside when (x − 100) + (−y) ≤ 5.
        let stroke = rightAngle().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 102, y: -2)))  // 2 + 2 = 4 ≤ 5
        #expect(!stroke.contains(CGPoint(x: 103.5, y: -3.5)))  // 3.5 + 3.5 = 7 > 5
        #expect(!stroke.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(near(stroke.boundingBoxOfPath, 0, -5, 105, 105))
    }

    @Test func roundJoinAtRightAngle() {
        // A quarter disc of radius 5 around (100, 0).
        let stroke = rightAngle().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 103.5, y: -3.5)))  // 3.5√2 ≈ 4.95 from the corner
        #expect(!stroke.contains(CGPoint(x: 103.6, y: -3.6)))  // 3.6√2 ≈ 5.09
        #expect(!stroke.contains(CGPoint(x: 104.9, y: -4.9)))
    }

    @Test func sharpAngleBeyondMiterLimitBevels() {
        // (0, 0) → (100, 0) → (0, 10): the segments meet at φ = atan(10/100) ≈ 5.71°, so miter length / width
        // = 1 / sin(φ/2) ≈ 20.05. The tip would be ≈ 100.25 right of the vertex: (110, 0) lies inside the miter
        // (between y = −5 and the outer edge of the second segment, y ≈ 4.0 at x = 110) but past the bevel,
        // whose corners are (100, −5) and (100.5, 4.98).
        let path = polyline([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 10)])
        let beveled = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let mitered = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 25)
        #expect(!beveled.contains(CGPoint(x: 110, y: 0)))
        #expect(mitered.contains(CGPoint(x: 110, y: 0)))
        #expect(beveled.boundingBoxOfPath.maxX < 101)
        #expect(mitered.boundingBoxOfPath.maxX > 200)
    }

    @Test func closedSquareJoinsAtEveryCorner() {
        // The start corner (0, 0) gets a join like the others; the inside stays a hole.
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        let miter = square.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!miter.contains(CGPoint(x: 50, y: 50)))
        #expect(miter.contains(CGPoint(x: 2, y: 50)))
        #expect(!miter.contains(CGPoint(x: 5.1, y: 50)))
        #expect(miter.contains(CGPoint(x: -4.9, y: -4.9)))
        #expect(miter.contains(CGPoint(x: 104.9, y: 104.9)))
        #expect(near(miter.boundingBoxOfPath, -5, -5, 110, 110))
        // Bevelled, the corner triangle (0, 0), (−5, 0), (0, −5) leaves (−4, −4) out (−4 − 4 < −5).
        let bevel = square.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(CGPoint(x: -4, y: -4)))
        #expect(bevel.contains(CGPoint(x: -2, y: -2)))
        // Caps never apply to a closed subpath.
        let capped = square.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .bevel, miterLimit: 10)
        #expect(!capped.contains(CGPoint(x: -4, y: -4)))
    }

    @Test func strokedCircleIsARing() {
        // A circle of radius 50 stroked 10 wide covers radii 45…55, in every direction.
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        circle.closeSubpath()
        let stroke = circle.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 7) {
            func at(_ r: CGFloat) -> CGPoint { CGPoint(x: r * cos(angle), y: r * sin(angle)) }
            #expect(stroke.contains(at(54.9)))
            #expect(stroke.contains(at(45.1)))
            #expect(!stroke.contains(at(55.1)))
            #expect(!stroke.contains(at(44.9)))
        }
        #expect(near(stroke.boundingBoxOfPath, -55, -55, 110, 110, 0.05))
    }

    @Test func overlappingPiecesFillUnderNonzero() {
        // Two crossing strokes: their crossing is covered twice, so the union needs the nonzero rule.
        let cross = CGMutablePath()
        cross.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100)])
        cross.addLines(between: [CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)])
        let stroke = cross.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!stroke.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(!stroke.contains(CGPoint(x: 50, y: 60)))
    }

    @Test func transformAppliesToTheStrokedOutline() {
        // Stroked first, then scaled by (1, 2): the 10-wide horizontal line becomes 20 tall, then moved up 100.
        let t = CGAffineTransform(translationX: 0, y: 100).scaledBy(x: 1, y: 2)
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                           transform: t)
        #expect(near(stroke.boundingBoxOfPath, 0, 90, 100, 20))
        #expect(stroke.contains(CGPoint(x: 50, y: 109.9)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 110.1)))
    }

    // MARK: Round caps and joins: the stroke is every point within half the width of the path

    /// A small deterministic generator (a linear congruential one), so failures reproduce.
    private struct Generator {
        var state: UInt64
        mutating func next(_ range: ClosedRange<CGFloat>) -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + CGFloat(state >> 11) / CGFloat(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    private static func distance(_ p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func roundStrokeIsEveryPointWithinHalfTheWidth(seed: UInt64) {
        // With round caps and joins the stroke is the set of points closer than w/2 to the path. Random open
        // paths of lines and a cubic; the cubic's distance is measured on a 500-step polyline (its chords stray
        // far less than the 0.05 band left out around the boundary).
        var g = Generator(state: seed)
        func point() -> CGPoint { CGPoint(x: g.next(0...100), y: g.next(0...100)) }
        let path = CGMutablePath()
        var centre: [CGPoint] = [point()]
        path.move(to: centre[0])
        for _ in 0..<3 {
            let p = point()
            path.addLine(to: p)
            centre.append(p)
        }
        let (c1, c2, end) = (point(), point(), point())
        let p0 = centre.last!
        path.addCurve(to: end, control1: c1, control2: c2)
        centre += (1...500).map { PathSegment.cubicPoint(p0, c1, c2, end, CGFloat($0) / 500) }
        let halfWidth = g.next(1...10)
        let stroke = path.copy(strokingWithWidth: 2 * halfWidth, lineCap: .round, lineJoin: .round, miterLimit: 10)
        var checked = 0
        for _ in 0..<400 {
            let p = CGPoint(x: g.next(-15...115), y: g.next(-15...115))
            let d = zip(centre, centre.dropFirst()).map { Self.distance(p, toSegment: $0, $1) }.min()!
            guard abs(d - halfWidth) > 0.05 else { continue }
            checked += 1
            #expect(stroke.contains(p) == (d < halfWidth), "\(p) at \(d) from the path, half width \(halfWidth)")
        }
        #expect(checked > 300)
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func miterStrokeBounds(seed: UInt64) {
        // Whatever the join, the stroke covers the path itself and every point within w/2 of a segment's inside
        // (it projects onto the segment), and nothing farther than miterLimit·w/2 from the path.
        var g = Generator(state: seed)
        let points = (0..<6).map { _ in CGPoint(x: g.next(0...100), y: g.next(0...100)) }
        let path = polyline(points, closed: seed % 2 == 0)
        let halfWidth: CGFloat = 4, limit: CGFloat = 3
        let stroke = path.copy(strokingWithWidth: 2 * halfWidth, lineCap: .butt, lineJoin: .miter, miterLimit: limit)
        var segments = Array(zip(points, points.dropFirst()))
        if seed % 2 == 0 { segments.append((points.last!, points[0])) }
        for (a, b) in segments {
            let length = hypot(b.x - a.x, b.y - a.y)
            let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length)
            for f in stride(from: CGFloat(0.05), through: 0.95, by: 0.1) {
                let m = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                #expect(stroke.contains(m))
                #expect(stroke.contains(CGPoint(x: m.x - uy * 3.9, y: m.y + ux * 3.9)))
                #expect(stroke.contains(CGPoint(x: m.x + uy * 3.9, y: m.y - ux * 3.9)))
            }
        }
        for _ in 0..<300 {
            let p = CGPoint(x: g.next(-20...120), y: g.next(-20...120))
            let d = segments.map { Self.distance(p, toSegment: $0.0, $0.1) }.min()!
            if d > limit * halfWidth + 0.05 { #expect(!stroke.contains(p)) }
        }
    }

    // MARK: Dashing

    @Test func dashedLine() {
        // [10, 5] over 100: dashes start every 15 units: 0, 15, …, 90 (seven), the last cut to 90…100.
        let dashed = horizontalLine().copy(dashingWithPhase: 0, lengths: [10, 5])
        let ends = dashEnds(dashed)
        #expect(ends.count == 7)
        for (i, (start, end)) in ends.enumerated() {
            #expect(start == CGPoint(x: CGFloat(15 * i), y: 0))
            #expect(end == CGPoint(x: min(CGFloat(15 * i + 10), 100), y: 0))
        }
        // Lines stay single lines.
        #expect(subpaths(of: dashed).allSatisfy { $0.elements.count == 1 && $0.elements[0].0 == .addLineToPoint })
    }

    @Test func phaseShiftsDashes() {
        // Phase 5: half of the first dash is used up: 0…5, then 10…20, 25…35, …, 85…95.
        let expected: [(CGFloat, CGFloat)] = [(0, 5), (10, 20), (25, 35), (40, 50), (55, 65), (70, 80), (85, 95)]
        for phase: CGFloat in [5, 20, -10] {  // 20 ≡ 5 and −10 ≡ 5 modulo the pattern's 15
            let ends = dashEnds(horizontalLine().copy(dashingWithPhase: phase, lengths: [10, 5]))
            #expect(ends.count == expected.count)
            for ((start, end), (a, b)) in zip(ends, expected) {
                #expect(near(start, a, 0) && near(end, b, 0))
            }
        }
        // Phase 12 is 2 into the gap: 3 units of gap, then dashes at 3, 18, …, 93 (the last cut to 100).
        let inGap = dashEnds(horizontalLine().copy(dashingWithPhase: 12, lengths: [10, 5]))
        #expect(inGap.count == 7)
        #expect(near(inGap[0].0, 3, 0) && near(inGap[0].1, 13, 0))
        #expect(near(inGap[6].0, 93, 0) && near(inGap[6].1, 100, 0))
        // Phase 10 lands exactly at the gap's start: the first dash starts at 5.
        #expect(near(dashEnds(horizontalLine().copy(dashingWithPhase: 10, lengths: [10, 5]))[0].0, 5, 0))
    }

    @Test func oddPatternRepeatsWithRolesSwapped() {
        // [10] is 10 on, 10 off: dashes at 0, 20, 40, 60, 80.
        let ends = dashEnds(horizontalLine().copy(dashingWithPhase: 0, lengths: [10]))
        #expect(ends.map(\.0.x) == [0, 20, 40, 60, 80])
        // [10, 5, 20] is on 10, off 5, on 20, off 10, on 5, off 20: dashes 0…10, 15…35, 45…50, 70…80, 85…100.
        let three = dashEnds(horizontalLine().copy(dashingWithPhase: 0, lengths: [10, 5, 20]))
        #expect(three.map(\.0.x) == [0, 15, 45, 70, 85])
        #expect(three.map(\.1.x) == [10, 35, 50, 80, 100])
    }

    @Test func invalidPatternsLeaveThePathUnchanged() {
        let line = horizontalLine()
        for lengths: [CGFloat] in [[], [0, 0], [10, -5], [10, .nan], [.infinity, 5]] {
            #expect(line.copy(dashingWithPhase: 0, lengths: lengths) == line)
        }
        let moved = line.copy(dashingWithPhase: 0, lengths: [], transform: CGAffineTransform(translationX: 0, y: 5))
        #expect(moved.boundingBox == CGRect(x: 0, y: 5, width: 100, height: 0))
    }

    @Test func dashOverACornerKeepsTheCorner() {
        // 15 units from (0, 0) along (10, 0) then up: the dash goes (0, 0) → (10, 0) → (10, 5).
        let path = polyline([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let dashes = subpaths(of: path.copy(dashingWithPhase: 0, lengths: [15, 100]))
        #expect(dashes.count == 1)
        #expect(dashes[0].start == .zero)
        #expect(dashes[0].elements.map(\.1) == [[CGPoint(x: 10, y: 0)], [CGPoint(x: 10, y: 5)]])
    }

    @Test func everySubpathRestartsThePattern() {
        // Two 12-long lines with [10, 5]: each gets one dash 0…10 of its own.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 50), CGPoint(x: 12, y: 50)])
        let ends = dashEnds(path.copy(dashingWithPhase: 0, lengths: [10, 5]))
        #expect(ends.count == 2)
        #expect(ends[0].0 == CGPoint(x: 0, y: 0) && ends[0].1 == CGPoint(x: 10, y: 0))
        #expect(ends[1].0 == CGPoint(x: 0, y: 50) && ends[1].1 == CGPoint(x: 10, y: 50))
    }

    @Test func closedSubpathDashesIncludeTheClosingSide() {
        // A 10 × 10 square is 40 around; [25, 5] paints 0…25 (three corners in) and 30…40 (the closing side).
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let dashes = subpaths(of: square.copy(dashingWithPhase: 0, lengths: [25, 5]))
        #expect(dashes.count == 2)
        #expect(dashes[0].elements.last!.1 == [CGPoint(x: 5, y: 10)])
        #expect(dashes[1].start == CGPoint(x: 0, y: 10))
        #expect(dashes[1].elements.last!.1 == [CGPoint(x: 0, y: 0)])
        #expect(dashes.allSatisfy { !$0.elements.contains { $0.0 == .closeSubpath } })
    }

    @Test func zeroLengthDashesAreDots() {
        // [0, 10] over 25: zero-length dashes at 0, 10 and 20, which stroke as dots with round caps.
        let line = polyline([.zero, CGPoint(x: 25, y: 0)])
        let dashed = line.copy(dashingWithPhase: 0, lengths: [0, 10])
        let ends = dashEnds(dashed)
        #expect(ends.map(\.0.x) == [0, 10, 20])
        #expect(ends.allSatisfy { $0.0 == $0.1 })
        let dots = dashed.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(dots.contains(CGPoint(x: 10, y: 1.9)))
        #expect(!dots.contains(CGPoint(x: 15, y: 0)))
    }

    @Test func dashTransformAppliesAfterDashing() {
        // Dashes measured on the original line, then scaled by 2: 0…20, 30…50, …
        let dashed = horizontalLine().copy(dashingWithPhase: 0, lengths: [10, 5],
                                           transform: CGAffineTransform(scaleX: 2, y: 2))
        let ends = dashEnds(dashed)
        #expect(ends.count == 7)
        #expect(ends[1].0 == CGPoint(x: 30, y: 0) && ends[1].1 == CGPoint(x: 50, y: 0))
    }

    @Test func dashedCircleStaysOnTheCircle() {
        // Circumference 2π·50 ≈ 314.16; [10, 10] gives dashes starting every 20: 0, 20, …, 300 (sixteen), all full.
        // Each 10-long arc has the chord 2·50·sin(10 / (2·50)) = 100·sin 0.1 ≈ 9.9833.
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let dashes = subpaths(of: circle.copy(dashingWithPhase: 0, lengths: [10, 10]))
        #expect(dashes.count == 16)
        let chord = 100 * sin(0.1)
        for dash in dashes {
            var start = dash.start
            #expect(near(hypot(start.x, start.y), 50, 0.02))
            for (type, points) in dash.elements {
                // Curves stay curves: each piece is a cubic on the circle, its middle included.
                #expect(type == .addCurveToPoint)
                let middle = PathSegment.cubicPoint(start, points[0], points[1], points[2], 0.5)
                #expect(near(hypot(middle.x, middle.y), 50, 0.02))
                #expect(near(hypot(points[2].x, points[2].y), 50, 0.02))
                start = points[2]
            }
            #expect(near(hypot(start.x - dash.start.x, start.y - dash.start.y), chord, 0.01))
        }
        // The first dash starts at (50, 0) and runs counter-clockwise (upwards).
        #expect(near(dashes[0].start, 50, 0, 1e-9))
        #expect(dashes[0].elements.last!.1.last!.y > 0)
    }

    @Test func dashedQuadCurveIsCutExactly() {
        // (0, 0) → (50, 100) → (100, 0) is x = 100t, y = 200t(1 − t), so every point satisfies y = 2x − x²/50.
        // [10, 0] cuts it into pieces 10 long; every piece is a quad of the same parabola.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let dashes = subpaths(of: path.copy(dashingWithPhase: 0, lengths: [10, 0]))
        func onParabola(_ p: CGPoint) -> Bool { near(p.y, 2 * p.x - p.x * p.x / 50, 1e-6) }
        var previousEnd = CGPoint.zero
        for dash in dashes {
            #expect(dash.start == previousEnd)
            #expect(dash.elements.count == 1 && dash.elements[0].0 == .addQuadCurveToPoint)
            let (c, end) = (dash.elements[0].1[0], dash.elements[0].1[1])
            #expect(onParabola(end))
            #expect(onParabola(PathSegment.quadPoint(dash.start, c, end, 0.5)))
            previousEnd = end
        }
        #expect(previousEnd == CGPoint(x: 100, y: 0))
        // Every piece but the last is 10 long, measured finely.
        for dash in dashes.dropLast() {
            let (c, end) = (dash.elements[0].1[0], dash.elements[0].1[1])
            var length: CGFloat = 0
            var last = dash.start
            for i in 1...1000 {
                let p = PathSegment.quadPoint(dash.start, c, end, CGFloat(i) / 1000)
                length += hypot(p.x - last.x, p.y - last.y)
                last = p
            }
            #expect(near(length, 10, 0.01))
        }
    }

    @Test func dashedThenStroked() {
        // The usual pipeline: dash, then stroke each dash with butt caps.
        let dashes = horizontalLine().copy(dashingWithPhase: 0, lengths: [10, 5])
        let stroke = dashes.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 5, y: 1.9)))
        #expect(!stroke.contains(CGPoint(x: 12.5, y: 0)))
        #expect(stroke.contains(CGPoint(x: 16, y: 0)))
    }
}
