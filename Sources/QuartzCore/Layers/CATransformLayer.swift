import CoreGraphics

/// A layer that only groups its sublayers under its geometry: it draws nothing of its own.
///
/// On Apple its background, contents, border, shadow, mask and `masksToBounds` are ignored and its opacity
/// applies to each sublayer alone. Its sublayers are drawn back to front by the depth of their centres once
/// transformed (the painter's order), so a sublayer moved or turned towards the viewer covers those behind
/// it whatever their order; each sublayer is still flattened into the plane, so layers that cut through
/// one another are not split.
open class CATransformLayer: CALayer {
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

    /// The sublayers' nodes, farthest first: depth is the z of each sublayer's centre after its own
    /// transform and this layer's sublayer transform (larger z is nearer), ties kept in drawing order.
    override func makeSublayerNodes(values: LayerValues, at time: CFTimeInterval, flippedAbove: Bool) -> SublayerNodes {
        let parentMatrix = values.matrixForSublayers(flipped: isGeometryFlipped)
        let depths = sublayersInDrawingOrder.enumerated().map { index, sublayer -> (CALayer, CGFloat, Int) in
            (sublayer, sublayer.presentationValues(at: time).depthOfCentre(under: parentMatrix), index)
        }
        return SublayerNodes(depths.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map {
            $0.0.renderNode(at: time, parentMatrix: parentMatrix, parentFlipped: isGeometryFlipped, flippedAbove: flippedAbove)
        }.filter { $0.opacity > 0 })
    }

    /// A transform layer only groups its sublayers: it draws nothing of its own.
    override class var rendersOwnAppearance: Bool { false }
}
