import Foundation
import UIKit

/// Views the benchmark drops, kept in an object so that the release happens where it says, not wherever the
/// optimizer ends an unused local.
private final class Held {
    var views: [UIView] = []
}

/// Nanoseconds a view to release `count` plain views that have no subviews, dropped together from an array on the
/// main actor, and to release a tree of `count` views (containers of 99 leaves each) by dropping its root: what a
/// view's `deinit` costs where views are released. The fastest of `runs`.
@MainActor
func viewRelease(_ count: Int, runs: Int = 5) -> (leaves: Double, tree: Double) {
    let held = Held()
    var leafTimes: [Double] = []
    var treeTimes: [Double] = []
    for _ in 0..<runs {
        held.views = (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        weak let leaf = held.views.last
        let start = now()
        held.views = []
        leafTimes.append(now() - start)
        check(leaf == nil, "the views were not released")

        held.views = [tree(of: count)]
        weak let treeLeaf = held.views[0].subviews.last?.subviews.last
        let treeStart = now()
        held.views = []
        treeTimes.append(now() - treeStart)
        check(treeLeaf == nil, "the tree was not released at once")
    }
    return (leafTimes.min()! / Double(count) * 1e9, treeTimes.min()! / Double(count) * 1e9)
}

/// A root view over `count / 100` containers of 99 leaves each.
@MainActor
private func tree(of count: Int) -> UIView {
    let root = UIView()
    for _ in 0..<count / 100 {
        let container = UIView()
        for _ in 0..<99 { container.addSubview(UIView()) }
        root.addSubview(container)
    }
    return root
}
