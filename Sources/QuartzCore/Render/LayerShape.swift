@_implementationOnly import CCairo
import CoreGraphics

/// A layer's shape as cairo is given it: a rectangle with its masked corners rounded, in the current user space.
///
/// A shape whose device coordinates reach beyond `DeviceGeometry.cuttingCoordinate` (a layer scaled by 1e20, or a
/// billion points wide) is built in device space instead, where those coordinates are still exact doubles: its
/// corners flattened there, with radii of at most `DeviceGeometry.maximumLength` pixels, and the outline cut to
/// what the clip shows. So cairo never gets coordinates its fixed point wraps, nor an arc it would flatten into
/// millions of pieces. (Cutting in user space would not do: at such scales the clip maps back to a span of user
/// coordinates narrower than a double's spacing there.)
struct LayerShape {
    let rect: CGRect
    /// The radius of each corner, clockwise from the top-left in a y-down space.
    private let radii: [CGFloat]

    /// `rect` with the `corners` rounded by `radius`, kept within half of each side.
    init(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        self.rect = rect
        let radius = rect.isNull ? 0 : min(max(radius, 0), rect.width / 2, rect.height / 2)
        radii = [CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
            .map { corners.contains($0) ? radius : 0 }
    }

    /// Adds the shape to `cr`'s path as a closed subpath; nothing when it is empty.
    func append(to cr: OpaquePointer) {
        let r = rect
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if !DeviceGeometry.isNear(r, under: matrix.affine) { return appendInDeviceSpace(matrix, cr) }
        guard radii.contains(where: { $0 > 0 }) else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        func arc(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, _ from: CGFloat) {
            // Cairo flattens an arc into pieces in proportion to the root of its device radius.
            cairo_arc(cr, x, y, DeviceGeometry.clampedLength(radius, in: cr), from, from + .pi / 2)
        }
        cairo_new_sub_path(cr)
        arc(r.maxX - tr, r.minY + tr, tr, -.pi / 2)
        arc(r.maxX - br, r.maxY - br, br, 0)
        arc(r.minX + bl, r.maxY - bl, bl, .pi / 2)
        arc(r.minX + tl, r.minY + tl, tl, .pi)
        cairo_close_path(cr)
    }

    /// The outline mapped to device space by `matrix`, its corners flattened there, cut to the clip grown by a
    /// pixel, and added to the path in device coordinates.
    private func appendInDeviceSpace(_ matrix: cairo_matrix_t, _ cr: OpaquePointer) {
        func device(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: matrix.xx * x + matrix.xy * y + matrix.x0, y: matrix.yx * x + matrix.yy * y + matrix.y0)
        }
        func vector(_ x: CGFloat, _ y: CGFloat) -> CGVector {
            CGVector(dx: matrix.xx * x + matrix.xy * y, dy: matrix.yx * x + matrix.yy * y)
        }
        // Each corner: its point, and the unit steps along its two sides into the shape (user space).
        let r = rect
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
        ]
        var outline: [CGPoint] = []
        for ((point, first, second), radius) in zip(corners, radii) {
            let p = device(point.x, point.y)
            guard radius > 0 else {
                outline.append(p)
                continue
            }
            // The arc runs from the point `radius` along the first side to the one along the second, round the
            // centre `radius` in along both; each device radius kept within the limit, the arc still meets its sides.
            let a = DeviceGeometry.clamped(vector(first.dx * radius, first.dy * radius))
            let b = DeviceGeometry.clamped(vector(second.dx * radius, second.dy * radius))
            let steps = DeviceGeometry.quarterArcSteps(radius: max(hypot(a.dx, a.dy), hypot(b.dx, b.dy)))
            for i in 0...steps {
                let angle = CGFloat(i) / CGFloat(steps) * .pi / 2
                let (c, s) = (1 - cos(angle), 1 - sin(angle))
                outline.append(CGPoint(x: p.x + a.dx * s + b.dx * c, y: p.y + a.dy * s + b.dy * c))
            }
        }
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let cut = DeviceGeometry.clip(outline, to: CGRect(x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: y1 - y0 + 2))
        if let first = cut.first {
            cairo_move_to(cr, first.x, first.y)
            for point in cut.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
        }
        cairo_restore(cr)
    }
}
