// A column of rows in a root view: each row's leading, trailing and height, and its top at the bottom of the
// row above (the first at the root's top); 4 constraints a row. Auto Layout through UIKit's API lays it out,
// beside the LayoutEngine solver alone on the same system, and one constraint's constant is edited in it.
import Foundation
import LayoutEngine
import UIKit
import UIKitTesting

let rowHeight: CGFloat = 20, columnWidth: CGFloat = 390

/// Seconds of main-thread CPU time of each step of laying out a column of rows through UIKit.
struct RowsSteps {
    /// Making the constraints with anchors.
    var making = 0.0
    /// `NSLayoutConstraint.activate(_:)`.
    var activating = 0.0
    /// `layoutIfNeeded()`: the engine brought up to date, then the views placed.
    var layingOut = 0.0
    /// Minor page faults the thread took in the three: memory the process had not touched before, or had given
    /// back to the system.
    var pageFaults = 0
    /// The three together.
    var total: Double { making + activating + layingOut }
}

/// The minor page faults the calling thread has taken.
func threadPageFaults() -> Int {
    var usage = rusage()
    // RUSAGE_THREAD (1): Glibc does not export the name to Swift.
    getrusage(__rusage_who_t(1), &usage)
    return usage.ru_minflt
}

/// The main thread's CPU time to make, activate and lay out the constraints of `n` rows through UIKit's API (the
/// views are made and added beforehand, each run in a new window), step by step.
@MainActor func autoLayoutRows(_ n: Int) -> RowsSteps {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: columnWidth, height: 844))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let rows = (0..<n).map { _ in UIView() }
    for row in rows {
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
    }
    let faults = threadPageFaults()
    let start = threadCPUTime()
    let constraints = rowConstraints(rows, in: root)
    let made = threadCPUTime()
    NSLayoutConstraint.activate(constraints)
    let activated = threadCPUTime()
    window.layoutIfNeeded()
    let laidOut = threadCPUTime()
    let pageFaults = threadPageFaults() - faults
    check(rows.last!.frame == CGRect(x: 0, y: CGFloat(n - 1) * rowHeight, width: columnWidth, height: rowHeight),
          "Auto Layout placed the last row at \(rows.last!.frame)")
    return RowsSteps(making: made - start, activating: activated - made, layingOut: laidOut - activated,
                     pageFaults: pageFaults)
}

/// The constraints of a column of `rows` in `root`, made with anchors. Never inlined, so that `scripts/rows-counts.sh`
/// counts exactly this step, whatever the compiler inlines into it.
@inline(never) @MainActor func rowConstraints(_ rows: [UIView], in root: UIView) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4 * rows.count)
    var above = root.topAnchor
    for row in rows {
        constraints.append(row.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        constraints.append(row.trailingAnchor.constraint(equalTo: root.trailingAnchor))
        constraints.append(row.heightAnchor.constraint(equalToConstant: rowHeight))
        constraints.append(row.topAnchor.constraint(equalTo: above))
        above = row.bottomAnchor
    }
    return constraints
}

/// Seconds of CPU time for the solver alone to build and solve the same system (the root held at its frame,
/// then four unknowns and four constraints a row, every unknown read back), and the page faults it took.
@MainActor func solverRows(_ n: Int) -> (seconds: Double, pageFaults: Int) {
    let faults = threadPageFaults()
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
    let pageFaults = threadPageFaults() - faults
    check(frames.last == CGRect(x: 0, y: CGFloat(n - 1) * rowHeight, width: columnWidth, height: rowHeight),
          "the solver placed the last row at \(frames.last!)")
    return (elapsed, pageFaults)
}

/// The median CPU time of `runs` of each, interleaved so that the machine's load changing skews neither
/// (thread CPU time leaves out the time other processes take the core, not the caches they share).
/// The steps' figures (and page faults) are each their own median. Each UIKit run's frame is committed before the
/// next, as the run loop does, so that its layers go too (kept by the open transaction, they grew the process by
/// 4 MB a run).
@MainActor func rows(_ n: Int, runs: Int) -> (autoLayout: Double, steps: RowsSteps, solver: Double, solverPageFaults: Int) {
    var autoLayout: [RowsSteps] = [], solver: [(seconds: Double, pageFaults: Int)] = []
    for _ in 0..<runs {
        autoLayout.append(autoLayoutRows(n))
        FramePass.runOnce()
        solver.append(solverRows(n))
    }
    let steps = RowsSteps(making: median(autoLayout.map(\.making)), activating: median(autoLayout.map(\.activating)),
                          layingOut: median(autoLayout.map(\.layingOut)),
                          pageFaults: autoLayout.map(\.pageFaults).sorted()[runs / 2])
    return (median(autoLayout.map(\.total)), steps, median(solver.map(\.seconds)), solver.map(\.pageFaults).sorted()[runs / 2])
}

/// The allocator settings under which the rows are measured a second time, in a process of their own (glibc reads
/// them at start, and setting them later would change every figure measured after): the heap keeps the memory it
/// frees. By default glibc hands the top of its heap back to the system once enough of it is free, how much moving
/// with what the process freed before. It may do so after each UIKit run, whose window, views and engine go at its
/// end, but not after the solver's, whose objects fit in what stays: the UIKit run then takes its memory afresh (at
/// 5,000 rows about 3,500 page faults a run when nothing earlier raised glibc's thresholds), the solver run does not.
/// Kept, both sides work in memory the process holds, and the ratio compares their work alone.
let keptHeapTunables = "glibc.malloc.trim_threshold=4294967295:glibc.malloc.mmap_threshold=33554432"

/// The rows figures of a child process run with `keptHeapTunables` (`--rows-kept-heap`), which prints its own lines;
/// its JSON keys carry `_kept_heap`. Empty when the child cannot run.
func keptHeapRowsFigures(runs: Int) -> [String: Double] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("rows-kept-heap-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["--rows-kept-heap", "--runs", String(runs), "--json", output.path]
    var environment = ProcessInfo.processInfo.environment
    environment["GLIBC_TUNABLES"] = keptHeapTunables
    child.environment = environment
    fflush(nil) // all streams: the child's lines follow this process's
    do {
        try child.run()
        child.waitUntilExit()
        return try JSONDecoder().decode([String: Double].self, from: Data(contentsOf: output))
    } catch {
        print("  (the rows on a kept heap could not be measured: \(error))")
        return [:]
    }
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
