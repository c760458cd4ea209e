import Testing
@testable import LayoutEngine

/// How the work of the solver grows with the system, counted in row substitutions (`Statistics`), not timed:
/// the shapes UIKit builds (equal lengths, chains, cycles) cost in proportion to their size.
@Suite struct ScalingTests {
    /// A column of `n` views as a fill-equally stack makes it, required constraints first: every length equal
    /// to the first, each view below the one before, the last one's bottom at the column's end; then each
    /// length's hugging and compression resistance around an intrinsic 20.
    func equalColumn(_ s: Solver, _ n: Int) throws -> [Box] {
        let views = (0..<n).map { Box("v\($0)") }
        try s.addConstraint(views[0].top == 0)
        try s.addConstraint(views[n - 1].bottom == Double(10 * n))
        for i in 1..<n { try s.addConstraint(views[i].height == views[0].height) }
        for i in 1..<n { try s.addConstraint(views[i].top == views[i - 1].bottom) }
        for view in views {
            try s.addConstraint((view.height <= 20) | .defaultLow)
            try s.addConstraint((view.height >= 20) | .defaultHigh)
        }
        return views
    }

    @Test func equalLengthsInAColumnCostWorkInProportion() throws {
        var counts: [Int] = []
        for n in [100, 400] {
            let s = Solver()
            let views = try equalColumn(s, n)
            // 10·n shared by n views: each is 10, compressed below its 20.
            #expect(close(s.value(of: views[n - 1].height), 10))
            #expect(close(s.value(of: views[n - 1].top), Double(10 * (n - 1))))
            counts.append(s.statistics.substitutions)
        }
        // Four times the views, about four times the work (a new length substituted into every earlier row,
        // or every position carrying every earlier length, would make it sixteen).
        #expect(counts[1] < 6 * counts[0], "substitutions \(counts)")
    }

    /// A chain of `n` views 20 wide, 8 apart, each width both pinned and equal to the first one's (so that
    /// taking the equalities out leaves the same solution); returns the views and the equalities.
    func pinnedChain(_ s: Solver, _ n: Int) throws -> ([Box], [Constraint]) {
        let views = (0..<n).map { Box("v\($0)") }
        var equalities: [Constraint] = []
        try s.addConstraint(views[0].left == 8)
        try s.addConstraint(views[0].width == 20)
        for i in 1..<n {
            try s.addConstraint(views[i].left == views[i - 1].right + 8)
            let equality = views[i].width == views[0].width
            equalities.append(equality)
            try s.addConstraint(equality)
            try s.addConstraint(views[i].width == 20)
        }
        return (views, equalities)
    }

    @Test func removingABatchFromALongChainRebuildsItOnce() throws {
        let n = 300
        let s = Solver()
        let (views, equalities) = try pinnedChain(s, n)
        let before = s.statistics.substitutions
        try s.removeConstraints(equalities)
        let batch = s.statistics.substitutions - before
        for (index, view) in views.enumerated() { #expect(close(s.value(of: view.left), 8 + 28 * Double(index))) }
        #expect(s.constraints.count == 1 + 3 * (n - 1) - equalities.count + 1)
        // One rebuild of the chain: a few substitutions per constraint, where one rebuild per removed
        // equality would be hundreds per constraint.
        #expect(batch < 20 * n, "substitutions \(batch)")
        #expect(throws: SolverError.self) { try s.removeConstraints([equalities[0]]) }
    }

    @Test func aBatchStopsAtAnUnknownConstraintAfterRemovingThoseBefore() throws {
        let s = Solver()
        let (views, equalities) = try pinnedChain(s, 40)
        let stranger = views[0].height == 5
        #expect(throws: SolverError.self) {
            try s.removeConstraints([equalities[0], equalities[1], stranger, equalities[2]])
        }
        #expect(!s.hasConstraint(equalities[0]) && !s.hasConstraint(equalities[1]))
        #expect(s.hasConstraint(equalities[2]))
        #expect(close(s.value(of: views[39].left), 8 + 28 * 39))
    }

    @Test func aConstantWhoseMarkerWasEvictedMovesInPlace() throws {
        let n = 100
        let s = Solver()
        let views = (0..<n).map { Box("v\($0)") }
        let pin = views[0].width == 20
        try s.addConstraints([views[0].left == 8, pin])
        for i in 1..<n {
            try s.addConstraints([views[i].left == views[i - 1].right + 8, views[i].width == views[0].width])
        }
        // The pin's marker is in every later position's row: evicted. Its new constant still goes in place.
        let wider = views[0].width == 30
        #expect(try s.replaceConstant(of: pin, with: wider))
        #expect(s.hasConstraint(wider) && !s.hasConstraint(pin))
        #expect(close(s.value(of: views[n - 1].left), 8 + 38 * Double(n - 1)))
        // With the end pinned, another width cannot hold: refused, nothing changed.
        try s.addConstraint(views[n - 1].right == 8 + 38 * Double(n) - 8)
        let narrower = views[0].width == 25
        #expect(try !s.replaceConstant(of: wider, with: narrower))
        #expect(s.hasConstraint(wider) && !s.hasConstraint(narrower))
        #expect(close(s.value(of: views[n - 1].left), 8 + 38 * Double(n - 1)))
        #expect(close(s.value(of: views[0].width), 30))
    }

    @Test func addingIfSatisfiableLeavesAConflictOut() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x == 10)
        #expect(try !s.addConstraintIfSatisfiable(x == 20))
        #expect(s.constraints.count == 1 && close(s.value(of: x), 10))
        let bound = x <= 15
        #expect(try s.addConstraintIfSatisfiable(bound))
        #expect(s.hasConstraint(bound))
        #expect(throws: SolverError.self) { try s.addConstraintIfSatisfiable(bound) }
    }
}
