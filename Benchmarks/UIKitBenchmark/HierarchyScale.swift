import Foundation
import UIKit
import UIKitTesting

/// Seconds to add `count` sibling views to one parent in a window and then remove each with
/// `removeFromSuperview()`, first to last, with a frame pass between.
@MainActor
func siblingsAddedAndRemoved(_ count: Int) -> (add: Double, remove: Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.isHidden = false
    let parent = UIView(frame: window.bounds)
    window.addSubview(parent)
    let views = (0..<count).map { i in UIView(frame: CGRect(x: CGFloat(i % 100), y: 0, width: 1, height: 1)) }
    let added = fastest(1) { for view in views { parent.addSubview(view) } }
    check(parent.subviews.count == count && parent.layer.sublayers?.count == count, "the siblings were not all added")
    FramePass.runOnce()
    let removed = fastest(1) { for view in views { view.removeFromSuperview() } }
    check(parent.subviews.isEmpty && parent.layer.sublayers?.isEmpty != false, "the siblings were not all removed")
    FramePass.runOnce()
    window.isHidden = true
    return (added, removed)
}

/// Seconds to build a chain of `depth` nested views in a window, each the only subview of the one above, then
/// to lay it out and commit it, to hit-test its deepest view and to release it.
@MainActor
func deepChain(_ depth: Int) -> (build: Double, pass: Double, hitTest: Double, release: Double) {
    var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window!.isHidden = false
    var leaf: UIView = window!
    let build = fastest(1) {
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(view)
            leaf = view
        }
    }
    leaf.backgroundColor = .red
    let pass = fastest(1) { FramePass.runOnce() }
    var hit: UIView?
    let hitTest = fastest(1) { hit = window!.hitTest(CGPoint(x: 50, y: 50), with: nil) }
    check(hit === leaf, "the hit test did not reach the deepest view")
    leaf = UIView()
    let release = fastest(1) {
        window!.isHidden = true
        window = nil
        FramePass.runOnce()
    }
    return (build, pass, hitTest, release)
}
