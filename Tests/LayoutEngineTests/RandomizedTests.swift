import Testing
@testable import LayoutEngine

/// A small random constraint system checked against brute force: every optimum of a piecewise-linear
/// lexicographic objective over a bounded polytope lies at a vertex of the arrangement of the constraints'
/// boundary hyperplanes, so enumerating the intersections of every `d` of them (d = 2 or 3 variables) and
/// keeping the feasible one with the least objective gives the true optimum to compare with.
struct BruteForce {
    /// One constraint: coefficients · x (relation) rhs, priority (1000 = required) and weight.
    struct Row {
        var coefficients: [Double]
        var relation: Constraint.Relation
        var rhs: Double
        var priority: Double
        var weight: Double

        func residual(_ x: [Double]) -> Double {
            zip(coefficients, x).reduce(0) { $0 + $1.0 * $1.1 } - rhs
        }

        func violation(_ x: [Double]) -> Double {
            let r = residual(x)
            switch relation {
            case .equal: return abs(r)
            case .lessThanOrEqual: return max(0, r)
            case .greaterThanOrEqual: return max(0, -r)
            }
        }
    }

    var dimension: Int
    var rows: [Row]

    /// The objective at `x`: total weighted violation per optional priority, highest first.
    func objective(_ x: [Double], levels: [Double]) -> [Double] {
        levels.map { level in
            rows.filter { $0.priority == level }.reduce(0) { $0 + $1.weight * $1.violation(x) }
        }
    }

    var levels: [Double] {
        Array(Set(rows.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
    }

    func isFeasible(_ x: [Double]) -> Bool {
        rows.allSatisfy { $0.priority < 1000 || $0.violation(x) <= 1e-7 }
    }

    /// Solves the square system `a · x = b` by Gaussian elimination with partial pivoting.
    static func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
        let n = b.count
        var m = a
        var v = b
        for col in 0..<n {
            var pivot = col
            for r in col..<n where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
            if abs(m[pivot][col]) < 1e-9 { return nil }
            m.swapAt(col, pivot)
            v.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                if f == 0 { continue }
                for c in col..<n { m[r][c] -= f * m[col][c] }
                v[r] -= f * v[col]
            }
        }
        return (0..<n).map { v[$0] / m[$0][$0] }
    }

    /// The feasible vertices of the arrangement.
    func vertices() -> [[Double]] {
        var result: [[Double]] = []
        func choose(_ start: Int, _ picked: [Int]) {
            if picked.count == dimension {
                if let x = BruteForce.solve(picked.map { rows[$0].coefficients }, picked.map { rows[$0].rhs }),
                   isFeasible(x) {
                    result.append(x)
                }
                return
            }
            if start >= rows.count { return }
            for i in start..<rows.count { choose(i + 1, picked + [i]) }
        }
        choose(0, [])
        return result
    }

    /// Whether the required rows admit a solution.
    var hasFeasiblePoint: Bool { !vertices().isEmpty }

    /// The least objective over the feasible vertices.
    func bestObjective() -> [Double]? {
        let levels = self.levels
        var best: [Double]?
        for x in vertices() {
            let f = objective(x, levels: levels)
            if let b = best, !BruteForce.less(f, b) { continue }
            best = f
        }
        return best
    }

    /// Lexicographic comparison with a tolerance.
    static func less(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > 1e-6 * max(1, abs(x), abs(y)) { return x < y }
        return false
    }
}

@Suite struct RandomizedTests {
    /// Random systems on 2 or 3 variables in a box, added one by one (the unsatisfiable ones refused),
    /// then partly removed; after each phase the solver's objective must equal the brute-force optimum, its
    /// values must satisfy every required constraint, and every refusal must be justified. Half the systems
    /// start their variables at initial values inside and outside the box, which must not change the optimum.
    @Test(arguments: 0..<60) func optimumMatchesBruteForce(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(1000 + seed))
        let dimension = seed % 2 == 0 ? 2 : 3
        let variables = (0..<dimension).map { Variable("x\($0)") }
        let solver = Solver()
        if seed % 3 == 0 { solver.markerColumnLimit = 1 } // exercise marker eviction and rebuilds
        if seed % 4 >= 2 {
            var starts = SeededGenerator(seed: UInt64(5000 + seed))
            for v in variables { try solver.setInitialValue(Double(Int.random(in: -50...150, using: &starts)), for: v) }
        }
        var accepted: [(Constraint, BruteForce.Row)] = []

        func constraint(_ row: BruteForce.Row) -> Constraint {
            let terms = zip(variables, row.coefficients).filter { $0.1 != 0 }.map { LinearExpression.Term($0.0, $0.1) }
            return Constraint(LinearExpression(terms), row.relation, LinearExpression(constant: row.rhs),
                              strength: Strength(row.priority, weight: row.weight))
        }

        func check(_ phase: String) {
            let system = BruteForce(dimension: dimension, rows: accepted.map(\.1))
            let x = variables.map { solver.value(of: $0) }
            #expect(system.isFeasible(x), "\(phase): required constraints violated at \(x)")
            guard let best = system.bestObjective() else {
                Issue.record("\(phase): brute force found no feasible vertex")
                return
            }
            let mine = system.objective(x, levels: system.levels)
            #expect(!BruteForce.less(best, mine), "\(phase): objective \(mine), optimum \(best)")
        }

        // The box 0 ≤ x ≤ 100.
        for i in 0..<dimension {
            for (relation, rhs) in [(Constraint.Relation.greaterThanOrEqual, 0.0), (.lessThanOrEqual, 100)] {
                var coefficients = [Double](repeating: 0, count: dimension)
                coefficients[i] = 1
                let row = BruteForce.Row(coefficients: coefficients, relation: relation, rhs: rhs, priority: 1000, weight: 1)
                let c = constraint(row)
                try solver.addConstraint(c)
                accepted.append((c, row))
            }
        }

        let count = Int.random(in: 4...9, using: &generator)
        for _ in 0..<count {
            var coefficients = (0..<dimension).map { _ in Double(Int.random(in: -3...3, using: &generator)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
            let rhs = Double(Int.random(in: -60...160, using: &generator))
            let required = Int.random(in: 0..<10, using: &generator) < 3
            let priority = required ? 1000 : [100.0, 250, 500, 750].randomElement(using: &generator)!
            let weight = [1.0, 2].randomElement(using: &generator)!
            let row = BruteForce.Row(coefficients: coefficients, relation: relation, rhs: rhs, priority: priority, weight: weight)
            let c = constraint(row)
            do {
                try solver.addConstraint(c)
                accepted.append((c, row))
            } catch {
                guard case let .unsatisfiableConstraint(refused, conflicting) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(refused === c)
                #expect(required)
                let all = BruteForce(dimension: dimension, rows: accepted.map(\.1) + [row])
                #expect(!all.hasFeasiblePoint, "refused a satisfiable constraint")
                // The named constraints alone already exclude it.
                let named = accepted.filter { pair in conflicting.contains { $0 === pair.0 } }.map(\.1)
                #expect(named.count == conflicting.count)
                #expect(named.allSatisfy { $0.priority == 1000 })
                let core = BruteForce(dimension: dimension, rows: named + [row] + boxIfNeeded(named, dimension))
                #expect(!core.hasFeasiblePoint, "the conflict set \(conflicting) does not exclude \(c)")
            }
        }
        check("after adding")

        // Change constants in place, as animating a layout constraint does; a change that cannot hold is
        // refused and made the slow way, which refuses an unsatisfiable one.
        for _ in 0..<6 where accepted.count > 2 * dimension {
            let index = Int.random(in: (2 * dimension)..<accepted.count, using: &generator)
            let (old, oldRow) = accepted[index]
            var row = oldRow
            row.rhs = Double(Int.random(in: -60...160, using: &generator))
            let new = constraint(row)
            if try solver.replaceConstant(of: old, with: new) {
                #expect(!solver.hasConstraint(old) && solver.hasConstraint(new))
                accepted[index] = (new, row)
                let system = BruteForce(dimension: dimension, rows: accepted.map(\.1))
                #expect(system.hasFeasiblePoint, "replaced with a constant that cannot hold")
            } else {
                #expect(solver.hasConstraint(old), "a refused replacement changes nothing")
                try solver.removeConstraint(old)
                do {
                    try solver.addConstraint(new)
                    accepted[index] = (new, row)
                } catch {
                    try solver.addConstraint(old)
                    accepted.append(accepted.remove(at: index))
                }
            }
            check("after changing a constant")
        }

        // Remove about half of the non-box constraints, in random order.
        var removable = Array(accepted.dropFirst(2 * dimension))
        removable.shuffle(using: &generator)
        for (c, _) in removable.prefix(removable.count / 2 + 1) {
            try solver.removeConstraint(c)
            accepted.removeAll { $0.0 === c }
        }
        check("after removing")
    }

    /// The conflict set may rely on the box being bounded only through vertices: brute force needs a
    /// bounded region to find vertices, so a generous box (that never binds a real conflict) is added.
    func boxIfNeeded(_ rows: [BruteForce.Row], _ dimension: Int) -> [BruteForce.Row] {
        (0..<dimension).flatMap { i -> [BruteForce.Row] in
            var c = [Double](repeating: 0, count: dimension)
            c[i] = 1
            return [BruteForce.Row(coefficients: c, relation: .greaterThanOrEqual, rhs: -1e6, priority: 1000, weight: 1),
                    BruteForce.Row(coefficients: c, relation: .lessThanOrEqual, rhs: 1e6, priority: 1000, weight: 1)]
        }
    }

    /// Random edit sequences on a small system: after each suggestion, the optimum matches brute force.
    @Test(arguments: 0..<20) func editsMatchBruteForce(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(5000 + seed))
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        var rows: [BruteForce.Row] = [
            .init(coefficients: [1, 0], relation: .greaterThanOrEqual, rhs: 0, priority: 1000, weight: 1),
            .init(coefficients: [1, 0], relation: .lessThanOrEqual, rhs: 100, priority: 1000, weight: 1),
            .init(coefficients: [0, 1], relation: .greaterThanOrEqual, rhs: 0, priority: 1000, weight: 1),
            .init(coefficients: [0, 1], relation: .lessThanOrEqual, rhs: 100, priority: 1000, weight: 1),
        ]
        for _ in 0..<3 {
            let a = Double(Int.random(in: -2...2, using: &generator)), b = Double(Int.random(in: 1...2, using: &generator))
            rows.append(.init(coefficients: [a, b], relation: [.lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!,
                              rhs: Double(Int.random(in: 20...150, using: &generator)),
                              priority: [1000.0, 750, 250].randomElement(using: &generator)!, weight: 1))
        }
        for row in rows {
            let c = Constraint(row.coefficients[0] * x + row.coefficients[1] * y, row.relation,
                               LinearExpression(constant: row.rhs), strength: Strength(row.priority))
            if conflict({ try solver.addConstraint(c) }) == nil { /* accepted */ } else { rows.removeAll { $0.coefficients == row.coefficients && $0.rhs == row.rhs && $0.relation == row.relation } }
        }
        try solver.addEditVariable(x, strength: Strength(500))
        try solver.addEditVariable(y, strength: Strength(400))
        for _ in 0..<10 {
            let sx = Double(Int.random(in: -20...120, using: &generator)), sy = Double(Int.random(in: -20...120, using: &generator))
            try solver.suggestValue(sx, for: x)
            try solver.suggestValue(sy, for: y)
            let system = BruteForce(dimension: 2, rows: rows + [
                .init(coefficients: [1, 0], relation: .equal, rhs: sx, priority: 500, weight: 1),
                .init(coefficients: [0, 1], relation: .equal, rhs: sy, priority: 400, weight: 1),
            ])
            let values = [solver.value(of: x), solver.value(of: y)]
            #expect(system.isFeasible(values))
            let best = try #require(system.bestObjective())
            #expect(!BruteForce.less(best, system.objective(values, levels: system.levels)))
        }
    }
}
