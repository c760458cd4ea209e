@_implementationOnly import CCairo
@_implementationOnly import CPixman
import CoreGraphics

extension Compositor {
    /// Transparent pixels around a flattened layer. pixman 0.42 divides negative homogeneous source coordinates
    /// as unsigned under a projective transform and fetches garbage, so no sample may reach left of or above
    /// the image: the spans drawn stop one pixel into this margin.
    private static let padding = 2
    /// The longest side a flattened layer is rendered at, in pixels.
    private static let maximumFlattenedSide: CGFloat = 4096

    /// Draws `layer`, whose placement has perspective, as Core Animation does: its subtree flattened into its own
    /// plane, then that picture projected into the parent's.
    ///
    /// The subtree is rendered offscreen at the device resolution of its most magnified (nearest) visible part,
    /// and only where it can show through the clip. pixman warps it with bilinear filtering into a scratch surface
    /// that cairo then paints in device space, so the clip's exact shape, the group `cr` may be drawing into and
    /// targets that are not images (PDF, where the warp is rasterised at one pixel per device unit) are honoured
    /// as for any other paint. The part of the layer at or behind the viewer (w ≤ 0) is cut away, as a GPU clips
    /// to the near plane.
    func drawProjective(_ layer: RenderLayer, in cr: OpaquePointer, alpha: CGFloat, cull: Cull) {
        let extent = layer.subtreeBounds
        guard layer.opacity * alpha > 0, layer.toParent.isFinite, !extent.isNull, !extent.isEmpty else { return }
        // Where the layer shows, w > 0, so the determinant's sign is the orientation at every point.
        if !layer.isDoubleSided && layer.toParent.determinant < 0 { return }

        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let toDevice = layer.toParent.concatenating(
            Homography(user.affine))
        guard let fromDevice = toDevice.inverted() else { return }
        let clip = Self.deviceClipExtents(cr)
        let visible = ConvexPolygon(extent).inFront(of: toDevice).mapped(by: toDevice).clipped(to: clip)
        // Less than a 255th of a pixel in all cannot move any pixel by a step: an edge-on layer ends here.
        guard visible.area > 1.0 / 255, cull.intersects(visible.boundingBox) else { return }

        // Where the layer shows, in its coordinates, and enough resolution for its most magnified part there.
        let shown = visible.mapped(by: fromDevice)
        guard var scale = shown.vertices.map({ toDevice.magnification(at: $0) }).max(), scale.isFinite, scale > 0
        else { return }
        let longest = max(shown.boundingBox.width, shown.boundingBox.height) * scale
        if longest > Self.maximumFlattenedSide {
            scale *= Self.maximumFlattenedSide / longest
            let limit = Int(clamping: Self.maximumFlattenedSide)
            CALayer.log.notice("CALayer: a perspective layer \(Int(clamping: longest)) pixels across is flattened at \(limit).")
        }
        // Bilinear samples reach a pixel beyond the points they stand for, and pixman's fixed point errs by a
        // fraction of one.
        let region = shown.boundingBox.insetBy(dx: -2 / scale, dy: -2 / scale).intersection(extent)
        let target = visible.boundingBox.integral
        let (width, height) = (Int(clamping: target.width), Int(clamping: target.height))
        guard !region.isEmpty, width <= ImageSurface.maximumSide, height <= ImageSurface.maximumSide,
              width * height <= CALayer.maximumBackingPixels else { return }

        let flat = flatten(layer, region: region, scale: scale, alpha: alpha)
        let pad = CGFloat(Self.padding)
        let toFlat = Homography(CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                                  tx: pad - region.minX * scale, ty: pad - region.minY * scale))
        let fromTarget = CGAffineTransform(translationX: -target.minX, y: -target.minY)
        let toScratch = toDevice.concatenating(Homography(fromTarget))
        // Pixels are drawn where their centres sample at least a pixel inside the padded picture: none reaches a
        // negative coordinate, and beyond that the picture is clear anyway.
        let reach = ConvexPolygon(region.insetBy(dx: -(pad - 1) / scale, dy: -(pad - 1) / scale))
            .inFront(of: toDevice).mapped(by: toScratch)
            .clipped(to: CGRect(origin: .zero, size: target.size))
        guard let inverse = toScratch.inverted(),
              let scratch = Self.warp(flat, by: inverse.concatenating(toFlat), over: reach,
                                      centre: visible.centroid.applying(fromTarget),
                                      width: width, height: height) else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, scratch.pointer, target.minX, target.minY)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The clip's bounding box in device space.
    private static func deviceClipExtents(_ cr: OpaquePointer) -> CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `region` of the layer's own coordinates, with everything `draw` paints for the layer once placed (its
    /// shadow, mask and opacity too), at `scale` pixels per point inside a transparent margin of `padding` pixels.
    private func flatten(_ layer: RenderLayer, region: CGRect, scale: CGFloat, alpha: CGFloat) -> ImageSurface {
        let pad = CGFloat(Self.padding)
        let surface = ImageSurface(width: Int(clamping: region.width * scale, rounding: .up) + 2 * Self.padding,
                                   height: Int(clamping: region.height * scale, rounding: .up) + 2 * Self.padding,
                                   format: .argb32)
        let cr = cairo_create(surface.pointer)!
        var matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale,
                                    x0: pad - region.minX * scale, y0: pad - region.minY * scale)
        cairo_set_matrix(cr, &matrix)
        // Content beyond the region may land in the margin: it is what the layer shows there, so it is kept.
        let all = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let inPlace = RenderLayer.Placement(fixed: .identity, parentFlipped: layer.placement.parentFlipped,
                                            tint: layer.placement.tint)
        // Not from `shouldRasterize`'s cache, which keys bitmaps by node: this copy is new every time.
        draw(layer.replacing(inPlace, rasterized: false), in: cr, alpha: alpha, cull: Cull(rect: all))
        cairo_destroy(cr)
        surface.flush()
        return surface
    }

    /// A new `width` × `height` surface holding `source` resampled through `inverse` (scratch pixels to source
    /// pixels) over the pixels whose centres lie in `reach`; `nil` when pixman's fixed point cannot express the
    /// mapping. `centre` is a scratch point inside the layer.
    private static func warp(_ source: ImageSurface, by inverse: Homography, over reach: ConvexPolygon, centre: CGPoint,
                             width: Int, height: Int) -> ImageSurface? {
        // pixman holds the matrix in 16.16 fixed point. Making w 1 inside the layer keeps w positive wherever
        // pixels are fetched; scaling the whole matrix up (up to 32 times) keeps the perspective terms, which are
        // tiny, from losing most of their digits, as long as every homogeneous coordinate over the surface
        // stays below 2^15.
        func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
            (p.x * inverse.m11 + p.y * inverse.m21 + inverse.m41, p.x * inverse.m12 + p.y * inverse.m22 + inverse.m42,
             p.x * inverse.m14 + p.y * inverse.m24 + inverse.m44)
        }
        let w = homogeneous(centre).w
        // Each coordinate is affine over the surface, so its largest size is at a corner.
        let largest = [(0, 0), (width, 0), (0, height), (width, height)].map { corner in
            let h = homogeneous(CGPoint(x: corner.0, y: corner.1))
            return max(abs(h.x), abs(h.y), abs(h.w))
        }.max()! / abs(w)
        let k = min(32, 30_000 / largest) / w
        guard k.isFinite, k != 0 else { return nil }
        var matrix = pixman_f_transform(m: ((inverse.m11 * k, inverse.m21 * k, inverse.m41 * k),
                                            (inverse.m12 * k, inverse.m22 * k, inverse.m42 * k),
                                            (inverse.m14 * k, inverse.m24 * k, inverse.m44 * k)))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &matrix) != 0 else { return nil }

        let scratch = ImageSurface(width: width, height: height, format: .argb32)
        let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                           UnsafeMutableRawPointer(source.data).assumingMemoryBound(to: UInt32.self),
                                           Int32(source.stride))
        let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                           UnsafeMutableRawPointer(scratch.data).assumingMemoryBound(to: UInt32.self),
                                           Int32(scratch.stride))
        pixman_image_set_transform(src, &fixed)
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
        // One row at a time, only across the layer: pixels outside it are never fetched. The surface is clear,
        // so OVER gives what SRC would, and pixman does it about twice as fast.
        for y in 0..<height {
            guard let span = reach.span(at: CGFloat(y) + 0.5) else { continue }
            let x0 = Int(clamping: span.lowerBound - 0.5, rounding: .up, within: 0...Int.max)
            let x1 = Int(clamping: span.upperBound - 0.5, rounding: .down, within: Int.min...width - 1)
            guard x0 <= x1 else { continue }
            pixman_image_composite32(PIXMAN_OP_OVER, src, nil, dst, Int32(x0), Int32(y), 0, 0, Int32(x0), Int32(y),
                                     Int32(x1 - x0 + 1), 1)
        }
        pixman_image_unref(src)
        pixman_image_unref(dst)
        scratch.markDirty()
        return scratch
    }
}

extension Homography {
    fileprivate var determinant: CGFloat {
        m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    }

    /// How long a step of one unit along x or y from `p` becomes once mapped, whichever is longer.
    fileprivate func magnification(at p: CGPoint) -> CGFloat {
        let w = p.x * m14 + p.y * m24 + m44
        let x = p.x * m11 + p.y * m21 + m41, y = p.x * m12 + p.y * m22 + m42
        let (ax, ay) = (m11 * w - x * m14, m12 * w - y * m14)
        let (bx, by) = (m21 * w - x * m24, m22 * w - y * m24)
        return max(ax * ax + ay * ay, bx * bx + by * by).squareRoot() / (w * w)
    }
}

/// A convex polygon in the plane, its vertices in order around it.
private struct ConvexPolygon {
    var vertices: [CGPoint]

    init(vertices: [CGPoint]) { self.vertices = vertices }

    init(_ r: CGRect) {
        vertices = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// The part where the affine function `f` is at least 0.
    func clipped(where f: (CGPoint) -> CGFloat) -> ConvexPolygon {
        var kept: [CGPoint] = []
        for (i, p) in vertices.enumerated() {
            let q = vertices[(i + 1) % vertices.count]
            let (fp, fq) = (f(p), f(q))
            if fp >= 0 { kept.append(p) }
            if (fp >= 0) != (fq >= 0) {
                let t = fp / (fp - fq)
                kept.append(CGPoint(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)))
            }
        }
        return ConvexPolygon(vertices: kept)
    }

    func clipped(to r: CGRect) -> ConvexPolygon {
        clipped { $0.x - r.minX }.clipped { r.maxX - $0.x }.clipped { $0.y - r.minY }.clipped { r.maxY - $0.y }
    }

    /// The part `h` maps in front of the viewer. Points just in front map arbitrarily far away, so a margin
    /// of a millionth of w keeps the mapped polygon finite.
    func inFront(of h: Homography) -> ConvexPolygon {
        let w = { (p: CGPoint) in p.x * h.m14 + p.y * h.m24 + h.m44 }
        let margin = 1e-6 * (vertices.map { abs(w($0)) }.max() ?? 0)
        return clipped { w($0) - margin }
    }

    /// The polygon mapped by `h`, which must keep all of it in front of the viewer.
    func mapped(by h: Homography) -> ConvexPolygon { ConvexPolygon(vertices: vertices.compactMap(h.apply)) }

    var area: CGFloat {
        var twice: CGFloat = 0
        for (i, p) in vertices.enumerated() {
            let q = vertices[(i + 1) % vertices.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }

    var boundingBox: CGRect {
        guard !vertices.isEmpty else { return .null }
        let xs = vertices.map(\.x), ys = vertices.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The mean of the vertices: a point inside.
    var centroid: CGPoint {
        let n = CGFloat(vertices.count)
        return CGPoint(x: vertices.reduce(0) { $0 + $1.x } / n, y: vertices.reduce(0) { $0 + $1.y } / n)
    }

    /// Where the horizontal line at `y` crosses the polygon.
    func span(at y: CGFloat) -> ClosedRange<CGFloat>? {
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for (i, p) in vertices.enumerated() {
            let q = vertices[(i + 1) % vertices.count]
            guard min(p.y, q.y) <= y, y <= max(p.y, q.y) else { continue }
            guard p.y != q.y else {
                (lo, hi) = (min(lo, p.x, q.x), max(hi, p.x, q.x))
                continue
            }
            let x = p.x + (y - p.y) / (q.y - p.y) * (q.x - p.x)
            (lo, hi) = (min(lo, x), max(hi, x))
        }
        return lo <= hi ? lo...hi : nil
    }
}
