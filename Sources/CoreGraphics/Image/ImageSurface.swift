@_implementationOnly import CCairo

/// A cairo image surface owned by Swift: created here, destroyed when the last reference goes.
///
/// Package-visible so QuartzCore's compositor can keep backing stores and draw them.
package final class ImageSurface: @unchecked Sendable {
    // @unchecked: cairo surfaces are not thread-safe. One thread draws a surface; others read it only once it is
    // drawn (backing stores, kept bitmaps, images) or between frames (`RenderServer.betweenFrames`).

    /// The cairo surface.
    package let pointer: OpaquePointer
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int

    /// How a surface lays out its pixels: cairo's formats that Vellum uses, named so that modules drawing into
    /// surfaces need not import cairo.
    package enum Format: Sendable {
        /// 32-bit words of premultiplied alpha, red, green and blue.
        case argb32
        /// 32-bit words of red, green and blue; the top byte is unused.
        case rgb24
        /// One byte of alpha a pixel.
        case a8

        var cairo: cairo_format_t {
            switch self {
            case .argb32: CAIRO_FORMAT_ARGB32
            case .rgb24: CAIRO_FORMAT_RGB24
            case .a8: CAIRO_FORMAT_A8
            }
        }
    }

    /// The longest side cairo can make a surface with, in pixels.
    package static let maximumSide = 32_767

    /// A new surface, cleared to transparent, with each side kept within 1...`maximumSide` pixels: callers that
    /// may ask for more check first, and this keeps any that did not from a surface cairo refuses (whose pixels
    /// cannot be read).
    package init(width: Int, height: Int, format: Format) {
        let width = min(max(width, 1), Self.maximumSide), height = min(max(height, 1), Self.maximumSide)
        pointer = cairo_image_surface_create(format.cairo, Int32(width), Int32(height))
        self.width = width
        self.height = height
    }

    /// A surface over existing memory, which must outlive it.
    init?(data: UnsafeMutableRawPointer, format: Format, width: Int, height: Int, stride: Int) {
        let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), format.cairo,
                                                          Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        pointer = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The bytes from one row to the next.
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The first byte of the pixels.
    package var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer) }

    /// The words of row `y` (ARGB32 and RGB24 surfaces).
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The straight colour of the pixel at column `x`, row `y` of an ARGB32 or RGB24 surface.
    package func color(x: Int, y: Int) -> (r: Double, g: Double, b: Double, a: Double) {
        flush()
        let word = row(y)[x]
        let opaque = cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24
        let a = opaque ? 255 : Double(word >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        return (Double((word >> 16) & 0xFF) / a, Double((word >> 8) & 0xFF) / a, Double(word & 0xFF) / a, a / 255)
    }

    /// Tells cairo the pixels were changed behind its back.
    package func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// Makes cairo finish pending drawing before the pixels are read.
    package func flush() { cairo_surface_flush(pointer) }
}
