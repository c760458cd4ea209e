/// The 4×4 matrix Core Animation transforms layers with. Points are row vectors, `p' = p · M`, so the
/// translation sits in `m41`, `m42`, `m43` and perspective in the fourth column (`m34 = -1/d` for an eye
/// at distance `d`).
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// The entry at row 1, column 1.
    public var m11: CGFloat
    /// The entry at row 1, column 2.
    public var m12: CGFloat
    /// The entry at row 1, column 3.
    public var m13: CGFloat
    /// The entry at row 1, column 4.
    public var m14: CGFloat
    /// The entry at row 2, column 1.
    public var m21: CGFloat
    /// The entry at row 2, column 2.
    public var m22: CGFloat
    /// The entry at row 2, column 3.
    public var m23: CGFloat
    /// The entry at row 2, column 4.
    public var m24: CGFloat
    /// The entry at row 3, column 1.
    public var m31: CGFloat
    /// The entry at row 3, column 2.
    public var m32: CGFloat
    /// The entry at row 3, column 3.
    public var m33: CGFloat
    /// The entry at row 3, column 4.
    public var m34: CGFloat
    /// The entry at row 4, column 1: the x translation.
    public var m41: CGFloat
    /// The entry at row 4, column 2: the y translation.
    public var m42: CGFloat
    /// The entry at row 4, column 3: the z translation.
    public var m43: CGFloat
    /// The entry at row 4, column 4.
    public var m44: CGFloat

    /// A matrix of zeros, not the identity: Swift zero-fills the C struct on Apple's platforms too.
    /// Start from `CATransform3DIdentity` instead.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A transform with the given matrix entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A transform that rotates by `angle` radians about the axis `(x, y, z)`, or the identity when the axis
/// has zero length. A positive angle about +z turns +x towards +y, as `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let k = 1 - c
    // Rodrigues' formula, transposed because points are row vectors. The diagonal is written u² + c(1 − u²)
    // rather than c + (1 − c)u² so that an axis-aligned rotation has exact ones and zeros: a turn about z
    // is then exactly the affine rotation, and stays on the compositor's affine path.
    return CATransform3D(
        m11: ux * ux + c * (1 - ux * ux), m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: uy * uy + c * (1 - uy * uy), m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: uz * uz + c * (1 - uz * uz), m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// The transform that translates by `(tx, ty, tz)` and then applies `t`: `translate(tx, ty, tz) · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var r = t
    r.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    r.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    r.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    r.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return r
}

/// The transform that scales by `(sx, sy, sz)` and then applies `t`: `scale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var r = t
    (r.m11, r.m12, r.m13, r.m14) = (sx * t.m11, sx * t.m12, sx * t.m13, sx * t.m14)
    (r.m21, r.m22, r.m23, r.m24) = (sy * t.m21, sy * t.m22, sy * t.m23, sy * t.m24)
    (r.m31, r.m32, r.m33, r.m34) = (sz * t.m31, sz * t.m32, sz * t.m33, sz * t.m34)
    return r
}

/// The transform that rotates by `angle` radians about `(x, y, z)` and then applies `t`:
/// `rotation(angle, x, y, z) · t`. A zero-length axis leaves `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat,
                                _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The product `a · b`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(rows: b.transform(row: a.row1), b.transform(row: a.row2),
                  b.transform(row: a.row3), b.transform(row: a.row4))
}

/// The inverse of `t`, or `t` itself when it has none (as Apple's).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted ?? t }

/// The transform with the same effect as the affine transform `m`, leaving z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly what `CATransform3DMakeAffineTransform` makes of some affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11, m12, m21, m22, m41, m42`), which is all of it when
/// `CATransform3DIsAffine(t)`; otherwise the rest is dropped, where Apple leaves the result undefined.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D: CustomStringConvertible {
    /// The matrix entries row by row, for debugging.
    public var description: String {
        "CATransform3D([\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)])"
    }
}

extension CATransform3D {
    /// One row of the matrix, or a homogeneous point `(x, y, z, w)`.
    typealias Row = (CGFloat, CGFloat, CGFloat, CGFloat)

    /// Row 1: the image of the x axis.
    var row1: Row { (m11, m12, m13, m14) }
    /// Row 2: the image of the y axis.
    var row2: Row { (m21, m22, m23, m24) }
    /// Row 3: the image of the z axis.
    var row3: Row { (m31, m32, m33, m34) }
    /// Row 4: the image of the origin.
    var row4: Row { (m41, m42, m43, m44) }

    /// The matrix with the given rows.
    init(rows r1: Row, _ r2: Row, _ r3: Row, _ r4: Row) {
        self.init(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                  m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// The row vector `v · self`.
    func transform(row v: Row) -> Row {
        (v.0 * m11 + v.1 * m21 + v.2 * m31 + v.3 * m41,
         v.0 * m12 + v.1 * m22 + v.2 * m32 + v.3 * m42,
         v.0 * m13 + v.1 * m23 + v.2 * m33 + v.3 * m43,
         v.0 * m14 + v.1 * m24 + v.2 * m34 + v.3 * m44)
    }

    /// The homogeneous image of `point`, before the division by `w` that perspective needs.
    func transform(_ point: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let v = transform(row: (point.x, point.y, point.z, 1))
        return (v.0, v.1, v.2, v.3)
    }

    /// Where `point` on the z = 0 plane lands in 2D after the division by w, or `nil` when w ≤ 0: the
    /// point is then at or behind the eye, and the caller must clip rather than draw it mirrored.
    func project(_ point: CGPoint) -> CGPoint? {
        let v = transform((x: point.x, y: point.y, z: 0))
        guard v.w > 0 else { return nil }
        return CGPoint(x: v.x / v.w, y: v.y / v.w)
    }

    /// The transform as a `CGAffineTransform`, when `CATransform3DIsAffine` says that loses nothing.
    var affine: CGAffineTransform? {
        CATransform3DIsAffine(self) ? CATransform3DGetAffineTransform(self) : nil
    }

    /// Whether every entry is finite.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The inverse matrix, or `nil` when the determinant is zero or not finite.
    var inverted: CATransform3D? {
        // The 2×2 minors of the top two rows (s) and the bottom two (c) give the determinant by Laplace
        // expansion, and every 3×3 cofactor is three entries times three of them: twelve minors in all.
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c0 = m31 * m42 - m41 * m32, c1 = m31 * m43 - m41 * m33, c2 = m31 * m44 - m41 * m34
        let c3 = m32 * m43 - m42 * m33, c4 = m32 * m44 - m42 * m34, c5 = m33 * m44 - m43 * m34
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        return CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * r, m12: (-m12 * c5 + m13 * c4 - m14 * c3) * r,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * r, m14: (-m32 * s5 + m33 * s4 - m34 * s3) * r,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * r, m22: (m11 * c5 - m13 * c2 + m14 * c1) * r,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * r, m24: (m31 * s5 - m33 * s2 + m34 * s1) * r,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * r, m32: (-m11 * c4 + m12 * c2 - m14 * c0) * r,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * r, m34: (-m31 * s4 + m32 * s2 - m34 * s0) * r,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * r, m42: (m11 * c3 - m12 * c1 + m13 * c0) * r,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * r, m44: (m31 * s3 - m32 * s1 + m33 * s0) * r)
    }
}
