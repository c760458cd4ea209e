extension Tableau {
    // MARK: - Adding

    /// Adds `constraint`, then re-optimises. A required constraint that cannot hold is refused with
    /// `.unsatisfiableConstraint`, and the tableau is left equivalent to what it was.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("a coefficient or constant of \(constraint)")
        }
        let strength = constraint.strength
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard constraintSlots[constraint.id] < 0 else { throw .duplicateConstraint(constraint) }
        let slot = newRecord(constraint)
        try install(slot, newReferences: true)
        if strength.isRequired { requiredGeneration += 1 }
    }

    /// Puts the constraint of record `slot` into the tableau and re-optimises. With `newReferences`, it
    /// also counts as a reference to its variables; an unsatisfiable constraint is then abandoned (its
    /// record freed) before the error is thrown, with the conflict read off the tableau.
    mutating func install(_ slot: Int32, newReferences: Bool) throws(SolverError) {
        guard let constraint = records[Int(slot)].constraint else { return }
        let strength = constraint.strength

        // The row: the expression with every basic variable replaced by its row.
        let r = newRow()
        // Room for its terms and its marker and error at once, rather than growing by doubling as cells go in (a term
        // whose variable is basic brings that row's cells in a buffer of their own).
        rows[r].cells.reserveCapacity(constraint.expression.terms.count + 2)
        rows[r].constant = constraint.expression.constant
        for term in constraint.expression.terms {
            let s = symbol(for: term.variable)
            if newReferences {
                info[Int(s)].references += 1
                let head = info[Int(s)].constraintsHead
                if head < 0 || lists.value(head) != slot { _ = lists.push(slot, head: &info[Int(s)].constraintsHead) }
            }
            if term.coefficient == 0 { continue }
            rows[r].constant += term.coefficient * info[Int(s)].origin
            let q = Int(info[Int(s)].rowOf)
            if q >= 0 {
                let cells = rows[q].cells
                addRow(term.coefficient, cells: cells, constant: rows[q].constant, into: r, attached: false)
            } else {
                insertDetached(s, term.coefficient, into: r)
            }
        }

        // Its marker, and the errors of an optional constraint.
        var marker: Int32
        var other: Int32 = -1
        let required = strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            insertDetached(marker, sign, into: r)
            if !required {
                other = newSymbol(.error)
                insertDetached(other, -sign, into: r)
                addToObjective(other, level: strength.priority, amount: strength.weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                insertDetached(marker, 1, into: r)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                insertDetached(marker, -1, into: r)
                insertDetached(other, 1, into: r)
                addToObjective(marker, level: strength.priority, amount: strength.weight)
                addToObjective(other, level: strength.priority, amount: strength.weight)
            }
        }
        info[Int(marker)].owner = slot
        if other >= 0 { info[Int(other)].owner = slot }
        records[Int(slot)].marker = marker
        records[Int(slot)].other = other

        if rows[r].constant < 0 {
            rows[r].constant = -rows[r].constant
            for i in rows[r].cells.indices { rows[r].cells[i].coefficient = -rows[r].cells[i].coefficient }
        }

        // The subject: an inequality's slack when it can be (a negative coefficient keeps the row feasible),
        // so that an inequality that holds already leaves its variables where they are, as Apple's engine
        // does — parametric variables stay at their origins —, and costs no substitution. Else the external
        // symbol in the fewest rows (the lowest of those), as it is substituted into each of them — a variable
        // the new constraint brings in is in none, where the lowest symbol can be in every row (each of N equal
        // lengths, made basic in turn, cost N² substitutions) — else a new restricted symbol with a negative
        // coefficient, which keeps every row feasible.
        var subject: Int32 = -1
        var onlyDummies = true
        if info[Int(marker)].kind == .slack && rows[r].coefficient(of: marker) < 0 {
            subject = marker
            for cell in rows[r].cells where info[Int(cell.symbol)].kind == .external {
                info[Int(cell.symbol)].mayBeLoose = true
            }
        } else {
            for cell in rows[r].cells {
                let k = info[Int(cell.symbol)].kind
                if k == .external {
                    if subject < 0 || info[Int(cell.symbol)].columnCount < info[Int(subject)].columnCount {
                        subject = cell.symbol
                    }
                    continue
                }
                if k != .dummy { onlyDummies = false }
            }
            // One that would make a row infeasible is left to phase I, which moves it only as far as the rows it
            // is in allow. Checked on the choice alone: the check walks the symbol's column.
            if subject >= 0 && !canSolve(r, for: subject) {
                onlyDummies = false
                subject = -1
                for cell in rows[r].cells where info[Int(cell.symbol)].kind == .external && canSolve(r, for: cell.symbol) {
                    if subject < 0 || info[Int(cell.symbol)].columnCount < info[Int(subject)].columnCount {
                        subject = cell.symbol
                    }
                }
            }
        }
        if subject < 0 {
            if info[Int(marker)].kind != .dummy && rows[r].coefficient(of: marker) < 0 {
                subject = marker
            } else if other >= 0 && rows[r].coefficient(of: other) < 0 {
                subject = other
            }
        }
        if subject < 0 && onlyDummies {
            if abs(rows[r].constant) >= Tableau.epsilon {
                // `0 = constant + Σ dummies`: the row is a combination of required equalities whose
                // markers it shows, and it cannot hold.
                let conflicting = conflictSet(rows[r].cells, excluding: slot)
                freeRow(r)
                try giveUp(slot, newReferences: newReferences, conflicting: conflicting)
            }
            subject = marker // redundant: the dummy's row reads `0 = 0 + …`
        }

        if subject >= 0 {
            solve(r, for: subject)
            rows[r].basic = subject
            info[Int(subject)].rowOf = Int32(r)
            substitute(subject, with: r)
            attach(r)
            markDirty(subject)
            try optimize()
        } else {
            try addWithArtificialVariable(r, slot: slot, newReferences: newReferences)
        }
    }

    /// Whether the new row `r` (`0 = constant + …`) can be solved for external parametric symbol `s`: the
    /// value it gives `s` keeps every restricted row `s` occurs in non-negative. Only symbols marked
    /// `mayBeLoose` can occur in such rows; the mark goes when `s` is found in none.
    mutating func canSolve(_ r: Int, for s: Int32) -> Bool {
        guard info[Int(s)].mayBeLoose else { return true }
        let value = -rows[r].constant / rows[r].coefficient(of: s)
        var inRestrictedRow = false
        var node = info[Int(s)].columnHead
        while node >= 0 {
            let q = Int(lists.value(node))
            node = lists.next(node)
            guard info[Int(rows[q].basic)].kind != .external, let index = rows[q].index(of: s) else { continue }
            inRestrictedRow = true
            if rows[q].constant + rows[q].cells[index].coefficient * value < 0 { return false }
        }
        if !inRestrictedRow { info[Int(s)].mayBeLoose = false }
        return true
    }

    /// After an unsatisfiable constraint's equation has left the tableau: forgets it (or, when it was being
    /// re-installed, reports an internal failure, since a subset of satisfiable constraints cannot conflict).
    mutating func giveUp(_ slot: Int32, newReferences: Bool, conflicting: [Constraint]) throws(SolverError) -> Never {
        let constraint = records[Int(slot)].constraint!
        if newReferences {
            abandon(slot)
            throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
        let marker = records[Int(slot)].marker
        if marker >= 0 { releaseSymbol(marker) }
        records[Int(slot)].marker = -1
        throw .internalFailure("\(constraint) no longer holds while its component is rebuilt")
    }

    /// Phase I for a row with no usable subject: adds it as `artificial = row` and minimises the
    /// artificial variable. At zero the row joins the tableau; above zero the constraint is unsatisfiable,
    /// its equation is taken out again, and the final artificial objective — a combination of the new row
    /// and existing ones in which only required markers can remain — names the conflicting constraints.
    mutating func addWithArtificialVariable(_ r: Int, slot: Int32, newReferences: Bool) throws(SolverError) {
        let marker = records[Int(slot)].marker
        let art = newSymbol(.slack)
        rows[r].basic = art
        info[Int(art)].rowOf = Int32(r)
        attach(r)
        let objectiveRow = newRow()
        rows[objectiveRow].constant = rows[r].constant
        rows[objectiveRow].cells = rows[r].cells
        for i in rows[objectiveRow].cells.indices { rows[objectiveRow].cells[i].position = -1 }
        artificialRow = objectiveRow
        do {
            try minimizeArtificial()
        } catch {
            artificialRow = -1
            freeRow(objectiveRow)
            throw error
        }
        artificialRow = -1
        let satisfiable = abs(rows[objectiveRow].constant) < Tableau.epsilon
        let conflicting = satisfiable ? [] : conflictSet(rows[objectiveRow].cells, excluding: slot)
        freeRow(objectiveRow)

        let artRow = Int(info[Int(art)].rowOf)
        if !satisfiable {
            // Take the new equation out: `art` occurs in it alone, so it serves as its marker.
            removeEquation(markedBy: art)
            releaseSymbol(art)
            try optimize() // phase I moved the basis; the objective may no longer be minimal
            try giveUp(slot, newReferences: newReferences, conflicting: conflicting)
        }
        if artRow >= 0 {
            detach(artRow)
            info[Int(art)].rowOf = -1
            rows[artRow].basic = -1
            if rows[artRow].cells.isEmpty {
                freeRow(artRow)
            } else {
                // Read `art = 0 + …` as `0 = …` and give it another subject.
                var entering: Int32 = -1
                for cell in rows[artRow].cells where info[Int(cell.symbol)].kind == .slack || info[Int(cell.symbol)].kind == .error {
                    entering = cell.symbol
                    break
                }
                if entering < 0 {
                    entering = rows[artRow].index(of: marker) != nil ? marker : rows[artRow].cells[0].symbol
                }
                solve(artRow, for: entering)
                rows[artRow].basic = entering
                info[Int(entering)].rowOf = Int32(artRow)
                substitute(entering, with: artRow)
                attach(artRow)
                markDirty(entering)
            }
        }
        releaseSymbol(art) // when parametric, it is 0: erasing it from the rows keeps them valid
        try optimize()
    }

    /// The required constraints, other than the one in `slot`, whose markers occur in `cells`, in the
    /// order they were added.
    mutating func conflictSet(_ cells: [Cell], excluding slot: Int32) -> [Constraint] {
        owners(of: cells) { record in
            record.constraint?.strength.isRequired == true
        }.filter { $0 !== records[Int(slot)].constraint }
    }

    /// The constraints owning the symbols of `cells` (each once) that pass `include`, in the order they
    /// were added.
    mutating func owners(of cells: [Cell], _ include: (ConstraintRecord) -> Bool) -> [Constraint] {
        let m = nextMark()
        var slots: [Int32] = []
        for cell in cells where abs(cell.coefficient) >= Tableau.epsilon {
            let o = info[Int(cell.symbol)].owner
            guard o >= 0, recordMark[Int(o)] != m else { continue }
            recordMark[Int(o)] = m
            if include(records[Int(o)]) { slots.append(o) }
        }
        slots.sort { records[Int($0)].sequence < records[Int($1)].sequence }
        return slots.compactMap { records[Int($0)].constraint }
    }

    /// A record slot for `constraint`.
    mutating func newRecord(_ constraint: Constraint) -> Int32 {
        let record = ConstraintRecord(constraint: constraint, sequence: nextSequence)
        nextSequence += 1
        let slot: Int32
        if let free = freeRecords.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
            recordMark.append(0)
        }
        constraintSlots.set(constraint.id, slot)
        return slot
    }

    /// Forgets the constraint in `slot` after its equation has left the tableau: its record, its marker
    /// symbols and its references to variables.
    mutating func abandon(_ slot: Int32) {
        let record = records[Int(slot)]
        guard let constraint = record.constraint else { return }
        if record.marker >= 0 { releaseSymbol(record.marker) }
        if record.other >= 0 { releaseSymbol(record.other) }
        for term in constraint.expression.terms { dropReference(to: term.variable, from: slot) }
        constraintSlots.remove(constraint.id)
        records[Int(slot)] = ConstraintRecord()
        freeRecords.append(slot)
    }

    /// One constraint fewer refers to `variable`; its symbol is recycled when none does and it is out
    /// of the tableau.
    mutating func dropReference(to variable: Variable, from slot: Int32) {
        let s = variableSymbols[variable.id]
        guard s >= 0 else { return }
        let i = Int(s)
        var node = info[i].constraintsHead
        while node >= 0 {
            if lists.value(node) == slot {
                lists.remove(node, head: &info[i].constraintsHead)
                break
            }
            node = lists.next(node)
        }
        info[i].references -= 1
        if info[i].references <= 0 && info[i].rowOf < 0 && info[i].columnHead < 0 && editSlots[variable.id] < 0 {
            variableSymbols.remove(variable.id)
            releaseSymbol(s)
        }
    }

    // MARK: - Removing

    /// Removes `constraint` and re-optimises.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        try remove(CollectionOfOne(constraint))
    }

    /// Removes `constraints` in order, re-optimising after each, except those whose markers were evicted: they
    /// are taken out together at the end, rebuilding the components they belong to once. Stops at the first
    /// constraint that is not here (those before it are removed).
    mutating func remove(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        var rebuilding: [Int32] = []
        var unknown: Constraint?
        for constraint in constraints {
            let slot = constraintSlots[constraint.id]
            guard slot >= 0 else {
                unknown = constraint
                break
            }
            if constraint.strength.isRequired { requiredGeneration += 1 }
            endEdit(of: slot)
            let marker = records[Int(slot)].marker
            if marker >= 0 && info[Int(marker)].evicted {
                rebuilding.append(slot)
            } else {
                try removeLocally(slot)
            }
        }
        if !rebuilding.isEmpty { try rebuildComponents(removing: rebuilding) }
        if let unknown { throw .unknownConstraint(unknown) }
    }

    /// When the constraint in record `slot` is the one behind an edit (listed in `constraints`): ends the edit.
    private mutating func endEdit(of slot: Int32) {
        let editSlot = records[Int(slot)].editSlot
        guard editSlot >= 0 else { return }
        edits[Int(editSlot)] = nil
        freeEdits.append(editSlot)
        if let variable = records[Int(slot)].constraint?.expression.terms.first?.variable {
            editSlots.remove(variable.id)
        }
        records[Int(slot)].editSlot = -1
    }

    /// Removes the constraint in record `slot`, whose marker is in the rows, by Cassowary's local removal.
    private mutating func removeLocally(_ slot: Int32) throws(SolverError) {
        let record = records[Int(slot)]
        guard let constraint = record.constraint else { return }
        let strength = constraint.strength
        if !strength.isRequired {
            for s in [record.marker, record.other] where s >= 0 && info[Int(s)].kind == .error {
                addToObjective(s, level: strength.priority, amount: -strength.weight)
            }
        }
        removeEquation(markedBy: record.marker)
        abandon(slot)
        try optimize()
    }

    // MARK: - Edits

    /// Makes `variable` editable at `strength` (not required), suggesting 0 until told otherwise.
    mutating func addEdit(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        guard editSlots[variable.id] < 0 else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength,
                                    name: "edit \(variable)")
        try add(constraint)
        let record = EditRecord(constraint: constraint, constant: 0)
        let slot: Int32
        if let free = freeEdits.popLast() {
            slot = free
            edits[Int(slot)] = record
        } else {
            slot = Int32(edits.count)
            edits.append(record)
        }
        editSlots.set(variable.id, slot)
        records[Int(constraintSlots[constraint.id])].editSlot = slot
    }

    /// Removes the edit of `variable`.
    mutating func removeEdit(_ variable: Variable) throws(SolverError) {
        let slot = editSlots[variable.id]
        guard slot >= 0, let record = edits[Int(slot)] else { throw .unknownEditVariable(variable) }
        try remove(record.constraint) // which forgets the edit too
    }

    /// Suggests `value` for the edited `variable`: moves the constants of the rows that contain the edit's
    /// error symbols, then restores feasibility with the dual simplex.
    mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("the value \(value) suggested for \(variable)") }
        let slot = editSlots[variable.id]
        guard slot >= 0, let edit = edits[Int(slot)] else { throw .unknownEditVariable(variable) }
        let record = constraintSlots[edit.constraint.id]
        guard record >= 0 else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edits[Int(slot)]!.constant = value
        moveEdit(record, by: delta)
        try dualOptimize()
    }

    /// Adds `delta` to the value that the edit constraint in record `slot` asks for (dual simplex pending).
    mutating func moveEdit(_ slot: Int32, by delta: Double) {
        // The edit reads `v − value == 0`: its expression's constant moves the other way.
        shiftConstant(slot, by: -delta)
    }

    /// Adds `delta` to the constant of the expression of the constraint in record `slot`, moving the
    /// constants of the rows that contain its marker or error (dual simplex pending).
    ///
    /// The constraint entered the tableau as `0 = c + e + k·marker (+ k′·other)`. With `c + delta` in place of
    /// `c`, the same tableau holds for `marker′ = marker − delta/k`: a basic marker's row moves by `−delta/k`,
    /// and with a parametric one, each row moves by its coefficient of the marker times `delta/k`.
    mutating func shiftConstant(_ slot: Int32, by delta: Double) {
        let record = records[Int(slot)]
        guard let constraint = record.constraint else { return }
        let (k, kOther) = Self.markerCoefficients(of: constraint)
        let marker = record.marker, other = record.other
        if info[Int(marker)].rowOf >= 0 {
            let r = Int(info[Int(marker)].rowOf)
            rows[r].constant -= delta / k
            constantChanged(r)
        } else if other >= 0 && info[Int(other)].rowOf >= 0 {
            let r = Int(info[Int(other)].rowOf)
            rows[r].constant -= delta / kOther
            constantChanged(r)
        } else {
            let step = delta / k
            // Every row containing the marker moves by its coefficient. The rows are taken out of `self` for
            // the loop so that it runs on a raw buffer, without a uniqueness check per row.
            var table: [Row] = []
            swap(&table, &rows)
            table.withUnsafeMutableBufferPointer { buffer in
                var node = info[Int(marker)].columnHead
                while node >= 0 {
                    let q = Int(lists.value(node))
                    node = lists.next(node)
                    guard let index = buffer[q].index(of: marker) else { continue }
                    let constant = buffer[q].constant + buffer[q].cells[index].coefficient * step
                    buffer[q].constant = constant
                    let b = buffer[q].basic
                    if info[Int(b)].kind == .external {
                        markDirty(b)
                    } else if constant < 0 {
                        infeasible.append(b)
                    }
                }
            }
            swap(&table, &rows)
        }
    }

    /// The coefficients `install` gives a constraint's marker and other symbol in its equation.
    static func markerCoefficients(of constraint: Constraint) -> (marker: Double, other: Double) {
        switch constraint.relation {
        case .lessThanOrEqual: (1, -1)
        case .greaterThanOrEqual: (-1, 1)
        case .equal: constraint.strength.isRequired ? (1, 0) : (-1, 1)
        }
    }

    /// Puts `new` in `old`'s place when the two differ in their constants only, moving the tableau's constants
    /// as an edit does instead of removing and adding (a constraint whose marker was evicted rebuilds its
    /// component in place). Returns false, with nothing changed, when they differ otherwise, when `old` is not
    /// here or is an edit, when its row is redundant, or when the new constant cannot hold: then remove `old`
    /// and add `new`, which reports the conflict.
    mutating func replaceConstant(of old: Constraint, with new: Constraint) throws(SolverError) -> Bool {
        let slot = constraintSlots[old.id]
        guard slot >= 0, constraintSlots[new.id] < 0, records[Int(slot)].editSlot < 0,
              old.relation == new.relation, old.strength == new.strength, new.expression.constant.isFinite,
              Self.sameTerms(old.expression, new.expression) else { return false }
        let marker = records[Int(slot)].marker
        guard marker >= 0, info[Int(marker)].kind != .dummy || info[Int(marker)].rowOf < 0 else { return false }
        if old.strength.isRequired { requiredGeneration += 1 }
        // Without its marker in the rows, the rows that depend on it are unknown: its component is rebuilt.
        if info[Int(marker)].evicted { return try rebuildComponent(replacing: old, with: new, in: slot) }
        let delta = new.expression.constant - old.expression.constant
        if delta != 0 {
            shiftConstant(slot, by: delta)
            do {
                try dualOptimize()
            } catch {
                // A required constraint that cannot hold at its new constant: back to the old one, feasible.
                infeasible.removeAll()
                shiftConstant(slot, by: -delta)
                try dualOptimize()
                return false
            }
        }
        records[Int(slot)].constraint = new
        constraintSlots.remove(old.id)
        constraintSlots.set(new.id, slot)
        return true
    }

    /// Whether two expressions have the same terms, in the same order.
    private static func sameTerms(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        a.terms.count == b.terms.count && zip(a.terms, b.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }
}
