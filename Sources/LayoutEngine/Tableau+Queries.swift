extension Tableau {
    /// Whether the external symbol `s` could take another value without changing the objective.
    ///
    /// A parametric external symbol is free: only rows of other external symbols mention it, so nothing
    /// holds it. A basic one is free when its row contains a parametric symbol of zero reduced cost that
    /// can move: an external one, or a restricted one that no degenerate row (a restricted basic symbol at
    /// zero with a negative coefficient) blocks from increasing.
    func isAmbiguous(_ s: Int32) -> Bool {
        let r32 = info[Int(s)].rowOf
        guard r32 >= 0 else { return true }
        for cell in rows[Int(r32)].cells {
            let p = cell.symbol
            switch info[Int(p)].kind {
            case .dummy: continue
            case .external: return true
            case .slack, .error:
                if !objective.isZero(p) { continue }
                if canIncrease(p) { return true }
            }
        }
        return false
    }

    /// Whether restricted parametric symbol `p` can grow from 0 without making a basic symbol negative.
    func canIncrease(_ p: Int32) -> Bool {
        var node = info[Int(p)].columnHead
        while node >= 0 {
            let q32 = lists.value(node)
            node = lists.next(node)
            let q = Int(q32)
            let basic = rows[q].basic
            if info[Int(basic)].kind == .external { continue }
            if rows[q].constant < Tableau.epsilon && rows[q].coefficient(of: p) < 0 { return false }
        }
        return true
    }

    /// The constraints whose equations combine to give external symbol `s` its current value: those
    /// whose markers occur in its row, in the order they were added. Empty for a parametric symbol.
    mutating func constraintsAffecting(_ s: Int32) -> [Constraint] {
        let r = info[Int(s)].rowOf
        guard r >= 0 else { return [] }
        return owners(of: rows[Int(r)].cells) { $0.constraint != nil }
    }

    /// Appends each external symbol whose value changed since the last call to `changes` and records its
    /// new value as published, reading only the symbols made dirty since then.
    mutating func collectChanges(into changes: inout [Int32]) {
        var list: [Int32] = []
        swap(&list, &dirty)
        for s in list {
            let i = Int(s)
            info[i].isDirty = false
            guard info[i].kind == .external, variableOf[i] != nil else { continue }
            let value = value(ofSymbol: s)
            if value != info[i].published {
                info[i].published = value
                changes.append(s)
            }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &dirty)
    }
}
