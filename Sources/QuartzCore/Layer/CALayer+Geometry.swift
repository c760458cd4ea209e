extension CALayer {
    var frameInSuperlayer: CGRect {
        get {
            let anchored = CGPoint(x: position.x - anchorPoint.x * bounds.width,
                                   y: position.y - anchorPoint.y * bounds.height)
            if CATransform3DIsIdentity(transform) { return CGRect(origin: anchored, size: bounds.size) }
            return Homography(matrixToSuperlayer).apply(bounds)
        }
        set {
            guard newValue.isFiniteGeometry else {
                CALayer.log.error("CALayer: invalid frame \(newValue); ignored.")
                return
            }
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// The transform as an affine transform (its 2D part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The point of the bounds the anchor point names, with `anchorPointZ`.
    private var anchorInBounds: (x: CGFloat, y: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's coordinates into its superlayer's, before the superlayer's sublayer transform:
    /// the anchor point goes to `position` (and `zPosition`), with `transform` applied around it.
    var matrixToSuperlayer: CATransform3D {
        let anchor = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition)
    }

    /// What the layer applies to its sublayers' geometry: `sublayerTransform` around the anchor point,
    /// then the flip when `isGeometryFlipped`.
    var matrixForSublayers: CATransform3D {
        var m = CATransform3DIdentity
        if !CATransform3DIsIdentity(sublayerTransform) {
            let anchor = anchorInBounds
            m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0),
                                                        sublayerTransform),
                                    CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        }
        if isGeometryFlipped {
            let flip = CATransform3DConcat(CATransform3DMakeScale(1, -1, 1),
                                           CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
            m = CATransform3DConcat(m, flip)
        }
        return m
    }

    /// The layer's coordinates into its superlayer's as drawn, including the superlayer's effect on sublayers.
    var homographyToSuperlayer: Homography {
        guard let parent = superlayer else { return Homography(matrixToSuperlayer) }
        return Homography(CATransform3DConcat(matrixToSuperlayer, parent.matrixForSublayers))
    }

    /// The layer's coordinates into the coordinate space its root layer lives in.
    private var homographyToRootSpace: Homography {
        var m = Homography.identity
        var layer: CALayer? = self
        while let current = layer {
            m = m.concatenating(current.homographyToSuperlayer)
            layer = current.superlayer
        }
        return m
    }

    /// From `a`'s coordinates to `b`'s; `nil` stands for the root space. `nil` when `b`'s is singular.
    private static func homography(from a: CALayer?, to b: CALayer?) -> Homography? {
        let up = a?.homographyToRootSpace ?? .identity
        guard let b else { return up }
        return b.homographyToRootSpace.inverted().map { up.concatenating($0) }
    }

    /// `p`, given in `l`'s coordinates (the root space when `nil`), in this layer's coordinates.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        Self.homography(from: l, to: self)?.apply(p) ?? p
    }

    /// `p`, in this layer's coordinates, in `l`'s coordinates (the root space when `nil`).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        Self.homography(from: self, to: l)?.apply(p) ?? p
    }

    /// The bounding box of `r`, given in `l`'s coordinates, in this layer's coordinates.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.homography(from: l, to: self)?.apply(r) ?? r
    }

    /// The bounding box of `r`, in this layer's coordinates, in `l`'s coordinates.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.homography(from: self, to: l)?.apply(r) ?? r
    }

    func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let q = homographyToSuperlayer.inverted()?.apply(p) else { return nil }
        if masksToBounds && !contains(q) { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(q) { return hit }
        }
        return contains(q) ? self : nil
    }

    /// The sublayers back to front: by `zPosition`, ties in sublayer order.
    var sublayersInDrawingOrder: [CALayer] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}
