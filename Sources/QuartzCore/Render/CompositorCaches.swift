/// The bitmaps compositors keep from frame to frame, each kind within its own memory budget.
///
/// A render server owns one set and lends it to the compositors of its targets, so its screens share what they
/// keep while other servers (and tests running side by side) neither see nor evict it. A compositor outside any
/// server, and `CALayer.render(in:)`, draw with a set of their own.
package final class CompositorCaches: Sendable {
    /// Bitmaps of `shouldRasterize` subtrees, kept while their render node is reused (nothing in them changed).
    let rasterized = BitmapCache<Compositor.RasterKey, ImageSurface>(budgetBytes: 64 << 20, keepsOnSecondUse: false) {
        $0.stride * $0.height
    }
    /// Layers' rounded backgrounds and borders (Compositor+Looks.swift).
    let looks = BitmapCache<Compositor.LookKey, PlacedBitmap>(budgetBytes: 64 << 20, keepsOnSecondUse: true) {
        $0.bytes
    }
    /// Blurred `shadowPath` masks (Compositor+Shadows.swift).
    let shadowMasks = BitmapCache<Compositor.ShadowKey, PlacedBitmap>(budgetBytes: 32 << 20, keepsOnSecondUse: true) {
        $0.bytes
    }

    /// Empty caches.
    package init() {}
}
