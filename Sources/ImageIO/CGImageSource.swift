/// The state of an image source's data.
public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the header was complete.
    case statusUnexpectedEOF = -5
    /// The data is of a known type but not valid.
    case statusInvalidData = -4
    /// The data is not of a type Vellum reads.
    case statusUnknownType = -3
    /// The header is still being read.
    case statusReadingHeader = -2
    /// The header is valid but the data ends before the end of the image.
    case statusIncomplete = -1
    /// The data holds a complete image.
    case statusComplete = 0
}

/// Reads images from PNG or JPEG data. A source is immutable and safe to share between threads.
///
/// The header is read when the source is created (metadata chunks and segments are skipped, whatever size
/// they declare); pixels are decoded on each `CGImageSourceCreateImageAtIndex` or
/// `CGImageSourceCreateThumbnailAtIndex` call, within the limits below. A decode that would break one
/// fails cleanly, with `nil` and a logged reason, and frees whatever it had allocated.
public final class CGImageSource: Sendable {
    /// The largest width × height Vellum decodes: 100 megapixels (400 MB of RGBA). Each side must also be
    /// at most `CGImage.maximumDimension`. Larger images are refused from their header, before any pixel
    /// memory is allocated; `kCGImageSourceMaximumPixelCount` lowers the limit. It holds for thumbnails too,
    /// since a reduced decode still reads every pixel.
    public static let maximumPixelCount = 100_000_000

    /// The most memory one decode may hold at once, its pixels and the codec libraries' working memory
    /// together: 512 MB. A whole 100-megapixel image (400 MB) fits; a progressive JPEG also needs 2 bytes a
    /// sample for its coefficients, whatever size it is decoded at.
    public static let decodeMemoryBudget = 512 << 20

    /// The most scans a JPEG may have: 256.
    public static let maximumScanCount = 256

    /// The most work a JPEG's scans may do together, in passes over the whole image: 16. Each scan of a
    /// progressive file visits every 8×8 block of the components it codes, and a file can repeat scans
    /// without end; the usual progressions make about 5 such passes. At least 2²⁰ block visits are allowed,
    /// however small the image.
    public static let maximumScanPasses = 16

    let data: Data
    let format: ImageFormat?
    let header: ImageHeader?
    let status: CGImageSourceStatus
    /// This source's pixel limit: `maximumPixelCount` or lower.
    let pixelLimit: Int

    init(data: Data, options: [String: Any]?) {
        self.data = data
        format = ImageFormat(sniffing: data)
        header = format.flatMap { ImageHeader(data, format: $0) }
        pixelLimit = CGImageSource.pixelLimit(options, below: CGImageSource.maximumPixelCount)
        switch (format, header) {
        case (nil, _): status = .statusUnknownType
        case (_?, nil): status = .statusInvalidData
        case (let format?, _?):
            status = CGImageSource.hasEnd(data, format: format) ? .statusComplete : .statusIncomplete
        }
    }

    /// `limit`, lowered by a `kCGImageSourceMaximumPixelCount` option if there is one.
    static func pixelLimit(_ options: [String: Any]?, below limit: Int) -> Int {
        guard let value = options?[kCGImageSourceMaximumPixelCount], let number = optionNumber(value),
              number.isFinite, number >= 1 else { return limit }
        return number < Double(limit) ? Int(number) : limit
    }

    /// Whether the data ends with its format's end marker (PNG IEND, JPEG EOI), allowing trailing bytes.
    private static func hasEnd(_ data: Data, format: ImageFormat) -> Bool {
        let tail = data.suffix(4096)
        switch format {
        case .png: return tail.range(of: Data("IEND".utf8), options: .backwards) != nil
        case .jpeg: return tail.range(of: Data([0xFF, 0xD9]), options: .backwards) != nil
        }
    }
}

/// A number from an options dictionary, whichever numeric type it was given as.
func optionNumber(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Int: Double(number)
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
}

/// Whether an options dictionary's value is true, whichever type it was given as.
func optionFlag(_ value: Any?) -> Bool {
    switch value {
    case let flag as Bool: flag
    case let value?: optionNumber(value).map { $0 != 0 } ?? false
    case nil: false
    }
}

/// The uniform type identifiers of the formats image sources read.
public func CGImageSourceCopyTypeIdentifiers() -> [String] { ImageFormat.all.map(\.identifier) }

/// A source over `data`. Any data gives a source; check `CGImageSourceGetStatus` or the type.
/// Options: `kCGImageSourceMaximumPixelCount`; others are accepted and ignored.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data, options: options)
}

/// A source over the contents of the file at `url`, or `nil` when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return CGImageSource(data: data, options: options)
}

/// A source over a data provider's bytes, or `nil` when it has none.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?)
    -> CGImageSource? {
    guard let data = provider.data else { return nil }
    return CGImageSource(data: data, options: options)
}

/// The uniform type identifier of the source's data ("public.png" or "public.jpeg"), found from its
/// first bytes; `nil` when the data is of neither type.
public func CGImageSourceGetType(_ source: CGImageSource) -> String? { source.format?.identifier }

/// The number of images in the source: 1 when its header is valid, else 0.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { source.header == nil ? 0 : 1 }

/// The state of the source's data.
public func CGImageSourceGetStatus(_ source: CGImageSource) -> CGImageSourceStatus { source.status }

/// The state of the image at `index`: the source's status for 0, `.statusInvalidData` for any other index.
public func CGImageSourceGetStatusAtIndex(_ source: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    index == 0 || source.status == .statusUnknownType ? source.status : .statusInvalidData
}

/// Properties of the source as a whole: `kCGImagePropertyFileSize`.
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    [kCGImagePropertyFileSize: source.data.count]
}

/// Properties of the image at `index` read from its header, without decoding pixels: pixel width and
/// height, alpha, depth, colour model, resolution and orientation when stated, and a `{PNG}` or `{JFIF}`
/// dictionary. `nil` for an invalid index or data.
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary? {
    guard index == 0, let header = source.header, let format = source.format else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth: header.width,
        kCGImagePropertyPixelHeight: header.height,
        kCGImagePropertyHasAlpha: header.hasAlpha,
        kCGImagePropertyDepth: header.bitDepth,
        kCGImagePropertyColorModel: header.colorComponents == 1 ? kCGImagePropertyColorModelGray
            : header.colorComponents == 4 ? kCGImagePropertyColorModelCMYK : kCGImagePropertyColorModelRGB,
    ]
    // Dots per centimetre become dots per inch; an aspect ratio alone gives no resolution.
    let scale = header.densityUnit == 1 ? 1 : header.densityUnit == 2 ? 2.54 : 0
    if scale > 0 {
        properties[kCGImagePropertyDPIWidth] = header.xDensity * scale
        properties[kCGImagePropertyDPIHeight] = header.yDensity * scale
    }
    if let orientation = header.orientation { properties[kCGImagePropertyOrientation] = orientation }
    switch format {
    case .png:
        properties[kCGImagePropertyPNGDictionary] = [kCGImagePropertyPNGInterlaceType: header.interlaced ? 1 : 0]
    case .jpeg:
        var jfif: [String: Any] = [kCGImagePropertyJFIFIsProgressive: header.interlaced]
        if header.densityUnit != 0 {
            jfif[kCGImagePropertyJFIFDensityUnit] = header.densityUnit == 3 ? 0 : header.densityUnit
            jfif[kCGImagePropertyJFIFXDensity] = Int(header.xDensity)
            jfif[kCGImagePropertyJFIFYDensity] = Int(header.yDensity)
        }
        properties[kCGImagePropertyJFIFDictionary] = jfif
    }
    return properties
}

/// Decodes the image at `index` (only 0 exists). `nil`, with the reason logged, when the data is invalid or
/// truncated, the image is larger than the source's pixel limit (see `CGImageSource.maximumPixelCount`; the
/// `kCGImageSourceMaximumPixelCount` option can lower it further for this call), or decoding it would break
/// the memory or scan budget.
///
/// PNGs decode to 8 bits per component (16-bit files are scaled): gray as 8-bit gray, gray with
/// transparency as 16-bit gray + alpha `.last`, RGB and palette as 24-bit RGB `.none`, and anything with
/// transparency as 32-bit RGBA `.last` (not premultiplied, as on Apple platforms). JPEGs decode to 8-bit
/// gray or to 32-bit RGB `.noneSkipLast` (CMYK converted). Colour images are sRGB; gray ones Generic Gray
/// Gamma 2.2. EXIF orientation is reported, not applied.
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage? {
    guard index == 0 else { return nil }
    return source.decode(options: options, function: "CGImageSourceCreateImageAtIndex")?.image
}

extension CGImageSource {
    /// The image decoded whole, or reduced to `width` × `height`, and what that cost; `nil` for a source
    /// without a valid header. A failure is logged, with its reason, in the name of `function`.
    func decode(options: [String: Any]?, width: Int = 0, height: Int = 0, function: String)
        -> (image: CGImage?, report: DecodeReport)? {
        guard let header, let format else { return nil }
        var limits = DecodeLimits()
        limits.maximumPixelCount = CGImageSource.pixelLimit(options, below: pixelLimit)
        let decoded = ImageCodec.decode(data, format: format, limits: limits, width: width, height: height)
        if decoded.image == nil {
            ImageIOLog.error("\(function): image 0 (\(header.width) × \(header.height) pixels, \(format.identifier)) "
                + "not decoded: \(decoded.report.failure ?? "the data is corrupt or truncated").")
        }
        return decoded
    }
}
