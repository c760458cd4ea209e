import Foundation
import Synchronization

/// Image sets of asset catalogs: which file answers a name for a trait collection, decoded once.
///
/// Of the entries for the best idiom and appearance (see `AssetContents.bestEntries(for:)`), a single-scale
/// vector (SVG) is drawn at the display scale; else the file of the display's scale is taken, then the nearest
/// higher scale (sharper, scaled down), then the nearest lower one. The image's `scale` is the file's. A symbol set
/// (a custom SF Symbol) is a template drawn at 17 points, the body text's size (see `VectorImage`).
enum AssetImages {
    /// The point size custom symbols are drawn at.
    static let symbolPointSize: CGFloat = 17

    /// Each image set's asset, by bundle path and name, so that a name is looked for in the catalogs once.
    private static let assets = Mutex<[String: UIImageAsset?]>([:])
    /// Decoded images, by file and scale; NSCache lets them go under memory pressure. `nonisolated(unsafe)` only
    /// because NSCache is not marked Sendable on Linux: it locks every access.
    nonisolated(unsafe) private static let decoded = NSCache<NSString, UIImage>()

    /// The asset of the image set, else the symbol set, `name` in `bundle`'s catalogs (the first catalog that has
    /// it), or nil.
    static func asset(named name: String, in bundle: Bundle) -> UIImageAsset? {
        let key = "\(bundle.bundlePath)\u{0}\(name)"
        if let known = assets.withLock({ $0[key] }) { return known }
        let catalogs = ResourceLocations.catalogs(in: bundle)
        var asset: UIImageAsset?
        for kind in [AssetCatalog.Kind.image, .symbol] where asset == nil {
            asset = catalogs.first { $0.set(named: name, kind: kind) != nil }.map { UIImageAsset(catalog: $0, name: name, kind: kind) }
        }
        return assets.withLock { table in
            if let known = table[key] { return known }
            table[key] = .some(asset)
            return asset
        }
    }

    /// The variant of the image or symbol set (`kind`) `name` in `catalog` for `traits`, as an image of `asset`;
    /// nil (logged) when the set has no usable file.
    static func image(_ name: String, kind: AssetCatalog.Kind, in catalog: AssetCatalog, asset: UIImageAsset,
                      traits: UITraitCollection) -> UIImage? {
        guard let contents = catalog.contents(named: name, kind: kind) else { return nil }
        let wanted = traits.displayScale > 0 ? traits.displayScale : UIImage.preferredScale
        let candidates = contents.bestEntries(for: traits).filter { contents.file($0) != nil }
        guard let entry = pick(candidates, scale: wanted), let file = contents.file(entry) else {
            uikitLog.error("Asset catalog: the image set \"\(name)\" in \(catalog.url.path) has no image for these traits; nil.")
            return nil
        }
        // A file without a scale is a vector drawn for the display, or a bitmap taken as 1x.
        let vector = ["svg", "pdf"].contains(file.pathExtension.lowercased())
        let scale = entry.scale ?? (vector ? wanted : 1)
        let key = "\(file.path)\u{0}\(scale)\u{0}\(kind.rawValue)" as NSString
        let image: UIImage
        if let cached = decoded.object(forKey: key) {
            image = cached
        } else {
            guard let loaded = load(file, kind: kind, scale: scale) else { return nil }
            image = loaded
            decoded.setObject(image, forKey: key)
        }
        let mode = kind == .symbol && contents.renderingMode == .automatic ? .alwaysTemplate : contents.renderingMode
        var variant = image.copy(renderingMode: mode)
        if let resizing = entry.resizing {
            let insets = resizing.capInsets
            variant = variant.resizableImage(
                withCapInsets: UIEdgeInsets(top: insets.top / scale, left: insets.left / scale,
                                            bottom: insets.bottom / scale, right: insets.right / scale),
                resizingMode: resizing.tiles ? .tile : .stretch)
        }
        variant.imageAsset = asset
        return variant
    }

    /// The entry to show at `scale`: a single-scale one, else that scale, then higher ones, then lower ones.
    static func pick(_ entries: [AssetContents.Entry], scale: CGFloat) -> AssetContents.Entry? {
        if let single = entries.first(where: { $0.scale == nil }) { return single }
        let scaled = entries.compactMap { entry in entry.scale.map { (entry, $0) } }
        let higher = scaled.filter { $0.1 >= scale }.min { $0.1 < $1.1 }
        return (higher ?? scaled.max { $0.1 < $1.1 })?.0
    }

    /// The image in `file` at `scale`: PNG or JPEG, or an SVG or PDF drawn for it (an SVG as a symbol for a
    /// symbol set).
    private static func load(_ file: URL, kind: AssetCatalog.Kind, scale: CGFloat) -> UIImage? {
        switch file.pathExtension.lowercased() {
        case "svg" where kind == .symbol:
            guard let image = VectorImage.render(symbolAt: file, pointSize: symbolPointSize, scale: scale) else { return nil }
            return UIImage(cgImage: image, scale: scale, orientation: .up)
        case "svg":
            guard let image = VectorImage.render(svgAt: file, scale: scale) else { return nil }
            return UIImage(cgImage: image, scale: scale, orientation: .up)
        case "pdf":
            guard let image = PDFVectorImage.render(pdfAt: file, scale: scale) else { return nil }
            return UIImage(cgImage: image, scale: scale, orientation: .up)
        default:
            guard let data = FileManager.default.contents(atPath: file.path) else {
                uikitLog.error("Asset catalog: \(file.path) is missing; nil.")
                return nil
            }
            return UIImage(data: data, scale: scale)
        }
    }
}
