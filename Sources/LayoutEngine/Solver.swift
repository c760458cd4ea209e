/// An incremental linear constraint solver in the style of Cassowary (Badros, Borning and Stuckey,
/// 2001), the algorithm behind Auto Layout.
///
/// Add and remove ``Constraint``s in any order; after each call the solver holds the best solution:
/// every required constraint satisfied, and the optional ones satisfied as well as their priorities allow
/// (see ``Strength`` for the exact, lexicographic meaning of priorities). Read results with
/// ``value(of:)``, or collect what changed with ``updateVariables(_:)``. For interactive changes, make a
/// variable editable (``addEditVariable(_:strength:)``) and ``suggestValue(_:for:)`` new values: each
/// re-solve is a few dual-simplex pivots local to the rows concerned.
///
/// Work is proportional to the rows a change touches, not to the size of the system: the tableau keeps, for
/// every symbol, the rows it occurs in. Independent subsystems (sibling views that do not refer to each
/// other) cost the same however many there are, and a chain of N equalities costs O(N), not O(N²): the
/// markers of required equalities that many rows depend on are dropped from the rows (see
/// ``removeConstraint(_:)`` for the price). Results are deterministic: every choice is made on symbol
/// order, which follows the order in which variables and constraints were added, never on hash order.
///
/// A solver is not thread-safe; use it from one thread or task at a time.
public final class Solver {
    private var core = Tableau()
    private var changes: [Int32] = []
    /// An exact copy of the required constraints of one component, kept to explain further conflicts
    /// against it cheaply while the required constraints do not change.
    private var explainer: (generation: Int, component: [Int32], tableau: Tableau)?

    /// Components larger than this are not copied to complete an explanation.
    static let exactExplanationLimit = 5000

    /// The longest column a required equality's marker may have before it is evicted (see `Tableau`).
    /// Tests lower it to exercise eviction on small systems.
    var markerColumnLimit: Int {
        get { core.markerColumnLimit }
        set { core.markerColumnLimit = newValue }
    }

    /// An empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when the constraint is required and
    ///   cannot hold with the required constraints already added, which it names; the solver is then
    ///   unchanged. Also ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)`` and
    ///   ``SolverError/invalidStrength(_:)``.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        do {
            try core.add(constraint)
        } catch {
            guard case let .unsatisfiableConstraint(_, partial) = error else { throw error }
            throw .unsatisfiableConstraint(constraint, conflicting: explain(constraint, partial))
        }
    }

    /// Adds `constraint` and re-solves, as ``addConstraint(_:)`` does, when it can hold; returns false, with the
    /// solver unchanged, for a required constraint that cannot. It does not work out which constraints it
    /// conflicts with, which in a component whose markers were dropped costs a copy of the component: what
    /// trying again a constraint left out earlier needs.
    ///
    /// - Throws: the other errors of ``addConstraint(_:)``.
    public func addConstraintIfSatisfiable(_ constraint: Constraint) throws(SolverError) -> Bool {
        do {
            try core.add(constraint)
            return true
        } catch {
            guard case .unsatisfiableConstraint = error else { throw error }
            return false
        }
    }

    /// Makes room for `count` more constraints, about to be added, at once: a large batch then grows the
    /// solver's storage once instead of step by step. It changes no result.
    public func reserveCapacity(forConstraints count: Int) {
        core.reserveCapacity(forConstraints: count)
    }

    /// Adds each constraint in order, stopping at the first error (those before it stay added).
    public func addConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    /// The complete list of constraints conflicting with `constraint`: `partial`, read off the tableau,
    /// unless a marker that could belong in it was evicted; then the list from an exact copy of the
    /// required constraints of the component, cached for the next conflict with the same component.
    private func explain(_ constraint: Constraint, _ partial: [Constraint]) -> [Constraint] {
        guard core.evictedCount > 0 else { return partial }
        let component = core.component(from: core.symbols(of: constraint))
        guard core.hasEvictedMarker(component), component.count <= Solver.exactExplanationLimit else {
            return partial
        }
        var copy: Tableau
        if let cached = explainer, cached.generation == core.requiredGeneration, cached.component == component {
            copy = cached.tableau
        } else {
            copy = core.exactCopy(of: component, requiredOnly: true)
        }
        explainer = nil
        do {
            try copy.add(constraint)
            return partial
        } catch {
            explainer = (core.requiredGeneration, component, copy)
            if case let .unsatisfiableConstraint(_, exact) = error { return exact }
            return partial
        }
    }

    /// Removes `constraint` and re-solves.
    ///
    /// This is local to the rows the constraint's marker occurs in, except for a required equality on which
    /// more than 8 rows depend (a view many others are pinned to, a link early in a long chain): its marker
    /// was dropped from the rows to keep them short, so the constraints connected to it through shared
    /// variables are re-added without it, at about a microsecond each.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.remove(constraint)
    }

    /// Removes each constraint in order and re-solves, as ``removeConstraint(_:)`` does, except that the
    /// components rebuilt for required equalities whose markers were dropped are rebuilt once for all of them:
    /// taking a whole subtree's constraints out of a long chain or cycle costs one rebuild, not one each.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first constraint not in the solver; those
    ///   before it are removed.
    public func removeConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        try core.remove(constraints)
    }

    /// Puts `new` in place of `old` when the two differ only in their constants — what changing a layout
    /// constraint's constant does — moving the solution as an edit does, in time independent of the size of the
    /// system. Returns false, changing nothing, when they differ otherwise or the new constant cannot hold (a
    /// required constraint that would conflict): then remove `old` and add `new`, which reports the conflict.
    public func replaceConstant(of old: Constraint, with new: Constraint) throws(SolverError) -> Bool {
        try core.replaceConstant(of: old, with: new)
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.constraintSlots[constraint.id] >= 0
    }

    /// The constraints in the solver, in the order they were added (edit constraints included).
    public var constraints: [Constraint] {
        core.records.filter { $0.constraint != nil }.sorted { $0.sequence < $1.sequence }.compactMap(\.constraint)
    }

    /// Gives `variable`, before it enters the solver, the value it keeps while no constraint determines it,
    /// as Apple's engine starts a view's unknowns at its current frame: without it a variable starts at 0.
    /// Constraints then move it as little as their solution allows — an inequality that holds at the starting
    /// value leaves it there, one that does not moves it to its bound — and a variable left free keeps it.
    /// Returns false, changing nothing, once the variable is in the solver (a constraint or edit names it).
    ///
    /// - Throws: ``SolverError/nonFiniteValue(_:)`` for NaN or an infinity.
    @discardableResult
    public func setInitialValue(_ value: Double, for variable: Variable) throws(SolverError) -> Bool {
        guard value.isFinite else { throw .nonFiniteValue("the initial value \(value) of \(variable)") }
        guard core.variableSymbols[variable.id] < 0 else { return false }
        // Zero is every variable's default: not storing it keeps the common case free of hashing.
        if value != 0 || !core.pendingOrigins.isEmpty { core.pendingOrigins[variable.id] = value == 0 ? nil : value }
        return true
    }

    // MARK: Edits

    /// Makes `variable` editable: an optional equality `variable == suggestion` at `strength`, which must
    /// not be required. The suggestion starts at 0; call ``suggestValue(_:for:)``.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditStrength(_:)``,
    ///   ``SolverError/invalidStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength = .strong) throws(SolverError) {
        try core.addEdit(variable, strength: strength)
    }

    /// Removes the edit of `variable` and re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEdit(variable)
    }

    /// Whether `variable` is editable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.editSlots[variable.id] >= 0
    }

    /// Suggests `value` for the editable `variable` and re-solves with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, or ``SolverError/nonFiniteValue(_:)`` for NaN or
    ///   an infinity.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try core.suggest(value, for: variable)
    }

    // MARK: Results

    /// The current value of `variable` in the best solution (for a variable the solver does not know, its
    /// initial value, or 0). Always up to date; reading it costs one array lookup.
    public func value(of variable: Variable) -> Double {
        let s = core.variableSymbols[variable.id]
        if s >= 0 { return core.value(ofSymbol: s) }
        return core.pendingOrigins.isEmpty ? 0 : core.pendingOrigins[variable.id] ?? 0
    }

    /// Records the current values as the ones reported, and returns how many variables changed since the
    /// previous call: the same bookkeeping as ``updateVariables(_:)`` without the callback. Only the rows
    /// that changed are read.
    @discardableResult
    public func updateVariables() -> Int {
        var list: [Int32] = []
        swap(&list, &changes)
        core.collectChanges(into: &list)
        let count = list.count
        list.removeAll(keepingCapacity: true)
        swap(&list, &changes)
        return count
    }

    /// Calls `body` with each variable whose value changed since the previous call (or since it was first
    /// used, from 0), and its new value. Only the rows that changed are read, so this costs time in
    /// proportion to what changed, not to the size of the system. Variables come in the order they became
    /// dirty. `body` may call the solver.
    public func updateVariables(_ body: (Variable, Double) -> Void) {
        var list: [Int32] = []
        swap(&list, &changes)
        core.collectChanges(into: &list)
        let variables = core.variableOf, info = core.info // snapshots: `body` may change the solver
        for s in list {
            if let variable = variables[Int(s)] { body(variable, info[Int(s)].published) }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &changes)
    }

    /// Whether `variable`'s value could change without making the solution worse: the constraints leave it
    /// free, or trade it off between optional constraints of equal cost. UIKit's `hasAmbiguousLayout`
    /// builds on this. The test looks one pivot away from the current solution: a variable that only
    /// several simultaneous degenerate moves could shift is reported as determined.
    public func isVariableAmbiguous(_ variable: Variable) -> Bool {
        let s = core.variableSymbols[variable.id]
        return s < 0 || core.isAmbiguous(s)
    }

    /// The constraints that determine `variable`'s current value, in the order they were added: those whose
    /// equations combine, in the current solution, into `variable = value`. Empty when the variable is free
    /// (see ``isVariableAmbiguous(_:)``) or unknown. UIKit's `constraintsAffectingLayout(for:)` builds on this.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        let s = core.variableSymbols[variable.id]
        return s >= 0 ? core.exactConstraintsAffecting(s, variable: variable, limit: Solver.exactExplanationLimit) : []
    }

    /// Counts describing the tableau, for tests, benchmarks and debugging.
    public struct Statistics: Sendable, CustomStringConvertible {
        /// Rows in the tableau (one per constraint and edit, minus redundant ones).
        public var rows: Int
        /// Non-zero cells over all rows.
        public var cells: Int
        /// Symbols in use (variables, slacks, errors, markers).
        public var symbols: Int
        /// Simplex pivots since the solver was created or reset.
        public var pivots: Int
        /// Row substitutions (a multiple of one row added into another, the unit of work of adding, removing
        /// and pivoting) since the solver was created or reset: how work grows with a system, without a clock.
        public var substitutions: Int

        /// For example `rows 12, cells 30, symbols 28, pivots 4, substitutions 20`.
        public var description: String {
            "rows \(rows), cells \(cells), symbols \(symbols), pivots \(pivots), substitutions \(substitutions)"
        }
    }

    /// Counts describing the tableau now (computing them reads every row).
    public var statistics: Statistics {
        var rows = 0, cells = 0
        for row in core.rows where row.basic >= 0 && core.rowOf(row.basic) >= 0 {
            rows += 1
            cells += row.cells.count
        }
        return Statistics(rows: rows, cells: cells, symbols: core.info.count - core.freeSymbols.count,
                          pivots: core.pivotCount, substitutions: core.substitutionCount)
    }

    /// Removes every constraint, edit and variable.
    public func reset() {
        let limit = core.markerColumnLimit
        core = Tableau()
        core.markerColumnLimit = limit
        changes = []
        explainer = nil
    }
}
