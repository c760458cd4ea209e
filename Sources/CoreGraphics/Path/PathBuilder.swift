/// Something a path can be built into: `CGMutablePath`'s storage or a context's current path.
///
/// The shapes (rectangles, ellipses, rounded rectangles, both arc forms) are generated here once, so a path
/// and a context produce identical geometry.
protocol PathBuilder {
    /// The end of the last element, or `nil` when there is no current point.
    var builderCurrentPoint: CGPoint? { get }
    func builderMove(to p: CGPoint)
    func builderLine(to p: CGPoint)
    func builderQuad(control c: CGPoint, to p: CGPoint)
    func builderCubic(control1 c1: CGPoint, control2 c2: CGPoint, to p: CGPoint)
    func builderClose()
}

extension PathBuilder {
    /// The distance of a cubic's controls from a quarter ellipse's ends, as a fraction of the radius, that
    /// best approximates the ellipse.
    static var quarterEllipseControl: CGFloat { 0.552_284_749_830_793_4 }

    /// The most whole turns a relative arc makes; a larger sweep makes this many and then what is left of its
    /// last turn, so it ends where it would have.
    static var maximumArcTurns: Int { 16 }

    /// Adds a closed rectangle: min corner, along x, then y, counter-clockwise in a y-up space (as Quartz).
    func buildRect(_ rect: CGRect, _ t: CGAffineTransform) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        builderMove(to: CGPoint(x: r.minX, y: r.minY).applying(t))
        builderLine(to: CGPoint(x: r.maxX, y: r.minY).applying(t))
        builderLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(t))
        builderLine(to: CGPoint(x: r.minX, y: r.maxY).applying(t))
        builderClose()
    }

    /// Adds a closed ellipse of four cubic curves, starting at the right-most point and, as Apple documents,
    /// running clockwise in a y-up space.
    func buildEllipse(in rect: CGRect, _ t: CGAffineTransform) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        let (rx, ry) = (r.width / 2, r.height / 2)
        let (cx, cy) = (r.midX, r.midY)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        let (kx, ky) = (Self.quarterEllipseControl * rx, Self.quarterEllipseControl * ry)
        builderMove(to: p(cx + rx, cy))
        builderCubic(control1: p(cx + rx, cy - ky), control2: p(cx + kx, cy - ry), to: p(cx, cy - ry))
        builderCubic(control1: p(cx - kx, cy - ry), control2: p(cx - rx, cy - ky), to: p(cx - rx, cy))
        builderCubic(control1: p(cx - rx, cy + ky), control2: p(cx - kx, cy + ry), to: p(cx, cy + ry))
        builderCubic(control1: p(cx + kx, cy + ry), control2: p(cx + rx, cy + ky), to: p(cx + rx, cy))
        builderClose()
    }

    /// Adds a closed rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    func buildRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, _ t: CGAffineTransform) {
        guard rect.isFinite, !rect.isNull, cornerWidth.isFinite, cornerHeight.isFinite else { return }
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return buildRect(r, t) }
        let k = Self.quarterEllipseControl
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        builderMove(to: p(x1, y0 + ry))
        builderLine(to: p(x1, y1 - ry))
        builderCubic(control1: p(x1, y1 - ry + k * ry), control2: p(x1 - rx + k * rx, y1), to: p(x1 - rx, y1))
        builderLine(to: p(x0 + rx, y1))
        builderCubic(control1: p(x0 + rx - k * rx, y1), control2: p(x0, y1 - ry + k * ry), to: p(x0, y1 - ry))
        builderLine(to: p(x0, y0 + ry))
        builderCubic(control1: p(x0, y0 + ry - k * ry), control2: p(x0 + rx - k * rx, y0), to: p(x0 + rx, y0))
        builderLine(to: p(x1 - rx, y0))
        builderCubic(control1: p(x1 - rx + k * rx, y0), control2: p(x1, y0 + ry - k * ry), to: p(x1, y0 + ry))
        builderClose()
    }

    /// Adds an arc, with Quartz's convention: `clockwise` is in a y-up space, so `false` sweeps from
    /// `startAngle` towards larger angles. A line joins the current point to the arc's start.
    func buildArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                  _ t: CGAffineTransform) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let full = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            // Sweeps towards smaller angles, in (-2π, 0]; a sweep of 2π or more is one whole turn.
            if delta <= -full { delta = -full } else {
                delta = fmod(delta, full)
                if delta > 0 { delta -= full }
            }
        } else {
            if delta >= full { delta = full } else {
                delta = fmod(delta, full)
                if delta < 0 { delta += full }
            }
        }
        buildRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, t)
    }

    /// Adds an arc sweeping `delta` radians from `startAngle` (positive towards larger angles).
    func buildRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                          _ t: CGAffineTransform) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let r = abs(radius)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        let start = point(startAngle).applying(t)
        if builderCurrentPoint == nil { builderMove(to: start) } else { builderLine(to: start) }
        guard delta != 0, r > 0 else { return }
        let full = 2 * CGFloat.pi
        var delta = delta
        if abs(delta) > full * CGFloat(Self.maximumArcTurns + 1) {
            delta = (full * CGFloat(Self.maximumArcTurns) + fmod(abs(delta), full)) * (delta < 0 ? -1 : 1)
        }
        // Quarter turns or less per cubic keep the error under 0.03 % of the radius.
        let pieces = Int(clamping: abs(delta) / (CGFloat.pi / 2) - 1e-9, rounding: .up, within: 1...Int.max)
        let step = delta / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let c1p = CGPoint(x: center.x + r * (c0 - k * s0), y: center.y + r * (s0 + k * c0))
            let c2p = CGPoint(x: center.x + r * (c1 + k * s1), y: center.y + r * (s1 - k * c1))
            builderCubic(control1: c1p.applying(t), control2: c2p.applying(t), to: point(next).applying(t))
            angle = next
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, preceded by a line to the arc's start (PostScript's `arct`).
    /// `currentUser` is the current point in the same space as the arguments.
    func buildTangentArc(from currentUser: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint,
                         radius: CGFloat, _ t: CGAffineTransform) {
        guard p1.isFinite, p2.isFinite, radius.isFinite else { return }
        let p0 = currentUser
        let (v1x, v1y) = (p0.x - p1.x, p0.y - p1.y)
        let (v2x, v2y) = (p2.x - p1.x, p2.y - p1.y)
        let l1 = hypot(v1x, v1y), l2 = hypot(v2x, v2y)
        let cross = v1x * v2y - v1y * v2x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return builderLine(to: p1.applying(t))
        }
        let cosTheta = (v1x * v2x + v1y * v2y) / (l1 * l2)
        let half = acos(max(-1, min(1, cosTheta))) / 2
        let distance = radius / tan(half)
        let start = CGPoint(x: p1.x + v1x / l1 * distance, y: p1.y + v1y / l1 * distance)
        let end = CGPoint(x: p1.x + v2x / l2 * distance, y: p1.y + v2y / l2 * distance)
        // The centre lies along the bisector, `radius / sin(half)` from the corner.
        let (bx, by) = (v1x / l1 + v2x / l2, v1y / l1 + v2y / l2)
        let bl = hypot(bx, by)
        let centreDistance = radius / sin(half)
        let centre = CGPoint(x: p1.x + bx / bl * centreDistance, y: p1.y + by / bl * centreDistance)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        // The arc subtends less than half a turn: take the short way round.
        var delta = atan2(end.y - centre.y, end.x - centre.x) - a0
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        // With a current point (both callers require one), the arc itself begins with the line to its start.
        buildRelativeArc(center: centre, radius: radius, startAngle: a0, delta: delta, t)
    }
}
