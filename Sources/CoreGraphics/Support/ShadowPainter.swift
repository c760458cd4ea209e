import CCairo

/// Paints the shadow of `group` (a pattern of what was just drawn in `cr`'s current user space) with `cr`'s
/// current source and operator: the group's alpha, blurred by a Gaussian of standard deviation `sigma` and
/// moved by `offset`, both in device pixels. The mask covers the current clip, grown by the blur's reach
/// (3σ); a mask of more than `maximumPixels` is not drawn. Shared by `CGContext` and QuartzCore's compositor.
package func paintShadow(of group: OpaquePointer, in cr: OpaquePointer, sigma: Double, offset: (x: Double, y: Double),
                         maximumPixels: Int) {
    let pad = Int((3 * sigma).rounded(.up))
    var user = cairo_matrix_t()
    cairo_get_matrix(cr, &user)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let originX = Int(x0.rounded(.down)) - pad, originY = Int(y0.rounded(.down)) - pad
    let width = Int(x1.rounded(.up)) + pad - originX, height = Int(y1.rounded(.up)) + pad - originY
    guard width > 0, height > 0, width * height <= maximumPixels else { return }

    let mask = ImageSurface(width: width, height: height, format: CAIRO_FORMAT_A8)
    let maskContext = cairo_create(mask.pointer)!
    user.x0 -= Double(originX)
    user.y0 -= Double(originY)
    cairo_set_matrix(maskContext, &user)
    cairo_set_source(maskContext, group)
    cairo_paint(maskContext)
    cairo_destroy(maskContext)
    mask.flush()
    BoxBlur.apply(to: mask.data, width: width, height: height, stride: mask.stride, sigma: sigma)
    mask.markDirty()
    cairo_mask_surface(cr, mask.pointer, Double(originX) + offset.x, Double(originY) + offset.y)
}
