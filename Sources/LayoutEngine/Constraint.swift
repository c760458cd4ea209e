/// A linear equality or inequality between two expressions, with a strength.
///
/// The constraint is stored normalised as `expression relation 0`, where `expression = lhs − rhs`.
/// Constraints are immutable and compared by identity: the object you added is the one you remove. A
/// constraint can be in several solvers at once.
public final class Constraint: Sendable, CustomStringConvertible {
    /// How the two sides compare.
    public enum Relation: Sendable, Hashable, CustomStringConvertible {
        /// `lhs <= rhs`
        case lessThanOrEqual
        /// `lhs == rhs`
        case equal
        /// `lhs >= rhs`
        case greaterThanOrEqual

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// `lhs − rhs`: the constraint reads `expression relation 0`.
    public let expression: LinearExpression
    /// The comparison.
    public let relation: Relation
    /// Required or optional, with a priority.
    public let strength: Strength
    /// A name shown in descriptions, for example a UIKit identifier.
    public let name: String

    /// Process-wide identity, indexing each solver's bookkeeping.
    let id: Int

    /// The constraint `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            strength: Strength = .required, name: String = "") {
        self.init(lhs - rhs, relation, strength: strength, name: name)
    }

    /// The constraint `expression relation 0` at `strength`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required,
                name: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
        self.id = UniqueID.next()
    }

    /// The same relation with another strength (a new constraint object).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// The same relation with a name (a new constraint object).
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// Whether `lhs relation rhs` holds, within `tolerance`, for the values `value` gives.
    public func isSatisfied(tolerance: Double = 1e-6, _ value: (Variable) -> Double) -> Bool {
        let v = expression.evaluate(value)
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    /// For example `w1 + -1·w0 + 0.0 == 0 @750` or, with a name, `'width' …`.
    public var description: String {
        let body = "\(expression) \(relation) 0" + (strength.isRequired ? "" : " \(strength)")
        return name.isEmpty ? body : "'\(name)' \(body)"
    }
}

/// The same constraint at another strength: `(a == b) | .strong`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}

// MARK: - Relational operators building required constraints

/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(constant: rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(constant: rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(constant: rhs) }

/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }

/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= rhs }
