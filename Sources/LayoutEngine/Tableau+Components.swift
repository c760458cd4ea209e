extension Tableau {
    /// The external symbols of the variables of the constraint in record `slot` that the tableau knows.
    func symbols(of slot: Int32) -> [Int32] {
        guard let constraint = records[Int(slot)].constraint else { return [] }
        return symbols(of: constraint)
    }

    /// The external symbols of `constraint`'s variables that the tableau knows.
    func symbols(of constraint: Constraint) -> [Int32] {
        constraint.expression.terms.compactMap {
            let s = variableSymbols[$0.variable.id]
            return s >= 0 ? s : nil
        }
    }

    /// A fresh mark value for `symbolMark` and `recordMark`.
    mutating func nextMark() -> UInt32 {
        mark &+= 1
        if mark == 0 {
            for i in info.indices { info[i].mark = 0 }
            for i in recordMark.indices { recordMark[i] = 0 }
            mark = 1
        }
        return mark
    }

    /// The record slots of the constraints connected to `seeds` through shared variables (a connected
    /// component of the constraint graph), in the order they were added. Rows never mix components: a row
    /// combining equations of two components would be a linear relation between parametric symbols.
    mutating func component(from seeds: [Int32]) -> [Int32] {
        let m = nextMark()
        var stack: [Int32] = []
        for s in seeds where info[Int(s)].mark != m {
            info[Int(s)].mark = m
            stack.append(s)
        }
        var result: [Int32] = []
        while let s = stack.popLast() {
            for c in lists.values(head: info[Int(s)].constraintsHead) where recordMark[Int(c)] != m {
                recordMark[Int(c)] = m
                result.append(c)
                guard let constraint = records[Int(c)].constraint else { continue }
                for term in constraint.expression.terms {
                    let t = variableSymbols[term.variable.id]
                    if t >= 0 && info[Int(t)].mark != m {
                        info[Int(t)].mark = m
                        stack.append(t)
                    }
                }
            }
        }
        result.sort { records[Int($0)].sequence < records[Int($1)].sequence }
        return result
    }

    /// Whether a constraint in `component` had its marker evicted, so that explanations read off the rows
    /// may miss it.
    func hasEvictedMarker(_ component: [Int32]) -> Bool {
        component.contains { slot in
            let marker = records[Int(slot)].marker
            return marker >= 0 && info[Int(marker)].evicted
        }
    }

    /// Removes the constraints in record `slots`, whose markers were evicted, by taking the connected
    /// components they belong to out of the tableau and installing the other constraints again in their
    /// original order, edits with their current suggestions: once for all of them, however many there are.
    mutating func rebuildComponents(removing slots: [Int32]) throws(SolverError) {
        try rebuildComponents(from: slots.flatMap { symbols(of: $0) }, removing: slots)
    }

    /// Puts `new` in the place of `old`, the constraint of record `slot`, whose marker was evicted and which
    /// differs from `new` in its constant alone, by rebuilding its component. When `new` cannot hold, the
    /// component is rebuilt with `old` again and the result is false.
    mutating func rebuildComponent(replacing old: Constraint, with new: Constraint, in slot: Int32) throws(SolverError)
        -> Bool {
        let seeds = symbols(of: slot)
        records[Int(slot)].constraint = new
        constraintSlots.remove(old.id)
        constraintSlots.set(new.id, slot)
        do {
            try rebuildComponents(from: seeds, removing: [])
            return true
        } catch {
            records[Int(slot)].constraint = old
            constraintSlots.remove(new.id)
            constraintSlots.set(old.id, slot)
            try rebuildComponents(from: seeds, removing: [])
            return false
        }
    }

    /// Takes the connected components of the external symbols `seeds` out of the tableau and installs their
    /// constraints again in their original order, except those of record `slots`, which are forgotten.
    private mutating func rebuildComponents(from seeds: [Int32], removing slots: [Int32]) throws(SolverError) {
        let members = component(from: seeds)
        for c in members {
            let record = records[Int(c)]
            for s in [record.marker, record.other] where s >= 0 && info[Int(s)].rowOf >= 0 {
                dropRow(Int(info[Int(s)].rowOf))
            }
            for s in symbols(of: c) where info[Int(s)].rowOf >= 0 {
                // Installed again, the constraints determine what they determine; the rest stays where it is.
                info[Int(s)].origin = value(ofSymbol: s)
                dropRow(Int(info[Int(s)].rowOf))
                markDirty(s)
            }
        }
        for c in members {
            let record = records[Int(c)]
            for s in [record.marker, record.other] where s >= 0 { releaseSymbol(s) }
            records[Int(c)].marker = -1
            records[Int(c)].other = -1
        }
        for slot in slots { abandon(slot) } // a slot listed twice is already free the second time
        for c in members where records[Int(c)].constraint != nil {
            try install(c, newReferences: false)
            let e = records[Int(c)].editSlot
            if e >= 0, let edit = edits[Int(e)], edit.constant != 0 {
                moveEdit(c, by: edit.constant)
                try dualOptimize()
            }
        }
    }

    /// A new tableau holding the constraints of `component` (only the required ones when `requiredOnly`),
    /// with edits at their current suggestions, in which no marker is ever evicted: explanations read off
    /// its rows are complete.
    func exactCopy(of component: [Int32], requiredOnly: Bool) -> Tableau {
        var copy = Tableau()
        copy.markerColumnLimit = Int.max
        for c in component {
            let record = records[Int(c)]
            guard let constraint = record.constraint else { continue }
            if requiredOnly && !constraint.strength.isRequired { continue }
            for term in constraint.expression.terms where copy.variableSymbols[term.variable.id] < 0 {
                let s = variableSymbols[term.variable.id]
                if s >= 0 { copy.pendingOrigins[term.variable.id] = info[Int(s)].origin }
            }
            do {
                try copy.add(constraint)
                if record.editSlot >= 0, let edit = edits[Int(record.editSlot)], edit.constant != 0 {
                    copy.moveEdit(copy.constraintSlots[constraint.id], by: edit.constant)
                    try copy.dualOptimize()
                }
            } catch {
                continue // cannot happen: these constraints hold together here
            }
        }
        return copy
    }

    /// The constraints that determine external symbol `s`, complete even when markers were evicted (then
    /// recomputed in an exact copy of its component, when that has at most `limit` constraints).
    mutating func exactConstraintsAffecting(_ s: Int32, variable: Variable, limit: Int) -> [Constraint] {
        guard evictedCount > 0 else { return constraintsAffecting(s) }
        let members = component(from: [s])
        guard hasEvictedMarker(members), members.count <= limit else { return constraintsAffecting(s) }
        var copy = exactCopy(of: members, requiredOnly: false)
        let t = copy.variableSymbols[variable.id]
        return t >= 0 ? copy.constraintsAffecting(t) : []
    }
}
