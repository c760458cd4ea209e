import CCairo
import CoreGraphics

/// A layer's shape as cairo is given it: a rectangle with its masked corners rounded, in the current user space.
///
/// A layer far larger than any screen on the device (scaled by 1e20, or a billion points wide) is cut to the part
/// the clip can show, grown by what the corners reach: the sides cut away lie beyond the clip, and their corners
/// are drawn square there, unseen. Radii are at most `DeviceGeometry.maximumLength` device pixels. So cairo never
/// gets coordinates its fixed point wraps, nor an arc it would flatten into millions of pieces.
struct LayerShape {
    /// The rectangle drawn, cut when it was huge.
    private(set) var rect: CGRect
    /// The radius of each corner, clockwise from the top-left in a y-down space.
    private var radii: (topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat)

    /// `rect` with the `corners` rounded by `radius` (kept within half of each side); `reach` is how far beyond
    /// the shape what is drawn with it goes (a stroke along it), so that a cut leaves that out of sight too.
    init(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, reach: CGFloat = 0, in cr: OpaquePointer) {
        let radius = DeviceGeometry.clampedLength(min(max(radius, 0), rect.width / 2, rect.height / 2), in: cr)
        func corner(_ c: CACornerMask) -> CGFloat { corners.contains(c) ? radius : 0 }
        radii = (corner(.layerMinXMinYCorner), corner(.layerMaxXMinYCorner), corner(.layerMaxXMaxYCorner),
                 corner(.layerMinXMaxYCorner))
        // A device pixel more than the corners and the reach.
        let margin = radius + reach + 1 / DeviceGeometry.stretch(in: cr)
        let cut = DeviceGeometry.visiblePart(of: rect, margin: margin, in: cr)
        self.rect = cut
        guard cut != rect, !cut.isNull else { return }
        if cut.minX != rect.minX { (radii.topLeft, radii.bottomLeft) = (0, 0) }
        if cut.maxX != rect.maxX { (radii.topRight, radii.bottomRight) = (0, 0) }
        if cut.minY != rect.minY { (radii.topLeft, radii.topRight) = (0, 0) }
        if cut.maxY != rect.maxY { (radii.bottomLeft, radii.bottomRight) = (0, 0) }
    }

    /// Adds the shape to `cr`'s path as a closed subpath; nothing when it is empty.
    func append(to cr: OpaquePointer) {
        let r = rect
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        guard radii != (0, 0, 0, 0) else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        let (tl, tr, br, bl) = radii
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - tr, r.minY + tr, tr, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - br, r.maxY - br, br, 0, .pi / 2)
        cairo_arc(cr, r.minX + bl, r.maxY - bl, bl, .pi / 2, .pi)
        cairo_arc(cr, r.minX + tl, r.minY + tl, tl, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
