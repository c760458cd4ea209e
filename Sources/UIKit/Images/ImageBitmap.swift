import Foundation
import ImageIO
import Synchronization

/// A `UIImage`'s pixels: the bitmap it was made with, or an image file decoded when first needed, as iOS
/// decodes at first draw. A file is decoded whole, or reduced to the size it is drawn at when that is at
/// most half its pixels each way; the whole bitmap and the last reduced one are kept.
final class ImageBitmap: Sendable {
    /// The pixel width, known from the file's header without decoding.
    let width: Int
    /// The pixel height.
    let height: Int
    /// The file, for bitmaps decoded on demand.
    private let file: CGImageSource?
    private let decoded: Mutex<Decoded>

    /// What has been decoded, and what could not be.
    private struct Decoded {
        var whole: CGImage?
        var reduced: CGImage?
        var wholeFailed = false
        var reducedFailed = false
    }

    /// A bitmap that is already decoded.
    init(_ image: CGImage) {
        (width, height, file) = (image.width, image.height, nil)
        decoded = Mutex(Decoded(whole: image))
    }

    /// A bitmap decoded from `file` when needed; `nil` when its header is not an image Vellum decodes: not
    /// PNG or JPEG, larger than `CGImageSource`'s limits, or a PNG cut short (libpng cannot decode one; a
    /// JPEG cut short shows what it has).
    init?(file: CGImageSource) {
        guard let properties = CGImageSourceCopyPropertiesAtIndex(file, 0, nil),
              let width = properties[kCGImagePropertyPixelWidth] as? Int,
              let height = properties[kCGImagePropertyPixelHeight] as? Int,
              width <= CGImage.maximumDimension, height <= CGImage.maximumDimension,
              width * height <= CGImageSource.maximumPixelCount,
              CGImageSourceGetType(file) != "public.png" || CGImageSourceGetStatus(file) == .statusComplete
        else { return nil }
        (self.width, self.height, self.file) = (width, height, file)
        decoded = Mutex(Decoded())
    }

    /// Whether the pixels come from a file, decoded when needed.
    var decodesOnDemand: Bool { file != nil }

    /// The whole bitmap, decoded now if it has not been; `nil` when the file cannot be decoded (ImageIO logs
    /// why; UIKit logs it once, and does not try again).
    var image: CGImage? {
        decoded.withLock { decoded in
            guard decoded.whole == nil, !decoded.wholeFailed, let file else { return decoded.whole }
            decoded.whole = CGImageSourceCreateImageAtIndex(file, 0, nil)
            decoded.wholeFailed = decoded.whole == nil
            if decoded.wholeFailed { Self.logFailure(of: self) }
            return decoded.whole
        }
    }

    /// The size of the reduced bitmap that covers `needed` pixels (in the bitmap's own axes): the longer side
    /// of the image shrunk to cover both; `nil` when the whole bitmap is wanted (not a file, or `needed` more
    /// than half the pixels either way).
    func reducedSide(covering needed: CGSize) -> Int? {
        guard file != nil, needed.width.isFinite, needed.height.isFinite,
              needed.width * 2 <= CGFloat(width), needed.height * 2 <= CGFloat(height) else { return nil }
        let fraction = max(needed.width / CGFloat(width), needed.height / CGFloat(height))
        return max(1, Int((fraction * CGFloat(max(width, height))).rounded(.up)))
    }

    /// A bitmap that covers `needed` pixels (in the bitmap's own axes): reduced when they are at most half the
    /// pixels each way, else whole. A kept reduced bitmap serves while it covers `needed` and is no more than
    /// twice as large; `nil` when the file cannot be decoded, or `needed` is not finite.
    func image(covering needed: CGSize) -> CGImage? {
        guard needed.width.isFinite, needed.height.isFinite else { return nil }
        guard let side = reducedSide(covering: needed), let file else { return image }
        return decoded.withLock { decoded in
            if let kept = decoded.reduced, (side...(2 * side)).contains(max(kept.width, kept.height)) { return kept }
            guard !decoded.reducedFailed else { return nil }
            let options: [String: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                          kCGImageSourceThumbnailMaxPixelSize: side]
            guard let reduced = CGImageSourceCreateThumbnailAtIndex(file, 0, options) else {
                decoded.reducedFailed = true
                Self.logFailure(of: self)
                return nil
            }
            decoded.reduced = reduced
            return reduced
        }
    }

    /// The bytes of decoded pixels kept: the whole bitmap's and the reduced one's.
    var keptPixelBytes: Int {
        decoded.withLock { decoded in
            [decoded.whole, decoded.reduced].reduce(0) { $0 + ($1.map { $0.bytesPerRow * $0.height } ?? 0) }
        }
    }

    private static func logFailure(of bitmap: ImageBitmap) {
        let size = "\(bitmap.width) × \(bitmap.height)"
        uikitLog.error("UIImage: the \(size) image's data cannot be decoded; it draws nothing.")
    }
}
