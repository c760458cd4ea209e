@_implementationOnly import CCairo
import CoreGraphics

/// Kept looks: a layer's rounded background and its border, drawn once into a bitmap and composited from it
/// afterwards.
///
/// Cairo flattens a rounded rectangle's arcs and scan-converts it on every fill (about 5 µs for a 40-point
/// square), and strokes a rounded border slower still (about 10 µs), whatever part of it the damage shows. A
/// kept bitmap costs about a microsecond plus the pixels actually redrawn, so a layer redrawn because something
/// next to it moved costs in proportion to the damage. A bitmap depends only on the layer's look, its scale and
/// rotation on the device and where it falls within a pixel, so it survives moves by whole pixels and is shared
/// by layers that look alike. Plain rectangles are not kept: cairo fills them about as fast.
extension Compositor {
    /// Which of a layer's own paints a bitmap holds.
    enum LookPart: UInt8 {
        case background, border
        /// Background and border, for a layer with nothing drawn between them.
        case whole
    }

    /// What a kept look's pixels depend on.
    struct LookKey: Hashable {
        let part: LookPart
        let width, height, cornerRadius: Double
        let maskedCorners: UInt
        /// Clear for a part that is not held.
        let background: RGBA
        let borderWidth: Double
        let border: RGBA
        /// The layer's linear transform to device pixels.
        let xx, yx, xy, yy: Double
        /// Where the bounds' origin falls within a device pixel (`PixelSnap.phase`).
        let phaseX, phaseY: Int
    }

    /// A colour in a key.
    struct RGBA: Hashable {
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0

        init(_ color: RenderLayer.Color?) {
            if let color { (r, g, b, a) = (color.r, color.g, color.b, color.a) }
        }
    }

    /// Looks larger than this (in pixels) are drawn directly: the pixels cost more than the shape then.
    static let maximumLookPixels = 1 << 18

    /// Paints `part` of `layer`'s look, faded by `alpha`, from a kept bitmap; false (having drawn nothing) when
    /// the layer's look is not kept: plain, too large, or missing the part.
    func drawKeptLook(of layer: RenderLayer, _ part: LookPart, alpha: CGFloat, _ cr: OpaquePointer) -> Bool {
        let rounded = layer.cornerRadius > 0 && !layer.maskedCorners.isEmpty
        switch part {
        case .background: guard rounded, layer.backgroundColor != nil else { return false }
        case .border: guard layer.border != nil else { return false }
        case .whole: guard rounded || layer.border != nil else { return false }
        }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let b = layer.bounds
        guard let snap = PixelSnap(user, origin: b.minX, y: b.minY) else { return false }
        // A pixel of margin holds the antialiased edges.
        let extent = b.applying(snap.local.affine).insetBy(dx: -1, dy: -1).integral
        guard !extent.isNull, !extent.isInfinite, extent.width * extent.height <= Double(Self.maximumLookPixels)
        else { return false }
        let border = part == .background ? nil : layer.border
        let key = LookKey(part: part, width: b.width, height: b.height, cornerRadius: layer.cornerRadius,
                          maskedCorners: layer.maskedCorners.rawValue,
                          background: RGBA(part == .border ? nil : layer.backgroundColor),
                          borderWidth: Double(border?.width ?? 0), border: RGBA(border?.color),
                          xx: user.xx, yx: user.yx, xy: user.xy, yy: user.yy, phaseX: snap.phase.x, phaseY: snap.phase.y)
        let look = caches.looks.bitmap(for: key) {
            PlacedBitmap(extent, format: .argb32, snap: snap) { context in
                if part != .border { Self.fillBackground(of: layer, alpha: 1, context) }
                if part != .background { Self.strokeBorder(of: layer, alpha: 1, context) }
            }
        }
        guard let look else { return false }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, look.surface.pointer, snap.whole.x + look.x, snap.whole.y + look.y)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
        return true
    }
}
