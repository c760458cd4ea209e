import Testing
@testable import LayoutEngine

/// Whether `a` and `b` differ by at most `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance
}

/// A deterministic pseudo-random generator (SplitMix64), so randomized tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The constraints a UIKit view contributes: four variables.
final class Box {
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

/// The conflicting constraints of an unsatisfiable addition, or nil if `body` does not throw that error.
func conflict(_ body: () throws -> Void) -> (Constraint, [Constraint])? {
    do {
        try body()
        return nil
    } catch {
        if case let .unsatisfiableConstraint(constraint, conflicting)? = error as? SolverError {
            return (constraint, conflicting)
        }
        return nil
    }
}

/// The identities of constraints, for comparing lists.
func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] {
    constraints.map(ObjectIdentifier.init)
}
