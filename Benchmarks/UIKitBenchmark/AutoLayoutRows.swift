// A column of rows in a root view: each row's leading, trailing and height, and its top at the bottom of the
// row above (the first at the root's top); 4 constraints a row. Auto Layout through UIKit's API lays it out,
// beside the LayoutEngine solver alone on the same system, and one constraint's constant is edited in it.
import Foundation
import LayoutEngine
import UIKit

let rowHeight: CGFloat = 20, columnWidth: CGFloat = 390

/// Seconds of the main thread's CPU time to make, activate and lay out the constraints of `n` rows through
/// UIKit's API (the views are made and added beforehand, each run in a new window).
@MainActor func autoLayoutRows(_ n: Int) -> Double {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: columnWidth, height: 844))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let rows = (0..<n).map { _ in UIView() }
    for row in rows {
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
    }
    let start = threadCPUTime()
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4 * n)
    var above = root.topAnchor
    for row in rows {
        constraints.append(row.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        constraints.append(row.trailingAnchor.constraint(equalTo: root.trailingAnchor))
        constraints.append(row.heightAnchor.constraint(equalToConstant: rowHeight))
        constraints.append(row.topAnchor.constraint(equalTo: above))
        above = row.bottomAnchor
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    let elapsed = threadCPUTime() - start
    check(rows.last!.frame == CGRect(x: 0, y: CGFloat(n - 1) * rowHeight, width: columnWidth, height: rowHeight),
          "Auto Layout placed the last row at \(rows.last!.frame)")
    return elapsed
}

/// Seconds of CPU time for the solver alone to build and solve the same system: the root held at its frame,
/// then four unknowns and four constraints a row, every unknown read back.
@MainActor func solverRows(_ n: Int) -> Double {
    let start = threadCPUTime()
    let solver = Solver()
    let rootWidth = Variable()
    var constraints = [Variable(), Variable(), rootWidth, Variable()].enumerated().map { index, variable in
        Constraint(LinearExpression(variable), .equal, LinearExpression(constant: [0, 0, Double(columnWidth), 844][index]))
    }
    var rows: [[Variable]] = []
    rows.reserveCapacity(n)
    var above = LinearExpression(constant: 0)
    for _ in 0..<n {
        let minX = Variable(), minY = Variable(), width = Variable(), height = Variable()
        constraints.append(Constraint(LinearExpression(minX), .equal, LinearExpression(constant: 0)))
        constraints.append(Constraint(minX + width, .equal, LinearExpression(rootWidth)))
        constraints.append(Constraint(LinearExpression(height), .equal, LinearExpression(constant: Double(rowHeight))))
        constraints.append(Constraint(LinearExpression(minY), .equal, above))
        above = minY + height
        rows.append([minX, minY, width, height])
    }
    try! solver.addConstraints(constraints)
    var frames: [CGRect] = []
    frames.reserveCapacity(n)
    for row in rows {
        frames.append(CGRect(x: solver.value(of: row[0]), y: solver.value(of: row[1]),
                             width: solver.value(of: row[2]), height: solver.value(of: row[3])))
    }
    let elapsed = threadCPUTime() - start
    check(frames.last == CGRect(x: 0, y: CGFloat(n - 1) * rowHeight, width: columnWidth, height: rowHeight),
          "the solver placed the last row at \(frames.last!)")
    return elapsed
}

/// The median CPU time of `runs` of each, interleaved so that the machine's load changing skews neither
/// (thread CPU time leaves out the time other processes take the core, not the caches they share).
@MainActor func rows(_ n: Int, runs: Int) -> (autoLayout: Double, solver: Double) {
    var autoLayout: [Double] = [], solver: [Double] = []
    for _ in 0..<runs {
        autoLayout.append(autoLayoutRows(n))
        solver.append(solverRows(n))
    }
    return (median(autoLayout), median(solver))
}
/// Microseconds (median of 300) to change the constant of one constraint in a column of `n` rows and lay the
/// window out again, as animating a constraint does every frame: the last row's height, which moves that row
/// alone.
@MainActor func constantEdit(_ n: Int) -> Double {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: columnWidth, height: 844))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    var above = root.topAnchor
    var height: NSLayoutConstraint?
    for _ in 0..<n {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        height = row.heightAnchor.constraint(equalToConstant: rowHeight)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     height!, row.topAnchor.constraint(equalTo: above)])
        above = row.bottomAnchor
    }
    window.layoutIfNeeded()
    let times = (0..<300).map { step in
        let start = now()
        height!.constant = rowHeight + CGFloat(step % 7)
        window.layoutIfNeeded()
        return now() - start
    }
    check(root.subviews.last!.frame.height == rowHeight + CGFloat(299 % 7), "the edited row has the wrong height")
    return median(times) * 1e6
}
