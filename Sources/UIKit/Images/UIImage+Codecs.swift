import Foundation
import ImageIO

extension UIImage {
    /// The image as a PNG file; `nil` for an image without a bitmap. An image not shown as stored
    /// (`imageOrientation` other than `.up`) is written upright, since the file cannot say how to turn it.
    public func pngData() -> Data? { encoded(as: "public.png", quality: nil) }

    /// The image as a JPEG file at `compressionQuality` (0 smallest … 1 best); `nil` for an image without a
    /// bitmap. Written upright, as `pngData()` is; transparent pixels become white.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded(as: "public.jpeg", quality: compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 0.8)
    }

    private func encoded(as type: String, quality: CGFloat?) -> Data? {
        guard let bitmap = uprightBitmap() else { return nil }
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data, type, 1, nil) else { return nil }
        var options: [String: Any] = [:]
        if let quality { options[kCGImageDestinationLossyCompressionQuality] = Double(quality) }
        CGImageDestinationAddImage(destination, bitmap, options)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return data as Data
    }

    /// The bitmap turned upright: the bitmap itself for an upright image.
    func uprightBitmap() -> CGImage? { uprightBitmap(covering: nil) }

    /// The bitmap turned upright, covering `pixels` (upright): an image made from data is decoded at that
    /// size when it is at most half its pixels each way, else whole (as it is for `nil`).
    func uprightBitmap(covering pixels: CGSize?) -> CGImage? {
        guard let bitmap else { return nil }
        let decoded = if let pixels {
            bitmap.image(covering: imageOrientation.swapsSides ? CGSize(width: pixels.height, height: pixels.width)
                                                               : pixels)
        } else {
            bitmap.image
        }
        guard let image = decoded else { return nil }
        guard imageOrientation != .up else { return image }
        let (width, height) = imageOrientation.swapsSides ? (image.height, image.width) : (image.width, image.height)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        // Points to pixels, y down, as the drawing code expects.
        let size = self.size
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: CGFloat(width) / size.width, y: -CGFloat(height) / size.height)
        drawOriented(in: CGRect(origin: .zero, size: size), context, image: image)
        return context.makeImage()
    }
}
