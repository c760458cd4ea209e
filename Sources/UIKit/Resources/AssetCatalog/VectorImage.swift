@_implementationOnly import CRsvg
import Foundation

/// Draws an asset catalog's SVG images through librsvg, the library the symbol images use.
enum VectorImage {
    /// Largest SVG file read.
    static let maxFileBytes = 16 << 20
    /// Largest side drawn, in pixels.
    static let maxSide = 8192

    /// The SVG in `file` drawn at `scale` pixels per point, at the size its `width` and `height` give in points
    /// (an SVG pixel is a point), else its `viewBox`. Nil (logged) for a file too large, a document librsvg cannot
    /// read or one without a size.
    static func render(svgAt file: URL, scale: CGFloat) -> CGImage? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        guard let size, size <= maxFileBytes else {
            return failure(file, size == nil ? "it cannot be read" : "it is larger than \(maxFileBytes) bytes")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(file.path, &error) else { return failure(file, message(error)) }
        defer { g_object_unref(handle) }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, nil, &hasHeight, nil, &hasViewBox, &box)
            guard hasViewBox != 0 else { return failure(file, "it states no size and no viewBox") }
            (width, height) = (box.width, box.height)
        }
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
        var viewport = RsvgRectangle(x: 0, y: 0, width: width * Double(scale), height: height * Double(scale))
        guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else { return failure(file, message(error)) }
        cairo_surface_flush(surface)
        return context.makeImage()
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        let text = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        return text
    }

    private static func failure(_ file: URL, _ reason: String) -> CGImage? {
        uikitLog.error("Asset catalog: cannot draw \(file.path): \(reason); nil.")
        return nil
    }
}
