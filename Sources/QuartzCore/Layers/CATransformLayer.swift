import CoreGraphics

/// A layer that only groups its sublayers under its geometry: it draws nothing of its own.
///
/// On Apple its background, contents, border, shadow, mask and `masksToBounds` are ignored and its opacity
/// applies to each sublayer alone. Vellum flattens every layer into its superlayer's plane, so the sublayers'
/// depth is not kept.
open class CATransformLayer: CALayer {
    /// A new transform layer.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (not its sublayers).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Layers are not archived in Vellum; decoding gives a default transform layer.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The front-most sublayer, or descendant of one, at `p` (in the superlayer's coordinates); never the
    /// transform layer itself, which has no area of its own, and never clipped by its bounds.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let q = homographyToSuperlayer.inverted()?.apply(p) else { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(q) { return hit }
        }
        return nil
    }

    override func makePresentationCopy() -> CALayer { CATransformLayer(layer: self) }

    /// A transform layer only groups its sublayers: it draws nothing of its own.
    override class var rendersOwnAppearance: Bool { false }
}
