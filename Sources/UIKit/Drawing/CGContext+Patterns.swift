import CCairo
import Foundation

extension CGContext {
    /// Fills or strokes the current path, with the pattern of a pattern colour if one was set as the fill
    /// (or stroke) colour through UIKit, else with the context's colour; the path is cleared.
    func paintCurrentPath(stroking: Bool, rule: CGPathFillRule) {
        guard let image = GraphicsContextStack.current.pattern(stroking: stroking, for: self)
        else { return stroking ? strokePath() : fillPath(using: rule) }
        paintCurrentPath(with: image, stroking: stroking, rule: rule)
    }

    /// Fills or strokes the current path with `image` repeated (see `UIColor(patternImage:)`); the path is
    /// cleared.
    func paintCurrentPath(with image: UIImage, stroking: Bool, rule: CGPathFillRule) {
        guard let pattern = image.makeCairoPattern(redBlueSwapped: swapsRedAndBlue) else { return beginPath() }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let alpha = globalAlpha
        render {
            if alpha < 1 { cairo_push_group(cr) }
            cairo_set_source(cr, pattern)
            if stroking { cairo_stroke(cr) } else { cairo_fill(cr) }
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        }
        cairo_new_path(cr)
    }
}

extension UIImage {
    /// A repeating cairo pattern of the image, in tiles of its size in points from the user-space origin,
    /// upright in a y-down space; `nil` for an image without pixels. The caller destroys it.
    func makeCairoPattern(redBlueSwapped: Bool) -> OpaquePointer? {
        guard let cgImage, size.width > 0, size.height > 0 else { return nil }
        let surface = cgImage.surface(redBlueSwapped: redBlueSwapped)
        let pattern = cairo_pattern_create_for_surface(surface.pointer)!
        // User space to pattern (pixel) space.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, CGFloat(cgImage.width) / size.width, CGFloat(cgImage.height) / size.height)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        return pattern
    }
}
