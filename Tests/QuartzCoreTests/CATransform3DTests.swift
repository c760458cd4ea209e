import Testing
@testable import QuartzCore

struct CATransform3DTests {
    // MARK: Helpers (members, so they cannot clash with other test files' free functions)

    /// Whether every entry agrees within `tolerance`, relative to the entry's size when that exceeds 1.
    private func near(_ t: CATransform3D, _ u: CATransform3D, _ tolerance: CGFloat = 1e-12) -> Bool {
        let pairs = [(t.m11, u.m11), (t.m12, u.m12), (t.m13, u.m13), (t.m14, u.m14),
                     (t.m21, u.m21), (t.m22, u.m22), (t.m23, u.m23), (t.m24, u.m24),
                     (t.m31, u.m31), (t.m32, u.m32), (t.m33, u.m33), (t.m34, u.m34),
                     (t.m41, u.m41), (t.m42, u.m42), (t.m43, u.m43), (t.m44, u.m44)]
        return pairs.allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
    }

    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-12) -> Bool { abs(a - b) <= tolerance }

    private func near(_ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, _ tolerance: CGFloat = 1e-12) -> Bool {
        guard let p else { return false }
        return near(p.x, x, tolerance) && near(p.y, y, tolerance)
    }

    /// `t` applied to `(x, y, z)`, after the division by w.
    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let v = t.transform((x: x, y: y, z: z))
        return (v.x / v.w, v.y / v.w, v.z / v.w)
    }

    private func near(_ v: (CGFloat, CGFloat, CGFloat), _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Bool {
        near(v.0, x) && near(v.1, y) && near(v.2, z)
    }

    private func number(_ value: Any?) -> CGFloat? { value as? CGFloat }

    /// A layer-like perspective: the eye 500 points in front of the z = 0 plane.
    private var perspective: CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        return p
    }

    // MARK: Initialisers and identity

    @Test func defaultInitializerIsAllZeros() {
        let t = CATransform3D()
        #expect(t == CATransform3D(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                                   m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0))
        #expect(!CATransform3DIsIdentity(t))
    }

    @Test func memberwiseInitializerAndIdentity() {
        let t = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                              m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44] == (1...16).map { CGFloat($0) })
        let i = CATransform3DIdentity
        #expect([i.m11, i.m22, i.m33, i.m44] == [1, 1, 1, 1])
        #expect([i.m12, i.m13, i.m14, i.m21, i.m23, i.m24, i.m31, i.m32, i.m34, i.m41, i.m42, i.m43]
            .allSatisfy { $0 == 0 })
        #expect(CATransform3DIsIdentity(i))
        #expect(!CATransform3DIsIdentity(t))
    }

    @Test func equality() {
        var t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
        #expect(t.hashValue == CATransform3DMakeTranslation(1, 2, 3).hashValue)
        t.m34 = 1e-300
        #expect(!CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
        #expect(Set([t, t, CATransform3DIdentity]).count == 2)
    }

    // MARK: Making transforms

    @Test func makeTranslation() {
        let t = CATransform3DMakeTranslation(10, -20, 30)
        var expected = CATransform3DIdentity
        (expected.m41, expected.m42, expected.m43) = (10, -20, 30)
        #expect(t == expected)
        #expect(near(apply(t, 1, 2, 3), 11, -18, 33))
    }

    @Test func makeScale() {
        let t = CATransform3DMakeScale(2, -3, 4)
        var expected = CATransform3DIdentity
        (expected.m11, expected.m22, expected.m33) = (2, -3, 4)
        #expect(t == expected)
        #expect(near(apply(t, 1, 2, 3), 2, -6, 12))
    }

    @Test func rotationAboutZTurnsXTowardsY() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(near(apply(t, 1, 0, 0), 0, 1, 0))
        #expect(near(apply(t, 0, 1, 0), -1, 0, 0))
        #expect(near(apply(t, 0, 0, 1), 0, 0, 1))
        // The same matrix as the affine rotation, exactly, so it stays affine.
        for angle in [0.3, 1, .pi / 2, 2.5, -4] as [CGFloat] {
            let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(rotation == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
            #expect(CATransform3DIsAffine(rotation))
        }
    }

    @Test func rotationAboutXAndY() {
        // Right-handed, like z: about x, +y turns towards +z; about y, +z turns towards +x.
        let x = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(near(apply(x, 0, 1, 0), 0, 0, 1))
        #expect(near(apply(x, 0, 0, 1), 0, -1, 0))
        #expect(near(apply(x, 1, 0, 0), 1, 0, 0))
        let y = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(near(apply(y, 0, 0, 1), 1, 0, 0))
        #expect(near(apply(y, 1, 0, 0), 0, 0, -1))
    }

    @Test func rotationAboutADiagonalAxis() {
        // A third of a turn about (1, 1, 1) cycles the axes: x → y → z → x.
        let t = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        #expect(near(apply(t, 1, 0, 0), 0, 1, 0))
        #expect(near(apply(t, 0, 1, 0), 0, 0, 1))
        #expect(near(apply(t, 0, 0, 1), 1, 0, 0))
    }

    @Test func rotationAxisLengthDoesNotMatterAndZeroGivesIdentity() {
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 5) == CATransform3DMakeRotation(0.7, 0, 0, 1))
        #expect(near(CATransform3DMakeRotation(0.7, 0, 0, -1), CATransform3DMakeRotation(-0.7, 0, 0, 1)))
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 0) == CATransform3DIdentity)
    }

    // MARK: Chaining

    @Test func concatAppliesAThenB() {
        let translate = CATransform3DMakeTranslation(1, 0, 0), scale = CATransform3DMakeScale(2, 2, 2)
        // Translate then scale: the origin goes to (1, 0, 0), then (2, 0, 0).
        #expect(near(apply(CATransform3DConcat(translate, scale), 0, 0, 0), 2, 0, 0))
        // Scale then translate: the origin stays, then goes to (1, 0, 0).
        #expect(near(apply(CATransform3DConcat(scale, translate), 0, 0, 0), 1, 0, 0))
        // The row-vector product, entry by entry.
        let a = CATransform3D(m11: 1, m12: 2, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                              m31: 0, m32: 0, m33: 1, m34: 0, m41: 3, m42: 4, m43: 5, m44: 1)
        let b = CATransform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 1, m22: 3, m23: 0, m24: 0,
                              m31: 0, m32: 0, m33: 4, m34: -0.5, m41: 0, m42: 0, m43: 0, m44: 1)
        let ab = CATransform3D(m11: 4, m12: 6, m13: 0, m14: 0, m21: 1, m22: 3, m23: 0, m24: 0,
                               m31: 0, m32: 0, m33: 4, m34: -0.5, m41: 10, m42: 12, m43: 20, m44: -1.5)
        #expect(CATransform3DConcat(a, b) == ab)
        #expect(CATransform3DConcat(CATransform3DIdentity, a) == a)
        #expect(CATransform3DConcat(a, CATransform3DIdentity) == a)
    }

    @Test func translateScaleAndRotatePrependTheirStep() {
        let scale = CATransform3DMakeScale(2, 3, 1), translate = CATransform3DMakeTranslation(10, 20, 0)
        // Translating a scale: (1, 1) moves to (11, 21), then scales to (22, 63).
        let translatedScale = CATransform3DTranslate(scale, 10, 20, 0)
        #expect(near(apply(translatedScale, 1, 1, 0), 22, 63, 0))
        #expect(translatedScale == CATransform3DConcat(translate, scale))
        // Scaling a translation: (1, 1) scales to (2, 3), then moves to (12, 23).
        let scaledTranslation = CATransform3DScale(translate, 2, 3, 1)
        #expect(near(apply(scaledTranslation, 1, 1, 0), 12, 23, 0))
        #expect(scaledTranslation == CATransform3DConcat(scale, translate))
        // Rotating a translation: (1, 0) turns to (0, 1), then moves to (10, 21).
        let rotatedTranslation = CATransform3DRotate(translate, .pi / 2, 0, 0, 1)
        #expect(near(apply(rotatedTranslation, 1, 0, 0), 10, 21, 0))
        #expect(rotatedTranslation == CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), translate))
        #expect(CATransform3DRotate(translate, 1, 0, 0, 0) == translate)
    }

    @Test func translateAndScaleActOnPerspectiveToo() {
        // Prepending touches the fourth column as well when the receiver has perspective.
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), perspective)
        #expect(near(CATransform3DTranslate(t, 3, -4, 5), CATransform3DConcat(CATransform3DMakeTranslation(3, -4, 5), t)))
        #expect(near(CATransform3DScale(t, 3, -4, 5), CATransform3DConcat(CATransform3DMakeScale(3, -4, 5), t)))
    }

    // MARK: Inversion

    @Test func invertUndoesTheTransform() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 4, 8), 1, 2, 3)
        let inverse = CATransform3DInvert(t)
        #expect(near(inverse, CATransform3DConcat(CATransform3DMakeScale(0.5, 0.25, 0.125),
                                                  CATransform3DMakeTranslation(-1, -2, -3))))
    }

    @Test func invertOfAPerspectiveMatrix() {
        var t = CATransform3DConcat(CATransform3DMakeRotation(0.6, 1, 2, 3), CATransform3DMakeTranslation(40, -30, 20))
        t = CATransform3DConcat(t, perspective)
        t = CATransform3DScale(t, 1.5, 0.5, 2)
        t.m14 = 0.001
        let inverse = CATransform3DInvert(t)
        #expect(near(CATransform3DConcat(t, inverse), CATransform3DIdentity, 1e-9))
        #expect(near(CATransform3DConcat(inverse, t), CATransform3DIdentity, 1e-9))
        #expect(near(CATransform3DInvert(inverse), t, 1e-9))
    }

    @Test func invertOfASingularMatrixReturnsIt() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        var infinite = CATransform3DIdentity
        infinite.m41 = .infinity
        #expect(CATransform3DInvert(infinite) == infinite)
        #expect(flat.inverted == nil)
    }

    // MARK: Affine transforms

    @Test func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t == CATransform3D(m11: 1, m12: 2, m13: 0, m14: 0, m21: 3, m22: 4, m23: 0, m24: 0,
                                   m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 6, m43: 0, m44: 1))
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(t.affine == affine)
        // Both apply a 2D point the same way.
        let p = CGPoint(x: 7, y: -2).applying(affine)
        #expect(near(t.project(CGPoint(x: 7, y: -2)), p.x, p.y))
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
    }

    @Test func whatIsNotAffine() {
        for (row, column) in [(1, 3), (1, 4), (2, 3), (2, 4), (3, 1), (3, 2), (3, 3), (3, 4), (4, 3), (4, 4)] {
            var t = CATransform3DIdentity
            switch (row, column) {
            case (1, 3): t.m13 = 0.5
            case (1, 4): t.m14 = 0.5
            case (2, 3): t.m23 = 0.5
            case (2, 4): t.m24 = 0.5
            case (3, 1): t.m31 = 0.5
            case (3, 2): t.m32 = 0.5
            case (3, 3): t.m33 = 0.5
            case (3, 4): t.m34 = 0.5
            case (4, 3): t.m43 = 0.5
            default: t.m44 = 0.5
            }
            #expect(!CATransform3DIsAffine(t), "m\(row)\(column)")
            #expect(t.affine == nil)
        }
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        // What does not fit is dropped.
        let tilted = CATransform3DConcat(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3)), perspective)
        #expect(CATransform3DGetAffineTransform(tilted) == CGAffineTransform(scaleX: 2, y: 3))
    }

    // MARK: Points and projection

    @Test func perspectiveDividesByW() {
        // Lifted 250 towards an eye 500 away, a point is twice as far from the centre: w = 1 − 250/500.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 250), perspective)
        let v = t.transform((x: 100, y: 50, z: 0))
        #expect(near(v.x, 100) && near(v.y, 50) && near(v.z, 250) && near(v.w, 0.5))
        #expect(near(t.project(CGPoint(x: 100, y: 50)), 200, 100))
        // Pushed 500 away, it halves.
        let away = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -500), perspective)
        #expect(near(away.project(CGPoint(x: 100, y: 50)), 50, 25))
        // At or behind the eye there is no image.
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 500), perspective).project(.zero) == nil)
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), perspective).project(.zero) == nil)
    }

    @Test func perspectiveRotationForeshortens() {
        // A quarter-ish turn about y brings +x towards the eye, so it spreads; −x recedes and shrinks.
        let t = CATransform3DConcat(CATransform3DMakeRotation(-.pi / 6, 0, 1, 0), perspective)
        let right = t.project(CGPoint(x: 100, y: 0))!, left = t.project(CGPoint(x: -100, y: 0))!
        // x' = 100·cos 30°, z' = 100·sin 30° = 50, so w = 1 − 50/500 = 0.9.
        #expect(near(right.x, 100 * cos(CGFloat.pi / 6) / 0.9))
        #expect(near(left.x, -100 * cos(CGFloat.pi / 6) / 1.1))
    }

    @Test func isFinite() {
        #expect(CATransform3DIdentity.isFinite)
        for value in [CGFloat.nan, .infinity, -.infinity] {
            var t = CATransform3DIdentity
            t.m23 = value
            #expect(!t.isFinite)
        }
    }

    @Test func description() {
        #expect(CATransform3DIdentity.description
            == "CATransform3D([1.0 0.0 0.0 0.0; 0.0 1.0 0.0 0.0; 0.0 0.0 1.0 0.0; 0.0 0.0 0.0 1.0])")
    }

    // MARK: Decomposition

    @Test func decomposesEachPart() throws {
        let scaled = try #require(DecomposedTransform(decomposing: CATransform3DMakeScale(2, 3, 4)))
        #expect(scaled.scale == SIMD3(2, 3, 4))
        #expect(scaled.quaternion == SIMD4(0, 0, 0, 1))

        let moved = try #require(DecomposedTransform(decomposing: CATransform3DMakeTranslation(5, 6, 7)))
        #expect(moved.translation == SIMD3(5, 6, 7))
        #expect(moved.scale == SIMD3(1, 1, 1))

        // About z by θ: (0, 0, sin θ/2, cos θ/2), up to the sign of the whole.
        let turned = try #require(DecomposedTransform(decomposing: CATransform3DMakeRotation(1, 0, 0, 1)))
        let q = turned.quaternion * (turned.quaternion.w < 0 ? -1 : 1)
        #expect(near(q.x, 0) && near(q.y, 0) && near(q.z, sin(0.5)) && near(q.w, cos(0.5)))

        let deep = try #require(DecomposedTransform(decomposing: perspective))
        #expect(deep.perspective == SIMD4<Double>(0, 0, -1.0 / 500, 1))

        var sheared = CATransform3DIdentity
        sheared.m21 = 0.5
        let skewed = try #require(DecomposedTransform(decomposing: sheared))
        #expect(skewed.skew == SIMD3(0.5, 0, 0))
        #expect(skewed.recomposed == sheared)
    }

    @Test func mirroringFoldsIntoTheScale() throws {
        let flipped = CATransform3DMakeScale(-1, 1, 1)
        let parts = try #require(DecomposedTransform(decomposing: flipped))
        #expect(parts.scale.x < 0 && parts.scale.y < 0 && parts.scale.z < 0)
        #expect(near(parts.recomposed, flipped))
    }

    @Test func undecomposableMatrices() {
        #expect(DecomposedTransform(decomposing: CATransform3DMakeScale(0, 1, 1)) == nil)
        #expect(DecomposedTransform(decomposing: CATransform3D()) == nil)
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(DecomposedTransform(decomposing: noW) == nil)
        var notFinite = CATransform3DIdentity
        notFinite.m12 = .nan
        #expect(DecomposedTransform(decomposing: notFinite) == nil)
    }

    @Test func decompositionRoundTripsRandomCompositions() throws {
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<500 {
            var t = CATransform3DIdentity
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                switch Int.random(in: 0...3, using: &rng) {
                case 0:
                    t = CATransform3DTranslate(t, .random(in: -100...100, using: &rng),
                                               .random(in: -100...100, using: &rng), .random(in: -100...100, using: &rng))
                case 1:
                    func factor() -> CGFloat {
                        CGFloat.random(in: 0.25...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
                    }
                    t = CATransform3DScale(t, factor(), factor(), factor())
                case 2:
                    t = CATransform3DRotate(t, .random(in: -7...7, using: &rng), .random(in: -1...1, using: &rng),
                                            .random(in: -1...1, using: &rng), .random(in: -1...1, using: &rng))
                default:
                    var p = CATransform3DIdentity
                    p.m34 = -1 / CGFloat.random(in: 300...2000, using: &rng)
                    p.m14 = .random(in: -0.001...0.001, using: &rng)
                    t = CATransform3DConcat(t, p)
                }
            }
            let parts = try #require(DecomposedTransform(decomposing: t))
            // The parts describe the matrix scaled to m44 = 1, which maps points identically.
            let normalized = CATransform3D(rows: (t.m11 / t.m44, t.m12 / t.m44, t.m13 / t.m44, t.m14 / t.m44),
                                           (t.m21 / t.m44, t.m22 / t.m44, t.m23 / t.m44, t.m24 / t.m44),
                                           (t.m31 / t.m44, t.m32 / t.m44, t.m33 / t.m44, t.m34 / t.m44),
                                           (t.m41 / t.m44, t.m42 / t.m44, t.m43 / t.m44, 1))
            #expect(near(parts.recomposed, normalized, 1e-9), "\(t)")
            #expect(near((parts.quaternion * parts.quaternion).sum(), 1))
        }
    }

    // MARK: Interpolation

    @Test func interpolatingRotationsTurns() {
        let from = CATransform3DMakeRotation(0.2, 0, 0, 1), to = CATransform3DMakeRotation(1.4, 0, 0, 1)
        #expect(near(CATransform3D.interpolate(from: from, to: to, fraction: 0.5), CATransform3DMakeRotation(0.8, 0, 0, 1)))
        #expect(near(CATransform3D.interpolate(from: from, to: to, fraction: 0.25), CATransform3DMakeRotation(0.5, 0, 0, 1)))
        // About another axis, and past the end for an overshooting spring.
        let x0 = CATransform3DMakeRotation(0, 1, 0, 0), x1 = CATransform3DMakeRotation(1, 1, 0, 0)
        #expect(near(CATransform3D.interpolate(from: x0, to: x1, fraction: 1.2), CATransform3DMakeRotation(1.2, 1, 0, 0)))
    }

    @Test func interpolatingRotationsTakesTheShortWay() {
        // From 0.3 to 2π − 0.3 is 0.6 the other way round, through 0 rather than π.
        let from = CATransform3DMakeRotation(0.3, 0, 0, 1), to = CATransform3DMakeRotation(2 * .pi - 0.3, 0, 0, 1)
        #expect(near(CATransform3D.interpolate(from: from, to: to, fraction: 0.5), CATransform3DIdentity))
    }

    @Test func interpolatingScaleTranslationAndPerspective() {
        let half = CATransform3D.interpolate(from: CATransform3DIdentity, to: CATransform3DMakeScale(3, 3, 3), fraction: 0.5)
        #expect(near(half, CATransform3DMakeScale(2, 2, 2)))
        let moved = CATransform3D.interpolate(from: CATransform3DMakeTranslation(10, 0, -4),
                                              to: CATransform3DMakeTranslation(20, 40, 4), fraction: 0.25)
        #expect(near(moved, CATransform3DMakeTranslation(12.5, 10, -2)))
        var halfPerspective = CATransform3DIdentity
        halfPerspective.m34 = -1 / 1000
        #expect(near(CATransform3D.interpolate(from: CATransform3DIdentity, to: perspective, fraction: 0.5), halfPerspective))
    }

    @Test func interpolatingCombinedTransformsKeepsEachPartSeparate() {
        // Scale 1 → 3 and a turn 0 → 1 about z, each halfway: scale 2 turned by 0.5, then moved halfway.
        let to = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeRotation(1, 0, 0, 1)),
                                     CATransform3DMakeTranslation(100, 0, 0))
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(0.5, 0, 0, 1)),
                                           CATransform3DMakeTranslation(50, 0, 0))
        #expect(near(CATransform3D.interpolate(from: CATransform3DIdentity, to: to, fraction: 0.5), expected))
    }

    @Test func interpolationEndsExactly() {
        let from = CATransform3DMakeRotation(0.1, 1, 2, 3), to = CATransform3DTranslate(perspective, 1, 2, 3)
        #expect(CATransform3D.interpolate(from: from, to: to, fraction: 0) == from)
        #expect(CATransform3D.interpolate(from: from, to: to, fraction: 1) == to)
        #expect(CATransform3D.interpolate(from: to, to: to, fraction: 0.3) == to)
    }

    @Test func undecomposableEndsSwitchHalfway() {
        let collapsed = CATransform3DMakeScale(0, 0, 1)
        #expect(CATransform3D.interpolate(from: collapsed, to: CATransform3DIdentity, fraction: 0.49) == collapsed)
        #expect(CATransform3D.interpolate(from: collapsed, to: CATransform3DIdentity, fraction: 0.5) == CATransform3DIdentity)
        #expect(CATransform3D.interpolate(from: CATransform3DIdentity, to: collapsed, fraction: 0.7) == collapsed)
    }

    // MARK: Key paths

    @Test func subKeysAreCoreAnimations() {
        #expect(CATransform3D.animatableSubKeys == [
            "rotation.x", "rotation.y", "rotation.z", "rotation", "scale.x", "scale.y", "scale.z", "scale",
            "translation.x", "translation.y", "translation.z", "translation",
        ])
        for key in CATransform3D.animatableSubKeys {
            #expect(CATransform3DIdentity.value(forSubKey: key) != nil, "\(key)")
        }
        #expect(CATransform3DIdentity.value(forSubKey: "rotation.w") == nil)
        #expect(CATransform3DIdentity.value(forSubKey: "m11") == nil)
        #expect(CATransform3DIdentity.setting(subKey: "skew", to: 1) == nil)
    }

    @Test func readingRotations() {
        #expect(near(number(CATransform3DMakeRotation(0.3, 1, 0, 0).value(forSubKey: "rotation.x"))!, 0.3))
        #expect(near(number(CATransform3DMakeRotation(0.3, 0, 1, 0).value(forSubKey: "rotation.y"))!, 0.3))
        let z = CATransform3DMakeRotation(-2.5, 0, 0, 1)
        #expect(near(number(z.value(forSubKey: "rotation.z"))!, -2.5))
        #expect(near(number(z.value(forSubKey: "rotation"))!, -2.5))
        #expect(near(number(z.value(forSubKey: "rotation.x"))!, 0))
        // Scale and translation do not disturb it.
        let busy = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), z), CATransform3DMakeTranslation(7, 8, 9))
        #expect(near(number(busy.value(forSubKey: "rotation.z"))!, -2.5))
    }

    @Test func readingScaleAndTranslation() {
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 7), CATransform3DMakeRotation(0.4, 0, 0, 1)),
                                    CATransform3DMakeTranslation(7, 8, 9))
        #expect(near(number(t.value(forSubKey: "scale.x"))!, 2))
        #expect(near(number(t.value(forSubKey: "scale.y"))!, 3))
        #expect(near(number(t.value(forSubKey: "scale.z"))!, 7))
        #expect(near(number(t.value(forSubKey: "scale"))!, 4))
        #expect(number(t.value(forSubKey: "translation.x")) == 7)
        #expect(number(t.value(forSubKey: "translation.y")) == 8)
        #expect(number(t.value(forSubKey: "translation.z")) == 9)
        #expect(t.value(forSubKey: "translation") as? CGSize == CGSize(width: 7, height: 8))
    }

    @Test func writingRotationKeepsTheRest() throws {
        func layerTransform(angle: CGFloat) -> CATransform3D {
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(angle, 0, 0, 1)),
                                CATransform3DMakeTranslation(7, 8, 9))
        }
        let set = try #require(layerTransform(angle: 0.5).setting(subKey: "rotation.z", to: 1.1))
        #expect(near(set, layerTransform(angle: 1.1)))
        #expect(near(try #require(CATransform3DIdentity.setting(subKey: "rotation", to: 3)), CATransform3DMakeRotation(3, 0, 0, 1)))
        // x then y then z: setting x on a z rotation puts the x turn first.
        let both = try #require(CATransform3DMakeRotation(0.5, 0, 0, 1).setting(subKey: "rotation.x", to: 0.4))
        #expect(near(both, CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 0, 0), CATransform3DMakeRotation(0.5, 0, 0, 1))))
        #expect(near(number(both.value(forSubKey: "rotation.x"))!, 0.4))
        #expect(near(number(both.value(forSubKey: "rotation.z"))!, 0.5))
        let y = try #require(CATransform3DIdentity.setting(subKey: "rotation.y", to: -0.8))
        #expect(near(y, CATransform3DMakeRotation(-0.8, 0, 1, 0)))
    }

    @Test func rotationReadsThroughGimbalLock() throws {
        // With y a quarter turn, x and z turn about the same line: their sum reads as z.
        let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(0.3, 0, 0, 1))
        #expect(near(number(t.value(forSubKey: "rotation.x"))!, 0))
        #expect(near(number(t.value(forSubKey: "rotation.y"))!, .pi / 2))
        #expect(near(number(t.value(forSubKey: "rotation.z"))!, 0.3, 1e-9))
        #expect(near(try #require(t.setting(subKey: "rotation.y", to: .pi / 2)), t, 1e-9))
    }

    @Test func writingScaleAndTranslation() throws {
        let turned = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(near(try #require(turned.setting(subKey: "scale", to: 2)),
                     CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), turned)))
        let wide = try #require(turned.setting(subKey: "scale.x", to: 5))
        #expect(near(wide, CATransform3DConcat(CATransform3DMakeScale(5, 1, 1), turned)))
        #expect(near(number(wide.value(forSubKey: "scale.x"))!, 5))
        #expect(near(try #require(turned.setting(subKey: "scale.z", to: 3)),
                     CATransform3DConcat(CATransform3DMakeScale(1, 1, 3), turned)))

        let moved = try #require(turned.setting(subKey: "translation.x", to: 40))
        #expect(near(moved, CATransform3DConcat(turned, CATransform3DMakeTranslation(40, 0, 0))))
        let deeper = try #require(moved.setting(subKey: "translation.z", to: -3))
        #expect(near(deeper, CATransform3DConcat(turned, CATransform3DMakeTranslation(40, 0, -3))))
        let both = try #require(turned.setting(subKey: "translation", to: CGSize(width: 1, height: 2)))
        #expect(near(both, CATransform3DConcat(turned, CATransform3DMakeTranslation(1, 2, 0))))
        #expect(turned.setting(subKey: "translation", to: 1) == nil)
        #expect(turned.setting(subKey: "scale", to: CGSize(width: 1, height: 2)) == nil)
    }

    @Test func writingKeepsPerspective() throws {
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 1, 0), perspective)
        let set = try #require(t.setting(subKey: "translation.x", to: 10))
        #expect(near(set, CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 1, 0),
                                                                  CATransform3DMakeTranslation(10, 0, 0)), perspective)))
    }

    @Test func collapsedTransformsReadAndGrowBack() throws {
        // A layer scaled to zero has no decomposition, but reads as scale 0 and can be scaled back up.
        let collapsed = CATransform3DConcat(CATransform3DMakeScale(0, 0, 0), CATransform3DMakeTranslation(5, 6, 0))
        #expect(number(collapsed.value(forSubKey: "scale")) == 0)
        #expect(collapsed.value(forSubKey: "translation") as? CGSize == CGSize(width: 5, height: 6))
        #expect(number(collapsed.value(forSubKey: "rotation.z")) == 0)
        #expect(try #require(collapsed.setting(subKey: "scale", to: 1)) == CATransform3DMakeTranslation(5, 6, 0))
    }
}

/// A small seeded generator, so random cases are the same on every run and on every platform.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
