import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ViewGeometryTests {
    @Test func frameBoundsAndCenterDescribeOneRectangle() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))

        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))

        // Changing the bounds size keeps the center; the frame grows around it.
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(view.frame == CGRect(x: -20, y: -5, width: 40, height: 10))
        #expect(view.center == .zero)
    }

    @Test func underATransformTheFrameIsTheBoundingBoxAndBoundsKeepTheirSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated a quarter turn about the centre (50, 25): 50 wide and 100 tall.
        let f = view.frame
        #expect(abs(f.minX - 25) < 1e-9 && abs(f.minY + 25) < 1e-9)
        #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))

        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func notFiniteGeometryIsRefusedAndTheOldGeometryKept() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        view.center = CGPoint(x: 0, y: -CGFloat.infinity)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let fresh = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        #expect(fresh.frame == .zero)
    }

    @Test func aBoundsOriginShiftsTheContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 50, y: 50))
        parent.bounds.origin = CGPoint(x: 30, y: 40)
        // The parent shows its content from (30, 40) at its top-left: the child moves up and left.
        #expect(child.frame.origin == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 10))
        // Outside a window, nil means the top of the hierarchy.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 10))
    }

    @Test func pointsAndRectsConvertThroughTransformsBothWays() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(a)
        a.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)   // around a's centre (150, 150)
        // b's origin is (10, 20) in a's bounds; a maps (x, y) to (150 + 2(x − 50), 150 + 2(y − 50)).
        let p = b.convert(CGPoint.zero, to: root)
        #expect(p == CGPoint(x: 70, y: 90))
        #expect(b.convert(CGPoint(x: 70, y: 90), from: root) == .zero)
        let r = b.convert(b.bounds, to: root)
        #expect(r == CGRect(x: 70, y: 90, width: 60, height: 60))
        #expect(root.convert(r, to: b) == b.bounds)
        // Siblings in different branches.
        let c = UIView(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
        root.addSubview(c)
        #expect(b.convert(CGPoint.zero, to: c) == CGPoint(x: -230, y: 90))
    }

    @Test func conversionToNilIsToTheWindowAndWindowsConvertThroughTheScreen() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        first.addSubview(view)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 12))
        #expect(view.convert(CGPoint(x: 11, y: 12), from: nil) == CGPoint(x: 1, y: 2))
        // Another window, at (200, 300) on the same screen.
        #expect(view.convert(CGPoint.zero, to: second) == CGPoint(x: -190, y: -290))
        #expect(second.convert(CGPoint(x: 5, y: 5), to: nil as UIWindow?) == CGPoint(x: 205, y: 305))
        #expect(second.convert(CGPoint(x: 205, y: 305), from: nil as UIWindow?) == CGPoint(x: 5, y: 5))
        #expect(second.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: first)
                == CGRect(x: 200, y: 300, width: 10, height: 10))
    }

    @Test func contentScaleFactorFollowsTheScreenOfTheWindow() {
        let screen = VirtualScreens.connect(size: CGSize(width: 50, height: 50), scale: 3)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        window.screen = screen
        #expect(view.contentScaleFactor == 3)
        #expect(view.layer.contentsScale == 3)
    }
}
