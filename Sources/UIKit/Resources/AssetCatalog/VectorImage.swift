@_implementationOnly import CRsvg
import Foundation

/// Draws an asset catalog's SVG images and custom symbols through librsvg, the library the symbol images use.
enum VectorImage {
    /// Largest SVG file read.
    static let maxFileBytes = 16 << 20
    /// Largest side drawn, in pixels.
    static let maxSide = 8192
    /// The glyphs of an SF Symbols template tried for a custom symbol, in order: regular weight, medium scale first.
    static let symbolGlyphs = ["#Regular-M", "#Regular-S", "#Regular-L"]

    /// The SVG in `file` drawn at `scale` pixels per point, at the size its `width` and `height` give in points
    /// (an SVG pixel is a point), else its `viewBox`. Nil (logged) for a file too large, a document librsvg cannot
    /// read or one without a size.
    static func render(svgAt file: URL, scale: CGFloat) -> CGImage? {
        guard let handle = open(file) else { return nil }
        defer { g_object_unref(handle) }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, nil, &hasHeight, nil, &hasViewBox, &box)
            guard hasViewBox != 0 else { return failure(file, "it states no size and no viewBox") }
            (width, height) = (box.width, box.height)
        }
        return draw(handle, file: file, width: width, height: height, scale: scale) { cairo, viewport, error in
            rsvg_handle_render_document(handle, cairo, viewport, error)
        }
    }

    /// A symbol set's SVG drawn for `pointSize` at `scale`: the first of `symbolGlyphs` the file has, its ink
    /// box taken as points of a 100-point font (the template's grid), as black on transparent for tinting. A file
    /// that is not a template, without those glyphs, is drawn whole as `render(svgAt:scale:)` draws it.
    static func render(symbolAt file: URL, pointSize: CGFloat, scale: CGFloat) -> CGImage? {
        guard let handle = open(file) else { return nil }
        defer { g_object_unref(handle) }
        for id in symbolGlyphs where rsvg_handle_has_sub(handle, id) != 0 {
            var ink = RsvgRectangle(), logical = RsvgRectangle()
            var error: UnsafeMutablePointer<GError>?
            guard rsvg_handle_get_geometry_for_element(handle, id, &ink, &logical, &error) != 0 else {
                return failure(file, message(error))
            }
            let factor = Double(pointSize) / 100
            return draw(handle, file: file, width: ink.width * factor, height: ink.height * factor, scale: scale) {
                cairo, viewport, error in rsvg_handle_render_element(handle, cairo, id, viewport, error)
            }
        }
        return render(svgAt: file, scale: scale)
    }

    private static func open(_ file: URL) -> UnsafeMutablePointer<RsvgHandle>? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        guard let size, size <= maxFileBytes else {
            _ = failure(file, size == nil ? "it cannot be read" : "it is larger than \(maxFileBytes) bytes")
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(file.path, &error) else {
            _ = failure(file, message(error))
            return nil
        }
        return handle
    }

    /// `width` × `height` points at `scale`, drawn by `render` into a viewport of that many pixels.
    private static func draw(
        _ handle: UnsafeMutablePointer<RsvgHandle>, file: URL, width: Double, height: Double, scale: CGFloat,
        render: (OpaquePointer?, UnsafePointer<RsvgRectangle>, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> gboolean
    ) -> CGImage? {
        drawPixels(file: file, width: width, height: height, scale: scale) { cairo in
            var viewport = RsvgRectangle(x: 0, y: 0, width: width * Double(scale), height: height * Double(scale))
            var error: UnsafeMutablePointer<GError>?
            return render(cairo, &viewport, &error) != 0 ? nil : message(error)
        }
    }

    /// A bitmap of `width` × `height` points at `scale` that `render` draws into through cairo (returning why it
    /// could not, or nil); nil (logged) when the size is empty or too large, or the drawing fails. Shared with
    /// `PDFVectorImage`.
    static func drawPixels(file: URL, width: Double, height: Double, scale: CGFloat,
                           render: (_ cairo: OpaquePointer?) -> String?) -> CGImage? {
        let pixelsWide = (width * Double(scale)).rounded(.up), pixelsHigh = (height * Double(scale)).rounded(.up)
        guard pixelsWide.isFinite, pixelsHigh.isFinite, pixelsWide >= 1, pixelsHigh >= 1,
              pixelsWide <= Double(maxSide), pixelsHigh <= Double(maxSide) else {
            return failure(file, "its size, \(width) × \(height) points at scale \(scale), is empty or more than \(maxSide) pixels a side")
        }
        let (wide, high) = (Int(pixelsWide), Int(pixelsHigh))
        guard let context = CGContext(
            data: nil, width: wide, height: high, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            let data = context.data
        else { return nil }
        // cairo's ARGB32 is the same premultiplied, native-endian layout, so librsvg draws into the context's memory.
        let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(wide), Int32(high), Int32(context.bytesPerRow))
        let cairo = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        if let reason = render(cairo) { return failure(file, reason) }
        cairo_surface_flush(surface)
        return context.makeImage()
    }

    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        let text = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        return text
    }

    static func failure(_ file: URL, _ reason: String) -> CGImage? {
        uikitLog.error("Asset catalog: cannot draw \(file.path): \(reason); nil.")
        return nil
    }
}
