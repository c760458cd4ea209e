import CCairo

/// The limits on what cairo is handed in device space, where a finite but huge value (a view scaled by 1e20, a
/// border a billion points wide) would make it allocate gigabytes or never finish: its pens and arcs take
/// vertices in proportion to the square root of their size, and its fixed-point coordinates wrap beyond
/// ±2²³ pixels.
package enum DeviceGeometry {
    /// The longest line width or arc radius handed to cairo, in device pixels: a stroke or arc longer than any
    /// screen looks the same at this size wherever a screen can show it.
    package static let maximumLength = 1_048_576.0

    /// The largest device coordinate cairo's 24.8 fixed point holds.
    package static let maximumCoordinate = 8_388_607.0

    /// `length`, in `cr`'s user space, shortened so that it spans at most `maximumLength` device pixels in any
    /// direction.
    package static func clampedLength(_ length: Double, in cr: OpaquePointer) -> Double {
        let stretch = stretch(in: cr)
        guard stretch > 0, stretch.isFinite, length * stretch > maximumLength else { return length }
        return maximumLength / stretch
    }

    /// The device pixels a user unit spans along x or y in `cr`, whichever is more.
    package static func stretch(in cr: OpaquePointer) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(),
                   (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
    }

    /// Strokes `cr`'s path with its line width, shortened to `maximumLength` device pixels.
    package static func stroke(_ cr: OpaquePointer) {
        let width = cairo_get_line_width(cr)
        let clamped = clampedLength(width, in: cr)
        if clamped != width { cairo_set_line_width(cr, clamped) }
        cairo_stroke(cr)
        if clamped != width { cairo_set_line_width(cr, width) }
    }

    /// Beyond this device coordinate a rectangle is cut to what the clip shows before cairo is given it: cut
    /// rectangles grown by the longest lengths stay well inside `maximumCoordinate`.
    static let cuttingCoordinate = 2_097_152.0

    /// The part of `rect` (user space) that can show through `cr`'s clip, grown by `margin` user units: `rect`
    /// itself when it lies within `cuttingCoordinate` of the device origin, so ordinary drawing is untouched;
    /// otherwise cut, so that its device coordinates stay where cairo's fixed point holds them. `.null` when
    /// nothing of it can show.
    package static func visiblePart(of rect: CGRect, margin: Double, in cr: OpaquePointer) -> CGRect {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let within = corners.allSatisfy { x, y in
            abs(matrix.xx * x + matrix.xy * y + matrix.x0) < cuttingCoordinate
                && abs(matrix.yx * x + matrix.yy * y + matrix.y0) < cuttingCoordinate
        }
        guard !within else { return rect }
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return rect.intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -margin, dy: -margin))
    }

    /// Whether cairo can draw under `matrix` (user space to device): every entry finite, and invertible with a
    /// finite inverse. Cairo refuses any other matrix, and the refusal puts the context in an error state for
    /// good.
    package static func canDraw(under matrix: cairo_matrix_t) -> Bool {
        let determinant = matrix.xx * matrix.yy - matrix.yx * matrix.xy
        return determinant != 0 && determinant.isFinite && (1 / determinant).isFinite
            && matrix.x0.isFinite && matrix.y0.isFinite
    }
}
