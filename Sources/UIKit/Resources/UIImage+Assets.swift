import Foundation

extension UIImage {
    /// The asset the image is a variant of: set for images from an asset catalog and images registered with an
    /// asset; nil for others.
    public internal(set) var imageAsset: UIImageAsset? {
        get { assetLink.withLock { $0.asset } }
        set { assetLink.withLock { $0.asset = newValue } }
    }

    /// The variant of the image's asset for `traits`, drawn as this image is (its rendering mode, tint and cap
    /// insets, which the app may have changed since the asset gave it); the image itself when it has no asset
    /// or no variant matches.
    func resolved(for traits: UITraitCollection) -> UIImage {
        guard let asset = imageAsset, asset.hasVariants, let variant = asset.variant(for: traits) else { return self }
        guard variant.bitmap !== bitmap || variant.scale != scale else { return self }
        return variant.copy(capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode,
                            tintColor: .some(tintColor))
    }
}
