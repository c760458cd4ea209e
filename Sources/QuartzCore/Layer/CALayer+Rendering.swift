@_implementationOnly import CCairo
import CoreGraphics

extension CALayer {
    /// Draws the tree as `render(in:)` does, but as presented now, running animations included: what UIKit's
    /// snapshots of the screen show.
    package func renderPresentation(in ctx: CGContext) { LayerLock.withLock { renderTree(in: ctx, presenting: true) } }

    func renderTree(in ctx: CGContext, presenting: Bool) {
        layoutAndDisplayTree()
        guard ctx.canDraw else { return }
        // The bounds origin lands at the context's origin, so a scrolled layer renders what it shows. Drawing the
        // model, every layer presents its model values while the tree is snapshot (and no node is cached).
        let state = CATransaction.state
        state.rendersModel = !presenting
        let tree = RenderLayer(self, at: CACurrentMediaTime(),
                               toParent: Homography(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)))
        state.rendersModel = false
        // Caches of its own, gone with it: a snapshot's nodes are never drawn again, so its rasterized bitmaps
        // would only take memory, and no render server's budget is spent on offscreen drawing.
        let compositor = Compositor(caches: CompositorCaches())
        guard ctx.swapsRedAndBlue else {
            compositor.draw(tree, in: ctx.cr)
            return ctx.didDraw()
        }
        // RGBA memory: composite in cairo's own order, then exchange red and blue once for the whole tree.
        cairo_push_group_with_content(ctx.cr, CAIRO_CONTENT_COLOR_ALPHA)
        compositor.draw(tree, in: ctx.cr)
        let group = cairo_pop_group(ctx.cr)!
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<Int(cairo_image_surface_get_height(surface)) {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<Int(cairo_image_surface_get_width(surface)) {
                    let p = row[x]
                    row[x] = p & 0xFF00_FF00 | (p >> 16) & 0xFF | (p & 0xFF) << 16
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        cairo_set_source(ctx.cr, group)
        cairo_paint(ctx.cr)
        cairo_pattern_destroy(group)
        ctx.didDraw()
    }
}
