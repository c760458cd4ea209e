// The geometry helpers Apple's CoreGraphics has and Foundation on Linux lacks.

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// The size transformed by `t`, ignoring translation (the result may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of this rectangle transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.isIdentity { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        return CGRect.boundingBox(of: corners)
    }

    /// Whether the two rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }

    /// The bounding box of `points`, or `.null` when there are none.
    static func boundingBox(of points: some Sequence<CGPoint>) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    package var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// Whether the edges are finite too (an origin and a size each finite can still reach past the largest
    /// double): only such rectangles are safe in Foundation's rectangle operations, which trap on the NaN an
    /// infinite edge leads to.
    package var hasFiniteEdges: Bool { isFinite && maxX.isFinite && maxY.isFinite }
}
