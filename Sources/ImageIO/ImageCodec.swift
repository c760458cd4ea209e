@_implementationOnly import CImageCodecs

/// The file formats Vellum reads and writes.
enum ImageFormat: Sendable {
    case png
    case jpeg

    /// The uniform type identifier.
    var identifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        }
    }

    /// The format named by a uniform type identifier; `nil` for any other.
    init?(identifier: String) {
        switch identifier {
        case "public.png": self = .png
        case "public.jpeg": self = .jpeg
        default: return nil
        }
    }

    /// The format whose signature `data` starts with.
    init?(sniffing data: Data) {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if data.starts(with: png) {
            self = .png
        } else if data.starts(with: [0xFF, 0xD8, 0xFF] as [UInt8]) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// Every format, for the type identifier lists.
    static let all: [ImageFormat] = [.png, .jpeg]
}

/// What a file's header declares.
struct ImageHeader: Sendable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorComponents: Int
    var hasAlpha: Bool
    var interlaced: Bool
    /// 0 none, 1 dots per inch, 2 dots per centimetre, 3 aspect ratio only.
    var densityUnit: Int
    var xDensity: Double
    var yDensity: Double
    /// The EXIF orientation, 1–8, when stated.
    var orientation: Int?
    /// Where the thumbnail a JPEG's EXIF data embeds lies in the file.
    var thumbnail: Range<Int>?

    /// Reads the header of `data` in `format`; `nil` when it is not a valid header.
    init?(_ data: Data, format: ImageFormat) {
        guard let header = Self.read(data, format: format).header else { return nil }
        self = header
    }

    private init(_ info: vellum_image_info, exif: ExifReader.Exif) {
        width = Int(info.width)
        height = Int(info.height)
        bitDepth = Int(info.bit_depth)
        colorComponents = Int(info.color_components)
        hasAlpha = info.has_alpha != 0
        interlaced = info.interlaced != 0
        densityUnit = Int(info.density_unit)
        xDensity = info.x_density
        yDensity = info.y_density
        orientation = exif.orientation
        thumbnail = exif.thumbnail
    }

    /// The header of `data` in `format` (`nil` when it is not a valid one), and what reading it cost.
    static func read(_ data: Data, format: ImageFormat) -> (header: ImageHeader?, report: DecodeReport) {
        var info = vellum_image_info()
        var report = vellum_decode_report()
        let status = data.withUnsafeBytes { bytes -> vellum_codec_status in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return VELLUM_CODEC_CORRUPT
            }
            switch format {
            case .png: return vellum_png_read_info(base, bytes.count, &info, &report)
            case .jpeg: return vellum_jpeg_read_info(base, bytes.count, &info, &report)
            }
        }
        guard status == VELLUM_CODEC_OK, info.width > 0, info.height > 0 else { return (nil, DecodeReport(report)) }
        let exif = format == .jpeg ? ExifReader.jpegExif(data) : ExifReader.Exif()
        return (ImageHeader(info, exif: exif), DecodeReport(report))
    }
}

/// Decoding and encoding through the C layer.
enum ImageCodec {
    /// Decodes `data` as `format` into an image of `width` × `height` pixels (the image reduced to it; 0 × 0
    /// or a size no smaller than the image's for the whole image), within `limits`; and what that cost.
    static func decode(_ data: Data, format: ImageFormat, limits: DecodeLimits, width: Int = 0, height: Int = 0)
        -> (image: CGImage?, report: DecodeReport) {
        let side = UInt32(CGImage.maximumDimension)
        var bounds = vellum_decode_limits(
            max_width: side, max_height: side, max_pixels: UInt64(max(1, limits.maximumPixelCount)),
            max_bytes: UInt64(max(1, limits.maximumBytes)), max_scans: UInt32(clamping: limits.maximumScans),
            max_scan_passes: UInt32(clamping: limits.maximumScanPasses))
        let (outWidth, outHeight) = (UInt32(clamping: max(0, width)), UInt32(clamping: max(0, height)))
        var pixels = vellum_pixels()
        var cost = vellum_decode_report()
        let status = data.withUnsafeBytes { bytes -> vellum_codec_status in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return VELLUM_CODEC_CORRUPT
            }
            switch format {
            case .png: return vellum_png_decode(base, bytes.count, &bounds, outWidth, outHeight, &pixels, &cost)
            case .jpeg: return vellum_jpeg_decode(base, bytes.count, &bounds, outWidth, outHeight, &pixels, &cost)
            }
        }
        let report = DecodeReport(cost)
        guard status == VELLUM_CODEC_OK, let memory = pixels.data else { return (nil, report) }
        // The Data takes ownership of the malloc'd pixels: no copy, freed with the image.
        let bytes = Data(bytesNoCopy: memory, count: pixels.size, deallocator: .free)
        let channels = Int(pixels.channels)
        let alpha: CGImageAlphaInfo
        let space: CGColorSpace?
        switch channels {
        case 1: (alpha, space) = (.none, CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        case 2: (alpha, space) = (.last, CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        case 3: (alpha, space) = (.none, CGColorSpace(name: CGColorSpace.sRGB))
        case 4: (alpha, space) = (format == .jpeg ? .noneSkipLast : .last, CGColorSpace(name: CGColorSpace.sRGB))
        default: return (nil, report)
        }
        guard let space else { return (nil, report) }
        let image = CGImage(width: Int(pixels.width), height: Int(pixels.height), bitsPerComponent: 8,
                            bitsPerPixel: 8 * channels, bytesPerRow: pixels.bytes_per_row, space: space,
                            bitmapInfo: CGBitmapInfo(alphaInfo: alpha), provider: CGDataProvider(bytes: bytes),
                            decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        return (image, report)
    }

    /// Encodes `image` as `format` (a JPEG progressive when asked); `nil` when the image cannot be read or the
    /// encoder fails.
    static func encode(_ image: CGImage, format: ImageFormat, quality: Double, background: CGColor?,
                       progressive: Bool) -> Data? {
        let gray = image.colorSpace?.model == .monochrome
        switch format {
        case .png:
            guard let pixels = PackedPixels(image, gray: gray, keepAlpha: image.carriesAlpha, background: nil)
            else { return nil }
            return pixels.encode { base, buffer in
                vellum_png_encode(base, UInt32(pixels.width), UInt32(pixels.height), pixels.bytesPerRow,
                                  Int32(pixels.channels), &buffer)
            }
        case .jpeg:
            guard let pixels = PackedPixels(image, gray: gray, keepAlpha: false, background: background)
            else { return nil }
            let level = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 80
            return pixels.encode { base, buffer in
                vellum_jpeg_encode(base, UInt32(pixels.width), UInt32(pixels.height), pixels.bytesPerRow,
                                   Int32(pixels.channels), level, progressive ? 1 : 0, &buffer)
            }
        }
    }
}

extension CGImage {
    /// Whether the image's pixels carry alpha (image masks count: they are all coverage).
    var carriesAlpha: Bool {
        if isMask { return true }
        switch alphaInfo {
        case .premultipliedLast, .premultipliedFirst, .last, .first, .alphaOnly: return true
        case .none, .noneSkipLast, .noneSkipFirst: return false
        }
    }
}

/// Rows of 8-bit, non-premultiplied samples for an encoder: gray or RGB, then alpha if kept.
struct PackedPixels {
    let width: Int
    let height: Int
    let channels: Int
    var bytesPerRow: Int { width * channels }
    private var bytes: [UInt8]

    /// The pixels of `image`. Without `keepAlpha`, transparent pixels are composited over `background`
    /// (white when `nil`).
    init?(_ image: CGImage, gray: Bool, keepAlpha: Bool, background: CGColor?) {
        width = image.width
        height = image.height
        let colors = gray ? 1 : 3
        channels = colors + (keepAlpha ? 1 : 0)
        guard width > 0, height > 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height * channels)
        guard !overflow else { return nil }
        bytes = [UInt8](repeating: 0, count: count)
        let backdrop = PackedPixels.backdrop(background, gray: gray)
        let (width, height, channels) = (self.width, self.height, self.channels)

        // Images in a plain non-premultiplied 8-bit layout are read as is: a PNG decoded and written
        // again keeps its exact samples. Everything else goes through cairo's premultiplied pixels.
        if let layout = DirectLayout(image), layout.isGray == gray, let data = image.dataProvider?.data,
           data.count >= image.bytesPerRow * (height - 1) + width * layout.stride {
            let rowBytes = image.bytesPerRow
            bytes.withUnsafeMutableBufferPointer { out in
                data.withUnsafeBytes { raw in
                    guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                          let target = out.baseAddress else { return }
                    for y in 0..<height {
                        let row = base + y * rowBytes
                        var o = target + y * width * channels
                        for x in 0..<width {
                            let p = row + x * layout.stride
                            let a = layout.alpha.map { UInt32(p[$0]) } ?? 255
                            for (i, offset) in layout.colors.enumerated() {
                                let c = UInt32(p[offset])
                                o[i] = keepAlpha ? UInt8(c) : PackedPixels.flatten(c * a, alpha: a, backdrop[i])
                            }
                            if keepAlpha { o[colors] = UInt8(a) }
                            o += channels
                        }
                    }
                }
            }
            return
        }
        bytes.withUnsafeMutableBufferPointer { out in
            guard let target = out.baseAddress else { return }
            image.withPremultipliedARGB32 { pixels, rowBytes in
                for y in 0..<height {
                    let row = (pixels + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                    var o = target + y * width * channels
                    for x in 0..<width {
                        let word = row[x]
                        let a = word >> 24
                        func sample(_ shift: UInt32, _ i: Int) {
                            let c = min((word >> shift) & 0xFF, a)
                            if keepAlpha {
                                o[i] = a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                            } else {
                                o[i] = PackedPixels.flatten(c * 255, alpha: a, backdrop[i])
                            }
                        }
                        // Gray images have r = g = b; their gray sample is green.
                        if gray {
                            sample(8, 0)
                        } else {
                            sample(16, 0); sample(8, 1); sample(0, 2)
                        }
                        if keepAlpha { o[colors] = UInt8(a) }
                        o += channels
                    }
                }
            }
        }
    }

    /// A sample composited over `backdrop`, all 0–255: `colorTimesAlpha` is colour × alpha (for a
    /// premultiplied sample, sample × 255); the result is (colour × alpha + backdrop × (255 − alpha)) / 255.
    private static func flatten(_ colorTimesAlpha: UInt32, alpha: UInt32, _ backdrop: UInt32) -> UInt8 {
        let sum = colorTimesAlpha + backdrop * (255 - alpha)
        return UInt8(min(255, (sum + 127) / 255))
    }

    /// The background's samples, 0–255, in the packed colour model (white when `nil` or unconvertible).
    private static func backdrop(_ color: CGColor?, gray: Bool) -> [UInt32] {
        var rgb: [UInt32] = [255, 255, 255]
        if let color, let srgb = CGColorSpace(name: CGColorSpace.sRGB),
           let components = color.converted(to: srgb, intent: .defaultIntent, options: nil)?.components,
           components.count >= 3 {
            rgb = components.prefix(3).map { value in
                value.isFinite ? UInt32((min(max(value, 0), 1) * 255).rounded()) : 255
            }
        }
        return gray ? [(rgb[0] * 299 + rgb[1] * 587 + rgb[2] * 114 + 500) / 1000] : rgb
    }

    /// Runs a C encoder over the pixels and returns its output.
    func encode(_ encoder: (UnsafePointer<UInt8>, inout vellum_buffer) -> vellum_codec_status) -> Data? {
        var buffer = vellum_buffer()
        let status = bytes.withUnsafeBufferPointer { pixels -> vellum_codec_status in
            guard let base = pixels.baseAddress else { return VELLUM_CODEC_INVALID_ARGUMENT }
            return encoder(base, &buffer)
        }
        guard status == VELLUM_CODEC_OK, let memory = buffer.data else {
            vellum_codec_free(buffer.data)
            return nil
        }
        return Data(bytesNoCopy: memory, count: buffer.size, deallocator: .free)
    }
}

/// Where the samples of an 8-bit, non-premultiplied gray or RGB image sit within a pixel.
private struct DirectLayout {
    var colors: [Int]
    var alpha: Int?
    var stride: Int
    var isGray: Bool { colors.count == 1 }

    init?(_ image: CGImage) {
        guard !image.isMask, image.decode == nil, image.bitsPerComponent == 8,
              !image.bitmapInfo.contains(.floatComponents), let model = image.colorSpace?.model
        else { return nil }
        let colorCount: Int
        switch model {
        case .rgb: colorCount = 3
        case .monochrome: colorCount = 1
        default: return nil
        }
        let info = image.alphaInfo
        switch info {
        case .premultipliedFirst, .premultipliedLast, .alphaOnly: return nil
        default: break
        }
        let components = colorCount + (info == .none ? 0 : 1)
        guard image.bitsPerPixel == components * 8 else { return nil }
        var order = Array(0..<components)
        switch image.byteOrderInfo {
        case .order32Little:
            guard components == 4 else { return nil }
            order.reverse()
        case .orderDefault, .order32Big, .order16Little, .order16Big: break
        case .orderMask: return nil
        }
        let alphaFirst = info == .first || info == .noneSkipFirst
        let firstColor = alphaFirst ? 1 : 0
        colors = (0..<colorCount).map { order[firstColor + $0] }
        switch info {
        case .first: alpha = order[0]
        case .last: alpha = order[components - 1]
        default: alpha = nil
        }
        stride = components
    }
}
