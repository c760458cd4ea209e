/// Where a pixel's components sit in memory, for the 8- and 16-bit layouts Vellum reads and writes.
///
/// Cairo's own layout is one 32-bit word per pixel, premultiplied, alpha in the high byte: on a
/// little-endian machine bytes B, G, R, A. Everything else is converted to or from it.
struct PixelLayout: Equatable {
    enum Model: Equatable {
        /// Offsets of the red, green and blue components; alpha's, or `nil` when there is none.
        case rgb(r: Int, g: Int, b: Int, a: Int?)
        /// The offset of the gray component; alpha's, or `nil`.
        case gray(Int, a: Int?)
        /// Alpha only.
        case alpha
        /// An image mask: one sample, 0 paints, 1 does not (before decoding).
        case mask
    }

    var model: Model
    var bitsPerComponent: Int
    var bitsPerPixel: Int
    var premultiplied: Bool
    /// For 16-bit components: whether they are little-endian.
    var littleEndian16: Bool = false

    /// The layout of a bitmap, or `nil` for one Vellum cannot read.
    init?(bitsPerComponent: Int, bitsPerPixel: Int, colorModel: CGColorSpaceModel?, bitmapInfo: CGBitmapInfo) {
        guard !bitmapInfo.contains(.floatComponents), let alpha = bitmapInfo.alpha,
              let order = bitmapInfo.byteOrder, bitsPerComponent == 8 || bitsPerComponent == 16
        else { return nil }
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        let bytes = bitsPerComponent / 8
        littleEndian16 = order == .order16Little
        let hasAlpha = alpha != .none
        // Alpha-only images ignore their colour space (Apple's Swift API still asks for one).
        let components: Int
        switch colorModel {
        case _ where alpha == .alphaOnly: components = 1
        case .rgb?: components = hasAlpha ? 4 : 3
        case .monochrome?: components = hasAlpha ? 2 : 1
        default: return nil
        }
        guard bitsPerPixel == components * bitsPerComponent else { return nil }
        // Component order in memory for the big-endian (default) order; 32-bit little-endian reverses it.
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        var order32 = Array(0..<components)
        if order == .order32Little {
            guard bitsPerPixel == 32 else { return nil }
            order32.reverse()
        }
        func at(_ i: Int) -> Int { order32[i] * bytes }
        let keepsAlpha = alpha != .noneSkipFirst && alpha != .noneSkipLast
        switch components {
        case 1 where alpha == .alphaOnly: model = .alpha
        case 1: model = .gray(0, a: nil)
        case 2:
            model = alphaFirst ? .gray(at(1), a: at(0)) : .gray(at(0), a: at(1))
        case 3: model = .rgb(r: at(0), g: at(1), b: at(2), a: nil)
        default:
            let (ia, ir) = alphaFirst ? (0, 1) : (3, 0)
            model = .rgb(r: at(ir), g: at(ir + 1), b: at(ir + 2), a: keepsAlpha ? at(ia) : nil)
        }
    }

    /// An image mask's layout: 1 or 8 bits per sample.
    init(maskBitsPerComponent bits: Int) {
        model = .mask
        bitsPerComponent = bits
        bitsPerPixel = bits
        premultiplied = false
    }

    /// The bytes one row needs at least.
    func minimumBytesPerRow(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    private func component(_ row: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        if bitsPerComponent == 16 { return UInt32(row[offset + (littleEndian16 ? 1 : 0)]) }
        return UInt32(row[offset])
    }

    /// Converts one row to cairo's premultiplied ARGB32 words; `decodeInverted` flips mask samples and
    /// `swapRedAndBlue` exchanges red and blue.
    func readRow(_ source: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, width: Int,
                 decodeInverted: Bool = false, swapRedAndBlue: Bool = false) {
        let stride = bitsPerPixel / 8
        for x in 0..<width {
            let p = source + x * stride
            var a: UInt32 = 255, r: UInt32, g: UInt32, b: UInt32
            switch model {
            case .rgb(let ro, let go, let bo, let ao):
                (r, g, b) = (component(p, ro), component(p, go), component(p, bo))
                if let ao { a = component(p, ao) }
            case .gray(let o, let ao):
                r = component(p, o); g = r; b = r
                if let ao { a = component(p, ao) }
            case .alpha:
                (r, g, b) = (0, 0, 0)
                a = component(p, 0)
            case .mask:
                let sample: UInt32
                if bitsPerComponent == 1 { sample = (UInt32(source[x >> 3]) >> (7 - UInt32(x & 7))) & 1 == 0 ? 0 : 255 }
                else { sample = UInt32(source[x]) }
                (r, g, b) = (0, 0, 0)
                a = decodeInverted ? sample : 255 - sample
            }
            if !premultiplied && a != 255 {
                r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
            } else if premultiplied {
                // Guard against premultiplied data whose colour exceeds its alpha.
                r = min(r, a); g = min(g, a); b = min(b, a)
            }
            out[x] = swapRedAndBlue ? a << 24 | b << 16 | g << 8 | r : a << 24 | r << 16 | g << 8 | b
        }
    }

    /// Converts one row of cairo ARGB32 words back to this layout (8-bit layouts only).
    func writeRow(_ source: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>, width: Int) {
        let stride = bitsPerPixel / 8
        for x in 0..<width {
            let word = source[x]
            let a = word >> 24
            var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
            if !premultiplied, a != 0, a != 255 {
                r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
            }
            let p = out + x * stride
            switch model {
            case .rgb(let ro, let go, let bo, let ao):
                p[ro] = UInt8(r); p[go] = UInt8(g); p[bo] = UInt8(b)
                if let ao { p[ao] = UInt8(a) }
            case .gray(let o, let ao):
                // Rec. 601 luma, in integers; exact for gray input.
                p[o] = UInt8((r * 299 + g * 587 + b * 114 + 500) / 1000)
                if let ao { p[ao] = UInt8(a) }
            case .alpha, .mask:
                p[0] = UInt8(a)
            }
        }
    }
}
