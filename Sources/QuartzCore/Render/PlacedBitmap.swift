@_implementationOnly import CCairo
import CoreGraphics

/// A bitmap the compositor keeps, drawn in the bitmap space of a `PixelSnap`, with where its top-left pixel lies
/// relative to the snap's whole-pixel offset.
struct PlacedBitmap {
    let surface: ImageSurface
    let x: Double
    let y: Double

    /// What the pixels take.
    var bytes: Int { surface.stride * surface.height }

    /// A bitmap covering `extent` (whole pixels of `snap`'s bitmap space), drawn by `draw` in the user space `snap`
    /// was made from.
    init(_ extent: CGRect, format: ImageSurface.Format, snap: PixelSnap, draw: (OpaquePointer) -> Void) {
        surface = ImageSurface(width: Int(clamping: extent.width), height: Int(clamping: extent.height), format: format)
        (x, y) = (extent.minX, extent.minY)
        let context = cairo_create(surface.pointer)!
        var matrix = snap.local
        matrix.x0 -= extent.minX
        matrix.y0 -= extent.minY
        cairo_set_matrix(context, &matrix)
        draw(context)
        cairo_destroy(context)
        surface.flush()
    }

    /// The bitmap with its alpha blurred by a Gaussian of standard deviation `sigma` pixels.
    func blurred(sigma: Double) -> PlacedBitmap {
        BoxBlur.apply(to: surface.data, width: surface.width, height: surface.height, stride: surface.stride, sigma: sigma)
        surface.markDirty()
        return self
    }
}

extension cairo_matrix_t {
    /// The matrix of a Core Graphics transform.
    init(_ t: CGAffineTransform) { self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty) }

    /// The same matrix as a Core Graphics transform.
    var affine: CGAffineTransform { CGAffineTransform(a: xx, b: yx, c: xy, d: yy, tx: x0, ty: y0) }

    /// How much the matrix scales lengths, on average over directions: the square root of its area scale.
    var scale: Double { abs(xx * yy - yx * xy).squareRoot() }
}
