@_implementationOnly import CCairo
import Synchronization

/// A bitmap image or image mask.
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component.
    public let bitsPerComponent: Int
    /// Bits per pixel.
    public let bitsPerPixel: Int
    /// Bytes per row of the image's data.
    public let bytesPerRow: Int
    /// The colour space; `nil` for image masks and alpha-only images.
    public let colorSpace: CGColorSpace?
    /// The pixel layout.
    public let bitmapInfo: CGBitmapInfo
    /// The provider of the image's bytes.
    public let dataProvider: CGDataProvider?
    /// The decode array: always `nil`. Vellum reads a mask's decode array when the mask is made, ignores an
    /// image's, and keeps no pointer to the caller's memory.
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Whether drawing the image may interpolate.
    public let shouldInterpolate: Bool
    /// The rendering intent.
    public let renderingIntent: CGColorRenderingIntent
    /// Whether the image is an image mask.
    public let isMask: Bool

    let layout: PixelLayout
    private let maskDecodeInverted: Bool
    /// The pixels converted for cairo: as they are, and with red and blue exchanged (for RGBA targets).
    private let rasters = Mutex<[Bool: ImageSurface]>([:])

    private init(width: Int, height: Int, layout: PixelLayout, bytesPerRow: Int, space: CGColorSpace?,
                 bitmapInfo: CGBitmapInfo, provider: CGDataProvider, shouldInterpolate: Bool,
                 intent: CGColorRenderingIntent, isMask: Bool, maskDecodeInverted: Bool = false) {
        self.width = width
        self.height = height
        self.layout = layout
        bitsPerComponent = layout.bitsPerComponent
        bitsPerPixel = layout.bitsPerPixel
        self.bytesPerRow = bytesPerRow
        colorSpace = space
        self.bitmapInfo = bitmapInfo
        dataProvider = provider
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        self.isMask = isMask
        self.maskDecodeInverted = maskDecodeInverted
    }

    /// An image over `provider`'s bytes, or `nil` when the parameters are inconsistent, the layout is one
    /// Vellum cannot read, or the data is too short.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       colorModel: space.model, bitmapInfo: bitmapInfo),
              CGImage.fits(width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, provider: provider)
        else { return nil }
        self.init(width: width, height: height, layout: layout, bytesPerRow: bytesPerRow,
                  space: layout.model == .alpha ? nil : space, bitmapInfo: bitmapInfo, provider: provider,
                  shouldInterpolate: shouldInterpolate, intent: intent, isMask: false)
    }

    /// An image mask: samples of 0 paint, samples of 1 do not (a decode array of `[1, 0]` swaps them).
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        guard bitsPerComponent == 1 || bitsPerComponent == 8, bitsPerPixel == bitsPerComponent else { return nil }
        let layout = PixelLayout(maskBitsPerComponent: bitsPerComponent)
        guard CGImage.fits(width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, provider: provider)
        else { return nil }
        let inverted = decode.map { $0[0] > $0[1] } ?? false
        self.init(width: width, height: height, layout: layout, bytesPerRow: bytesPerRow, space: nil,
                  bitmapInfo: CGBitmapInfo(alphaInfo: .none), provider: provider,
                  shouldInterpolate: shouldInterpolate, intent: .defaultIntent, isMask: true,
                  maskDecodeInverted: inverted)
    }

    /// The largest image side Vellum accepts, in pixels; cairo's own limit.
    public static let maximumDimension = 32_767

    private static func fits(width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout,
                             provider: CGDataProvider) -> Bool {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
              bytesPerRow >= layout.minimumBytesPerRow(width: width), let data = provider.data
        else { return false }
        let (rows, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        return !overflow && data.count >= rows + layout.minimumBytesPerRow(width: width)
    }

    /// The alpha setting of the pixel layout.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alpha ?? .none }

    /// The byte order of the pixel layout.
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder ?? .orderDefault }

    /// The uniform type identifier of the image's source; `nil` for images not read from a file.
    public var utType: String? { nil }

    /// The part of the image inside `rect` (in pixels, origin top-left), or `nil` when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFinite, let data = dataProvider?.data else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let crop = rect.standardized.integral.intersection(bounds)
        guard !crop.isNull, crop.width > 0, crop.height > 0 else { return nil }
        let (x0, y0, w, h) = (Int(clamping: crop.minX), Int(clamping: crop.minY), Int(clamping: crop.width),
                              Int(clamping: crop.height))
        // Sub-byte masks are re-packed from bit 0 of each row; byte layouts are sliced.
        let rowBytes = layout.minimumBytesPerRow(width: w)
        var out = Data(count: rowBytes * h)
        data.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for y in 0..<h {
                    let row = src.baseAddress!.assumingMemoryBound(to: UInt8.self) + (y0 + y) * bytesPerRow
                    let target = dst.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * rowBytes
                    if layout.bitsPerPixel >= 8 {
                        target.update(from: row + x0 * layout.bitsPerPixel / 8, count: rowBytes)
                    } else {
                        for x in 0..<w where (row[(x0 + x) >> 3] >> (7 - UInt8((x0 + x) & 7))) & 1 == 1 {
                            target[x >> 3] |= 0x80 >> UInt8(x & 7)
                        }
                    }
                }
            }
        }
        return CGImage(width: w, height: h, layout: layout, bytesPerRow: rowBytes, space: colorSpace,
                       bitmapInfo: bitmapInfo, provider: CGDataProvider(bytes: out),
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent, isMask: isMask,
                       maskDecodeInverted: maskDecodeInverted)
    }

    /// A copy of the image.
    public func copy() -> CGImage? { self }

    /// The image in cairo's premultiplied ARGB32 layout, converted once and kept.
    package var surface: ImageSurface { surface(redBlueSwapped: false) }

    /// The image for cairo, with red and blue exchanged when the target draws RGBA memory as cairo's BGRA.
    package func surface(redBlueSwapped swapped: Bool) -> ImageSurface {
        rasters.withLock { cache in
            if let cached = cache[swapped] { return cached }
            let converted = ImageSurface(width: width, height: height, format: .argb32)
            dataProvider?.data?.withUnsafeBytes { bytes in
                let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for y in 0..<height {
                    layout.readRow(base + y * bytesPerRow, into: converted.row(y), width: width,
                                   decodeInverted: maskDecodeInverted, swapRedAndBlue: swapped)
                }
            }
            converted.markDirty()
            cache[swapped] = converted
            return converted
        }
    }

    /// An image that takes ownership of a cairo ARGB32 surface's pixels (premultiplied BGRA in memory).
    convenience init(premultipliedBGRA data: Data, width: Int, height: Int, bytesPerRow: Int) {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                                | CGBitmapInfo.byteOrder32Little.rawValue)
        let layout = PixelLayout(bitsPerComponent: 8, bitsPerPixel: 32, colorModel: .rgb, bitmapInfo: info)!
        self.init(width: width, height: height, layout: layout, bytesPerRow: bytesPerRow, space: .srgbSpace,
                  bitmapInfo: info, provider: CGDataProvider(bytes: data), shouldInterpolate: true,
                  intent: .defaultIntent, isMask: false)
    }
}
