// Turning a stroke into an area: `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`.
//
// The stroke is built the way PostScript defines it, as a union of simple pieces: a rectangle along every straight
// segment (curves are flattened first), a join piece at every corner (a miter kite, a bevel triangle, or for round
// joins the whole disc around the vertex), a cap piece at every open end. Every piece is emitted as its own closed
// subpath, counter-clockwise in a y-up space, so that filling the result with the nonzero winding rule paints exactly
// their union. The outline is therefore not one tidy contour: it is meant to be filled (or hit-tested, or measured),
// which is what Apple's copy is for. Between the segments of a flattened curve the join is the outer wedge of a
// disc (a bevel where that is within the tolerance), as the exact stroke of the smooth curve would be.

extension CGPath {
    /// Returns a path whose filled area (under the nonzero winding rule) is the area a solid stroke of this path
    /// with the given parameters covers.
    ///
    /// The stroke is computed in the path's own space; `transform` is then applied to the new path's points, as
    /// Apple documents for `CGPathCreateCopyByStrokingPath`. Curves are flattened so the outline strays less than
    /// 0.01 unit (after `transform`) from the exact one; round joins and caps are circular arcs. A miter whose
    /// length divided by `lineWidth` exceeds `miterLimit` becomes a bevel (a NaN limit counts as Quartz's default,
    /// 10). The result is a union of overlapping pieces, not a single outline. A `lineWidth` that
    /// is not finite or not greater than 0 (Apple requires it to be greater than 0) gives an empty path. A subpath
    /// of zero length paints a disc with round caps, an axis-aligned square with square caps, nothing with butt caps.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth.isFinite, lineWidth > 0 else { return CGPath(elements: []) }
        let tolerance = PathFlattener.tolerance(0.01, under: transform)
        let stroker = PathStroker(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
                                  miterLimit: miterLimit.isNaN ? 10 : miterLimit, tolerance: tolerance)
        for polyline in StrokePolyline.polylines(of: elements, tolerance: tolerance) { stroker.stroke(polyline) }
        return CGPath(elements: stroker.output.transformed(transform))
    }
}

extension PathFlattener {
    /// `tolerance` in the space after `transform`, brought back into the space before it.
    static func tolerance(_ tolerance: CGFloat, under transform: CGAffineTransform) -> CGFloat {
        let scale = max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
        guard scale.isFinite, scale > 0 else { return tolerance }
        return tolerance / min(max(scale, 1e-3), 1e6)
    }

    /// Equal parameter steps for a quadratic so every chord stays within `tolerance` of the curve.
    ///
    /// A chord over a parameter step h strays at most h²/8 · max|B''|, and a quadratic's B'' is the constant
    /// 2(p0 − 2c + p1).
    static func segmentCount(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, tolerance: CGFloat) -> Int {
        let second = hypot(p0.x - 2 * c.x + p1.x, p0.y - 2 * c.y + p1.y)
        return clampedCount((second / (4 * tolerance)).squareRoot())
    }

    /// Equal parameter steps for a cubic so every chord stays within `tolerance` of the curve.
    ///
    /// A cubic's B'' is 6 times a blend of (p0 − 2c1 + c2) and (c1 − 2c2 + p1), so |B''| ≤ 6M with M the larger
    /// of the two; h²/8 · 6M ≤ tolerance gives n ≥ √(3M / 4 tolerance).
    static func segmentCount(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint,
                             tolerance: CGFloat) -> Int {
        let m = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                    hypot(c1.x - 2 * c2.x + p1.x, c1.y - 2 * c2.y + p1.y))
        return clampedCount((3 * m / (4 * tolerance)).squareRoot())
    }

    /// The most segments a curve is flattened into: curves so large that more would be needed are flattened
    /// less finely.
    static let maximumSegments = 4096

    private static func clampedCount(_ n: CGFloat) -> Int {
        n.isNaN ? maximumSegments : Int(clamping: n, rounding: .up, within: 1...maximumSegments)
    }

    /// The segment's points after its start, flattened within `tolerance`; the last is the segment's end, exactly.
    static func points(after segment: PathSegment, tolerance: CGFloat) -> [CGPoint] {
        switch segment {
        case .move: return []
        case .line(_, let b): return [b]
        case .quad(let p0, let c, let p1):
            let n = segmentCount(p0, c, p1, tolerance: tolerance)
            return (1..<n).map { PathSegment.quadPoint(p0, c, p1, CGFloat($0) / CGFloat(n)) } + [p1]
        case .cubic(let p0, let c1, let c2, let p1):
            let n = segmentCount(p0, c1, c2, p1, tolerance: tolerance)
            return (1..<n).map { PathSegment.cubicPoint(p0, c1, c2, p1, CGFloat($0) / CGFloat(n)) } + [p1]
        }
    }
}

/// One subpath, flattened, ready to stroke.
struct StrokePolyline {
    /// The vertices, with no two consecutive ones (nearly) equal.
    var points: [CGPoint]
    /// Per vertex: whether it lies inside a flattened curve (joined as the smooth curve would be) rather than at
    /// a corner of the path (joined with the caller's join).
    var smooth: [Bool]
    /// Whether the subpath was closed.
    var closed = false
    /// Whether the subpath had anything after its move: a lone move-to paints nothing, a zero-length line does.
    var hasSegments = false

    /// Consecutive points closer than this are one point: a segment that short has no usable direction.
    static let samePointDistance: CGFloat = 1e-9

    static func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= samePointDistance && abs(a.y - b.y) <= samePointDistance
    }

    mutating func append(_ p: CGPoint, smooth isSmooth: Bool) {
        hasSegments = true
        if let last = points.last, Self.same(last, p) {
            // A corner wins over a smooth point at the same place.
            if !isSmooth { smooth[smooth.count - 1] = false }
            return
        }
        points.append(p)
        smooth.append(isSmooth)
    }

    /// The path's subpaths, curves flattened within `tolerance`.
    static func polylines(of elements: [PathElement], tolerance: CGFloat) -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        var current: StrokePolyline?
        var start = CGPoint.zero, point = CGPoint.zero
        func finish() {
            if let c = current { result.append(c) }
            current = nil
        }
        func add(_ segment: PathSegment) {
            if current == nil { current = StrokePolyline(points: [start], smooth: [false]) }
            let points = PathFlattener.points(after: segment, tolerance: tolerance)
            for (i, p) in points.enumerated() { current!.append(p, smooth: i < points.count - 1) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = StrokePolyline(points: [p], smooth: [false])
                start = p; point = p
            case .line(let p): add(.line(point, p)); point = p
            case .quad(let c, let p): add(.quad(point, c, p)); point = p
            case .cubic(let c1, let c2, let p): add(.cubic(point, c1, c2, p)); point = p
            case .close:
                guard current != nil else { continue }
                current!.append(start, smooth: false)
                current!.closed = true
                finish()
                point = start
            }
        }
        finish()
        return result
    }
}

/// Emits the pieces of a stroke into `output`.
struct PathStroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let tolerance: CGFloat
    let output = CGMutablePath()

    func stroke(_ polyline: StrokePolyline) {
        var points = polyline.points, smooth = polyline.smooth
        let closed = polyline.closed
        if closed, points.count > 1, StrokePolyline.same(points[0], points[points.count - 1]) {
            points.removeLast(); smooth.removeLast()
        }
        guard points.count > 1 else {
            if polyline.hasSegments { dot(at: points[0]) }
            return
        }
        let n = points.count
        let segmentCount = closed ? n : n - 1
        let hw = halfWidth

        // A rectangle along each segment, lengthened by half the width at open ends with square caps.
        for i in 0..<segmentCount {
            var a = points[i], b = points[(i + 1) % n]
            let d = unit(from: a, to: b)
            if !closed, cap == .square {
                if i == 0 { a = CGPoint(x: a.x - d.dx * hw, y: a.y - d.dy * hw) }
                if i == segmentCount - 1 { b = CGPoint(x: b.x + d.dx * hw, y: b.y + d.dy * hw) }
            }
            let (nx, ny) = (-d.dy * hw, d.dx * hw)
            polygon([CGPoint(x: a.x - nx, y: a.y - ny), CGPoint(x: b.x - nx, y: b.y - ny),
                     CGPoint(x: b.x + nx, y: b.y + ny), CGPoint(x: a.x + nx, y: a.y + ny)])
        }

        // Joins at interior vertices, and at every vertex of a closed subpath (its start included).
        for i in closed ? 0..<n : 1..<(n - 1) {
            let previous = points[(i + n - 1) % n], vertex = points[i], next = points[(i + 1) % n]
            joinPiece(at: vertex, in: unit(from: previous, to: vertex), out: unit(from: vertex, to: next),
                      smooth: smooth[i])
        }

        if !closed, cap == .round {
            // Half discs beyond each end: from the left normal round through the backward direction at the start,
            // from the right normal round through the forward direction at the end.
            let d0 = unit(from: points[0], to: points[1])
            pie(at: points[0], startAngle: atan2(d0.dx, -d0.dy), delta: .pi)
            let d1 = unit(from: points[n - 2], to: points[n - 1])
            pie(at: points[n - 1], startAngle: atan2(-d1.dx, d1.dy), delta: .pi)
        }
    }

    /// The piece a join adds on the outer side of the turn at `v` from direction `d1` to `d2`.
    private func joinPiece(at v: CGPoint, in d1: CGVector, out d2: CGVector, smooth: Bool) {
        let cross = d1.dx * d2.dy - d1.dy * d2.dx, dot = d1.dx * d2.dx + d1.dy * d2.dy
        let turn = atan2(cross, dot)  // In [-π, π]: positive turns left (counter-clockwise in a y-up space).
        guard turn != 0 else { return }
        let hw = halfWidth
        // The outer side is the right of a left turn and the left of a right turn.
        let side: CGFloat = turn > 0 ? 1 : -1
        let o1 = CGPoint(x: v.x + side * d1.dy * hw, y: v.y - side * d1.dx * hw)
        let o2 = CGPoint(x: v.x + side * d2.dy * hw, y: v.y - side * d2.dx * hw)

        var style = join
        if smooth {
            // Inside a flattened curve the exact stroke is round; a bevel is enough while its chord stays within
            // the tolerance of that arc.
            style = hw * (1 - cos(turn / 2)) <= tolerance ? .bevel : .round
        }
        switch style {
        case .bevel:
            polygon([v, o1, o2])
        case .miter:
            // Miter length / line width = 1 / sin(φ/2) for the angle φ = π − |turn| between the segments,
            // that is 1 / cos(turn/2). Past the limit, Quartz bevels.
            let c = cos(turn / 2)
            guard c > 1e-12, 1 / c <= miterLimit else { return polygon([v, o1, o2]) }
            // The tip is along the bisector of the outer normals, hw / cos(turn/2) from the vertex:
            // (n1 + n2) has length 2 cos(turn/2), so
            // tip = v + (n1 + n2)·hw / (2 cos²(turn/2)) = v + (n1 + n2)·hw / (1 + cos turn).
            let k = 1 / (1 + cos(turn))
            let tip = CGPoint(x: v.x + (o1.x - v.x + o2.x - v.x) * k, y: v.y + (o1.y - v.y + o2.y - v.y) * k)
            polygon([v, o1, tip, o2])
        case .round where !smooth:
            // PostScript's round join: the whole disc of diameter lineWidth around the vertex.
            pie(at: v, startAngle: 0, delta: 2 * .pi)
        case .round:
            // Inside a curve only the outer wedge: a whole disc could reach past a butt end a short step away.
            // Sweep counter-clockwise: from the first outer normal for a left turn, from the second for a right one.
            let from = turn > 0 ? o1 : o2
            pie(at: v, startAngle: atan2(from.y - v.y, from.x - v.x), delta: abs(turn))
        }
    }

    /// What a subpath of zero length paints: a disc with round caps, a square with square caps (its direction is
    /// undefined, so the square is aligned with the axes), nothing with butt caps.
    private func dot(at p: CGPoint) {
        let hw = halfWidth
        switch cap {
        case .butt: break
        case .round: pie(at: p, startAngle: 0, delta: 2 * .pi)
        case .square:
            polygon([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                     CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
        }
    }

    /// A closed circular sector of radius `halfWidth` around `center`, swept counter-clockwise (`delta` > 0).
    private func pie(at center: CGPoint, startAngle: CGFloat, delta: CGFloat) {
        output.builderMove(to: center)
        output.buildRelativeArc(center: center, radius: halfWidth, startAngle: startAngle, delta: delta, .identity)
        output.builderClose()
    }

    /// A closed polygon, turned counter-clockwise if it was not; dropped when it has no area.
    private func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let (a, b) = (points[i], points[(i + 1) % points.count])
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 * halfWidth * halfWidth else { return }
        let ordered = area > 0 ? points : points.reversed()
        output.builderMove(to: ordered[0])
        for p in ordered.dropFirst() { output.builderLine(to: p) }
        output.builderClose()
    }

    private func unit(from a: CGPoint, to b: CGPoint) -> CGVector {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = hypot(dx, dy)
        return CGVector(dx: dx / length, dy: dy / length)
    }
}
