@_implementationOnly import CCairo
import CoreGraphics

/// Backdrops: a layer with a `backdrop` first shows, within its shape, a blur of what is already composited
/// beneath it, then its own appearance (a material's tint) over that.
///
/// The blur reads the frame as composited so far, reduced by averaging blocks of up to 16×16 pixels as the blur
/// widens (a wide Gaussian has no detail the reduction could lose, and the blur then costs a 64th of the pixels or
/// less), blurs that copy with three box passes per axis over all four channels, saturates it, and draws it back
/// scaled up with bilinear filtering. The frame compositor makes sure what the blur reads is fresh: a damaged
/// rectangle that meets a backdrop (or the reach of its blur) grows to cover the backdrop and that reach
/// (`FrameCompositor.backdropDamage`).
extension Compositor {
    /// The side of the blocks averaged before a blur of standard deviation `sigma` device pixels: the largest
    /// power of two that leaves the reduced blur at least 3 pixels wide.
    static func backdropReduction(sigma: Double) -> Int {
        sigma >= 48 ? 16 : sigma >= 24 ? 8 : sigma >= 12 ? 4 : sigma >= 6 ? 2 : 1
    }

    /// How far beyond a backdrop's shape its blur reads, in device pixels, for a standard deviation of `sigma`.
    static func backdropReach(sigma: Double) -> Double { (3 * sigma).rounded(.up) + Double(backdropReduction(sigma: sigma)) }

    /// The deviation, in reduced pixels, of the box passes that give a blur of `sigma` device pixels after a
    /// reduction by `f`: averaging blocks of `f` adds a variance of f²/12, and scaling back up bilinearly one of
    /// f²/6, which the passes leave out.
    static func reducedSigma(_ sigma: Double, by f: Int) -> Double {
        guard f > 1 else { return sigma }
        let d = Double(f)
        return (max(sigma * sigma - d * d / 4, 0)).squareRoot() / d
    }

    /// Paints the blurred backdrop of `layer` (in the current user space, its own) within its shape, faded by `alpha`:
    /// the blur `prepared` for the frame, else one of the target's pixels read within `cull` (the device rectangle
    /// being redrawn, whose pixels beneath are fresh; an ancestor's clip does not hide what the blur reads). Only a
    /// frame of pixels can be read back: drawn into a PDF, the layer shows its appearance alone. Returns whether the
    /// layer's background colour (a material's tint) was painted too, folded into the reduced blur before it was
    /// scaled up.
    @discardableResult
    static func drawBackdrop(of layer: RenderLayer, _ backdrop: LayerBackdrop, prepared: PreparedBackdrop?, alpha: CGFloat,
                             cull: Cull, _ cr: OpaquePointer) -> Bool {
        guard alpha > 0, !layer.bounds.isEmpty, let target = cairo_get_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        // Device space to the target's pixels.
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        guard let blur = prepared ?? readBlur(of: layer, backdrop, cull: cull, target: target, offset: offset, cr) else { return false }
        let d = Double(blur.factor)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        appendShape(layer, inset: 0, cr)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        if alpha == 1, blur.factor > 1, let rectangles = framePixels(of: cr, target: target, offset: offset) {
            let tint = layer.backgroundColor
            let source = tint.map { BackdropPixels.tinted(blur.surface, by: $0) } ?? blur.surface
            let data = cairo_image_surface_get_data(target)!, stride = Int(cairo_image_surface_get_stride(target))
            let grid = (x: blur.grid.x + Int(offset.x), y: blur.grid.y + Int(offset.y))
            for rect in rectangles {
                BackdropPixels.upscale(source, factor: blur.factor, grid: grid, into: data, stride: stride, rect: rect)
            }
            cairo_surface_mark_dirty(target)
            return tint != nil
        }
        let pattern = cairo_pattern_create_for_surface(blur.surface.pointer)!
        // Each reduced pixel's centre sits at its block's centre.
        var matrix = cairo_matrix_t(xx: 1 / d, yx: 0, xy: 0, yy: 1 / d, x0: -Double(blur.grid.x) / d, y0: -Double(blur.grid.y) / d)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, blur.factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        // The blur replaces what it covers (a backdrop over a transparent hole shows the blur, not the hole).
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_pattern_destroy(pattern)
        return false
    }

    /// The blur of the target's pixels beneath `layer` (within its reach, read only within `cull`), reduced, blurred
    /// and saturated; nil when it reads nothing.
    private static func readBlur(of layer: RenderLayer, _ backdrop: LayerBackdrop, cull: Cull, target: OpaquePointer,
                                 offset: (x: Double, y: Double), _ cr: OpaquePointer) -> PreparedBackdrop? {
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let sigma = Double(backdrop.radius) * user.scale
        guard sigma.isFinite else { return nil }
        let shape = layer.bounds.applying(user.affine)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let pixels = CGRect(x: -offset.x, y: -offset.y, width: Double(width), height: Double(height))
        let reach = backdropReach(sigma: sigma)
        let read = shape.insetBy(dx: -reach, dy: -reach)
            .intersection(cull.rect).intersection(pixels)
        guard !read.isNull, !read.isEmpty, read.hasFiniteEdges else { return nil }
        // Blocks on a grid fixed in device space, so that passes over different damage reduce alike.
        let f = backdropReduction(sigma: sigma)
        let d = Double(f)
        let origin = (x: Int((read.minX / d).rounded(.down)) * f, y: Int((read.minY / d).rounded(.down)) * f)
        let columns = Int(((read.maxX - Double(origin.x)) / d).rounded(.up))
        let rows = Int(((read.maxY - Double(origin.y)) / d).rounded(.up))
        guard columns > 0, rows > 0 else { return nil }
        cairo_surface_flush(target)
        let reduced = ImageSurface(width: columns, height: rows, format: .argb32)
        let format = cairo_image_surface_get_format(target)
        BackdropPixels.reduce(cairo_image_surface_get_data(target)!, stride: Int(cairo_image_surface_get_stride(target)),
                              width: width, height: height, opaque: format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0,
                              from: (origin.x + Int(offset.x), origin.y + Int(offset.y)), by: f, into: reduced)
        BoxBlur.applyToPixels(reduced.data, width: columns, height: rows, stride: reduced.stride,
                              sigma: reducedSigma(sigma, by: f))
        if backdrop.saturation != 1 { BackdropPixels.saturate(reduced, by: Double(backdrop.saturation)) }
        reduced.markDirty()
        let key = PreparedBackdrop.Key(area: read, sigma: sigma, saturation: backdrop.saturation, ancestors: [], beneath: [])
        return PreparedBackdrop(surface: reduced, factor: f, grid: origin, key: key)
    }

    /// The frame's pixels the current clip covers, as rectangles (target pixels, inside the target), when the clip
    /// is whole pixels (a square-cornered shape, axis-aligned) and drawing goes to the frame itself, not a group;
    /// nil otherwise. There the scaled-up blur is written straight into the frame: pixman's bilinear scaling costs
    /// several times more over a full screen.
    private static func framePixels(of cr: OpaquePointer, target: OpaquePointer, offset: (x: Double, y: Double))
        -> [(x: Int, y: Int, width: Int, height: Int)]? {
        guard cairo_get_group_target(cr) == target, let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let frame = CGRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
                           height: Int(cairo_image_surface_get_height(target)))
        return UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles)).compactMap { r in
            let pixels = CGRect(x: r.x + offset.x, y: r.y + offset.y, width: r.width, height: r.height).intersection(frame)
            guard !pixels.isNull, !pixels.isEmpty else { return nil }
            return (Int(pixels.minX), Int(pixels.minY), Int(pixels.width), Int(pixels.height))
        }
    }
}
