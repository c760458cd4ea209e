/// A 2D projective transform: a `CATransform3D` flattened onto the z = 0 plane, as Core Animation
/// flattens a layer into its superlayer. Points map as row vectors `(x, y, 1)`, with a division by w.
struct Homography: Equatable, Sendable {
    var m11, m12, m14: CGFloat
    var m21, m22, m24: CGFloat
    var m41, m42, m44: CGFloat

    static let identity = Homography(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)

    init(m11: CGFloat, m12: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m24: CGFloat,
         m41: CGFloat, m42: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m14) = (m11, m12, m14)
        (self.m21, self.m22, self.m24) = (m21, m22, m24)
        (self.m41, self.m42, self.m44) = (m41, m42, m44)
    }

    /// The flattening of `t`: z inputs are 0 and z outputs are dropped.
    init(_ t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m14: t.m14, m21: t.m21, m22: t.m22, m24: t.m24,
                  m41: t.m41, m42: t.m42, m44: t.m44)
    }

    init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m14: 0, m21: t.c, m22: t.d, m24: 0, m41: t.tx, m42: t.ty, m44: 1)
    }

    /// The affine transform this is, when it has no perspective.
    var affine: CGAffineTransform? {
        guard m14 == 0, m24 == 0, m44 != 0 else { return nil }
        return CGAffineTransform(a: m11 / m44, b: m12 / m44, c: m21 / m44, d: m22 / m44, tx: m41 / m44, ty: m42 / m44)
    }

    var isFinite: Bool {
        [m11, m12, m14, m21, m22, m24, m41, m42, m44].allSatisfy(\.isFinite)
    }

    /// `self` then `other`.
    func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m14 * o.m41, m12: m11 * o.m12 + m12 * o.m22 + m14 * o.m42,
            m14: m11 * o.m14 + m12 * o.m24 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m24 * o.m41, m22: m21 * o.m12 + m22 * o.m22 + m24 * o.m42,
            m24: m21 * o.m14 + m22 * o.m24 + m24 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m44 * o.m41, m42: m41 * o.m12 + m42 * o.m22 + m44 * o.m42,
            m44: m41 * o.m14 + m42 * o.m24 + m44 * o.m44)
    }

    /// The inverse, or `nil` when the transform is singular.
    func inverted() -> Homography? {
        let c11 = m22 * m44 - m24 * m42, c12 = -(m21 * m44 - m24 * m41), c13 = m21 * m42 - m22 * m41
        let det = m11 * c11 + m12 * c12 + m14 * c13
        guard det != 0, det.isFinite else { return nil }
        return Homography(
            m11: c11 / det, m12: -(m12 * m44 - m14 * m42) / det, m14: (m12 * m24 - m14 * m22) / det,
            m21: c12 / det, m22: (m11 * m44 - m14 * m41) / det, m24: -(m11 * m24 - m14 * m21) / det,
            m41: c13 / det, m42: -(m11 * m42 - m12 * m41) / det, m44: (m11 * m22 - m12 * m21) / det)
    }

    /// `p` mapped, or `nil` when it maps to infinity (w ≤ 0: behind the viewer).
    func apply(_ p: CGPoint) -> CGPoint? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 0 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    /// The bounding box of `rect`'s mapped corners; `.infinite` when a corner maps behind the viewer, as what
    /// lies in front may then reach anywhere (culling and damage must not lose it), and when the mapping
    /// overflows (huge finite transforms multiplied), which Foundation's rectangle operations cannot take. Asked
    /// for every layer in every frame, so it computes the corners in place rather than through arrays.
    func apply(_ rect: CGRect) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        let affine = m14 == 0 && m24 == 0 && m44 != 0
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        func add(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let w = affine ? m44 : x * m14 + y * m24 + m44
            guard affine || w > 0 else { return false }
            let (px, py) = ((x * m11 + y * m21 + m41) / w, (x * m12 + y * m22 + m42) / w)
            guard px.isFinite, py.isFinite else { return false }
            (minX, maxX) = (min(minX, px), max(maxX, px))
            (minY, maxY) = (min(minY, py), max(maxY, py))
            return true
        }
        guard add(rect.minX, rect.minY), add(rect.maxX, rect.minY), add(rect.minX, rect.maxY), add(rect.maxX, rect.maxY)
        else { return .infinite }
        return RenderLayer.extent(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
