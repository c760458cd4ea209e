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
