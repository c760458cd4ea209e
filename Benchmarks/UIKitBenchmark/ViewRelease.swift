import Foundation
import UIKit

/// Nanoseconds a view to release `count` plain views that have no subviews, dropped together from an array on the
/// main actor, and to release a tree of `count` views (containers of 99 leaves each) by dropping its root: what a
/// view's `deinit` costs where views are released. The fastest of `runs`.
@MainActor
func viewRelease(_ count: Int, runs: Int = 5) -> (leaves: Double, tree: Double) {
    var leafTimes: [Double] = []
    var treeTimes: [Double] = []
    for _ in 0..<runs {
        var views: [UIView] = (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let start = now()
        views = []
        leafTimes.append(now() - start)
        check(views.isEmpty, "the views were not dropped")

        var root: UIView? = UIView()
        for _ in 0..<count / 100 {
            let container = UIView()
            for _ in 0..<99 { container.addSubview(UIView()) }
            root!.addSubview(container)
        }
        weak var probe = root!.subviews.last?.subviews.last
        let treeStart = now()
        root = nil
        treeTimes.append(now() - treeStart)
        check(probe == nil, "the tree was not released at once")
    }
    return (leafTimes.min()! / Double(count) * 1e9, treeTimes.min()! / Double(count) * 1e9)
}
