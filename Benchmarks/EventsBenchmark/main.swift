// The event system: (1) a hit test in a 10,000-view tree (100 rows of 100 cells); (2) the time from a touch
// event entering `UIApplication.sendEvent` to a tap recognizer's action, with 10 recognizers on the path;
// (3) a tap on a button inside 10 nested scroll views, and a hit test through them beside one through 10 plain
// nested views.
// Usage: EventsBenchmark [--json FILE]
import Foundation
import UIKit

var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--json" { jsonPath = arguments.next() } else {
        print("usage: EventsBenchmark [--json FILE]")
        exit(2)
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e3 }
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

// A screen and a window of their own, as a test would have.
let screen = UIScreen.makeVirtual(size: CGSize(width: 400, height: 400), scale: 1)
UIScreen.connect(screen)
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
window.screen = screen
window.isHidden = false

// (1) 100 rows of 100 cells of 4 × 4 points.
let grid = UIView(frame: window.bounds)
window.addSubview(grid)
for row in 0..<100 {
    let rowView = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 4, width: 400, height: 4))
    grid.addSubview(rowView)
    for column in 0..<100 {
        rowView.addSubview(UIView(frame: CGRect(x: CGFloat(column) * 4, y: 0, width: 4, height: 4)))
    }
}
var points: [CGPoint] = []
var seed: UInt64 = 7
for _ in 0..<1_000 {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    points.append(CGPoint(x: CGFloat(seed >> 40 & 0xFFFF) / 65_536 * 400, y: CGFloat(seed >> 20 & 0xFFFF) / 65_536 * 400))
}
var hits = 0
for point in points where window.hitTest(point, with: nil) != nil { hits += 1 }
let hitRounds = 51
let hitSamples = (0..<hitRounds).map { _ -> Double in
    let start = now()
    for point in points where window.hitTest(point, with: nil) != nil { hits += 1 }
    return (now() - start) / Double(points.count)
}
// The worst point: the first cell, found last in front-to-back order.
let worst = median((0..<hitRounds).map { _ -> Double in
    let start = now()
    for _ in 0..<100 { _ = window.hitTest(CGPoint(x: 1, y: 1), with: nil) }
    return (now() - start) / 100
})
grid.removeFromSuperview()

// A balanced tree of the same size: four levels of ten children (11,110 views).
@MainActor func fill(_ view: UIView, depth: Int) {
    guard depth < 4 else { return }
    let side = view.bounds.width / 10
    for index in 0..<10 {
        let child = UIView(frame: CGRect(x: CGFloat(index) * side, y: 0, width: side, height: view.bounds.height))
        view.addSubview(child)
        fill(child, depth: depth + 1)
    }
}
let tree = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
window.addSubview(tree)
fill(tree, depth: 0)
let balanced = median((0..<hitRounds).map { _ -> Double in
    let start = now()
    for point in points where window.hitTest(point, with: nil) != nil { hits += 1 }
    return (now() - start) / Double(points.count)
})
tree.removeFromSuperview()

// (2) Ten nested views, each with a recognizer that will not recognize a tap (pans, long presses, a
// two-finger tap…), the innermost with the tap whose action is timed.
var parent: UIView = window
for depth in 0..<10 {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 300 - CGFloat(depth) * 20, height: 300 - CGFloat(depth) * 20))
    parent.addSubview(view)
    parent = view
}
/// Notes when an action arrives: a recognizer's or a control's.
final class Target {
    var actionTime = 0.0
    func fire(_ recognizer: UIGestureRecognizer) { actionTime = now() }
    func tapped(_ sender: UIControl) { actionTime = now() }
}
let target = Target()
var views: [UIView] = []
var current: UIView? = parent
while let view = current, view !== window {
    views.append(view)
    current = view.superview
}
for (index, view) in views.enumerated() {
    if index == 0 {
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.fire))
    } else {
        let recognizer: UIGestureRecognizer
        switch index % 3 {
        case 0: recognizer = UIPanGestureRecognizer()
        case 1: recognizer = UILongPressGestureRecognizer()
        default:
            let twoFinger = UITapGestureRecognizer()
            twoFinger.numberOfTouchesRequired = 2
            recognizer = twoFinger
        }
        view.addGestureRecognizer(recognizer)
    }
}
EventClock.shared.beginVirtualTime()
let dispatcher = EventDispatcher.shared
let tapPoint = CGPoint(x: 120, y: 120)
/// The median time from the touch-up of a 50 ms tap at `tapPoint` to `target`'s action, in µs.
@MainActor func tapTime() -> Double {
    var samples: [Double] = []
    for round in 0..<2_000 {
        dispatcher.sendTouches([TouchInput(finger: 1, phase: .began, location: tapPoint)], on: screen)
        EventClock.shared.advance(by: 0.05)
        let start = now()
        dispatcher.sendTouches([TouchInput(finger: 1, phase: .ended, location: tapPoint)], on: screen)
        if round >= 100 { samples.append(target.actionTime - start) }
        // Far apart in time, so taps are not counted as repeats.
        EventClock.shared.advance(by: 1)
    }
    return median(samples)
}
let hitTest = median(hitSamples), touchToAction = tapTime()
// The baseline for (3): the hit test through the ten plain nested views.
let plainNestedHitTest = median((0..<hitRounds).map { _ -> Double in
    let start = now()
    for _ in 0..<1_000 where window.hitTest(tapPoint, with: nil) === parent { hits += 1 }
    return (now() - start) / 1_000
})
views.last?.removeFromSuperview()

// (3) A button in the innermost of 10 nested scroll views, each with its pan and its content-touch delay: from
// the touch-up of a 50 ms tap to the button's `.touchUpInside` (the touch-down reaches the button only then,
// released by the 10 delays), and the hit test of the same point.
var outer: UIView = window
for depth in 0..<10 {
    let side = 300 - CGFloat(depth) * 20
    let scroll = UIScrollView(frame: CGRect(x: 10, y: 10, width: side, height: side))
    scroll.contentSize = CGSize(width: side, height: 2 * side)
    outer.addSubview(scroll)
    outer = scroll
}
let button = UIButton(type: .custom)
button.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
button.addTarget(target, action: Target.tapped, for: .touchUpInside)
outer.addSubview(button)
let nestedTap = tapTime()
let nestedHitTest = median((0..<hitRounds).map { _ -> Double in
    let start = now()
    for _ in 0..<1_000 where window.hitTest(tapPoint, with: nil) === button { hits += 1 }
    return (now() - start) / 1_000
})
// The same button straight in the window, for comparison.
button.frame.origin = CGPoint(x: 100, y: 100)
window.addSubview(button)
let plainTap = tapTime()

func f(_ v: Double) -> String { String(format: "%7.2f", v) }
print("Events benchmark")
print("  (1) hit test, 10,000-view tree   \(f(hitTest)) µs median over 1,000 points, 100 rows of 100 cells  (target ≤ 20 µs)")
print("      the point found last         \(f(worst)) µs")
print("      a balanced tree (10⁴ leaves) \(f(balanced)) µs")
print("  (2) touch event to tap action    \(f(touchToAction)) µs median, 10 recognizers on the path  (target ≤ 50 µs)")
print("  (3) 10 nested scroll views: touch-up to a button's action \(f(nestedTap)) µs median  (target ≤ 50 µs; "
      + "\(f(plainTap)) µs without the scroll views), hit test \(f(nestedHitTest)) µs  (target ≤ 20 µs; "
      + "\(f(plainNestedHitTest)) µs through 10 plain nested views)")
if let jsonPath {
    let json = """
    {"hit_test_us": \(hitTest), "hit_test_worst_us": \(worst), "hit_test_balanced_us": \(balanced), "touch_to_action_us": \(touchToAction), "nested_scroll_tap_us": \(nestedTap), "plain_button_tap_us": \(plainTap), "nested_scroll_hit_test_us": \(nestedHitTest), "nested_plain_hit_test_us": \(plainNestedHitTest)}
    """
    try? json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
}
