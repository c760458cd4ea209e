@_implementationOnly import CCairo

/// A user space split for drawing through a kept bitmap: a whole-pixel device offset, and the rest (the linear
/// part and where the origin falls within a pixel), which is what the bitmap's pixels depend on.
///
/// The sub-pixel position is rounded to 1/`phases` of a pixel, so that something moving by fractions does not
/// need a new bitmap for every position; the error, at most half a step, cannot be seen.
struct PixelSnap {
    static let phases = 32.0

    /// The whole-pixel part of the origin's device position.
    let whole: (x: Double, y: Double)
    /// The origin's position within its pixel, in steps of 1/`phases`.
    let phase: (x: Int, y: Int)
    /// The user space's linear part, moved by the phase: user space to the bitmap's pixels, before the bitmap's
    /// own origin is taken off.
    let local: cairo_matrix_t

    /// The split of `user` (user space to device) with user point (`x`, `y`) as the origin; nil when the origin
    /// lies beyond any device (or is not a number), where nothing is kept.
    init?(_ user: cairo_matrix_t, origin x: Double = 0, y: Double = 0) {
        let device = (x: user.xx * x + user.xy * y + user.x0, y: user.yx * x + user.yy * y + user.y0)
        guard abs(device.x) < 1e9, abs(device.y) < 1e9 else { return nil }
        whole = (device.x.rounded(.down), device.y.rounded(.down))
        phase = (Int(clamping: (device.x - whole.x) * Self.phases, rounding: .toNearestOrAwayFromZero),
                 Int(clamping: (device.y - whole.y) * Self.phases, rounding: .toNearestOrAwayFromZero))
        var local = user
        local.x0 = Double(phase.x) / Self.phases - (user.xx * x + user.xy * y)
        local.y0 = Double(phase.y) / Self.phases - (user.yx * x + user.yy * y)
        self.local = local
    }
}
