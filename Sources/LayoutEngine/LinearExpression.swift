/// A linear combination of variables plus a constant: `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Build expressions with the arithmetic operators (`view.left + view.width + 8`, `2 * width`) or
/// directly from terms. Terms are kept in the order written; a variable may occur more than once, and its
/// coefficients are summed when a solver reads the expression.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// One variable times a coefficient.
    public struct Term: Sendable {
        /// The variable.
        public let variable: Variable
        /// Its coefficient.
        public var coefficient: Double

        /// `coefficient × variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression's value when each variable has the value `value` gives it.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// For example `2·width + -1·left + 8`.
    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Arithmetic

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// An expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}

/// A constant plus an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

/// An expression plus a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs.terms + [.init(rhs)], constant: lhs.constant)
}

/// A variable plus an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression([.init(lhs)] + rhs.terms, constant: rhs.constant)
}

/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression([.init(lhs), .init(rhs)])
}

/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([.init(lhs)], constant: rhs)
}

/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }

/// The negated expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

/// The negated variable.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([.init(operand, -1)]) }

/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

/// An expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

/// A constant minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

/// An expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }

/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs + -rhs }

/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }

/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs + -rhs }

/// An expression times a constant.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }

/// A constant times an expression.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

/// A variable times a constant.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([.init(lhs, rhs)]) }

/// A constant times a variable.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([.init(rhs, lhs)]) }

/// An expression divided by a constant.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

/// A variable divided by a constant.
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([.init(lhs, 1 / rhs)]) }
