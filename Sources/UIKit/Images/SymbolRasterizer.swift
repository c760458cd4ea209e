@_implementationOnly import CRsvg
import Foundation
import OrderedCollections
import Synchronization

/// Draws the SF Symbol stand-ins: Bootstrap icons (Debian's `bootstrap-icons`, SVG on a 16-unit grid) rendered
/// by librsvg as black on transparent, for UIKit to tint. Each (icon, pixel size, weight) is drawn once and kept,
/// the 256 most recently used at most (a 17-point symbol at 2× is 41 × 41 pixels, 6.7 KB).
///
/// Bootstrap draws one weight, about SF Symbols' regular: heavier weights add a stroke round every shape,
/// 0.15 units for medium up to 0.75 for black (regular strokes are about 1 unit); lighter ones draw as regular.
enum SymbolRasterizer {
    /// Where `bootstrap-icons` installs its SVG files.
    static let directory = "/usr/share/bootstrap-icons/svg"
    /// How many drawings are kept.
    static let capacity = 256

    private struct Key: Hashable {
        let icon: String
        let pixels: Int
        let weight: UIImage.SymbolWeight
    }

    private static let kept = Mutex<OrderedDictionary<Key, CGImage>>([:])
    private static let reportedMissingPackage = Atomic<Bool>(false)

    /// The stroke added round every shape for `weight`, in the icons' 16-unit grid.
    static func extraStroke(for weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .medium: 0.15
        case .semibold: 0.3
        case .bold: 0.45
        case .heavy: 0.6
        case .black: 0.75
        default: 0
        }
    }

    /// Icon `icon` drawn `pixels` pixels square at `weight`: from the kept drawings, else drawn now. Nil when
    /// the icon's file is missing or librsvg cannot draw it (logged); when the whole package is missing, one
    /// log line names it.
    static func image(icon: String, pixels: Int, weight: UIImage.SymbolWeight) -> CGImage? {
        let key = Key(icon: icon, pixels: pixels, weight: weight)
        if let image = kept.withLock({ kept -> CGImage? in
            guard let index = kept.index(forKey: key) else { return nil }
            // Most recently used last, so that the first is the one to go.
            let (_, image) = kept.remove(at: index)
            kept[key] = image
            return image
        }) { return image }
        guard let image = draw(key) else { return nil }
        kept.withLock { kept in
            kept[key] = image
            if kept.count > capacity { kept.removeFirst() }
        }
        return image
    }

    /// Whether the drawings kept include `icon` at `pixels` and `weight`.
    static func keeps(icon: String, pixels: Int, weight: UIImage.SymbolWeight) -> Bool {
        kept.withLock { $0[Key(icon: icon, pixels: pixels, weight: weight)] != nil }
    }

    /// Forgets every drawing, as a memory warning does.
    static func removeAll() { kept.withLock { $0.removeAll() } }

    private static func draw(_ key: Key) -> CGImage? {
        let path = "\(directory)/\(key.icon).svg"
        guard FileManager.default.fileExists(atPath: path) else {
            if !FileManager.default.fileExists(atPath: directory) {
                if !reportedMissingPackage.exchange(true, ordering: .relaxed) {
                    uikitLog.error("UIImage(systemName:): the symbols are drawn from the Debian package bootstrap-icons, which is not installed (\(directory) is missing); every symbol is nil.")
                }
            } else {
                uikitLog.error("UIImage(systemName:): \(path) is missing; the symbol is nil.")
            }
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else { return failure(path, error) }
        defer { g_object_unref(handle) }
        let stroke = extraStroke(for: key.weight)
        if stroke > 0 {
            let css = "svg { stroke: #000; stroke-width: \(stroke)px; stroke-linejoin: round; stroke-linecap: round; }"
            let bytes = Array(css.utf8)
            guard rsvg_handle_set_stylesheet(handle, bytes, UInt(bytes.count), &error) != 0 else { return failure(path, error) }
        }
        let pixels = key.pixels
        guard pixels > 0, let context = CGContext(
            data: nil, width: pixels, height: pixels, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            let data = context.data
        else { return nil }
        // cairo's ARGB32 is the same premultiplied, native-endian layout, so librsvg draws into the context's memory.
        let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(pixels), Int32(pixels), Int32(context.bytesPerRow))
        let cairo = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        // The stroke reaches half its width past the 16-unit grid: the drawing shrinks by as much to keep it whole.
        let inset = stroke / 2 * CGFloat(pixels) / 16
        var viewport = RsvgRectangle(x: Double(inset), y: Double(inset), width: Double(CGFloat(pixels) - 2 * inset),
                                     height: Double(CGFloat(pixels) - 2 * inset))
        guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else { return failure(path, error) }
        cairo_surface_flush(surface)
        return context.makeImage()
    }

    private static func failure(_ path: String, _ error: UnsafeMutablePointer<GError>?) -> CGImage? {
        let message = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        uikitLog.error("UIImage(systemName:): librsvg cannot draw \(path): \(message); the symbol is nil.")
        return nil
    }
}
