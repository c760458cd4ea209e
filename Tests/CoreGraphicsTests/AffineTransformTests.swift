import Testing
@testable import CoreGraphics

private func near(_ t: CGAffineTransform, _ u: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    near(t.a, u.a, tolerance) && near(t.b, u.b, tolerance) && near(t.c, u.c, tolerance)
        && near(t.d, u.d, tolerance) && near(t.tx, u.tx, tolerance) && near(t.ty, u.ty, tolerance)
}

struct AffineTransformTests {
    // MARK: Initializers

    @Test func identityInitializers() {
        let t = CGAffineTransform()
        #expect((t.a, t.b, t.c, t.d, t.tx, t.ty) == (1, 0, 0, 1, 0, 0))
        #expect(t == .identity)
        #expect(t.isIdentity)
    }

    @Test func entryInitializers() {
        let named = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect((named.a, named.b, named.c, named.d, named.tx, named.ty) == (1, 2, 3, 4, 5, 6))
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == named)
        // x' = a·x + c·y + tx = 1 + 3 + 5, y' = b·x + d·y + ty = 2 + 4 + 6 for (1, 1).
        #expect(CGPoint(x: 1, y: 1).applying(named) == CGPoint(x: 9, y: 12))
    }

    @Test func translationInitializer() {
        let t = CGAffineTransform(translationX: 10, y: -20)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -18))
    }

    @Test func scaleInitializer() {
        let t = CGAffineTransform(scaleX: 2, y: -3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 2, y: -6))
    }

    @Test func rotationInitializer() {
        // A quarter turn: a = cos = 0, b = sin = 1, c = −sin = −1, d = cos = 0; counter-clockwise in a y-up
        // space, so the x axis goes to the y axis.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(near(CGPoint(x: 1, y: 0).applying(t), 0, 1))
        #expect(near(CGPoint(x: 0, y: 1).applying(t), -1, 0))
        // 30°: (1, 0) goes to (cos 30°, sin 30°) = (√3/2, 1/2).
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 6))
        #expect(near(turned, 3.0.squareRoot() / 2, 0.5))
    }

    // MARK: Identity

    @Test func isIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: -1).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
    }

    // MARK: Concatenation

    @Test func concatenatingAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        // Translate then scale: (1, 1) → (11, 1) → (22, 2).
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        // Same as applying one after the other.
        let rotate = CGAffineTransform(rotationAngle: 0.3)
        let q = p.applying(rotate).applying(translate)
        let r = p.applying(rotate.concatenating(translate))
        #expect(near(q, r.x, r.y))
    }

    @Test func concatenatingEntries() {
        // [1 2; 3 4] then [5 6; 7 8] as row-vector matrices: [1·5+2·7, 1·6+2·8; 3·5+4·7, 3·6+4·8] = [19 22; 43 50];
        // translation (5, 6)·[5 6; 7 8] + (9, 10) = (25+42+9, 30+48+10) = (76, 88).
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 5, b: 6, c: 7, d: 8, tx: 9, ty: 10)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 19, b: 22, c: 43, d: 50, tx: 76, ty: 88))
        #expect(t1.concatenating(.identity) == t1)
        #expect(CGAffineTransform.identity.concatenating(t1) == t1)
    }

    // MARK: Inversion

    @Test func inverted() {
        // x' = 2x + 10, y' = 4y + 20, so x = x'/2 − 5, y = y'/4 − 5.
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
        let inverse = t.inverted()
        #expect(near(inverse, CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5)))
        #expect(near(CGPoint(x: 12, y: 24).applying(inverse), 1, 1))
        // A general matrix: t then its inverse is the identity, both ways round.
        let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(near(general.concatenating(general.inverted()), .identity))
        #expect(near(general.inverted().concatenating(general), .identity))
    }

    @Test func invertedNonInvertibleReturnsReceiver() {
        // Determinant a·d − b·c = 0: Apple returns the transform unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
    }

    // MARK: Modifiers: the new operation happens first, then the receiver

    @Test func translatedBy() {
        let scaled = CGAffineTransform(scaleX: 2, y: 2)
        // Translation first: (1, 0) → (11, 0) → (22, 0); not (1, 0) → (2, 0) → (12, 0).
        #expect(CGPoint(x: 1, y: 0).applying(scaled.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 0))
        #expect(scaled.translatedBy(x: 10, y: 0) == CGAffineTransform(translationX: 10, y: 0).concatenating(scaled))
    }

    @Test func scaledBy() {
        let translated = CGAffineTransform(translationX: 10, y: 0)
        // Scale first: (1, 1) → (2, 3) → (12, 3).
        #expect(CGPoint(x: 1, y: 1).applying(translated.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 3))
        #expect(translated.scaledBy(x: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    @Test func rotatedBy() {
        let translated = CGAffineTransform(translationX: 10, y: 0)
        // Rotate first: (1, 0) → (0, 1) → (10, 1).
        #expect(near(CGPoint(x: 1, y: 0).applying(translated.rotated(by: .pi / 2)), 10, 1))
        // The other order would give (11, 0) → (0, 11).
        #expect(near(CGPoint(x: 1, y: 0).applying(translated.concatenating(CGAffineTransform(rotationAngle: .pi / 2))),
                     0, 11))
    }

    @Test func chainedModifiers() {
        // identity.translatedBy(10, 20).scaledBy(2, 2): scale first, then translate: (1, 1) → (2, 2) → (12, 22).
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 22))
    }

    // MARK: Applying to geometry

    @Test func applyingToPoint() {
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
        let t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 6)
        // (3, 4) → (0·3 − 1·4 + 5, 1·3 + 0·4 + 6) = (1, 9).
        #expect(CGPoint(x: 3, y: 4).applying(t) == CGPoint(x: 1, y: 9))
    }

    @Test func applyingToSizeIgnoresTranslation() {
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 100, y: 100))
            == CGSize(width: 2, height: 3))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: -1))
            == CGSize(width: 4, height: -3))
        // A quarter turn: width' = a·w + c·h = −3, height' = b·w + d·h = 2 (negative sizes are kept).
        let size = CGSize(width: 2, height: 3).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(near(size.width, -3) && near(size.height, 2))
    }

    @Test func applyingToRect() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(.identity) == rect)
        #expect(rect.applying(CGAffineTransform(translationX: 10, y: 20)) == CGRect(x: 11, y: 22, width: 3, height: 4))
        // Scaling by −1 in x mirrors [1, 4] to [−4, −1]: the result is standardized.
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -4, y: 4, width: 3, height: 8))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func applyingToRotatedRectGivesBoundingBox() {
        // (0, 0, 10, 20) turned 45°: corners (0, 0), (10, 0) → (5√2, 5√2), (0, 20) → (−10√2, 10√2),
        // (10, 20) → (−5√2, 15√2). The box spans x ∈ [−10√2, 5√2], y ∈ [0, 15√2].
        let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let root2 = 2.0.squareRoot()
        #expect(near(box.minX, -10 * root2) && near(box.maxX, 5 * root2))
        #expect(near(box.minY, 0) && near(box.maxY, 15 * root2))
        #expect(near(box.width, 15 * root2) && near(box.height, 15 * root2))
    }

    // MARK: CGVector

    @Test func vectorInitializers() {
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
        #expect(CGVector.zero == CGVector())
        let fromCGFloat = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(fromCGFloat.dx == 1.5 && fromCGFloat.dy == -2)
        let fromDouble = CGVector(dx: Double(1.5), dy: Double(-2))
        #expect(fromDouble == fromCGFloat)
        let fromInt = CGVector(dx: Int(3), dy: Int(-4))
        #expect(fromInt.dx == 3 && fromInt.dy == -4)
        var v = CGVector(dx: 1, dy: 2)
        v.dx = 7
        #expect(v == CGVector(dx: 7, dy: 2))
        #expect(v != CGVector(dx: 7, dy: 3))
    }
}
