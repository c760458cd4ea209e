@_implementationOnly import CCairo
import CoreGraphics

/// Backdrops: a layer with a `backdrop` first shows, within its shape, a blur of what is already composited
/// beneath it, then its own appearance (a material's tint) over that.
///
/// The blur reads the frame as composited so far, reduced by averaging blocks of 2×2 or 4×4 pixels when the blur is
/// wide enough to hide it, blurs that copy with three box passes per axis over all four channels, saturates it, and
/// draws it back scaled up with bilinear filtering. A reduced copy costs a quarter or a sixteenth of the pixels, and
/// a wide Gaussian has no detail the reduction could lose. The frame compositor makes sure what the blur reads is
/// fresh: a damaged rectangle that meets a backdrop (or the reach of its blur) grows to cover the backdrop and that
/// reach (`FrameCompositor.backdropDamage`).
extension Compositor {
    /// The side of the blocks averaged before a blur of standard deviation `sigma` device pixels.
    static func backdropReduction(sigma: Double) -> Int { sigma >= 16 ? 4 : sigma >= 6 ? 2 : 1 }

    /// How far beyond a backdrop's shape its blur reads, in device pixels, for a standard deviation of `sigma`.
    static func backdropReach(sigma: Double) -> Double { (3 * sigma).rounded(.up) + Double(backdropReduction(sigma: sigma)) }

    /// Paints the blurred backdrop of `layer` (in the current user space, its own) within its shape, faded by `alpha`,
    /// reading only within `cull` (the device rectangle being redrawn, whose pixels beneath are fresh; an ancestor's
    /// clip does not hide what the blur reads). Only a frame of pixels can be read back: drawn into a PDF, the layer
    /// shows its appearance alone.
    static func drawBackdrop(of layer: RenderLayer, _ backdrop: LayerBackdrop, alpha: CGFloat, cull: Cull, _ cr: OpaquePointer) {
        guard alpha > 0, !layer.bounds.isEmpty, let target = cairo_get_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let sigma = Double(backdrop.radius) * user.scale
        guard sigma.isFinite else { return }
        let shape = layer.bounds.applying(user.affine)
        // Device space to the target's pixels.
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let pixels = CGRect(x: -offset.x, y: -offset.y, width: Double(width), height: Double(height))
        let reach = backdropReach(sigma: sigma)
        let read = shape.insetBy(dx: -reach, dy: -reach)
            .intersection(cull.rect).intersection(pixels)
        guard !read.isNull, !read.isEmpty, read.hasFiniteEdges else { return }
        // Blocks on a grid fixed in device space, so that passes over different damage reduce alike.
        let f = backdropReduction(sigma: sigma)
        let d = Double(f)
        let origin = (x: (read.minX / d).rounded(.down) * d, y: (read.minY / d).rounded(.down) * d)
        let columns = Int(((read.maxX - origin.x) / d).rounded(.up)), rows = Int(((read.maxY - origin.y) / d).rounded(.up))
        guard columns > 0, rows > 0 else { return }
        cairo_surface_flush(target)
        let reduced = ImageSurface(width: columns, height: rows, format: .argb32)
        reduce(target, format: format, from: (Int(origin.x + offset.x), Int(origin.y + offset.y)), width: width,
               height: height, by: f, into: reduced)
        BoxBlur.applyToPixels(reduced.data, width: columns, height: rows, stride: reduced.stride, sigma: sigma / d)
        if backdrop.saturation != 1 { saturate(reduced, by: Double(backdrop.saturation)) }
        reduced.markDirty()

        cairo_save(cr)
        appendShape(layer, inset: 0, cr)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(reduced.pointer)!
        // Each reduced pixel's centre sits at its block's centre.
        var matrix = cairo_matrix_t(xx: 1 / d, yx: 0, xy: 0, yy: 1 / d, x0: -origin.x / d, y0: -origin.y / d)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, f == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        // The blur replaces what it covers (a backdrop over a transparent hole shows the blur, not the hole).
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Averages the `f`×`f` blocks of `source` (a `width`×`height` frame) from pixel `start` into the pixels of
    /// `target`; blocks reaching past the frame average the pixels inside it.
    private static func reduce(_ source: OpaquePointer, format: cairo_format_t, from start: (x: Int, y: Int),
                               width: Int, height: Int, by f: Int, into target: ImageSurface) {
        let data = cairo_image_surface_get_data(source)!
        let stride = Int(cairo_image_surface_get_stride(source))
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        for row in 0..<target.height {
            let out = target.row(row)
            let top = max(start.y + row * f, 0), bottom = min(start.y + (row + 1) * f, height)
            for column in 0..<target.width {
                let left = max(start.x + column * f, 0), right = min(start.x + (column + 1) * f, width)
                guard left < right, top < bottom else {
                    out[column] = 0
                    continue
                }
                var (a, r, g, b) = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
                for y in top..<bottom {
                    let words = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in left..<right {
                        let p = words[x] | opaque
                        a += p >> 24
                        r += (p >> 16) & 0xFF
                        g += (p >> 8) & 0xFF
                        b += p & 0xFF
                    }
                }
                let n = UInt32((right - left) * (bottom - top))
                let half = n / 2
                out[column] = ((a + half) / n) << 24 | ((r + half) / n) << 16 | ((g + half) / n) << 8 | (b + half) / n
            }
        }
    }

    /// Moves each premultiplied pixel's colour away from (or towards) its luminance by `s`, as a colour matrix,
    /// keeping each channel within the pixel's alpha.
    private static func saturate(_ surface: ImageSurface, by s: Double) {
        // Rec. 709 luminance weights, as Apple's image effects use.
        let (lr, lg, lb) = (0.2126, 0.7152, 0.0722)
        let m = [lr + (1 - lr) * s, lg * (1 - s), lb * (1 - s),
                 lr * (1 - s), lg + (1 - lg) * s, lb * (1 - s),
                 lr * (1 - s), lg * (1 - s), lb + (1 - lb) * s]
        for row in 0..<surface.height {
            let words = surface.row(row)
            for x in 0..<surface.width {
                let p = words[x]
                let a = Double(p >> 24)
                let r = Double((p >> 16) & 0xFF), g = Double((p >> 8) & 0xFF), b = Double(p & 0xFF)
                func channel(_ i: Int) -> UInt32 {
                    UInt32(min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b, 0), a).rounded())
                }
                words[x] = p & 0xFF00_0000 | channel(0) << 16 | channel(3) << 8 | channel(6)
            }
        }
    }
}
