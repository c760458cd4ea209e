import DequeModule
extension CALayer {
    package var frameInSuperlayer: CGRect {
        get {
            let position = positionStorage, anchorPoint = anchorPointStorage, bounds = boundsStorage
            let anchored = CGPoint(x: position.x - anchorPoint.x * bounds.width,
                                   y: position.y - anchorPoint.y * bounds.height)
            if CATransform3DIsIdentity(transformStorage) { return CGRect(origin: anchored, size: bounds.size) }
            return Homography(matrixToSuperlayer).apply(bounds)
        }
        set {
            guard newValue.isFinite else {
                CALayer.log.error("CALayer: invalid frame \(newValue); ignored.")
                return
            }
            let r = newValue.standardized
            bounds = CGRect(origin: bounds.origin, size: r.size)
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// The transform as an affine transform (its 2D part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The model's geometry into the superlayer's (see `LayerValues.matrixToSuperlayer`).
    var matrixToSuperlayer: CATransform3D {
        LayerValues.matrixToSuperlayer(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                                       position: position, zPosition: zPosition, transform: transform)
    }

    /// What the model applies to its sublayers' geometry (see `LayerValues.matrixForSublayers`).
    var matrixForSublayers: CATransform3D {
        LayerValues.matrixForSublayers(bounds: bounds, anchorPoint: anchorPoint, sublayerTransform: sublayerTransform,
                                       flipped: isGeometryFlipped)
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
        LayerLock.withLock {
            Self.homography(from: l, to: self)?.apply(p) ?? p
        }
    }

    /// `p`, in this layer's coordinates, in `l`'s coordinates (the root space when `nil`).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        LayerLock.withLock {
            Self.homography(from: self, to: l)?.apply(p) ?? p
        }
    }

    /// The bounding box of `r`, given in `l`'s coordinates, in this layer's coordinates.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        LayerLock.withLock {
            Self.homography(from: l, to: self)?.apply(r) ?? r
        }
    }

    /// The bounding box of `r`, in this layer's coordinates, in `l`'s coordinates.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        LayerLock.withLock {
            Self.homography(from: self, to: l)?.apply(r) ?? r
        }
    }

    func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let q = homographyToSuperlayer.inverted()?.apply(p) else { return nil }
        if masksToBounds && !contains(q) { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = DeepStack.run({ child.hitTest(q) }) { return hit }
        }
        return contains(q) ? self : nil
    }

    /// The sublayers back to front: by `zPosition`, ties in sublayer order.
    var sublayersInDrawingOrder: Deque<CALayer> {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return Deque(children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element))
    }
}
