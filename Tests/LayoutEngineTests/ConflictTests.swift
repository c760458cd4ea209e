import Testing
@testable import LayoutEngine

@Suite struct ConflictTests {
    @Test func twoWidthsConflict() throws {
        // UIKit's classic log: width == 20 and width == 40.
        let s = Solver()
        let w = Variable("w")
        let first = w == 20
        try s.addConstraint(first)
        let second = w == 40
        let result = try #require(conflict { try s.addConstraint(second) })
        #expect(result.0 === second)
        #expect(ids(result.1) == ids([first]))
        #expect(!s.hasConstraint(second))
        #expect(s.value(of: w) == 20)
    }

    @Test func conflictThroughAChainNamesTheChain() throws {
        // x == y + 5, y == 3, unrelated z == 1; then x == 10 conflicts with the first two only.
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let link = x == y + 5, base = y == 3, unrelated = z == 1
        try s.addConstraints([link, unrelated, base])
        let result = try #require(conflict { try s.addConstraint(x == 10) })
        #expect(ids(result.1) == ids([link, base]))
    }

    @Test func conflictingInequalities() throws {
        let s = Solver()
        let x = Variable("x")
        let low = x >= 10
        try s.addConstraint(low)
        try s.addConstraint(x >= 0)
        let result = try #require(conflict { try s.addConstraint(x <= 5) })
        #expect(ids(result.1) == ids([low]))
        #expect(close(s.value(of: x), 10))
    }

    @Test func conflictFoundByPhaseOne() throws {
        // x + y <= 10 with x >= 6 and y >= 6 cannot hold; z's constraint is not involved. Optional
        // constraints never conflict.
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let sum = x + y <= 10, xLow = x >= 6
        try s.addConstraints([sum, (x == 100) | .strong, z >= 1, xLow, (y == 0) | .weak])
        let yLow = y >= 6
        let result = try #require(conflict { try s.addConstraint(yLow) })
        #expect(result.0 === yLow)
        #expect(ids(result.1) == ids([sum, xLow]))
        // The solver is as before: x its strong wish, y what the sum leaves.
        #expect(close(s.value(of: x), 100))
        #expect(close(s.value(of: y), -90))
        try s.addConstraint(y >= 0)
        #expect(s.constraints.count == 6)
    }

    @Test func conflictIsReportedAndTheSolverKeepsWorking() throws {
        let s = Solver()
        let a = Box("a")
        try s.addConstraints([a.left == 0, a.width == 100, a.right <= 100])
        #expect(conflict { try s.addConstraint(a.right >= 120) } != nil)
        try s.addConstraint((a.right >= 120) | .defaultHigh)
        #expect(close(s.value(of: a.width), 100))
        #expect(s.constraints.count == 4)
    }

    @Test func redundantConstraintsAreAcceptedAndRemovable() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x == 5, b = y == x + 1, c = y == 6
        try s.addConstraints([a, b, c])
        #expect(close(s.value(of: y), 6))
        try s.removeConstraint(b)
        try s.removeConstraint(a)
        try s.addConstraint((x == 9) | .weak)
        #expect(close(s.value(of: x), 9))
        #expect(close(s.value(of: y), 6))
    }

    @Test func nonFiniteValuesAreRefused() throws {
        let s = Solver()
        let x = Variable("x")
        for bad in [x == .nan, x <= .infinity, Constraint(LinearExpression([.init(x, .nan)]), .equal),
                    Constraint(LinearExpression([.init(x, -.infinity)], constant: 1), .greaterThanOrEqual)] {
            #expect {
                try s.addConstraint(bad)
            } throws: { error in
                if case SolverError.nonFiniteValue = error { return true }
                return false
            }
        }
        #expect(throws: SolverError.self) { try s.addConstraint((x == 1) | Strength(.nan)) }
        #expect(throws: SolverError.self) { try s.addConstraint((x == 1) | Strength(500, weight: .infinity)) }
        try s.addEditVariable(x)
        #expect(throws: SolverError.self) { try s.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try s.suggestValue(-.infinity, for: x) }
        try s.suggestValue(3, for: x)
        #expect(close(s.value(of: x), 3))
        #expect(s.constraints.count == 1)
    }

    @Test(.timeLimit(.minutes(10))) func extremeFiniteValuesNeverCrashOrHang() throws {
        // Overflowing arithmetic may make results meaningless, but every call returns or throws.
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let values: [Double] = [1e300, -1e300, 1e-300, 1, .greatestFiniteMagnitude, -.leastNonzeroMagnitude]
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<300 {
            let a = values.randomElement(using: &generator)!, b = values.randomElement(using: &generator)!
            let c = values.randomElement(using: &generator)!
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
            let strength = [Strength.required, .strong, .defaultLow].randomElement(using: &generator)!
            let constraint = Constraint(a * x + b * y - z, relation, LinearExpression(constant: c), strength: strength)
            try? s.addConstraint(constraint)
            if Bool.random(using: &generator) { try? s.removeConstraint(constraint) }
        }
        _ = s.value(of: x)
        s.updateVariables()
    }

    @Test(.timeLimit(.minutes(10))) func thousandsOfConflictingRequiredConstraints() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        var refused = 0
        for i in 0..<3000 {
            if conflict({ try s.addConstraint(x == Double(i)) }) != nil { refused += 1 }
            if conflict({ try s.addConstraint(x + y >= Double(i)) }) != nil { refused += 1 }
            if conflict({ try s.addConstraint(y <= Double(-i)) }) != nil { refused += 1 }
        }
        // x == 0 holds; x + y >= i needs y >= i and y <= -i: only i = 0 passes both.
        #expect(refused == 3 * 3000 - 3)
        #expect(s.value(of: x) == 0)
        #expect(s.value(of: y) == 0)
    }

    @Test(.timeLimit(.minutes(10))) func thousandsOfConflictingOptionalConstraints() throws {
        // x == i @500 for i in 0...1000: the median, 500, minimises the sum of distances uniquely.
        let s = Solver()
        let x = Variable("x")
        for i in 0...1000 { try s.addConstraint((x == Double(i)) | .medium) }
        #expect(close(s.value(of: x), 500))
        for i in 0..<1000 { try s.addConstraint((x >= Double(5000 + i)) | Strength(Double(501 + i % 400))) }
        // Priorities 701…900 ask for at most x ≥ 5799; priority 700 (i = 999) for x ≥ 5999, which wins
        // over the @500 wishes below it.
        #expect(close(s.value(of: x), 5999))
    }
}
