import CCairo

/// Paints the shadow of `group` (a pattern of what was just drawn in `cr`'s current user space) with `cr`'s
/// current source and operator: the group's alpha, blurred by a Gaussian of standard deviation `sigma` and
/// moved by `offset`, both in device pixels. The mask covers what the current clip shows, grown by the blur's
/// reach (3σ), and no more than `shape` (the device rectangle outside which the group is clear, when known)
/// grown likewise; a mask of more than `maximumPixels` is not drawn. Shared by `CGContext` and QuartzCore's compositor.
package func paintShadow(of group: OpaquePointer, in cr: OpaquePointer, sigma: Double, offset: (x: Double, y: Double),
                         maximumPixels: Int, shape: CGRect? = nil) {
    let pad = Int((3 * sigma).rounded(.up))
    var user = cairo_matrix_t()
    cairo_get_matrix(cr, &user)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    // What the clip shows is the blur of the group within 3σ of the clip moved back by the offset. Beyond
    // `shape` grown by 3σ, the blur is clear and nothing feeds it.
    let reach = Double(pad)
    (x0, y0, x1, y1) = (x0 - offset.x - reach, y0 - offset.y - reach, x1 - offset.x + reach, y1 - offset.y + reach)
    if let shape, !shape.isNull {
        (x0, y0) = (max(x0, shape.minX - reach), max(y0, shape.minY - reach))
        (x1, y1) = (min(x1, shape.maxX + reach), min(y1, shape.maxY + reach))
        guard x0 < x1, y0 < y1 else { return }
    }
    let originX = Int(x0.rounded(.down)), originY = Int(y0.rounded(.down))
    let width = Int(x1.rounded(.up)) - originX, height = Int(y1.rounded(.up)) - originY
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
