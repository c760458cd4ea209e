extension Tableau {
    /// The most pivots one optimisation may take before giving up: far more than any real system needs,
    /// so that numerical trouble ends in an error instead of a hang.
    var pivotLimit: Int { 10_000 + 20 * (rows.count + info.count) }

    /// The row that limits how far `entering` can move (up when `increasing`, else down) while every
    /// restricted basic symbol stays non-negative: the minimum ratio, ties to the lowest basic symbol.
    func leavingRow(for entering: Int32, increasing: Bool) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var node = info[Int(entering)].columnHead
        while node >= 0 {
            let q32 = lists.value(node)
            node = lists.next(node)
            let q = Int(q32)
            let basic = rows[q].basic
            if info[Int(basic)].kind == .external { continue }
            guard let index = rows[q].index(of: entering) else { continue }
            let a = rows[q].cells[index].coefficient
            let ratio: Double
            if increasing {
                guard a < 0 else { continue }
                ratio = rows[q].constant / -a
            } else {
                guard a > 0 else { continue }
                ratio = rows[q].constant / a
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = q
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the objective: while some parametric symbol's reduced cost is lexicographically
    /// negative, pivot it in (lowest such symbol first: Bland's rule, so no cycling).
    mutating func optimize() throws(SolverError) {
        var iterations = 0
        let limit = pivotLimit
        while let entering = candidates.popMin() {
            let i = Int(entering)
            guard info[i].rowOf < 0 else { continue }
            let sign = objective.sign(entering)
            let increasing: Bool
            switch info[i].kind {
            case .dummy: continue
            case .external:
                if sign == 0 { continue }
                increasing = sign < 0
            case .slack, .error:
                if sign >= 0 { continue }
                increasing = true
            }
            iterations += 1
            if iterations > limit { throw .internalFailure("the simplex did not converge") }
            guard let r = leavingRow(for: entering, increasing: increasing) else {
                throw .internalFailure("the objective is unbounded")
            }
            pivot(r, entering: entering)
        }
    }

    /// Dual simplex: while a restricted basic symbol is negative, pivot it out for the parametric symbol
    /// of its row with the smallest ratio of reduced cost to coefficient (ties to the lowest symbol). The
    /// objective stays optimal throughout, so this restores feasibility in a few local pivots after an
    /// edit.
    mutating func dualOptimize() throws(SolverError) {
        var iterations = 0
        let limit = pivotLimit
        while let leaving = infeasible.popLast() {
            let r32 = info[Int(leaving)].rowOf
            guard r32 >= 0, info[Int(leaving)].kind != .external else { continue }
            let r = Int(r32)
            guard rows[r].constant < 0 else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            // An external symbol may move either way; at an optimum its reduced cost is 0, the best ratio.
            for cell in rows[r].cells where info[Int(cell.symbol)].kind != .dummy
                && (cell.coefficient > 0 || info[Int(cell.symbol)].kind == .external) {
                if entering < 0
                    || objective.ratioLess(cell.symbol, cell.coefficient, entering, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else {
                if rows[r].constant > -Tableau.epsilon { continue }
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            iterations += 1
            if iterations > limit { throw .internalFailure("the dual simplex did not converge") }
            pivot(r, entering: entering)
        }
    }

    /// Phase I: minimises the artificial objective (`artificialRow`) by primal simplex pivots, which also
    /// keep the real objective up to date.
    mutating func minimizeArtificial() throws(SolverError) {
        var iterations = 0
        let limit = pivotLimit
        while true {
            var entering: Int32 = -1
            var increasing = true
            for cell in rows[artificialRow].cells {
                switch info[Int(cell.symbol)].kind {
                case .dummy: continue
                case .external:
                    entering = cell.symbol
                    increasing = cell.coefficient < 0
                case .slack, .error:
                    if cell.coefficient < 0 { entering = cell.symbol }
                }
                if entering >= 0 { break }
            }
            if entering < 0 { return }
            iterations += 1
            if iterations > limit { throw .internalFailure("phase I did not converge") }
            guard let r = leavingRow(for: entering, increasing: increasing) else {
                throw .internalFailure("the artificial objective is unbounded")
            }
            pivot(r, entering: entering)
        }
    }

    /// The row through which a constraint's `marker` leaves the tableau when the constraint is removed: a row
    /// of an external symbol, which then keeps its value (see `removeEquation`); else, by Cassowary's rule,
    /// which keeps the remaining rows feasible, a restricted row where the marker has a negative coefficient
    /// with the smallest ratio, else a restricted row with the smallest ratio of the other sign. Ties go to the
    /// lowest basic symbol.
    func markerLeavingRow(_ marker: Int32) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1 = Int32.max, b2 = Int32.max, b3 = Int32.max
        var node = info[Int(marker)].columnHead
        while node >= 0 {
            let q32 = lists.value(node)
            node = lists.next(node)
            let q = Int(q32)
            guard let index = rows[q].index(of: marker) else { continue }
            let a = rows[q].cells[index].coefficient
            let basic = rows[q].basic
            if info[Int(basic)].kind == .external {
                if basic < b3 {
                    third = q
                    b3 = basic
                }
            } else if a < 0 {
                let ratio = -rows[q].constant / a
                if ratio < r1 || (ratio == r1 && basic < b1) {
                    first = q
                    r1 = ratio
                    b1 = basic
                }
            } else {
                let ratio = rows[q].constant / a
                if ratio < r2 || (ratio == r2 && basic < b2) {
                    second = q
                    r2 = ratio
                    b2 = basic
                }
            }
        }
        if third >= 0 { return third }
        if first >= 0 { return first }
        return second >= 0 ? second : nil
    }

    /// Takes the equation that `marker` alone identifies out of the tableau: drops the marker's row, or
    /// first pivots the marker into the basis through `markerLeavingRow`.
    ///
    /// An external symbol pivoted out keeps the value it had, as a variable the constraint no longer pins
    /// does in Apple's engine: its origin moves to that value first, so its row's constant is 0 and the pivot
    /// moves no other row's constant — every symbol keeps its value and the rows stay feasible.
    mutating func removeEquation(markedBy marker: Int32) {
        let r32 = info[Int(marker)].rowOf
        if r32 >= 0 {
            dropRow(Int(r32))
            return
        }
        guard let q = markerLeavingRow(marker) else { return }
        let leaving = rows[q].basic
        if info[Int(leaving)].kind == .external {
            info[Int(leaving)].origin += rows[q].constant
            rows[q].constant = 0
            info[Int(leaving)].mayBeLoose = true // it joins the rows the marker is in, restricted ones too
        }
        detach(q)
        insertDetached(leaving, -1, into: q)
        solve(q, for: marker)
        rows[q].basic = marker
        info[Int(leaving)].rowOf = -1
        info[Int(marker)].rowOf = Int32(q)
        markDirty(leaving)
        substitute(marker, with: q)
        freeRow(q)
        considerCandidate(leaving)
    }
}
