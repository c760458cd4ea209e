import Foundation
import Synchronization

/// The images of one asset in each of its trait variants: light and dark, high contrast, display scales. An
/// image from an asset catalog keeps its asset (`UIImage.imageAsset`), so that a view showing it can show the
/// variant for its own traits; an app can also register images for trait collections itself.
open class UIImageAsset: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; the registrations are behind a lock.

    /// The images registered, each with the traits it is for.
    private let registrations = Mutex<[(traits: UITraitCollection, image: UIImage)]>([])
    /// For an asset of a catalog: the catalog and the image or symbol set, whose variants are read on demand.
    let catalogImage: (catalog: AssetCatalog, name: String, kind: AssetCatalog.Kind)?

    /// An empty asset.
    public override init() {
        catalogImage = nil
        super.init()
    }

    /// The asset of the image or symbol set (`kind`) `name` in `catalog`.
    init(catalog: AssetCatalog, name: String, kind: AssetCatalog.Kind) {
        catalogImage = (catalog, name, kind)
        super.init()
    }

    /// Registers `image` as the variant for `traitCollection`, replacing one registered for the same traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let registered = image.copy(renderingMode: image.renderingMode)
        registered.imageAsset = self
        registrations.withLock { list in
            list.removeAll { $0.traits == traitCollection }
            list.append((traitCollection, registered))
        }
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        registrations.withLock { list in list.removeAll { $0.traits == traitCollection } }
    }

    /// The variant that best matches `traitCollection`; an empty image when the asset has none.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        variant(for: traitCollection) ?? UIImage()
    }

    /// The variant for `traits`: from the catalog, else the registered image whose traits `traits` contains and
    /// that specifies the most of them; nil when none matches.
    func variant(for traits: UITraitCollection) -> UIImage? {
        if let catalogImage {
            return AssetImages.image(catalogImage.name, kind: catalogImage.kind, in: catalogImage.catalog, asset: self,
                                     traits: traits)
        }
        return registrations.withLock { list in
            list.filter { traits.containsTraits(in: $0.traits) }
                .max { Self.specificity($0.traits) < Self.specificity($1.traits) }?.image
        }
    }

    /// How many of the traits that pick an image's variant `traits` sets.
    private static func specificity(_ traits: UITraitCollection) -> Int {
        [traits.userInterfaceStyle != .unspecified, traits.accessibilityContrast != .unspecified,
         traits.displayScale != 0, traits.userInterfaceIdiom != .unspecified,
         traits.horizontalSizeClass != .unspecified, traits.verticalSizeClass != .unspecified].filter { $0 }.count
    }

    /// A reference to an asset that does not keep it: an asset keeps its registered images, which point back.
    struct WeakReference {
        weak var asset: UIImageAsset?
    }

    /// Whether the asset's images differ by traits.
    var hasVariants: Bool {
        catalogImage != nil || registrations.withLock { $0.count > 1 }
    }
}
