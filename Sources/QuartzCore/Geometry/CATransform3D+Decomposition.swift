/// A transform split into the parts Core Animation interpolates one by one, so that an animation between
/// two rotations turns rather than shrinking through the straight line between their matrices.
///
/// The parts compose, in the order points meet them: scale, skew, rotation, translation, perspective.
/// The split is the classic "unmatrix" one (Graphics Gems II, as CSS Transforms Level 2 uses it).
struct DecomposedTransform: Equatable, Sendable {
    /// The translation along x, y and z.
    var translation: SIMD3<Double> = .zero
    /// The scale factors along x, y and z; all three are negated when the matrix mirrors.
    var scale: SIMD3<Double> = .one
    /// The shear factors xy, xz and yz, in units of the scaled axes.
    var skew: SIMD3<Double> = .zero
    /// The perspective column `(m14, m24, m34, m44)` as it is before translation and the rest act on it.
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    /// The rotation as a unit quaternion `(x, y, z, w)`: `(axis · sin(θ/2), cos(θ/2))`.
    var quaternion = SIMD4<Double>(0, 0, 0, 1)

    /// The parts of the identity transform.
    init() {}

    /// The parts of `t`, or `nil` when it has none: when `m44` is zero, an entry is not finite, or the
    /// upper 3×3 is singular (a layer scaled to zero, which therefore does not animate on Apple's either).
    init?(decomposing t: CATransform3D) {
        guard t.isFinite, t.m44 != 0 else { return nil }
        let rows = [t.row1, t.row2, t.row3, t.row4].map { SIMD4<Double>($0.0, $0.1, $0.2, $0.3) / Double(t.m44) }
        var a = rows[0...2].map { SIMD3($0.x, $0.y, $0.z) }
        let determinant = a[0].dot(a[1].cross(a[2]))
        guard determinant != 0, determinant.isFinite else { return nil }

        translation = SIMD3(rows[3].x, rows[3].y, rows[3].z)
        let column = SIMD3(rows[0].w, rows[1].w, rows[2].w)
        if column != .zero {
            // The matrix is the affine part times a matrix whose last column is `perspective`, so that
            // column's top three solve A·p = column; by Cramer's rule the cross products of pairs of A's
            // rows are det(A) times the columns of A⁻¹.
            let p = (column.x * a[1].cross(a[2]) + column.y * a[2].cross(a[0])
                     + column.z * a[0].cross(a[1])) / determinant
            perspective = SIMD4(p, rows[3].w - translation.dot(p))
        }

        // Gram–Schmidt on the rows: what each row adds beyond the earlier ones is its scaled rotation
        // row, and what it shares with them is its skew.
        scale.x = a[0].length
        a[0] /= scale.x
        skew.x = a[0].dot(a[1])
        a[1] -= skew.x * a[0]
        scale.y = a[1].length
        a[1] /= scale.y
        skew.x /= scale.y
        skew.y = a[0].dot(a[2])
        a[2] -= skew.y * a[0]
        skew.z = a[1].dot(a[2])
        a[2] -= skew.z * a[1]
        scale.z = a[2].length
        a[2] /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        // The skew is unit triangular and the scales positive so far, so a negative determinant means
        // the rows now form a reflection, which no quaternion can express: fold the mirror into the scale.
        if determinant < 0 {
            scale = -scale
            a = a.map { -$0 }
        }
        quaternion = Self.quaternion(rotation: a)
    }

    /// The transform these parts make.
    var recomposed: CATransform3D {
        let r = Self.rotationRows(quaternion)
        let a = [scale.x * r[0],
                 scale.y * (r[1] + skew.x * r[0]),
                 scale.z * (r[2] + skew.y * r[0] + skew.z * r[1])]
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        func row(_ v: SIMD3<Double>, _ w: Double) -> CATransform3D.Row {
            (CGFloat(v.x), CGFloat(v.y), CGFloat(v.z), CGFloat(w))
        }
        return CATransform3D(rows: row(a[0], a[0].dot(p)), row(a[1], a[1].dot(p)), row(a[2], a[2].dot(p)),
                             row(translation, translation.dot(p) + perspective.w))
    }

    /// The parts `fraction` of the way to `other`: each linearly, the rotation along the shorter arc.
    func interpolated(to other: DecomposedTransform, fraction: Double) -> DecomposedTransform {
        func lerp<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * fraction }
        var result = DecomposedTransform()
        result.translation = lerp(translation, other.translation)
        result.scale = lerp(scale, other.scale)
        result.skew = lerp(skew, other.skew)
        result.perspective = lerp(perspective, other.perspective)
        result.quaternion = Self.slerp(quaternion, other.quaternion, fraction)
        return result
    }

    /// The rows of the rotation matrix of the unit quaternion `q`, for row vectors.
    static func rotationRows(_ q: SIMD4<Double>) -> [SIMD3<Double>] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))]
    }

    /// The unit quaternion of the rotation matrix with rows `r`.
    static func quaternion(rotation r: [SIMD3<Double>]) -> SIMD4<Double> {
        // Each of 4w, 4x, 4y, 4z is a square root of a sum of diagonal entries; dividing the off-diagonal
        // sums by the largest keeps full precision where the plain square roots of all four would lose
        // half the digits of a small component.
        let (d1, d2, d3) = (r[0].x, r[1].y, r[2].z)
        let q: SIMD4<Double>
        if d1 + d2 + d3 > 0 {
            let s = 2 * (1 + d1 + d2 + d3).squareRoot()
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if d1 >= d2 && d1 >= d3 {
            let s = 2 * (1 + d1 - d2 - d3).squareRoot()
            q = SIMD4(s / 4, (r[0].y + r[1].x) / s, (r[0].z + r[2].x) / s, (r[1].z - r[2].y) / s)
        } else if d2 >= d3 {
            let s = 2 * (1 - d1 + d2 - d3).squareRoot()
            q = SIMD4((r[0].y + r[1].x) / s, s / 4, (r[1].z + r[2].y) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = 2 * (1 - d1 - d2 + d3).squareRoot()
            q = SIMD4((r[0].z + r[2].x) / s, (r[1].z + r[2].y) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        return q / q.length
    }

    /// The rotation `fraction` of the way from `a` to `b` at constant angular speed, the short way round.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ fraction: Double) -> SIMD4<Double> {
        // q and −q are the same rotation; the one nearer `a` is the shorter turn.
        let nearB = a.dot(b) < 0 ? -b : b
        // The angle between them, from chord lengths: acos of a dot product near 1 loses precision.
        let angle = 2 * atan2((a - nearB).length, (a + nearB).length)
        let mixed: SIMD4<Double>
        if angle < 1e-9 {
            mixed = a + (nearB - a) * fraction
        } else {
            mixed = (sin((1 - fraction) * angle) * a + sin(fraction * angle) * nearB) / sin(angle)
        }
        return mixed / mixed.length
    }
}

extension CATransform3D {
    /// The transform `fraction` of the way from `from` to `to`, as Core Animation animates one: part by
    /// part through `DecomposedTransform`. When either end has no decomposition the value switches
    /// halfway, as Apple's does; fractions outside 0...1 extrapolate, for springs that overshoot.
    static func interpolate(from: CATransform3D, to: CATransform3D, fraction: CGFloat) -> CATransform3D {
        // The ends come back exactly rather than re-composed, so a finished animation leaves no rounding.
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        guard let a = DecomposedTransform(decomposing: from), let b = DecomposedTransform(decomposing: to) else {
            return fraction < 0.5 ? from : to
        }
        return a.interpolated(to: b, fraction: Double(fraction)).recomposed
    }
}

private extension SIMD where Scalar == Double {
    func dot(_ other: Self) -> Double { (self * other).sum() }

    var length: Double { dot(self).squareRoot() }
}

private extension SIMD3 where Scalar == Double {
    func cross(_ b: Self) -> Self { SIMD3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x) }
}
