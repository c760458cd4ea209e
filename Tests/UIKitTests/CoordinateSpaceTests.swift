import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Views, screens and scenes as `UICoordinateSpace`s, on a 200 × 100 window placed at (10, 20) of a
/// 300 × 400 screen.
@MainActor @Suite struct CoordinateSpaceTests {
    @Test func aViewConvertsToTheScreensSpaceThroughItsWindow() {
        withScreenWindow(size: CGSize(width: 300, height: 400)) { window, screen in
            window.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
            let view = UIView(frame: CGRect(x: 5, y: 6, width: 50, height: 40))
            window.addSubview(view)
            let space = screen.coordinateSpace
            #expect(space.bounds == CGRect(x: 0, y: 0, width: 300, height: 400))
            #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 16, y: 28))
            #expect(view.convert(CGPoint(x: 16, y: 28), from: space) == CGPoint(x: 1, y: 2))
            #expect(view.convert(view.bounds, to: space) == CGRect(x: 15, y: 26, width: 50, height: 40))
            // A view as a space of another view: the same answer as the `UIView?` form.
            let other = UIView(frame: CGRect(x: 100, y: 50, width: 10, height: 10))
            window.addSubview(other)
            let asSpace: UICoordinateSpace = other
            #expect(view.convert(CGPoint.zero, to: asSpace) == view.convert(CGPoint.zero, to: other))
            #expect(space.convert(CGPoint(x: 15, y: 26), to: view) == .zero)
            // A rotated view converts rectangles to their bounding box.
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let box = view.convert(view.bounds, to: space)
            #expect(abs(box.width - 40) < 1e-9 && abs(box.height - 50) < 1e-9)
        }
    }

    @Test func theFixedSpaceStaysWithTheDeviceHeldPortraitUp() {
        withScreenWindow(size: CGSize(width: 300, height: 400)) { window, screen in
            let fixed = screen.fixedCoordinateSpace
            #expect(fixed.convert(CGPoint(x: 1, y: 2), to: screen.coordinateSpace) == CGPoint(x: 1, y: 2))
            #expect(VirtualScreens.rotate(screen, to: .landscapeLeft, animated: false))
            // Home button on the left: the device's top-left corner is now the interface's top right.
            #expect(screen.bounds.size == CGSize(width: 400, height: 300))
            #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 300, height: 400))
            #expect(fixed.convert(CGPoint.zero, to: screen.coordinateSpace) == CGPoint(x: 400, y: 0))
            #expect(fixed.convert(CGPoint(x: 300, y: 0), to: screen.coordinateSpace) == CGPoint(x: 400, y: 300))
            #expect(fixed.convert(CGPoint(x: 400, y: 0), from: screen.coordinateSpace) == .zero)
            #expect(fixed.convert(CGRect(x: 0, y: 0, width: 300, height: 400), to: screen.coordinateSpace)
                == CGRect(x: 0, y: 0, width: 400, height: 300))
            #expect(VirtualScreens.rotate(screen, to: .landscapeRight, animated: false))
            #expect(fixed.convert(CGPoint.zero, to: screen.coordinateSpace) == CGPoint(x: 0, y: 300))
            #expect(fixed.convert(CGPoint(x: 0, y: 300), from: screen.coordinateSpace) == .zero)
        }
    }

    @Test func aSpaceAnAppDefinesConvertsThroughTheMainScreen() {
        /// A space offset by (100, 100) from the main screen's.
        final class Offset: UICoordinateSpace {
            var bounds: CGRect { CGRect(x: 0, y: 0, width: 10, height: 10) }
            func convert(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
                UIScreen.main.coordinateSpace.convert(CGPoint(x: point.x + 100, y: point.y + 100), to: space)
            }
            func convert(_ point: CGPoint, from space: UICoordinateSpace) -> CGPoint {
                let p = UIScreen.main.coordinateSpace.convert(point, from: space)
                return CGPoint(x: p.x - 100, y: p.y - 100)
            }
            func convert(_ rect: CGRect, to space: UICoordinateSpace) -> CGRect {
                CGRect(origin: convert(rect.origin, to: space), size: rect.size)
            }
            func convert(_ rect: CGRect, from space: UICoordinateSpace) -> CGRect {
                CGRect(origin: convert(rect.origin, from: space), size: rect.size)
            }
        }
        let space = Offset()
        #expect(UIScreen.main.coordinateSpace.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: -99, y: -99))
        #expect(UIScreen.main.coordinateSpace.convert(CGPoint(x: 1, y: 1), from: space) == CGPoint(x: 101, y: 101))
    }
}
