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
    func uprightBitmap() -> CGImage? {
        guard let cgImage else { return nil }
        guard imageOrientation != .up else { return cgImage }
        let width = imageOrientation.swapsSides ? cgImage.height : cgImage.width
        let height = imageOrientation.swapsSides ? cgImage.width : cgImage.height
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        // One point per pixel, y down, as the drawing code expects.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        drawOriented(in: CGRect(origin: .zero, size: size), context)
        return context.makeImage()
    }
}
