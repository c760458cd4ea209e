@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// Where a page curling up from its bottom edge lies at one moment, seen from the front.
///
/// The page wraps round a cylinder of `radius` whose axis lies along the curl `line`. Above the line the page
/// lies flat; below it the lifted part, measured by arc length `d` from the line, sits at `line + r·sin(d/r)`.
/// The first quarter turn shows the front, foreshortened and turning away; the second shows the back of the
/// paper coming round towards the viewer; the rest lies flat on top, back up, above the line.
struct PageCurl {
    /// The cylinder's radius.
    let radius: CGFloat
    /// Where the page leaves the table.
    let line: CGFloat
    /// How much of the page, from its bottom edge, is lifted.
    let lifted: CGFloat
    /// How far below the curl its shadow reaches.
    let shadowDepth: CGFloat

    /// The curl of a page spanning `top` to `bottom`, `progress` of the way: 0 flat, 1 gone off the top.
    init(top: CGFloat, bottom: CGFloat, progress: CGFloat) {
        radius = max((bottom - top) * 0.15, 3)
        shadowDepth = radius * 0.75
        // The line starts at the bottom edge and travels until the cylinder and its shadow have left the top,
        // so both ends of the transition join the still pages without a jump.
        line = bottom - progress * (bottom - top + radius + shadowDepth)
        lifted = bottom - line
    }

    /// The lowest point of the lifted page on screen: the cylinder's bottom, or the page's edge before it
    /// has gone a quarter turn round.
    var lowest: CGFloat { line + radius * sin(min(lifted / radius, .pi / 2)) }

    /// The front of the page on the cylinder: the screen span and the arc length seen at each `y` in it.
    var front: (span: ClosedRange<CGFloat>, arc: (CGFloat) -> CGFloat) {
        let (line, radius) = (line, radius)
        return (line...lowest, { radius * asin(min(max(($0 - line) / radius, 0), 1)) })
    }

    /// The back of the page on the cylinder, once the page has gone more than a quarter turn round.
    var backOnCylinder: (span: ClosedRange<CGFloat>, arc: (CGFloat) -> CGFloat)? {
        guard lifted > .pi / 2 * radius else { return nil }
        let (line, radius, front) = (line, radius, front.arc)
        // The page's edge rises back up the far side of the cylinder as more of it is lifted.
        return ((line + radius * sin(min(lifted / radius, .pi)))...(line + radius), { .pi * radius - front($0) })
    }

    /// The back of the page lying flat above the line, once the page has gone half a turn round.
    var backFlat: (span: ClosedRange<CGFloat>, arc: (CGFloat) -> CGFloat)? {
        guard lifted > .pi * radius else { return nil }
        let (line, radius) = (line, radius)
        return ((line - (lifted - .pi * radius))...line, { .pi * radius + line - $0 })
    }
}

extension Compositor {
    /// The grey of the back of the paper where it faces the viewer squarely.
    private static let paper: CGFloat = 0.93

    /// Draws `page` curling up from its bottom edge over `under`, `progress` of the way (0: flat, 1: gone);
    /// `across`, curling from its right edge to its left, as a book's page turns.
    ///
    /// cairo has no mesh warp, so the page is drawn once into a group and the curled part is copied from it
    /// a device row at a time, each row's source scaled and moved to the part of the page the cylinder
    /// shows there (see `PageCurl`). Across, the same happens with x and y swapped: the curl is worked out on
    /// the transposed page and drawn through a transposing matrix, the page itself drawn upright.
    func drawPageCurl(page: RenderLayer, under: RenderLayer, progress p: CGFloat, across: Bool = false,
                      in cr: OpaquePointer, cull: Cull) {
        let upright = page.bounds
        guard upright.width > 0, upright.height > 0 else { return }
        let b = across ? CGRect(x: upright.minY, y: upright.minX, width: upright.height, height: upright.width) : upright
        drawBody(under, cr, alpha: 1, cull: cull)
        let curl = PageCurl(top: b.minY, bottom: b.maxY, progress: p)
        guard curl.lifted > 0 else { return drawBody(page, cr, alpha: 1, cull: cull) }
        var transpose = cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0)
        // Everything of the curl happens on the page.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if across { cairo_transform(cr, &transpose) }
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        if across { cairo_transform(cr, &transpose) }
        drawBody(page, cr, alpha: 1, cull: cull)
        let sheet = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(sheet) }
        // Rows are squeezed and stretched; bilinear is smooth enough at one row and cheaper than cairo's
        // default downscaling filter.
        cairo_pattern_set_filter(sheet, CAIRO_FILTER_BILINEAR)
        // Rows meet edge to edge: antialiased, each would leave its neighbour's boundary pixel half covered
        // and the page beneath would show through as lines. (Set only now, so the page itself is smooth.)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)

        /// A soft shadow across the page from `edge`, fading out over `depth` (negative: upwards).
        func shadow(from edge: CGFloat, depth: CGFloat, alpha: CGFloat) {
            let gradient = cairo_pattern_create_linear(0, edge, 0, edge + depth)!
            cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, alpha)
            cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0)
            cairo_rectangle(cr, b.minX, min(edge, edge + depth), b.width, abs(depth))
            cairo_set_source(cr, gradient)
            cairo_fill(cr)
            cairo_pattern_destroy(gradient)
        }
        // The curl shadows the revealed page just below it.
        shadow(from: curl.lowest, depth: curl.shadowDepth, alpha: 0.3)

        // The flat part still lying above the line, as it is.
        if curl.line > b.minY {
            cairo_save(cr)
            cairo_rectangle(cr, b.minX, b.minY, b.width, curl.line - b.minY)
            cairo_clip(cr)
            cairo_set_source(cr, sheet)
            cairo_paint(cr)
            cairo_restore(cr)
        }

        // The page's edge, folded back over the flat part, lies a little above it and shadows it faintly; the
        // shadow deepens as the edge comes off the cylinder, so it doesn't appear all at once.
        if let flat = curl.backFlat {
            let settled = min((flat.span.upperBound - flat.span.lowerBound) / curl.shadowDepth, 1)
            shadow(from: flat.span.lowerBound, depth: -curl.shadowDepth / 2, alpha: 0.2 * settled)
        }

        // Rows a device pixel tall: thin enough that one scale per row follows the cylinder's curve.
        var dx: Double = 0, dy: Double = 1
        cairo_user_to_device_distance(cr, &dx, &dy)
        let step = 1 / max(CGFloat(hypot(dx, dy)), 1)
        /// Copies the page onto the screen span `span` by `arc`, row by row, painting each row with `paint`
        /// (given the arc length at the row's middle) after mapping the row's source onto its part of the page.
        func rows(_ span: ClosedRange<CGFloat>, arc: (CGFloat) -> CGFloat, rowHeight: CGFloat,
                  paint: (_ d: CGFloat) -> Void) {
            var y = span.lowerBound
            while y < span.upperBound {
                let end = min(y + rowHeight, span.upperBound)
                let (from, to) = (arc(y), arc(end))
                // A sliver of a row left by rounding at a span's end has no scale to speak of, and a
                // degenerate matrix would put cairo in an error state.
                guard abs(to - from) > 1e-6 else { y = end; continue }
                cairo_save(cr)
                cairo_rectangle(cr, b.minX, y, b.width, end - y)
                cairo_clip(cr)
                // Screen row y...end shows the page from line + from to line + to.
                cairo_translate(cr, 0, y)
                cairo_scale(cr, 1, (end - y) / (to - from))
                cairo_translate(cr, 0, -(curl.line + from))
                paint(arc((y + end) / 2))
                cairo_restore(cr)
                y = end
            }
        }
        /// The back of the paper, lit to `grey`: paper wherever the page has something, the printing on the
        /// front showing through faintly.
        func back(grey: CGFloat) {
            cairo_set_source_rgb(cr, grey, grey, grey + 0.01)
            cairo_mask(cr, sheet)
            cairo_set_source(cr, sheet)
            cairo_paint_with_alpha(cr, 0.1)
        }
        // The front, turning away from the viewer and so darkening towards the cylinder's bottom.
        let front = curl.front
        rows(front.span, arc: front.arc, rowHeight: step) { d in
            cairo_set_source(cr, sheet)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.4 * (1 - cos(d / curl.radius)))
            cairo_mask(cr, sheet)
        }
        // The back lying flat is one mirror image of the page, so it needs no rows; it lies over the flat front.
        if let flat = curl.backFlat {
            rows(flat.span, arc: flat.arc, rowHeight: flat.span.upperBound - flat.span.lowerBound) { _ in
                back(grey: Self.paper)
            }
        }
        // The back on the cylinder, nearer the viewer than the front beneath it: darker where it is edge-on,
        // lightening to the flat back's grey as it comes round to face the viewer.
        if let cylinder = curl.backOnCylinder {
            rows(cylinder.span, arc: cylinder.arc, rowHeight: step) { d in
                back(grey: Self.paper - 0.15 * (1 + cos(d / curl.radius)))
            }
        }
    }
}
