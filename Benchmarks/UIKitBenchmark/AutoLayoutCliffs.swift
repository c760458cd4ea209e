// The paths of issue 22's "Auto Layout cliffs" that real apps take: a stack view sharing its length equally,
// conflicting constraints deactivated, views with cyclic constraints removed, and a constant edited in a chain
// whose total cannot hold. Each function builds its case in a new window and returns what it timed, in seconds.
import Foundation
import UIKit

/// A view with a fixed intrinsic size, as a one-line label has, without measuring text.
final class SizedView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 20) }
}

/// Seconds to lay out a vertical `.fillEqually` stack of `n` views pinned to a window's edges — its constraints
/// made, activated and solved, and its views placed (the stack and its arranged views are made beforehand) —
/// and the bytes that layout keeps per arranged view.
@MainActor func stackFillEqually(_ n: Int) -> (seconds: Double, bytesPerView: Double) {
    let height = CGFloat(n) * 10
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height))
    let views = (0..<n).map { _ in SizedView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    let bytes = allocatedBytes()
    let start = now()
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
        stack.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    window.layoutIfNeeded()
    let elapsed = now() - start
    let kept = Double(allocatedBytes() - bytes) / Double(n)
    check(views.last!.frame == CGRect(x: 0, y: height - 10, width: 390, height: 10),
          "the stack placed its last view at \(views.last!.frame)")
    return (elapsed, kept)
}

/// A new view in `root`, laid out by constraints.
@MainActor func constrainedChild(of root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
}

/// A window of `width` points with a root view filling it.
@MainActor func rootInWindow(width: CGFloat = 1000) -> (window: UIWindow, root: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    return (window, root)
}

/// Seconds to deactivate `n` required constraints that conflict with one another (each a different width for
/// one view, all but the first broken, each logged when activated) and lay out again.
@MainActor func conflictsDeactivate(_ n: Int) -> Double {
    let (window, root) = rootInWindow()
    let view = constrainedChild(of: root)
    NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 view.topAnchor.constraint(equalTo: root.topAnchor),
                                 view.heightAnchor.constraint(equalToConstant: 10)])
    let widths = (0..<n).map { view.widthAnchor.constraint(equalToConstant: CGFloat(10 + $0)) }
    let logs = UIKitLogObservers.capture {
        NSLayoutConstraint.activate(widths)
        window.layoutIfNeeded()
    }
    check(logs.count >= n - 1 && view.frame.width == 10, "the conflicts were not resolved as expected")
    let start = now()
    NSLayoutConstraint.deactivate(widths)
    window.layoutIfNeeded()
    let elapsed = now() - start
    check(view.constraints.count == 1 && root.constraints.count == 2, "the widths are still installed")
    return elapsed
}

/// Seconds to remove `n` views whose constraints form cycles (a row of views, each as wide as the next and the
/// last as wide as the first, so one width equality is redundant) and lay out again.
@MainActor func cyclicRemoval(_ n: Int) -> Double {
    let (window, root) = rootInWindow()
    let views = (0..<n).map { _ in constrainedChild(of: root) }
    var constraints: [NSLayoutConstraint] = []
    var previous = root.leadingAnchor
    for (index, view) in views.enumerated() {
        constraints.append(view.leadingAnchor.constraint(equalTo: previous))
        constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        constraints.append(view.widthAnchor.constraint(equalTo: views[(index + 1) % n].widthAnchor))
        previous = view.trailingAnchor
    }
    constraints.append(views[0].widthAnchor.constraint(equalToConstant: 0.1))
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    check(abs(views[n - 1].frame.minX - CGFloat(n - 1) * 0.1) < 0.5, "the row was laid out wrong")
    let start = now()
    for view in views { view.removeFromSuperview() }
    window.layoutIfNeeded()
    let elapsed = now() - start
    check(root.subviews.isEmpty && root.constraints.isEmpty, "views or constraints are left")
    return elapsed
}

/// Seconds (median of `edits`) for one edit of the first view's width in a chain of `n` views 10 points wide
/// whose ends are pinned to a root 1,000 points wide (so the total cannot hold and one constraint is broken),
/// laid out again: every later view moves.
@MainActor func impossibleChainEdit(_ n: Int, edits: Int = 20) -> Double {
    let (window, root) = rootInWindow()
    var previous = root.leadingAnchor
    var first: NSLayoutConstraint?
    var constraints: [NSLayoutConstraint] = []
    let views = (0..<n).map { _ in constrainedChild(of: root) }
    for view in views {
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        first = first ?? width
        constraints += [view.leadingAnchor.constraint(equalTo: previous), width,
                        view.topAnchor.constraint(equalTo: root.topAnchor),
                        view.heightAnchor.constraint(equalToConstant: 10)]
        previous = view.trailingAnchor
    }
    constraints.append(previous.constraint(equalTo: root.trailingAnchor))
    var times: [Double] = []
    let logs = UIKitLogObservers.capture {
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        times = (0..<edits).map { step in
            let start = now()
            first!.constant = 10 + CGFloat(step % 5 + 1)
            window.layoutIfNeeded()
            return now() - start
        }
    }
    let expected = 10 + CGFloat((edits - 1) % 5 + 1) + CGFloat(n - 2) * 10
    check(!logs.isEmpty && views.last!.frame.minX == expected,
          "the chain was not laid out as expected: the last view at \(views.last!.frame.minX), not \(expected)")
    return median(times)
}
