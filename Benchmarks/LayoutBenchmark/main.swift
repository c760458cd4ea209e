// The five UI-like constraint systems of ../shared/bench/layout/kiwi_bench.py, rebuilt constraint for
// constraint (same variables, constraints, insertion order, strengths, values and edit sequences), timed
// the same way (minimum and median of 3 repeats) and reported under the same JSON keys (flattened, see
// `json()`), so that scripts/layout-bench.sh can divide kiwi's figures by Vellum's from one run on one machine.
// Usage: LayoutBenchmark [--json FILE] [--cases abcde] [N …]   (default N: 100 1000 5000; --cases picks
// some of the five cases, for profiling)
import LayoutEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let repeats = 3
var sizedResults: [String: [Int: Double]] = [:]
var scalarResults: [String: Double] = [:]

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// UIKit priority p: 1000 is required, below that an optional priority p (kiwi: a plain weight of p).
func prio(_ p: Double) -> Strength { p >= 1000 ? .required : Strength(p) }

final class View {
    let left, top, width, height: Variable
    init(_ name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
}

func chainWidth(_ n: Int) -> Double { Double(8 * (n + 1) + 20 * n) }

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        print("sanity check failed: \(message())")
        exit(1)
    }
}

func build(_ solver: Solver, _ constraints: [Constraint]) {
    do {
        for c in constraints { try solver.addConstraint(c) }
    } catch {
        print("unexpected error: \(error)")
        exit(1)
    }
}

/// (a), and the chain of (c) and (d). Returns the solver, container, views, seconds, constraint count.
func buildChain(_ n: Int, editContainer: Bool = false) -> (Solver, View, [View], Double, Int) {
    let s = Solver()
    let container = View("container")
    let views = (0..<n).map { View("v\($0)") }
    var cons: [Constraint] = []
    for (i, v) in views.enumerated() {
        if i == 0 {
            cons.append(v.left == 8)
        } else {
            cons.append(v.left == views[i - 1].right + 8)
            cons.append(v.width == views[0].width)
        }
        cons.append(v.top == 8)
        cons.append(v.height == 44)
        cons.append(v.width >= 0)
    }
    cons.append(views[n - 1].right + 8 == container.width)
    let t0 = now()
    build(s, cons)
    do {
        if editContainer {
            try s.addEditVariable(container.width, strength: .strong)
            try s.suggestValue(chainWidth(n), for: container.width)
        } else {
            try s.addConstraint(container.width == chainWidth(n))
        }
    } catch {
        print("unexpected error: \(error)")
        exit(1)
    }
    s.updateVariables()
    let t1 = now()
    return (s, container, views, t1 - t0, cons.count + 1)
}

/// The 12 constraints of cell `i` (11 when its width is edited instead).
func cellConstraints(_ i: Int, cell: View, label lab: View, editWidth: Bool = false) -> [Constraint] {
    let (row, col) = (i / 10, i % 10)
    let iw = Double(20 + i % 50)
    var cons: [Constraint] = [
        cell.left == Double(col * 100),
        cell.top == Double(row * 60),
    ]
    if !editWidth { cons.append(cell.width == 92) }
    cons += [
        cell.height == 52,
        lab.left == cell.left + 8,
        lab.top == cell.top + 8,
        lab.right <= cell.right - 8,
        lab.bottom <= cell.bottom - 8,
        (lab.width <= iw) | prio(250),
        (lab.width >= iw) | prio(750),
        (lab.height <= 20) | prio(250),
        (lab.height >= 20) | prio(750),
    ]
    return cons
}

/// (b), and the grid of (c) and (d).
func buildGrid(_ n: Int, editCell: Int? = nil) -> (Solver, [View], [View], Double, Int) {
    let s = Solver()
    var cells: [View] = [], labels: [View] = [], cons: [Constraint] = []
    for i in 0..<n {
        let cell = View("cell\(i)"), lab = View("label\(i)")
        cons += cellConstraints(i, cell: cell, label: lab, editWidth: i == editCell)
        cells.append(cell)
        labels.append(lab)
    }
    let t0 = now()
    build(s, cons)
    if let e = editCell {
        do {
            try s.addEditVariable(cells[e].width, strength: .strong)
            try s.suggestValue(92, for: cells[e].width)
        } catch {
            print("unexpected error: \(error)")
            exit(1)
        }
    }
    s.updateVariables()
    let t1 = now()
    return (s, cells, labels, t1 - t0, cons.count)
}

func stats(_ samples: [Double]) -> (Double, Double) {
    let sorted = samples.sorted()
    let mid = sorted.count / 2
    let median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    return (sorted[0], median)
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}
func padRight(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
func fixed(_ x: Double, _ digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (x * scale).rounded() / scale
    var text = "\(r)"
    if text.contains("e") { return text }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let frac = parts.count > 1 ? String(parts[1]) : ""
    text = String(parts[0]) + "." + String((frac + String(repeating: "0", count: digits)).prefix(digits))
    return text
}
func ms(_ x: Double) -> String { pad(fixed(x * 1e3), 10) + " ms" }
func us(_ x: Double) -> String { pad(fixed(x * 1e6), 10) + " us" }

@MainActor func caseA(_ sizes: [Int]) {
    print("(a) horizontal chain: build + solve (all addConstraint calls + updateVariables)")
    for n in sizes {
        var samples: [Double] = []
        var count = 0
        for _ in 0..<repeats {
            let (s, _, views, secs, c) = buildChain(n)
            samples.append(secs)
            count = c
            check(abs(s.value(of: views[n - 1].width) - 20) < 1e-6, "chain width \(s.value(of: views[n - 1].width))")
            check(abs(s.value(of: views[n - 1].left) - Double(8 + 28 * (n - 1))) < 1e-6, "chain left")
        }
        let (lo, med) = stats(samples)
        sizedResults["a_chain_build", default: [:]][n] = lo
        print("  N=\(pad("\(n)", 5))  constraints=\(pad("\(count)", 6))  min \(ms(lo))  median \(ms(med))  per-constraint \(us(lo / Double(count)))")
    }
}

@MainActor func caseB(_ sizes: [Int]) {
    print("(b) grid of independent cells: build + solve")
    for n in sizes {
        var samples: [Double] = []
        var count = 0
        for _ in 0..<repeats {
            let (s, _, labels, secs, c) = buildGrid(n)
            samples.append(secs)
            count = c
            let last = n - 1
            check(abs(s.value(of: labels[last].width) - Double(20 + last % 50)) < 1e-6, "label width")
            check(abs(s.value(of: labels[last].left) - Double((last % 10) * 100 + 8)) < 1e-6, "label left")
        }
        let (lo, med) = stats(samples)
        sizedResults["b_grid_build", default: [:]][n] = lo
        print("  N=\(pad("\(n)", 5))  constraints=\(pad("\(count)", 6))  min \(ms(lo))  median \(ms(med))  per-constraint \(us(lo / Double(count)))")
    }
}

@MainActor func caseC(n: Int = 1000, iterations: Int = 1000) {
    print("(c) incremental resize with an edit variable, \(iterations) re-solves")
    print("    'suggest' = suggestValue only; '+update' = suggestValue + updateVariables")
    for update in [false, true] {
        var samples: [Double] = []
        for _ in 0..<repeats {
            let (s, container, views, _, _) = buildChain(n, editContainer: true)
            let base = chainWidth(n)
            let t0 = now()
            for k in 0..<iterations {
                try! s.suggestValue(base + Double(5 * (k % 200)) - 500, for: container.width)
                if update { s.updateVariables() }
            }
            samples.append((now() - t0) / Double(iterations))
            s.updateVariables()
            let expect = (base + Double(5 * ((iterations - 1) % 200)) - 500 - Double(8 * (n + 1))) / Double(n)
            check(abs(s.value(of: views[n - 1].width) - expect) < 1e-6, "chain resize width")
        }
        let (lo, med) = stats(samples)
        scalarResults["c_chain_" + (update ? "update" : "suggest")] = lo
        print("  chain N=\(pad("\(n)", 5))  \(padRight(update ? "+update" : "suggest", 8)) per re-solve: min \(us(lo))  median \(us(med))")
    }
    for update in [false, true] {
        var samples: [Double] = []
        for _ in 0..<repeats {
            let target = 500 % n
            let (s, cells, labels, _, _) = buildGrid(n, editCell: target)
            let t0 = now()
            for k in 0..<iterations {
                try! s.suggestValue(Double(30 + k % 100), for: cells[target].width)
                if update { s.updateVariables() }
            }
            samples.append((now() - t0) / Double(iterations))
            s.updateVariables()
            let w = Double(30 + (iterations - 1) % 100)
            let iw = Double(20 + target % 50)
            check(abs(s.value(of: labels[target].width) - min(iw, w - 16)) < 1e-6, "grid edit label width")
        }
        let (lo, med) = stats(samples)
        scalarResults["c_grid_" + (update ? "update" : "suggest")] = lo
        print("  grid  N=\(pad("\(n)", 5))  \(padRight(update ? "+update" : "suggest", 8)) per re-solve: min \(us(lo))  median \(us(med))")
    }
}

@MainActor func caseD(n: Int = 1000, iterations: Int = 1000) {
    print("(d) add + remove one constraint, \(iterations) times")
    let variants: [(String, String, String, ([View]) -> Constraint)] = [
        ("chain", "v500.width >= 5 (required)", "d_chain_required", { $0[500 % n].width >= 5 }),
        ("chain", "v500.width == 50 @500", "d_chain_conflict", { ($0[500 % n].width == 50) | prio(500) }),
        ("grid", "label500.width == 10 @900", "d_grid_label", { ($0[500 % n].width == 10) | prio(900) }),
    ]
    print("    'ops' = addConstraint + removeConstraint only; '+update' = each op followed by updateVariables")
    for (system, desc, key, make) in variants {
        for update in [false, true] {
            var samples: [Double] = []
            for _ in 0..<repeats {
                let s: Solver
                let target: [View]
                if system == "chain" {
                    let built = buildChain(n)
                    (s, target) = (built.0, built.2)
                } else {
                    let built = buildGrid(n)
                    (s, target) = (built.0, built.2)
                }
                let c = make(target)
                let t0 = now()
                for _ in 0..<iterations {
                    try! s.addConstraint(c)
                    if update { s.updateVariables() }
                    try! s.removeConstraint(c)
                    if update { s.updateVariables() }
                }
                samples.append((now() - t0) / Double(iterations))
            }
            let (lo, med) = stats(samples)
            scalarResults[key + (update ? "_update" : "_ops")] = lo
            print("  \(padRight(system, 5)) N=\(pad("\(n)", 5))  \(padRight(desc, 28)) \(padRight(update ? "+update" : "ops", 8)) per add+remove: min \(us(lo))  median \(us(med))")
        }
    }
}

@MainActor func caseE(_ sizes: [Int], iterations: Int = 200) {
    print("(e) marginal cost of adding + removing one independent cell (12 constraints), \(iterations) times")
    for n in sizes {
        let (s, _, _, _, _) = buildGrid(n)
        let cons = cellConstraints(n, cell: View("cell\(n)"), label: View("label\(n)"))
        var samples: [Double] = []
        for _ in 0..<repeats {
            let t0 = now()
            for _ in 0..<iterations {
                for c in cons { try! s.addConstraint(c) }
                for c in cons { try! s.removeConstraint(c) }
            }
            samples.append((now() - t0) / Double(iterations))
        }
        let (lo, med) = stats(samples)
        sizedResults["e_cell_addremove", default: [:]][n] = lo
        print("  grid  N=\(pad("\(n)", 5))  per cell add+remove: min \(us(lo))  median \(us(med))  (per constraint op \(us(lo / 24)))")
    }
}

/// A flat JSON object of numbers with sorted keys: each figure in seconds, under the reference script's key
/// with `_N` for sized cases and `_s` for the unit (`a_chain_build_1000_s`, `c_chain_suggest_s`).
@MainActor func json() -> String {
    var entries: [(String, Double)] = scalarResults.map { ($0.key + "_s", $0.value) }
    for (key, values) in sizedResults {
        for (n, value) in values { entries.append(("\(key)_\(n)_s", value)) }
    }
    entries.sort { $0.0 < $1.0 }
    return "{\n" + entries.map { " \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
}

var jsonPath: String?
var sizes: [Int] = []
var cases = Set("abcde")
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--json", let path = arguments.next() {
        jsonPath = path
    } else if argument == "--cases", let which = arguments.next() {
        cases = Set(which)
    } else if let n = Int(argument), n > 0 {
        sizes.append(n)
    } else {
        print("usage: LayoutBenchmark [--json FILE] [--cases abcde] [N …]")
        exit(2)
    }
}
if sizes.isEmpty { sizes = [100, 1000, 5000] }

print("Vellum LayoutEngine")
print("repeats per case: \(repeats) (min and median reported)")
if cases.contains("a") { caseA(sizes) }
if cases.contains("b") { caseB(sizes) }
if cases.contains("c") { caseC() }
if cases.contains("d") { caseD() }
if cases.contains("e") { caseE(sizes) }
if let path = jsonPath {
    guard let file = fopen(path, "w") else {
        print("cannot write \(path)")
        exit(1)
    }
    fputs(json(), file)
    fclose(file)
}
