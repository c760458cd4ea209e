import Foundation

/// The settings of an image renderer.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    // @unchecked as its superclass's, which says why.

    /// The colour range of the image; Vellum always draws 8-bit sRGB, whatever is asked.
    public enum Range: Int, Sendable {
        /// Not said.
        case unspecified = -1
        /// Whatever suits the screen.
        case automatic = 0
        /// Extended range (wide colour).
        case extended = 1
        /// Standard range (sRGB).
        case standard = 2
    }

    /// Pixels per point; the main screen's scale by default (see `UIImage.preferredScale`).
    open var scale: CGFloat = UIImage.preferredScale
    /// Whether the image has no alpha channel: faster to draw, and it starts black instead of transparent.
    open var opaque = false
    /// The colour range asked for.
    open var preferredRange = Range.automatic

    /// A copy of the settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsImageRendererFormat
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}

/// The context an image renderer's actions draw into.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's settings.
    open override var format: UIGraphicsImageRendererFormat { rendererFormat as! UIGraphicsImageRendererFormat }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let bitmap = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: bitmap, scale: format.scale, orientation: .up)
    }
}

/// Draws images: each call runs drawing actions in a fresh bitmap context of the bounds' size times the
/// scale, current for UIKit drawing and in UIKit's y-down space in points, and returns what they drew.
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    // @unchecked as its superclass's, which says why.

    /// A copy of the settings.
    open override var format: UIGraphicsImageRendererFormat { rendererFormat.copy() as! UIGraphicsImageRendererFormat }

    /// A renderer of images `size` points large, at the main screen's scale.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    /// A renderer of images `size` points large with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the area `bounds` (its origin at the image's top-left corner), at the main screen's scale.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// A renderer of the area `bounds` (its origin at the image's top-left corner) with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Whether the renderer makes images: true.
    open override var allowsImageOutput: Bool { true }

    /// The image `actions` draw. An empty or oversized area gives an empty image, logged.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else { return UIImage() }
        withCurrentGraphicsContext(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// The image `actions` draw, as a PNG file.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, as a JPEG file at `compressionQuality` (0 smallest … 1 best).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext? {
        let format = self.format
        guard let context = CGContext.makeUIKitBitmap(bounds: format.bounds, scale: format.scale, opaque: format.opaque)
        else {
            UIImage.log.error("UIGraphicsImageRenderer: cannot draw an image of \(format.bounds.size) at scale \(format.scale).")
            return nil
        }
        return UIGraphicsImageRendererContext(cgContext: context, format: format)
    }
}

extension CGContext {
    /// A bitmap context for `bounds` (in points) at `scale` pixels per point, in UIKit's y-down space with
    /// `bounds.origin` at the top-left; `nil` when the bitmap would be empty or too large.
    static func makeUIKitBitmap(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
        let scale = scale.isFinite && scale > 0 ? scale : UIImage.preferredScale
        let pixelWidth = (bounds.width * scale).rounded(.up), pixelHeight = (bounds.height * scale).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= CGFloat(CGImage.maximumDimension),
              pixelHeight <= CGFloat(CGImage.maximumDimension) else { return nil }
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : CGImageAlphaInfo.premultipliedFirst
        guard let context = CGContext(data: nil, width: Int(pixelWidth), height: Int(pixelHeight), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: pixelHeight)
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
    }
}
