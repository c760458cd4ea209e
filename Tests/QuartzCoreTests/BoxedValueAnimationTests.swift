import Foundation
import Testing
@testable import QuartzCore

/// Values boxed in `NSValue`, as Objective-C-era code hands them to animations.
@Suite struct BoxedValueAnimationTests {
    @Test func basicAnimationsInterpolateBoxedGeometry() {
        let layer = CALayer()
        _ = animated("position", {
            $0.fromValue = NSValue(point: .zero)
            $0.toValue = NSValue(point: CGPoint(x: 100, y: 50))
        }, layer: layer)
        _ = animated("transform", {
            $0.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            $0.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        }, layer: layer)
        // Half-way through (linear timing): half of each change.
        let halfway = layer.presentationValues(at: 100.5)
        #expect(halfway.position == CGPoint(x: 50, y: 25))
        #expect(halfway.transform.m11 == 2 && halfway.transform.m22 == 2)
    }

    @Test func keyframeAnimationsStepThroughBoxedRectangles() {
        let layer = CALayer()
        let keyframes = CAKeyframeAnimation(keyPath: "bounds")
        keyframes.values = [NSValue(rect: .zero), NSValue(rect: CGRect(x: 0, y: 0, width: 40, height: 20))]
        keyframes.beginTime = 100
        keyframes.duration = 1
        layer.add(keyframes, forKey: "grow")
        #expect(layer.presentationValues(at: 100.25).bounds == CGRect(x: 0, y: 0, width: 10, height: 5))
    }
}
