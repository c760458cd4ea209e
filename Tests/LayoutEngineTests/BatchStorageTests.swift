import Testing
@testable import LayoutEngine

/// Room made for a batch ahead of it changes no result, and a variable's owner comes back with the variable
/// from the solver's change reports.
@Suite struct BatchStorageTests {
    /// A chain of `n` lengths between a pinned start and an end at `total`, plus a preferred width for each link.
    private func chain(_ n: Int, total: Double) -> (variables: [Variable], constraints: [Constraint]) {
        let edges = (0...n).map { Variable("x\($0)") }
        var constraints = [edges[0] == 0, edges[n] == total]
        for i in 0..<n {
            constraints.append(edges[i + 1] >= edges[i])
            constraints.append((edges[i + 1] - edges[i] == Double(i % 5 + 1)) | .medium)
        }
        return (edges, constraints)
    }

    @Test func roomMadeAheadChangesNoResult() throws {
        let (edges, constraints) = chain(200, total: 500)
        let plain = Solver(), reserved = Solver(), reservedStepByStep = Solver()
        try plain.addConstraints(constraints)
        reserved.reserveCapacity(forConstraints: constraints.count)
        try reserved.addConstraints(constraints)
        for constraint in constraints {
            reservedStepByStep.reserveCapacity(forConstraints: 1)
            try reservedStepByStep.addConstraint(constraint)
        }
        for other in [reserved, reservedStepByStep] {
            #expect(edges.allSatisfy { plain.value(of: $0) == other.value(of: $0) })
            let a = plain.statistics, b = other.statistics
            #expect(a.rows == b.rows && a.cells == b.cells && a.pivots == b.pivots && a.substitutions == b.substitutions)
        }
        #expect(plain.value(of: edges[200]) == 500)
    }

    @Test func roomForNothingOrLessIsIgnored() throws {
        let solver = Solver()
        solver.reserveCapacity(forConstraints: 0)
        solver.reserveCapacity(forConstraints: -5)
        let x = Variable("x")
        try solver.addConstraint(x == 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func aChangedVariableComesBackWithItsOwner() throws {
        final class Box: Sendable {}
        let box = Box()
        let owned = Variable("owned", owner: box), plain = Variable("plain")
        let solver = Solver()
        try solver.addConstraints([owned == 4, plain == 2 * owned])
        var owners: [String: ObjectIdentifier?] = [:]
        solver.updateVariables { variable, _ in
            owners.updateValue(variable.owner.map { ObjectIdentifier($0) }, forKey: variable.name)
        }
        #expect(owners["owned"] == ObjectIdentifier(box))
        #expect(owners["plain"] == .some(nil))
    }
}
