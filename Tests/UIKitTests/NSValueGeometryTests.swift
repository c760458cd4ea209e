import Testing
@testable import UIKit
import UIKitTesting

@Suite @MainActor struct NSValueGeometryTests {
    @Test func boxesRoundTrip() {
        let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.5, 0, 0, 1)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: rect(1, 2, 3, 4)).cgRectValue == rect(1, 2, 3, 4))
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
    }

    @Test func readingAnotherKindGivesZeroOrIdentity() {
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point.caTransform3DValue == CATransform3DIdentity)
        #expect(point.cgRectValue == .zero)
        #expect(NSValue(cgRect: rect(1, 2, 3, 4)).cgPointValue == .zero)
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).cgAffineTransformValue == .identity)
        #expect(NSNumber(value: 3).uiEdgeInsetsValue == .zero)
    }

    @Test func layersTakeBoxedValuesByKey() {
        let layer = CALayer()
        layer.setValue(NSValue(cgPoint: CGPoint(x: 30, y: 40)), forKey: "position")
        layer.setValue(NSValue(cgRect: rect(0, 0, 20, 10)), forKey: "bounds")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        layer.setValue(NSValue(cgSize: CGSize(width: 0, height: 3)), forKey: "shadowOffset")
        #expect(layer.position == CGPoint(x: 30, y: 40))
        #expect(layer.bounds == rect(0, 0, 20, 10))
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 1))
        #expect(layer.shadowOffset == CGSize(width: 0, height: 3))
        layer.setValue(NSValue(cgPoint: CGPoint(x: 1, y: 2)), forKeyPath: "bounds.origin")
        #expect(layer.bounds == rect(1, 2, 20, 10))
    }
}
