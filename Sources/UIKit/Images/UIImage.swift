import Foundation
import Synchronization

/// An immutable image: a Quartz bitmap with the scale that turns its pixels into points, the orientation it
/// is shown in, and how it is drawn when resized or tinted.
///
/// `size` is in points: pixels divided by `scale`, with width and height exchanged for the orientations
/// that turn the bitmap a quarter turn. Drawing methods draw into the current graphics context, which they
/// take to be in UIKit's y-down space, and come out upright.
///
/// An image made from a file's data keeps the compressed data and reads only its header; it is decoded
/// when first drawn, as on iOS: whole, or at the size it is drawn at when that is at most half its pixels
/// each way (see `preparingThumbnail(of:)` to ask for a size).
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; every stored property is a `let` of a Sendable type
    // or a lock.

    /// How the bitmap is turned or mirrored to show the image upright (EXIF orientations 1–8).
    public enum Orientation: Int, Sendable {
        /// As stored (EXIF 1).
        case up = 0
        /// Turned half a turn (EXIF 3).
        case down = 1
        /// Shown turned a quarter turn counter-clockwise (EXIF 8).
        case left = 2
        /// Shown turned a quarter turn clockwise (EXIF 6).
        case right = 3
        /// Mirrored left to right (EXIF 2).
        case upMirrored = 4
        /// Mirrored top to bottom (EXIF 4).
        case downMirrored = 5
        /// Mirrored across its main diagonal (EXIF 5).
        case leftMirrored = 6
        /// Mirrored across its other diagonal (EXIF 7).
        case rightMirrored = 7

        /// The orientation an EXIF orientation tag (1–8) stands for.
        init?(exif: Int) {
            let table: [Int: Orientation] = [1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored,
                                             5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left]
            guard let orientation = table[exif] else { return nil }
            self = orientation
        }

        /// Whether the bitmap is shown a quarter turn round, its width becoming the image's height.
        var swapsSides: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }

    /// Whether an image is drawn with its own colours or as a template.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: views draw it as they draw their images.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: only its alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// How the middle of a resizable image fills a larger area.
    public enum ResizingMode: Int, Sendable {
        /// The middle parts are repeated at their own size.
        case tile = 0
        /// The middle parts are scaled.
        case stretch = 1
    }

    /// The bitmap; `nil` for an image created empty, or made from data that cannot be decoded. An image made
    /// from a file's data is decoded whole when this is first read. An animated image gives its first frame's.
    public var cgImage: CGImage? { bitmap?.image }
    /// The pixels, decoded or to decode.
    let bitmap: ImageBitmap?
    /// Pixels per point: 2 for `@2x` files.
    public let scale: CGFloat
    /// How the bitmap is shown.
    public let imageOrientation: Orientation
    /// The parts at each edge kept at their size when a resizable image is drawn larger; zero for an image
    /// that is not resizable.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image is filled.
    public let resizingMode: ResizingMode
    /// Whether the image is drawn with its own colours or as a template.
    public let renderingMode: RenderingMode
    /// The frames of an animated image; `nil` for others.
    public let images: [UIImage]?
    /// How long one pass of an animated image's frames takes, in seconds; 0 for others.
    public let duration: TimeInterval
    /// The colour `withTintColor(_:)` gave the image; drawing fills its alpha with it.
    let tintColor: UIColor?
    /// For a symbol image, its name and configuration; nil for others.
    let symbol: SymbolImage?
    /// The baseline's distance above the bottom edge; nil for an image without a baseline.
    let baselineOffset: CGFloat?
    /// The asset whose variant the image is (`imageAsset`).
    let assetLink = Mutex<UIImageAsset.WeakReference>(UIImageAsset.WeakReference())

    /// Every property given; the others forward here.
    init(bitmap: ImageBitmap?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets = .zero,
         resizingMode: ResizingMode = .tile, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil,
         images: [UIImage]? = nil, duration: TimeInterval = 0, symbol: SymbolImage? = nil,
         baselineOffset: CGFloat? = nil) {
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.images = images
        self.duration = duration
        self.symbol = symbol
        self.baselineOffset = baselineOffset
        super.init()
    }

    /// An empty image: no bitmap, size zero.
    public override convenience init() {
        self.init(bitmap: nil, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` pixels per point, shown in `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(bitmap: ImageBitmap(cgImage), scale: scale, orientation: orientation)
    }

    /// A copy with some properties changed, sharing the pixels.
    func copy(capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
              renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil,
              baselineOffset: CGFloat?? = nil) -> UIImage {
        let copy = UIImage(bitmap: bitmap, scale: scale, orientation: imageOrientation, capInsets: capInsets ?? self.capInsets,
                           resizingMode: resizingMode ?? self.resizingMode, renderingMode: renderingMode ?? self.renderingMode,
                           tintColor: tintColor ?? self.tintColor, images: images, duration: duration, symbol: symbol,
                           baselineOffset: baselineOffset ?? self.baselineOffset)
        copy.imageAsset = imageAsset
        return copy
    }

    /// The size in points, upright: the bitmap's pixels divided by `scale`, sides exchanged for quarter turns.
    /// An image made from data knows it from the file's header.
    open var size: CGSize {
        guard let bitmap else { return .zero }
        let width = CGFloat(bitmap.width) / scale, height = CGFloat(bitmap.height) / scale
        return imageOrientation.swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// Whether the image is a symbol from `init(systemName:)`.
    open var isSymbolImage: Bool { symbol != nil }

    // MARK: Accessibility

    /// What an image view showing the image reads when it is an accessibility element; nil by default. Kept
    /// beside the image (the image itself stays immutable), so setting it from any thread is safe.
    open var accessibilityLabel: String? {
        get { accessibilityStoredValue(.label) as? String }
        set { storeAccessibilityValue(newValue, for: .label) }
    }
    /// A string that identifies the image in UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityStoredValue(.identifier) as? String }
        set { storeAccessibilityValue(newValue, for: .identifier) }
    }

    // MARK: Variants

    /// A resizable copy that keeps `capInsets` (in points) at their size and tiles the middle.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy that keeps `capInsets` (in points) at their size and fills the middle as
    /// `resizingMode` says.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// A copy with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy drawn in `color`: its alpha filled with the colour, whatever its rendering mode.
    open func withTintColor(_ color: UIColor) -> UIImage {
        copy(tintColor: .some(color))
    }

    /// A copy drawn in `color`, with another rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: .some(color))
    }

    /// The size, scale and orientation, for debugging.
    open override var description: String {
        let frames = images.map { " frames \($0.count)" } ?? ""
        let name = symbol.map { " symbol(system: \($0.name))" } ?? ""
        return "<UIImage:\(ObjectIdentifier(self)) size {\(size.width), \(size.height)} scale \(scale) "
            + "orientation \(imageOrientation)\(frames)\(name)>"
    }
}
