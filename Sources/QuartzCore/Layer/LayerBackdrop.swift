import CoreGraphics

/// How a layer blurs what lies behind it (`CALayer.backdrop`): the render server composites everything beneath,
/// blurs it within the layer's shape, then draws the layer over it.
package struct LayerBackdrop: Sendable, Equatable {
    /// The blur's standard deviation, in points.
    package var radius: CGFloat
    /// How much the blurred colours are saturated: 1 leaves them, 0 makes them gray.
    package var saturation: CGFloat

    /// A backdrop blurred by `radius` points and saturated by `saturation`; non-finite or negative values count
    /// as no blur and no change of saturation.
    package init(radius: CGFloat, saturation: CGFloat = 1) {
        self.radius = radius.isFinite ? max(radius, 0) : 0
        self.saturation = saturation.isFinite ? max(saturation, 0) : 1
    }
}
