import CoreGraphics

/// A backdrop's blur made before the frame is composited, from what lies beneath the backdrop drawn straight at the
/// reduced resolution, and kept from frame to frame while that does not change.
///
/// Made this way, the blur does not depend on what part of the frame is redrawn: content above the backdrop
/// changing redraws only its own rectangle, over the kept blur.
struct PreparedBackdrop {
    /// The blurred pixels: blocks of `factor` device pixels, the first starting at `grid`.
    let surface: ImageSurface
    let factor: Int
    let grid: (x: Int, y: Int)
    /// What the blur was made from; equal keys make equal blurs.
    let key: Key

    /// Everything the blurred pixels derive from: the area read and how it is blurred, and the nodes beneath with
    /// how each ancestor on the way down places and draws itself.
    struct Key: Equatable {
        var area: CGRect
        var sigma: Double
        var saturation: CGFloat
        var ancestors: [Ancestor]
        var beneath: [ObjectIdentifier]

        struct Ancestor: Equatable {
            let identity: ObjectIdentifier
            let version: Int
            let device: Homography
        }
    }

    /// Whether `other` holds the same pixels on the same grid.
    func samePixels(as other: PreparedBackdrop) -> Bool {
        guard factor == other.factor, grid == other.grid, surface.width == other.surface.width,
              surface.height == other.surface.height, surface.stride == other.surface.stride else { return false }
        return memcmp(surface.data, other.surface.data, surface.stride * surface.height) == 0
    }
}
