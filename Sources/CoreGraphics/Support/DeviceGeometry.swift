@_implementationOnly import CCairo

/// The limits on what cairo is handed in device space, where a finite but huge value (a view scaled by 1e20, a
/// border a billion points wide) would make it allocate gigabytes or never finish: its pens and arcs take
/// vertices in proportion to the square root of their size, and its fixed-point coordinates wrap beyond
/// ±2²³ pixels.
package enum DeviceGeometry {
    /// The longest line width or arc radius handed to cairo, in device pixels: a stroke or arc longer than any
    /// screen looks the same at this size wherever a screen can show it.
    package static let maximumLength = 1_048_576.0

    /// `length`, in `cr`'s user space, shortened so that it spans at most `maximumLength` device pixels in any
    /// direction.
    package static func clampedLength(_ length: Double, in cr: OpaquePointer) -> Double {
        let stretch = stretch(in: cr)
        guard stretch > 0, stretch.isFinite, length * stretch > maximumLength else { return length }
        return maximumLength / stretch
    }

    /// The device pixels a user unit spans along x or y in `cr`, whichever is more.
    private static func stretch(in cr: OpaquePointer) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
    }

    /// Strokes `cr`'s path with its line width, shortened to `maximumLength` device pixels.
    package static func stroke(_ cr: OpaquePointer) {
        let width = cairo_get_line_width(cr)
        let clamped = clampedLength(width, in: cr)
        if clamped != width { cairo_set_line_width(cr, clamped) }
        cairo_stroke(cr)
        if clamped != width { cairo_set_line_width(cr, width) }
    }

    /// Beyond this device coordinate, shapes are built and cut to the clip in device space before cairo is given
    /// them: the cut outlines, grown by the longest lengths, stay well inside the ±8,388,607 pixels cairo's 24.8
    /// fixed point holds.
    package static let cuttingCoordinate = 2_097_152.0

    /// Whether every corner of `rect` (user space) lies within `cuttingCoordinate` of the device origin under
    /// `matrix`: cairo can then be given it as it is.
    package static func isNear(_ rect: CGRect, under matrix: CGAffineTransform) -> Bool {
        [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].allSatisfy { x, y in
            abs(matrix.a * x + matrix.c * y + matrix.tx) < cuttingCoordinate
                && abs(matrix.b * x + matrix.d * y + matrix.ty) < cuttingCoordinate
        }
    }

    /// `vector` shortened to at most `maximumLength`.
    package static func clamped(_ vector: CGVector) -> CGVector {
        let length = hypot(vector.dx, vector.dy)
        guard length > maximumLength, length.isFinite else { return length.isFinite ? vector : CGVector(dx: 0, dy: 0) }
        return CGVector(dx: vector.dx / length * maximumLength, dy: vector.dy / length * maximumLength)
    }

    /// Chords enough for a quarter circle of `radius` device pixels to stray less than a tenth of a pixel.
    package static func quarterArcSteps(radius: Double) -> Int {
        // A chord over angle θ strays r(1 − cos θ/2) ≈ rθ²/8.
        Int(clamping: Double.pi / 2 / (0.8 / max(radius, 1e-9)).squareRoot(), rounding: .up, within: 1...4096)
    }

    /// The part of the polygon `points` inside `rect` (Sutherland and Hodgman's clipping, one edge of `rect` at a
    /// time); empty when none is.
    package static func clip(_ points: [CGPoint], to rect: CGRect) -> [CGPoint] {
        var polygon = points
        let edges: [(inside: (CGPoint) -> Bool, cross: (CGPoint, CGPoint) -> CGPoint)] = [
            ({ $0.x >= rect.minX }, { a, b in along(a, b, x: rect.minX) }),
            ({ $0.x <= rect.maxX }, { a, b in along(a, b, x: rect.maxX) }),
            ({ $0.y >= rect.minY }, { a, b in along(a, b, y: rect.minY) }),
            ({ $0.y <= rect.maxY }, { a, b in along(a, b, y: rect.maxY) }),
        ]
        for edge in edges {
            guard let last = polygon.last else { return [] }
            var kept: [CGPoint] = []
            var previous = last
            for point in polygon {
                switch (edge.inside(previous), edge.inside(point)) {
                case (true, true): kept.append(point)
                case (true, false): kept.append(edge.cross(previous, point))
                case (false, true): kept.append(edge.cross(previous, point)); kept.append(point)
                case (false, false): break
                }
                previous = point
            }
            polygon = kept
        }
        return polygon
    }

    /// Where the segment from `a` to `b` crosses the vertical line at `x`.
    private static func along(_ a: CGPoint, _ b: CGPoint, x: Double) -> CGPoint {
        let t = (x - a.x) / (b.x - a.x)
        return CGPoint(x: x, y: a.y + (b.y - a.y) * t)
    }

    /// Where the segment from `a` to `b` crosses the horizontal line at `y`.
    private static func along(_ a: CGPoint, _ b: CGPoint, y: Double) -> CGPoint {
        let t = (y - a.y) / (b.y - a.y)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: y)
    }

    /// Whether cairo can draw under `matrix` (user space to device): every entry finite, and invertible with a
    /// finite inverse. Cairo refuses any other matrix, and the refusal puts the context in an error state for
    /// good.
    package static func canDraw(under matrix: CGAffineTransform) -> Bool {
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        return determinant != 0 && determinant.isFinite && (1 / determinant).isFinite
            && matrix.tx.isFinite && matrix.ty.isFinite
    }
}
