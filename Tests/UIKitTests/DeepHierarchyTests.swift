import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// How deep and wide the hierarchies of these tests are: 100,000 with `VELLUM_LONG_TESTS` set, a fifth of that
/// otherwise, which still overflows a thread's stack many times over where a walk recurses without room.
private let scaleTestSize = ProcessInfo.processInfo.environment["VELLUM_LONG_TESTS"] == nil ? 20_000 : 100_000

/// A view counting its layouts and tint changes.
private final class CountingView: UIView {
    var layouts = 0, tintChanges = 0
    override func layoutSubviews() { layouts += 1 }
    override func tintColorDidChange() { tintChanges += 1 }
}

@MainActor @Suite struct DeepHierarchyTests {
    @Test func aChainOfViewsAsDeepAsAnAppCanBuildIsLaidOutShownHitTestedAndReleased() throws {
        let screen = VirtualScreens.connect(size: CGSize(width: 20, height: 20), scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window!.screen = screen
        window!.backgroundColor = .white
        window!.isHidden = false
        var deepest: UIView = window!
        for _ in 0..<scaleTestSize {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            deepest.addSubview(view)
            deepest = view
        }
        let counting = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        counting.backgroundColor = .red
        deepest.addSubview(counting)
        #expect(counting.window === window && counting.tintChanges == 0)

        window!.tintColor = .green
        #expect(counting.tintColor == .green && counting.tintChanges == 1)
        counting.setNeedsLayout()
        FramePass.runOnce()
        #expect(counting.layouts == 1)

        let image = try #require(screen.capturedImage())
        let pixels = Pixels(image)
        #expect(pixels[5, 5] == redPixel && pixels[15, 5] == [255, 255, 255, 255])
        #expect(window!.hitTest(CGPoint(x: 5, y: 5), with: nil) === counting)
        #expect(window!.hitTest(CGPoint(x: 15, y: 5), with: nil) === window)

        weak let weakWindow = window
        weak let weakDeepest = deepest
        deepest = UIView()
        window!.isHidden = true
        window = nil
        FramePass.drain()
        #expect(weakWindow == nil && weakDeepest == nil && counting.superview == nil)
    }

    @Test func manySiblingsComeAndGoAndTheirLayersFollow() {
        let parent = UIView()
        let children = (0..<scaleTestSize).map { _ in UIView() }
        for child in children { parent.addSubview(child) }
        for child in children[..<(scaleTestSize / 2)] { child.removeFromSuperview() }
        let kept = children[(scaleTestSize / 2)...]
        #expect(parent.subviews.elementsEqual(kept, by: ===))
        #expect(parent.layer.sublayers?.elementsEqual(kept.map(\.layer), by: ===) == true)
        parent.insertSubview(children[0], belowSubview: kept.last!)
        #expect(parent.subviews[parent.subviews.count - 2] === children[0])
        #expect(parent.layer.sublayers?[kept.count - 1] === children[0].layer)
        for child in children.reversed() { child.removeFromSuperview() }
        #expect(parent.subviews.isEmpty && parent.layer.sublayers == nil)
    }
}
