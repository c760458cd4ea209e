@_implementationOnly import CCairo
import CoreGraphics

/// Shadows: the layer's alpha (or its `shadowPath`) blurred by a Gaussian of standard deviation `shadowRadius`,
/// offset, and filled with the shadow colour.
///
/// Blurring is most of what a shadow costs, so a `shadowPath` shadow's blurred mask is kept and reused while the
/// path, its scale and rotation on the device, and where it falls within a pixel stay the same: a layer that
/// moves by whole pixels, or is redrawn because something near it changed, does not blur again.
extension Compositor {
    /// What a blurred `shadowPath` mask depends on.
    struct ShadowKey: Hashable {
        let path: ObjectIdentifier
        /// The path's linear transform to device pixels.
        let xx, yx, xy, yy: Double
        /// Where the path's origin falls within a device pixel (`PixelSnap.phase`).
        let phaseX, phaseY: Int
        let sigma: Double
    }

    /// Masks larger than this (in pixels) are not kept, but blurred within the clip each time.
    static let maximumKeptShadowPixels = 1 << 21

    /// Paints the shadow of `path`, in the current user space, from a kept mask when there is one.
    func drawShadow(of path: CGPath, _ shadow: RenderLayer.Shadow, alpha: CGFloat, _ cr: OpaquePointer) {
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let (sigma, offset) = Self.deviceBlur(of: shadow, cr)
        let pad = (3 * sigma).rounded(.up)
        let snap = PixelSnap(user)
        let extent = snap.map { path.boundingBoxOfPath.applying($0.local.affine).insetBy(dx: -pad, dy: -pad).integral }
        guard let snap, let extent, !extent.isNull, !extent.isInfinite,
              extent.width * extent.height <= Double(Self.maximumKeptShadowPixels),
              let mask = caches.shadowMasks.bitmap(for: ShadowKey(path: ObjectIdentifier(path), xx: user.xx,
                                                                 yx: user.yx, xy: user.xy, yy: user.yy,
                                                                 phaseX: snap.phase.x, phaseY: snap.phase.y,
                                                                 sigma: sigma), owner: path, make: {
            PlacedBitmap(extent, format: .a8, snap: snap) { context in
                Self.appendPath(path, context)
                cairo_fill(context)
            }.blurred(sigma: sigma)
        }) else {
            // Too large to keep: blur only what the clip shows.
            cairo_push_group(cr)
            Self.appendPath(path, cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            let shape = cairo_pop_group(cr)!
            Self.drawShadow(of: shape, shadow, alpha: alpha, cr, within: path.boundingBoxOfPath.applying(user.affine))
            return cairo_pattern_destroy(shape)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        Self.setSource(shadow.color, alpha, cr)
        cairo_mask_surface(cr, mask.surface.pointer, snap.whole.x + mask.x + offset.x, snap.whole.y + mask.y + offset.y)
        cairo_restore(cr)
    }

    /// Paints the shadow of `shape` (a group in the current user space, clear outside the device rectangle
    /// `within` when that is known), blurred within the current clip.
    static func drawShadow(of shape: OpaquePointer, _ shadow: RenderLayer.Shadow, alpha: CGFloat, _ cr: OpaquePointer,
                           within: CGRect? = nil) {
        let (sigma, offset) = deviceBlur(of: shadow, cr)
        cairo_save(cr)
        setSource(shadow.color, alpha, cr)
        paintShadow(of: shape, in: cr, sigma: sigma, offset: offset, maximumPixels: CALayer.maximumBackingPixels,
                    shape: within)
        cairo_restore(cr)
    }

    /// The shadow's blur and offset in device pixels, from the layer's coordinates.
    private static func deviceBlur(of shadow: RenderLayer.Shadow, _ cr: OpaquePointer) -> (sigma: Double, offset: (x: Double, y: Double)) {
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let deviceScale = user.scale
        var offset = (x: Double(shadow.offset.width), y: Double(shadow.offset.height))
        cairo_user_to_device_distance(cr, &offset.x, &offset.y)
        return (Double(shadow.radius * deviceScale), offset)
    }
}
