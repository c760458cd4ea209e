@_implementationOnly import CCairo

extension CGContext: PathBuilder {
    var builderCurrentPoint: CGPoint? {
        guard canDraw, cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    func builderMove(to p: CGPoint) {
        guard canDraw, p.isFinite else { return }
        cairo_move_to(cr, p.x, p.y)
    }

    func builderLine(to p: CGPoint) {
        guard canDraw, p.isFinite, hasCurrentPoint("CGContextAddLineToPoint") else { return }
        cairo_line_to(cr, p.x, p.y)
    }

    func builderQuad(control c: CGPoint, to p: CGPoint) {
        guard canDraw, c.isFinite, p.isFinite, hasCurrentPoint("CGContextAddQuadCurveToPoint"),
              let p0 = builderCurrentPoint else { return }
        // Cairo has cubics only; this one traces the quadratic exactly.
        let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }

    func builderCubic(control1 c1: CGPoint, control2 c2: CGPoint, to p: CGPoint) {
        guard canDraw, c1.isFinite, c2.isFinite, p.isFinite, hasCurrentPoint("CGContextAddCurveToPoint") else { return }
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }

    func builderClose() {
        guard canDraw, cairo_has_current_point(cr) != 0 else { return }
        cairo_close_path(cr)
    }

    private func hasCurrentPoint(_ function: String) -> Bool {
        if cairo_has_current_point(cr) != 0 { return true }
        CGLog.error("\(function): no current point.")
        return false
    }

    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { builderMove(to: point) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { builderLine(to: point) }

    /// Starts a subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first, points.allSatisfy(\.isFinite) else { return }
        builderMove(to: first)
        for p in points.dropFirst() { builderLine(to: p) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { builderQuad(control: control, to: end) }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        builderCubic(control1: control1, control2: control2, to: end)
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { buildRect(rect, .identity) }

    /// Adds one closed rectangle per entry.
    public func addRects(_ rects: [CGRect]) { for rect in rects { buildRect(rect, .identity) } }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { buildEllipse(in: rect, .identity) }

    /// Adds an arc; `clockwise` is in a y-up space (in a flipped UIKit context it looks counter-clockwise).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        buildArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                 .identity)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = builderCurrentPoint else { return }
        buildTangentArc(from: current, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, .identity)
    }

    /// Adds `path`, whose coordinates are in user space.
    public func addPath(_ path: CGPath) {
        for element in path.elements {
            switch element {
            case .move(let p): builderMove(to: p)
            case .line(let p): builderLine(to: p)
            case .quad(let c, let p): builderQuad(control: c, to: p)
            case .cubic(let c1, let c2, let p): builderCubic(control1: c1, control2: c2, to: p)
            case .close: builderClose()
            }
        }
    }

    /// Closes the current subpath.
    public func closePath() { builderClose() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// The current point of the path in user space, or `.zero` when there is none.
    public var currentPointOfPath: CGPoint { builderCurrentPoint ?? .zero }

    /// The bounding box of the current path in user space, control points included; `.null` when empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    /// A copy of the current path in user space; `nil` when it is empty.
    public var path: CGPath? {
        guard canDraw, !isPathEmpty, let copy = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copy) }
        let result = CGMutablePath()
        var i = 0
        let data = copy.pointee.data!
        while i < Int(copy.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.elements.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: result.elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: result.elements.append(.cubic(point(1), point(2), point(3)))
            default: result.elements.append(.close)
            }
            i += Int(header.length)
        }
        return CGPath(elements: Self.droppingMovesAfterClose(result.elements))
    }

    private static func droppingMovesAfterClose(_ elements: [PathElement]) -> [PathElement] {
        var out: [PathElement] = []
        for (i, element) in elements.enumerated() {
            // Cairo follows a close with a move to the subpath's start; Quartz records none unless more follows.
            if case .move = element, i > 0, case .close = elements[i - 1] {
                let next = i + 1 < elements.count ? elements[i + 1] : nil
                switch next {
                case nil, .move?: continue
                default: break
                }
            }
            out.append(element)
        }
        return out
    }

    /// Whether `point` (user space) is inside the current path painted with `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard canDraw, point.isFinite else { return false }
        switch mode {
        case .stroke: return cairo_in_stroke(cr, point.x, point.y) != 0
        case .fill, .fillStroke, .eoFill, .eoFillStroke:
            cairo_set_fill_rule(cr, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let inside = cairo_in_fill(cr, point.x, point.y) != 0
            return inside || (mode != .fill && mode != .eoFill && cairo_in_stroke(cr, point.x, point.y) != 0)
        }
    }
}

extension CGContext {
    /// Replaces the current path with the outline of its stroke under the current line width, cap, join,
    /// miter limit and dash pattern, so filling it paints what stroking would have.
    public func replacePathWithStrokedPath() {
        guard let current = path else { return }
        let caps: [cairo_line_cap_t: CGLineCap] = [CAIRO_LINE_CAP_BUTT: .butt, CAIRO_LINE_CAP_ROUND: .round,
                                                   CAIRO_LINE_CAP_SQUARE: .square]
        let joins: [cairo_line_join_t: CGLineJoin] = [CAIRO_LINE_JOIN_MITER: .miter, CAIRO_LINE_JOIN_ROUND: .round,
                                                      CAIRO_LINE_JOIN_BEVEL: .bevel]
        var outline = current
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var lengths = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cr, &lengths, &phase)
            outline = outline.copy(dashingWithPhase: phase, lengths: lengths.map { CGFloat($0) })
        }
        outline = outline.copy(strokingWithWidth: cairo_get_line_width(cr), lineCap: caps[cairo_get_line_cap(cr)]!,
                               lineJoin: joins[cairo_get_line_join(cr)]!, miterLimit: cairo_get_miter_limit(cr))
        beginPath()
        addPath(outline)
    }
}
