import Foundation
import ImageIO
import Logging
import Synchronization

extension UIImage {
    private static let preferredScaleStorage = Mutex<CGFloat>(2)

    /// The scale of the main screen, which `init(named:)` prefers and image renderers default to. 2 until
    /// the screen code sets the real one.
    static var preferredScale: CGFloat {
        get { preferredScaleStorage.withLock { $0 } }
        set { preferredScaleStorage.withLock { $0 = newValue.isFinite && newValue > 0 ? newValue : 2 } }
    }

    /// Images loaded by name, so each file is decoded once; NSCache lets them go under memory pressure.
    /// `nonisolated(unsafe)` only because NSCache is not marked Sendable on Linux: it locks every access.
    nonisolated(unsafe) private static let namedCache = NSCache<NSString, UIImage>()

    static let log = Logger(label: "UIKit")

    /// The image named `name` in the main bundle; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when `nil`). First the bundle's asset catalogs: the
    /// image set's variant for `traitCollection` (else the current collection) — its appearance, and the file of
    /// the display scale's (see `AssetImages`); the image keeps its `imageAsset`, so an image view shows the
    /// variant for its own traits. Then loose files: `name@2x.png` or `name.png` and so on, preferring the file
    /// whose `@Nx` suffix matches the screen's scale, then lower scales, then higher; PNG before JPEG. `name`
    /// may carry its extension. The scale comes from the suffix. `nil` when no such image exists or it cannot be
    /// decoded.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        if let asset = AssetImages.asset(named: name, in: bundle) {
            guard let image = asset.variant(for: traitCollection ?? .current) else { return nil }
            self.init(copying: image)
            return
        }
        let key = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(UIImage.preferredScale)" as NSString
        if let cached = Self.namedCache.object(forKey: key) {
            self.init(copying: cached)
            return
        }
        guard let (path, scale) = Self.resourcePath(named: name, in: bundle),
              let data = FileManager.default.contents(atPath: path),
              let loaded = UIImage(data: data, scale: scale)
        else { return nil }
        Self.namedCache.setObject(loaded, forKey: key)
        self.init(copying: loaded)
    }

    /// An image sharing `other`'s bitmap and settings.
    convenience init(copying other: UIImage) {
        self.init(bitmap: other.bitmap, scale: other.scale, orientation: other.imageOrientation,
                  capInsets: other.capInsets, resizingMode: other.resizingMode, renderingMode: other.renderingMode,
                  tintColor: other.tintColor, images: other.images, duration: other.duration, symbol: other.symbol,
                  baselineOffset: other.baselineOffset)
        imageAsset = other.imageAsset
    }

    /// The file that best answers `name` in `bundle`, and the scale its suffix gives.
    private static func resourcePath(named name: String, in bundle: Bundle) -> (String, CGFloat)? {
        guard !name.isEmpty else { return nil }
        var base = name, types = ["png", "jpg", "jpeg"]
        let ext = (name as NSString).pathExtension.lowercased()
        if ["png", "jpg", "jpeg"].contains(ext) {
            base = (name as NSString).deletingPathExtension
            types = [(name as NSString).pathExtension]
        }
        // A name that already says its scale is taken as it is.
        if let stated = statedScale(of: base) {
            for type in types {
                if let path = bundle.path(forResource: base, ofType: type) { return (path, stated) }
            }
            return nil
        }
        let preferred = Int(clamping: preferredScale, rounding: .toNearestOrAwayFromZero)
        let scales = [preferred] + (1...3).filter { $0 < preferred }.reversed() + (1...3).filter { $0 > preferred }
        for scale in scales {
            let resource = scale == 1 ? base : "\(base)@\(scale)x"
            for type in types {
                if let path = bundle.path(forResource: resource, ofType: type) { return (path, CGFloat(scale)) }
            }
        }
        return nil
    }

    /// The scale an `@2x` or `@3x` suffix on a file's base name states.
    private static func statedScale(of base: String) -> CGFloat? {
        for scale in [2, 3] where base.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return nil
    }

    /// The image in PNG or JPEG `data`, at scale 1; `nil` when the data is not an image Vellum decodes.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or JPEG `data`, at `scale` pixels per point, shown in the orientation a JPEG's EXIF
    /// data states; `nil` when the header is not that of an image Vellum decodes (not PNG or JPEG, larger than
    /// `CGImageSource`'s limits, or a PNG cut short).
    ///
    /// Only the header is read: the image keeps the data and decodes it when first drawn (see `UIImage`), so
    /// data corrupt past its header gives an image that draws nothing, logged when it is drawn.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let source = CGImageSourceCreateWithData(data, nil), let bitmap = ImageBitmap(file: source) else {
            Self.log.error("UIImage: \(data.count) bytes of data are not an image that can be decoded.")
            return nil
        }
        let exif = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)?[kCGImagePropertyOrientation] as? Int
        self.init(bitmap: bitmap, scale: scale, orientation: exif.flatMap(Orientation.init(exif:)) ?? .up)
    }

    /// The image in the file at `path`, at the scale its `@2x` or `@3x` suffix states (else 1); `nil` when
    /// it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(data: data, scale: Self.statedScale(of: base) ?? 1)
    }

    // MARK: Animated images

    /// An image that shows `images` in turn, one pass taking `duration` seconds; `nil` without frames. Its
    /// size, scale and bitmap are those of the first frame.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(bitmap: first.bitmap, scale: first.scale, orientation: first.imageOrientation,
                       images: images, duration: duration.isFinite ? max(duration, 0) : 0)
    }

    /// An animated image of the files `name0`, `name1`, … (or starting at 1) up to `name1024`, loaded as
    /// `init(named:)` loads them, stopping at the first number missing; `nil` when there is none.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else {
                if index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
