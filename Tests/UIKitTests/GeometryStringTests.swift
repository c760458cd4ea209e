import Testing
import UIKit

@Suite struct GeometryStringTests {
    @Test func stringsInUIKitsForm() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1.5, y: -2)) == "{1.5, -2}")
        #expect(NSStringFromCGSize(CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSStringFromUIOffset(UIOffset(horizontal: 5, vertical: 6)) == "{5, 6}")
        #expect(NSStringFromCGVector(CGVector(dx: 7, dy: 8)) == "{7, 8}")
        // Seventeen significant digits: the double nearest 0.1 prints as itself.
        #expect(NSStringFromCGPoint(CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
    }

    @Test func stringsReadBack() {
        let rect = CGRect(x: 0.1, y: -2.5, width: 1e3, height: 1.0 / 3)
        #expect(CGRectFromString(NSStringFromCGRect(rect)) == rect)
        #expect(CGPointFromString("{3,4}") == CGPoint(x: 3, y: 4))
        #expect(CGSizeFromString("{5, 6}") == CGSize(width: 5, height: 6))
        #expect(CGVectorFromString("{1, -1}") == CGVector(dx: 1, dy: -1))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGAffineTransformFromString(NSStringFromCGAffineTransform(t)) == t)
        #expect(UIEdgeInsetsFromString("{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIOffsetFromString("{9, 8}") == UIOffset(horizontal: 9, vertical: 8))
        // Malformed or short strings give zeros where numbers are missing.
        #expect(CGPointFromString("{7") == CGPoint(x: 7, y: 0))
        #expect(CGRectFromString("nonsense") == .zero)
    }
}
