/// Why a solver refused a request. The solver is unchanged when it throws, except for
/// ``internalFailure(_:)``.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the solver.
    /// `conflicting` lists those existing constraints (in the order they were added) that, with
    /// `constraint`, have no solution: the support of a Farkas certificate read off the simplex tableau,
    /// usually minimal but not guaranteed to be. Optional constraints never appear. (In a component of more
    /// than 5000 constraints whose rows dropped some markers, the list may miss some of those.) UIKit's
    /// "Unable to simultaneously satisfy constraints." log is built from it.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is already in this solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit in this solver.
    case duplicateEditVariable(Variable)
    /// The variable has no edit in this solver.
    case unknownEditVariable(Variable)
    /// Edits must be optional: a required edit strength was given.
    case requiredEditStrength(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite; the text says which.
    case nonFiniteValue(String)
    /// The strength's priority or weight is NaN, infinite, zero or negative.
    case invalidStrength(Strength)
    /// A numerical breakdown the algorithm does not expect (an unbounded objective, or too many
    /// iterations); the solver's state may be partly updated.
    case internalFailure(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            return "Unable to simultaneously satisfy \(constraint) with "
                + (conflicting.isEmpty ? "the required constraints" : conflicting.map { "\($0)" }.joined(separator: ", "))
        case let .duplicateConstraint(c): return "The constraint \(c) is already in the solver"
        case let .unknownConstraint(c): return "The constraint \(c) is not in the solver"
        case let .duplicateEditVariable(v): return "The variable \(v) already has an edit"
        case let .unknownEditVariable(v): return "The variable \(v) has no edit"
        case let .requiredEditStrength(v): return "An edit of \(v) cannot be required"
        case let .nonFiniteValue(what): return "Not a finite number: \(what)"
        case let .invalidStrength(s): return "Invalid strength \(s.priority) × \(s.weight)"
        case let .internalFailure(why): return "Internal solver failure: \(why)"
        }
    }
}
