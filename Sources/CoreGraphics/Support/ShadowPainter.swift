@_implementationOnly import CCairo

/// The largest blur painted, as a Gaussian's standard deviation in device pixels. A larger one is painted as
/// this one: at this spread even a shape as large as the largest surface leaves no visible shadow.
package let maximumShadowSigma = 1_000_000.0

/// Above this standard deviation (device pixels) the shadow mask is blurred at a lower resolution, so that in
/// the mask it is this, and scaled up when painted: a wide Gaussian is smooth, and the mask's size stays
/// bounded however wide the blur is.
let maximumMaskSigma = 16.0

/// Paints the shadow of `group` (a pattern of what was just drawn in `cr`'s current user space) with `cr`'s
/// current source and operator: the group's alpha, blurred by a Gaussian of standard deviation `sigma` and
/// moved by `offset`, both in device pixels. The mask covers what the current clip shows, grown by the blur's
/// reach (3σ), and no more than what the group may hold grown likewise: the clip (the group was drawn within it)
/// cut to `shape` (the device rectangle outside which the group is clear), when known. A mask of more than
/// `maximumPixels` is not drawn. A blur wider than `maximumShadowSigma` is drawn as that one. Shared by
/// `CGContext` and QuartzCore's compositor.
package func paintShadow(of group: OpaquePointer, in cr: OpaquePointer, sigma: Double, offset: (x: Double, y: Double),
                         maximumPixels: Int, shape: CGRect? = nil) {
    guard !sigma.isNaN, offset.x.isFinite, offset.y.isFinite else { return }
    let sigma = min(max(sigma, 0), maximumShadowSigma)
    var user = cairo_matrix_t()
    cairo_get_matrix(cr, &user)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let clip = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    // What the clip shows is the blur of the group within 3σ of the clip moved back by the offset. Beyond
    // `shape` grown by 3σ, the blur is clear and nothing feeds it.
    let reach = (3 * sigma).rounded(.up)
    let source = (shape.flatMap { $0.hasFiniteEdges ? $0 : nil } ?? clip).intersection(clip)
    let region = clip.offsetBy(dx: -offset.x, dy: -offset.y).insetBy(dx: -reach, dy: -reach)
        .intersection(source.insetBy(dx: -reach, dy: -reach))
    guard !region.isNull, region.width > 0, region.height > 0 else { return }
    // Mask pixels per device pixel, below 1 for a wide blur.
    let resolution = sigma > maximumMaskSigma ? maximumMaskSigma / sigma : 1
    let origin = (x: region.minX.rounded(.down), y: region.minY.rounded(.down))
    let size = (width: ((region.maxX - origin.x) * resolution).rounded(.up),
                height: ((region.maxY - origin.y) * resolution).rounded(.up))
    guard size.width * size.height <= Double(maximumPixels) else { return }
    let width = Int(clamping: size.width), height = Int(clamping: size.height)
    guard width > 0, height > 0 else { return }

    let mask = ImageSurface(width: width, height: height, format: .a8)
    let maskContext = cairo_create(mask.pointer)!
    cairo_scale(maskContext, resolution, resolution)
    cairo_translate(maskContext, -origin.x, -origin.y)
    cairo_transform(maskContext, &user)
    cairo_set_source(maskContext, group)
    cairo_paint(maskContext)
    cairo_destroy(maskContext)
    mask.flush()
    BoxBlur.apply(to: mask.data, width: width, height: height, stride: mask.stride, sigma: sigma * resolution)
    mask.markDirty()
    guard resolution < 1 else {
        return cairo_mask_surface(cr, mask.pointer, origin.x + offset.x, origin.y + offset.y)
    }
    // Scaled up to the device pixels the clip shows, here: cairo refuses to scale a pattern up this much.
    let shown = clip.intersection(CGRect(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width / resolution,
                                         height: size.height / resolution)).integral
    guard !shown.isNull, !shown.isEmpty else { return }
    let device = ImageSurface(width: Int(clamping: shown.width), height: Int(clamping: shown.height), format: .a8)
    scaleUp(mask, by: 1 / resolution, into: device, at: (shown.minX - origin.x - offset.x, shown.minY - origin.y - offset.y))
    cairo_mask_surface(cr, device.pointer, shown.minX, shown.minY)
}

/// Fills `target` with `source` magnified `factor` times and sampled bilinearly (clear beyond its edges), the
/// target's top-left pixel lying `start` device pixels right of and below the source's.
private func scaleUp(_ source: ImageSurface, by factor: Double, into target: ImageSurface, at start: (x: Double, y: Double)) {
    source.flush()
    func sample(_ x: Int, _ y: Int) -> Double {
        x >= 0 && y >= 0 && x < source.width && y < source.height ? Double(source.data[y * source.stride + x]) : 0
    }
    for row in 0..<target.height {
        let v = (start.y + Double(row) + 0.5) / factor - 0.5
        let (y0, fy) = (Int(clamping: v, rounding: .down), v - v.rounded(.down))
        let line = target.data + row * target.stride
        for column in 0..<target.width {
            let u = (start.x + Double(column) + 0.5) / factor - 0.5
            let (x0, fx) = (Int(clamping: u, rounding: .down), u - u.rounded(.down))
            let top = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx
            let bottom = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx
            line[column] = UInt8(clamping: Int(clamping: top * (1 - fy) + bottom * fy, rounding: .toNearestOrAwayFromZero))
        }
    }
    target.markDirty()
}
