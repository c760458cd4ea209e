import CoreGraphics

/// What a layer drew: a retained bitmap, never changed once made (a redraw makes a new one), so the
/// compositor may read it on any thread.
package final class BackingStore: Sendable {
    /// Pixels in cairo's ARGB32 layout (RGB24 when opaque).
    package let surface: ImageSurface
    /// Pixels per point.
    let scale: CGFloat
    let isOpaque: Bool

    init(surface: ImageSurface, scale: CGFloat, isOpaque: Bool) {
        self.surface = surface
        self.scale = scale
        self.isOpaque = isOpaque
    }
}

extension BackingStore {
    /// The pixels of a store for `size` points at `scale` pixels per point, and the scale it is drawn at: lowered
    /// so that the store holds at most `CALayer.maximumBackingPixels` pixels and `ImageSurface.maximumSide` on a
    /// side (a layer 1e300 points long gets a store 32,767 pixels long). Nil for an empty size or one that is
    /// not finite, or a scale that is not positive and finite.
    package static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int, scale: CGFloat)? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, scale > 0, scale.isFinite
        else { return nil }
        let side = CGFloat(ImageSurface.maximumSide)
        var fitted = min(scale, side / size.width, side / size.height)
        // Each side is now at most 32,767 pixels, so their product is finite.
        let pixels = size.width * fitted * size.height * fitted
        let most = CGFloat(CALayer.maximumBackingPixels)
        if pixels > most { fitted *= (most / pixels).squareRoot() }
        guard fitted > 0 else { return nil }
        return (Int(clamping: size.width * fitted, rounding: .up, within: 1...ImageSurface.maximumSide),
                Int(clamping: size.height * fitted, rounding: .up, within: 1...ImageSurface.maximumSide), fitted)
    }
}
