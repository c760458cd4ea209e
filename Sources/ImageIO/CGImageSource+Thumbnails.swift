/// Creates a thumbnail of the image at `index` (only 0 exists).
///
/// Without options it is the thumbnail a JPEG's EXIF data embeds, or `nil` when there is none. With
/// `kCGImageSourceCreateThumbnailFromImageIfAbsent` a file without one gets a thumbnail made from the full
/// image; with `kCGImageSourceCreateThumbnailFromImageAlways` every file does. Either is reduced to fit
/// `kCGImageSourceThumbnailMaxPixelSize` (its longer side that many pixels, the aspect ratio kept; an image
/// that already fits is not enlarged), and turned upright with `kCGImageSourceCreateThumbnailWithTransform`.
///
/// A thumbnail made from the full image is decoded at its own size: a PNG's rows are averaged down as they
/// are read, and a JPEG is decoded at the smallest DCT scale (1/8 to 8/8) that covers it, then averaged, so
/// the full image is never held. `nil`, with the reason logged, when it cannot be decoded within the limits
/// `CGImageSource` lists. The pixels are those `CGImageSourceCreateImageAtIndex` gives, in the same layouts.
/// The embedded thumbnail's pixel aspect ratio is not corrected.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage? {
    guard index == 0, let header = source.header else { return nil }
    let maximum = options?[kCGImageSourceThumbnailMaxPixelSize].flatMap(optionNumber).flatMap { size in
        size.isFinite && size >= 1 ? Int(min(size, Double(Int32.max))) : nil
    }
    let thumbnail: CGImage?
    if let embedded = header.thumbnail, !optionFlag(options?[kCGImageSourceCreateThumbnailFromImageAlways]) {
        let start = source.data.startIndex
        let bytes = Data(source.data[(start + embedded.lowerBound)..<(start + embedded.upperBound)])
        thumbnail = CGImageSource(data: bytes, options: options).thumbnail(fitting: maximum, options: options)
    } else if optionFlag(options?[kCGImageSourceCreateThumbnailFromImageAlways])
        || optionFlag(options?[kCGImageSourceCreateThumbnailFromImageIfAbsent]) {
        thumbnail = source.thumbnail(fitting: maximum, options: options)
    } else {
        return nil
    }
    guard optionFlag(options?[kCGImageSourceCreateThumbnailWithTransform]) else { return thumbnail }
    return thumbnail?.turnedUpright(exifOrientation: header.orientation)
}

extension CGImageSource {
    /// The size a `width` × `height` image is reduced to so that its longer side is `maximum`, the aspect
    /// ratio kept (each side at least 1); `nil` when it fits already.
    static func size(ofWidth width: Int, height: Int, fitting maximum: Int?) -> (width: Int, height: Int)? {
        let longer = max(width, height)
        guard let maximum, longer > maximum else { return nil }
        func side(_ length: Int) -> Int { max(1, Int((Double(length) * Double(maximum) / Double(longer)).rounded())) }
        return (side(width), side(height))
    }

    /// The image decoded at the size that fits `maximum` (whole when it fits already).
    fileprivate func thumbnail(fitting maximum: Int?, options: [String: Any]?) -> CGImage? {
        decode(fitting: maximum, options: options, function: "CGImageSourceCreateThumbnailAtIndex")?.image
    }

    private func decode(fitting maximum: Int?, options: [String: Any]?, function: String)
        -> (image: CGImage?, report: DecodeReport)? {
        guard let header else { return nil }
        let size = Self.size(ofWidth: header.width, height: header.height, fitting: maximum)
        return decode(options: options, width: size?.width ?? 0, height: size?.height ?? 0, function: function)
    }

    /// Decodes the image as a thumbnail made from it that fits `maximum` pixels a side is (whole for `nil`),
    /// and reports what that cost: the most bytes held at once, and why it failed. GraphicsBenchmark's figures.
    package func measuredDecode(fitting maximum: Int?) -> (image: CGImage?, peakBytes: Int, failure: String?) {
        guard let decoded = decode(fitting: maximum, options: nil, function: "measuredDecode") else {
            return (nil, 0, "its header is not valid")
        }
        return (decoded.image, decoded.report.peakBytes, decoded.report.failure)
    }
}

extension CGImage {
    /// The image turned upright as the EXIF `orientation` (1–8) says: a new image in the same pixel layout,
    /// or this one when it is upright already or its pixels are not whole bytes.
    func turnedUpright(exifOrientation orientation: Int?) -> CGImage {
        guard let orientation, (2...8).contains(orientation), bitsPerPixel % 8 == 0, let space = colorSpace,
              let data = dataProvider?.data else { return self }
        let (width, height, stride, pixel) = (self.width, self.height, bytesPerRow, bitsPerPixel / 8)
        let (outWidth, outHeight) = orientation >= 5 ? (height, width) : (width, height)
        var out = Data(count: outWidth * outHeight * pixel)
        data.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for outY in 0..<outHeight {
                    for outX in 0..<outWidth {
                        // Where the upright pixel (outX, outY) is stored.
                        let (x, y): (Int, Int)
                        switch orientation {
                        case 2: (x, y) = (width - 1 - outX, outY)
                        case 3: (x, y) = (width - 1 - outX, height - 1 - outY)
                        case 4: (x, y) = (outX, height - 1 - outY)
                        case 5: (x, y) = (outY, outX)
                        case 6: (x, y) = (outY, height - 1 - outX)
                        case 7: (x, y) = (width - 1 - outY, height - 1 - outX)
                        default: (x, y) = (width - 1 - outY, outX)
                        }
                        (to + (outY * outWidth + outX) * pixel).copyMemory(from: from + y * stride + x * pixel,
                                                                             byteCount: pixel)
                    }
                }
            }
        }
        return CGImage(width: outWidth, height: outHeight, bitsPerComponent: bitsPerComponent,
                       bitsPerPixel: bitsPerPixel, bytesPerRow: outWidth * pixel, space: space, bitmapInfo: bitmapInfo,
                       provider: CGDataProvider(bytes: out), decode: nil, shouldInterpolate: shouldInterpolate,
                       intent: renderingIntent) ?? self
    }
}
