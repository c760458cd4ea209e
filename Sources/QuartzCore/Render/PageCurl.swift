import CCairo
import CoreGraphics
import Foundation

extension Compositor {
    /// Draws `page` curling up from its bottom edge over `under`, `progress` of the way (0: flat, 1: gone).
    ///
    /// The page wraps round a cylinder lying along the curl line, which sweeps up the page. Seen from the
    /// front, a point of the page at arc length `d` past the line sits at `line + r·sin(d/r)`: the first
    /// quarter turn shows the front, squeezed and shaded; past it the back of the paper faces the viewer,
    /// then lies flat above the line, over the page. cairo has no mesh warp, so the curled part is drawn one
    /// thin row at a time, each row of the page moved to where the cylinder puts it.
    static func drawPageCurl(page: RenderLayer, under: RenderLayer, progress p: CGFloat, in cr: OpaquePointer, cull: Cull) {
        let b = page.bounds
        guard b.width > 0, b.height > 0 else { return }
        drawBody(under, cr, alpha: 1, cull: cull)
        // Everything of the curl happens on the page.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_clip(cr)
        let radius = max(b.height * 0.15, 3)
        // The line runs from the bottom edge (nothing lifted) to beyond the top (the whole page lifted).
        let line = b.maxY - p * (b.height + .pi * radius)
        guard line < b.maxY else { return drawBody(page, cr, alpha: 1, cull: cull) }
        cairo_push_group(cr)
        drawBody(page, cr, alpha: 1, cull: cull)
        let front = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(front) }

        // A soft shadow on the revealed page, just past the cylinder.
        let shadowTop = min(line + radius, b.maxY), shadowDepth = radius * 0.75
        let shadow = cairo_pattern_create_linear(0, shadowTop, 0, shadowTop + shadowDepth)!
        cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0.3)
        cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0)
        cairo_rectangle(cr, b.minX, shadowTop, b.width, shadowDepth)
        cairo_set_source(cr, shadow)
        cairo_fill(cr)
        cairo_pattern_destroy(shadow)

        // The flat part still lying above the line.
        if line > b.minY {
            cairo_save(cr)
            cairo_rectangle(cr, b.minX, b.minY, b.width, line - b.minY)
            cairo_clip(cr)
            cairo_set_source(cr, front)
            cairo_paint(cr)
            cairo_restore(cr)
        }

        // One row per device pixel.
        var dx: Double = 0, dy: Double = 1
        cairo_user_to_device_distance(cr, &dx, &dy)
        let step = 1 / max(CGFloat(hypot(dx, dy)), 1)
        let pageLength = b.maxY - line
        /// Copies the page's row at arc length `d` to screen row `y`, shaded by `shade` (negative darkens).
        func row(_ y: CGFloat, from d: CGFloat, back: Bool, shade: CGFloat) {
            guard d <= pageLength, y + step > b.minY, y < b.maxY else { return }
            cairo_save(cr)
            cairo_rectangle(cr, b.minX, y, b.width, step)
            cairo_clip(cr)
            if back {
                // The back of the paper: light grey, the printing on the front showing through faintly.
                cairo_set_source_rgb(cr, 0.93 + 0.05 * shade, 0.93 + 0.05 * shade, 0.94 + 0.05 * shade)
                cairo_paint(cr)
                cairo_translate(cr, 0, y - (line + d))
                cairo_set_source(cr, front)
                cairo_paint_with_alpha(cr, 0.12)
            } else {
                cairo_translate(cr, 0, y - (line + d))
                cairo_set_source(cr, front)
                cairo_paint(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, -shade * 0.35)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
        // Front: the first quarter turn, from the line down to the cylinder's lowest point.
        var y = line
        while y < line + radius {
            let angle = asin(min((y - line) / radius, 1))
            row(y, from: radius * angle, back: false, shade: -angle / (.pi / 2))
            y += step
        }
        // Back, on the cylinder: the second quarter turn, drawn over the front.
        y = line
        while y < line + radius {
            let angle = .pi - asin(min((y - line) / radius, 1))
            row(y, from: radius * angle, back: true, shade: 1 - (angle - .pi / 2) / (.pi / 2) - 0.5)
            y += step
        }
        // Back, flat: the rest of the lifted page, lying over the page above the line.
        y = line - step
        while y >= b.minY - step {
            let d = .pi * radius + (line - y)
            if d > pageLength { break }
            row(y, from: d, back: true, shade: 0.2)
            y -= step
        }
    }
}
