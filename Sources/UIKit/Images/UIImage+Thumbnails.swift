import Foundation

extension UIImage {
    /// A new image of exactly `size` pixels (at scale 1, so `size` points too), upright, with this image
    /// drawn stretched to fill it: keep the aspect ratio by asking for a size that has it. An image made from
    /// data is decoded at that size when it is at most half its pixels each way, so the whole image is never
    /// held. `nil` when this image has no bitmap, its data cannot be decoded, or `size` has no whole pixel
    /// (sides are rounded; neither may exceed `CGImage.maximumDimension`).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let bitmap, size.width.isFinite, size.height.isFinite else { return nil }
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        guard (1...CGImage.maximumDimension).contains(width), (1...CGImage.maximumDimension).contains(height)
        else { return nil }
        let bitmapSize = imageOrientation.swapsSides ? CGSize(width: height, height: width)
                                                     : CGSize(width: width, height: height)
        guard let image = bitmap.image(covering: bitmapSize),
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        // Pixels, y down, as the drawing code expects.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        drawOriented(in: CGRect(x: 0, y: 0, width: width, height: height), context, image: image)
        return context.makeImage().map { UIImage(cgImage: $0) }
    }

    /// Makes `preparingThumbnail(of:)` on a background queue and hands it to `completionHandler` there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completionHandler(self.preparingThumbnail(of: size))
        }
    }

    /// `preparingThumbnail(of:)`, made off the caller's actor.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }
}
