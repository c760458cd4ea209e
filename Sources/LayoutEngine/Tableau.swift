/// A solver's bookkeeping for one constraint.
struct ConstraintRecord {
    /// The constraint, or nil for a free slot.
    var constraint: Constraint?
    /// The symbol that identifies the constraint's row: its slack, its dummy, or its first error.
    var marker: Int32 = -1
    /// The second symbol of an optional constraint (its error, or its negative error), or -1.
    var other: Int32 = -1
    /// When it was added: conflict lists and `constraints` are in this order.
    var sequence: Int = 0
    /// For the constraint behind an edit, the edit's slot; -1 otherwise.
    var editSlot: Int32 = -1
}

/// A solver's bookkeeping for one edit variable.
struct EditRecord {
    /// The optional equality `variable == constant` behind the edit.
    var constraint: Constraint
    /// The last suggested value.
    var constant: Double
}

/// The simplex tableau and everything indexed by symbol, as one value type, so that the solver's hot
/// loops work on plain arrays (no reference counting, no dynamic exclusivity checks per access).
///
/// Symbols are small integers. The tableau keeps, for every symbol, the set of rows it occurs in (its
/// *column*, a linked list in a shared pool), so substituting a symbol, choosing a leaving row or moving an
/// edit's constant touches only those rows, never the whole tableau. Each cell knows its node in its
/// column, so a symbol leaves a column in constant time. Every choice between candidates is made on column
/// lengths and symbol ids (lowest first), never on storage or hash order.
///
/// **Marker eviction.** The marker ("dummy") of a required equality is always zero; it rides along in the
/// rows only so that the constraint can later be removed by pivoting on it, and so that conflicts can be
/// explained. In a chain of N equalities, each row would carry the markers of every equality before it:
/// N² cells, which is what makes kiwi quadratic on chains. So when a dummy's column would grow past
/// `markerColumnLimit` rows (8), the dummy is *evicted*: erased from every row and never inserted again.
/// Values are unaffected. Removing such a constraint then rebuilds its connected component (the
/// constraints linked to it through shared variables) without it, and explanations that may involve it
/// are recomputed exactly in a scratch tableau.
struct Tableau {
    /// Coefficients this close to zero are dropped.
    static let epsilon = 1.0e-8

    // MARK: Rows

    /// Row storage; a row's index is stable while it is in the tableau.
    var rows: [Row] = []
    /// Free row indices.
    var freeRows: [Int32] = []

    // MARK: Per symbol

    /// Everything known about each symbol.
    var info: [SymbolInfo] = []
    /// For external symbols, their variable.
    var variableOf: [Variable?] = []
    /// The columns (values: row indices) and the variables' constraint lists (values: record slots).
    var lists = LinkedLists()
    /// The dirty external symbols, in the order they became dirty.
    var dirty: [Int32] = []
    /// Recycled symbol ids.
    var freeSymbols: [Int32] = []
    /// The current mark value for graph searches.
    var mark: UInt32 = 0
    /// The longest column a dummy may have before it is evicted.
    var markerColumnLimit = 8
    /// How many symbols are evicted dummies.
    var evictedCount = 0

    // MARK: Simplex state

    /// The objective's reduced costs.
    var objective = Objective()
    /// Symbols whose reduced cost may let them improve the objective.
    var candidates = SymbolHeap()
    /// Restricted basic symbols whose row constant may be negative (for the dual simplex).
    var infeasible: [Int32] = []
    /// The phase-I objective row while one is being minimised, else -1. It lives in `rows` but in no
    /// column; substitutions update it too.
    var artificialRow = -1
    /// A spare cell buffer for merging rows without allocating.
    var spare: [Cell] = []
    /// A spare weight buffer.
    var weightBuffer: [(priority: Double, value: Double)] = []
    /// Pivots so far.
    var pivotCount = 0
    /// Row substitutions (`addRow` calls) so far.
    var substitutionCount = 0

    // MARK: Objects

    /// Variable id → external symbol.
    var variableSymbols = IDMap()
    /// Variable id → the origin its symbol will have, for variables given a value before they enter.
    var pendingOrigins: [Int: Double] = [:]
    /// Constraint id → record slot.
    var constraintSlots = IDMap()
    /// Constraint records.
    var records: [ConstraintRecord] = []
    /// Free record slots.
    var freeRecords: [Int32] = []
    /// Scratch marks for graph searches, by record slot.
    var recordMark: [UInt32] = []
    /// Counts changes to the set of required constraints (for caching conflict explanations).
    var requiredGeneration = 0
    /// The next record's sequence number.
    var nextSequence = 0
    /// Variable id → edit slot.
    var editSlots = IDMap()
    /// Edit records.
    var edits: [EditRecord?] = []
    /// Free edit slots.
    var freeEdits: [Int32] = []

    // MARK: - Symbols

    /// The kind of symbol `s`.
    @inline(__always)
    func kind(_ s: Int32) -> SymbolKind { info[Int(s)].kind }

    /// The row in which `s` is basic, or -1.
    @inline(__always)
    func rowOf(_ s: Int32) -> Int { Int(info[Int(s)].rowOf) }

    /// A new symbol of `kind`: a recycled id, or the next one.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            let dirty = info[Int(s)].isDirty
            info[Int(s)] = SymbolInfo(kind)
            info[Int(s)].isDirty = dirty // still listed in `dirty`
            return s
        }
        let s = Int32(info.count)
        info.append(SymbolInfo(kind))
        variableOf.append(nil)
        objective.grow(to: info.count)
        candidates.grow(to: info.count)
        return s
    }

    /// Recycles a symbol nothing refers to any more, first erasing any numerical residue of it.
    mutating func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        if info[i].evicted {
            evictedCount -= 1
            info[i].evicted = false
        }
        if info[i].rowOf >= 0 { dropRow(Int(info[i].rowOf)) }
        var node = info[i].columnHead
        while node >= 0 {
            let r = Int(lists.value(node))
            if let index = rows[r].index(of: s) { rows[r].cells.remove(at: index) }
            node = lists.next(node)
        }
        lists.removeAll(head: &info[i].columnHead)
        lists.removeAll(head: &info[i].constraintsHead)
        info[i].columnCount = 0
        objective.clear(s)
        variableOf[i] = nil
        info[i].owner = -1
        freeSymbols.append(s)
    }

    /// The symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Int32 {
        let known = variableSymbols[variable.id]
        if known >= 0 { return known }
        let s = newSymbol(.external)
        variableOf[Int(s)] = variable
        variableSymbols.set(variable.id, s)
        if !pendingOrigins.isEmpty, let origin = pendingOrigins.removeValue(forKey: variable.id) {
            info[Int(s)].origin = origin
            markDirty(s) // its value is not the 0 last published
        }
        return s
    }

    /// The current value of symbol `s`: its origin (0 but for external symbols) plus its row's constant when
    /// basic.
    @inline(__always)
    func value(ofSymbol s: Int32) -> Double {
        let r = info[Int(s)].rowOf
        return r >= 0 ? info[Int(s)].origin + rows[Int(r)].constant : info[Int(s)].origin
    }

    /// Notes that external symbol `s` may have a new value.
    @inline(__always)
    mutating func markDirty(_ s: Int32) {
        let i = Int(s)
        if info[i].kind == .external && !info[i].isDirty {
            info[i].isDirty = true
            dirty.append(s)
        }
    }

    /// Makes room for `count` more constraints at once: their rows, records and markers, about as many new
    /// variables, and their cells' column entries, so that a large batch grows the storage once rather than by
    /// repeated doubling (each step a copy into memory the system has to fault in). A quarter more is kept for
    /// what comes with the batch (a client's own constraints for the variables it brings, an optional
    /// constraint's second error): a batch only a little past the room would double every array at its end,
    /// while room never used is never touched.
    mutating func reserveCapacity(forConstraints count: Int) {
        guard count > 0 else { return }
        let constraints = count + count / 4
        rows.reserveRoom(for: constraints)
        records.reserveRoom(for: constraints)
        recordMark.reserveRoom(for: constraints)
        info.reserveRoom(for: 2 * constraints)
        variableOf.reserveRoom(for: 2 * constraints)
        objective.reserveRoom(forSymbols: 2 * constraints)
        candidates.reserveRoom(forSymbols: 2 * constraints)
        lists.reserveRoom(forNodes: 4 * constraints)
    }

    // MARK: - Rows and columns

    /// An empty row slot.
    mutating func newRow() -> Int {
        if let r = freeRows.popLast() { return Int(r) }
        rows.append(Row())
        return rows.count - 1
    }

    /// Returns a row that is in no column to the free list.
    mutating func freeRow(_ r: Int) {
        let b = rows[r].basic
        if b >= 0 && info[Int(b)].rowOf == Int32(r) { info[Int(b)].rowOf = -1 }
        rows[r].basic = -1
        rows[r].constant = 0
        rows[r].cells.removeAll(keepingCapacity: rows[r].cells.capacity <= 32)
        freeRows.append(Int32(r))
    }

    /// Removes a tableau row entirely.
    mutating func dropRow(_ r: Int) {
        detach(r)
        freeRow(r)
    }

    /// Adds row `r` to the column of `symbol`; returns its node there.
    @inline(__always)
    mutating func columnInsert(_ symbol: Int32, row r: Int) -> Int32 {
        let i = Int(symbol)
        info[i].columnCount += 1
        return lists.push(Int32(r), head: &info[i].columnHead)
    }

    /// Removes `node` from the column of `symbol`.
    @inline(__always)
    mutating func columnRemove(_ symbol: Int32, node: Int32) {
        let i = Int(symbol)
        info[i].columnCount -= 1
        lists.remove(node, head: &info[i].columnHead)
    }

    /// Empties the column of `symbol` (its rows keep their cells: the caller deals with them).
    @inline(__always)
    mutating func columnClear(_ symbol: Int32) {
        let i = Int(symbol)
        info[i].columnCount = 0
        lists.removeAll(head: &info[i].columnHead)
    }

    /// Whether a cell of dummy `d` should be left out of a row that is joining the tableau, evicting the
    /// dummy if its column is full.
    @inline(__always)
    mutating func shouldOmitDummy(_ d: Int32) -> Bool {
        let i = Int(d)
        if info[i].evicted { return true }
        if info[i].columnCount < markerColumnLimit { return false }
        evict(d)
        return true
    }

    /// Erases dummy `d` from every row: it is 0, so no value changes.
    mutating func evict(_ d: Int32) {
        let i = Int(d)
        info[i].evicted = true
        evictedCount += 1
        var node = info[i].columnHead
        while node >= 0 {
            let r = Int(lists.value(node))
            if let index = rows[r].index(of: d) { rows[r].cells.remove(at: index) }
            node = lists.next(node)
        }
        columnClear(d)
        objective.clear(d)
    }

    /// Enters row `r`'s cells in their columns (leaving out evicted dummies).
    mutating func attach(_ r: Int) {
        var index = 0
        while index < rows[r].cells.count {
            let symbol = rows[r].cells[index].symbol
            if info[Int(symbol)].kind == .dummy && shouldOmitDummy(symbol) {
                rows[r].cells.remove(at: index)
                continue
            }
            let node = columnInsert(symbol, row: r)
            rows[r].cells[index].position = node
            index += 1
        }
    }

    /// Takes row `r`'s cells out of their columns.
    mutating func detach(_ r: Int) {
        for index in rows[r].cells.indices {
            let cell = rows[r].cells[index]
            if cell.position >= 0 { columnRemove(cell.symbol, node: cell.position) }
            rows[r].cells[index].position = -1
        }
    }

    /// Adds `coefficient × symbol` to a row that is in no column.
    mutating func insertDetached(_ symbol: Int32, _ coefficient: Double, into r: Int) {
        if info[Int(symbol)].evicted { return }
        if let last = rows[r].cells.last, last.symbol < symbol {
            if abs(coefficient) >= Tableau.epsilon {
                rows[r].cells.append(Cell(symbol: symbol, position: -1, coefficient: coefficient))
            }
            return
        }
        let index = rows[r].insertionIndex(of: symbol)
        if index < rows[r].cells.count && rows[r].cells[index].symbol == symbol {
            let sum = rows[r].cells[index].coefficient + coefficient
            if abs(sum) < Tableau.epsilon {
                rows[r].cells.remove(at: index)
            } else {
                rows[r].cells[index].coefficient = sum
            }
        } else if abs(coefficient) >= Tableau.epsilon {
            rows[r].cells.insert(Cell(symbol: symbol, position: -1, coefficient: coefficient), at: index)
        }
    }

    /// `rows[target] += factor × (constant + Σ cells)`, merging the sorted cells. When `attached`, the
    /// target is in the tableau and columns follow: cells that appear join their symbol's column, cells
    /// that cancel leave it.
    mutating func addRow(_ factor: Double, cells source: [Cell], constant: Double, into target: Int,
                         attached: Bool) {
        substitutionCount += 1
        rows[target].constant += factor * constant
        if source.isEmpty { return }
        var old: [Cell] = []
        swap(&old, &rows[target].cells)
        var out: [Cell] = []
        swap(&out, &spare)
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(old.count + source.count)
        var i = 0
        var j = 0
        let oldCount = old.count
        let sourceCount = source.count
        while i < oldCount && j < sourceCount {
            let a = old[i]
            let b = source[j]
            if a.symbol < b.symbol {
                out.append(a)
                i += 1
            } else if a.symbol > b.symbol {
                appendNew(b, factor, to: &out, target: target, attached: attached)
                j += 1
            } else {
                let c = a.coefficient + factor * b.coefficient
                if abs(c) < Tableau.epsilon {
                    if attached && a.position >= 0 { columnRemove(a.symbol, node: a.position) }
                } else {
                    out.append(Cell(symbol: a.symbol, position: a.position, coefficient: c))
                }
                i += 1
                j += 1
            }
        }
        while i < oldCount {
            out.append(old[i])
            i += 1
        }
        while j < sourceCount {
            appendNew(source[j], factor, to: &out, target: target, attached: attached)
            j += 1
        }
        swap(&out, &rows[target].cells)
        old.removeAll(keepingCapacity: true)
        swap(&old, &spare)
    }

    /// Appends `factor × cell` as a new cell of row `target` (being merged into `out`), entering it in its
    /// column when the row is in the tableau, unless it is negligible or an evicted dummy.
    @inline(__always)
    mutating func appendNew(_ cell: Cell, _ factor: Double, to out: inout [Cell], target: Int, attached: Bool) {
        let c = factor * cell.coefficient
        if abs(c) < Tableau.epsilon { return }
        let symbol = cell.symbol
        if info[Int(symbol)].kind == .dummy {
            if attached ? shouldOmitDummy(symbol) : info[Int(symbol)].evicted { return }
        }
        let position: Int32 = attached ? columnInsert(symbol, row: target) : -1
        out.append(Cell(symbol: symbol, position: position, coefficient: c))
    }

    /// Rewrites the row `0 = constant + Σ cells` (not in the tableau) as `symbol = …`.
    mutating func solve(_ r: Int, for symbol: Int32) {
        guard let index = rows[r].index(of: symbol) else { return }
        let k = -1 / rows[r].cells[index].coefficient
        rows[r].cells.remove(at: index)
        rows[r].constant *= k
        for i in rows[r].cells.indices { rows[r].cells[i].coefficient *= k }
    }

    /// Notes a changed constant of tableau row `r`: its basic symbol is dirty if external, or a candidate
    /// for the dual simplex if its value went negative.
    @inline(__always)
    mutating func constantChanged(_ r: Int) {
        let b = rows[r].basic
        if info[Int(b)].kind == .external {
            markDirty(b)
        } else if rows[r].constant < 0 {
            infeasible.append(b)
        }
    }

    /// Replaces symbol `s` by the expression of row `r` (which is `s = …` and in no column) in every
    /// row of its column, in the phase-I objective and in the objective.
    mutating func substitute(_ s: Int32, with r: Int) {
        let source = rows[r].cells
        let constant = rows[r].constant
        var node = info[Int(s)].columnHead
        while node >= 0 {
            let q = Int(lists.value(node))
            node = lists.next(node)
            guard let index = rows[q].index(of: s) else { continue }
            let factor = rows[q].cells[index].coefficient
            rows[q].cells.remove(at: index)
            addRow(factor, cells: source, constant: constant, into: q, attached: true)
            constantChanged(q)
        }
        columnClear(s)
        if artificialRow >= 0, let index = rows[artificialRow].index(of: s) {
            let factor = rows[artificialRow].cells[index].coefficient
            rows[artificialRow].cells.remove(at: index)
            addRow(factor, cells: source, constant: constant, into: artificialRow, attached: false)
        }
        if !objective.isZero(s) {
            var weights: [(priority: Double, value: Double)] = []
            swap(&weights, &weightBuffer)
            objective.entries(s, into: &weights)
            objective.clear(s)
            for cell in source where !info[Int(cell.symbol)].evicted {
                for w in weights { objective.add(cell.symbol, level: w.priority, amount: w.value * cell.coefficient) }
                considerCandidate(cell.symbol)
            }
            swap(&weights, &weightBuffer)
        }
    }

    /// Queues parametric symbol `s` for the primal simplex if its reduced cost lets it improve the
    /// objective: negative for a restricted symbol, non-zero for an external one.
    @inline(__always)
    mutating func considerCandidate(_ s: Int32) {
        let i = Int(s)
        guard info[i].rowOf < 0 else { return }
        let sign = objective.sign(s)
        switch info[i].kind {
        case .dummy: return
        case .external: if sign != 0 { candidates.push(s) }
        case .slack, .error: if sign < 0 { candidates.push(s) }
        }
    }

    /// Adds `amount` at priority `level` to the objective's coefficient of symbol `s`, or, when `s` is
    /// basic, that multiple of its row.
    mutating func addToObjective(_ s: Int32, level: Double, amount: Double) {
        let r = info[Int(s)].rowOf
        if r >= 0 {
            for cell in rows[Int(r)].cells {
                objective.add(cell.symbol, level: level, amount: amount * cell.coefficient)
                considerCandidate(cell.symbol)
            }
        } else {
            objective.add(s, level: level, amount: amount)
            considerCandidate(s)
        }
    }

    /// Exchanges the basic symbol of tableau row `r` with `entering`, a parametric symbol of that row.
    mutating func pivot(_ r: Int, entering: Int32) {
        pivotCount += 1
        detach(r)
        let leaving = rows[r].basic
        insertDetached(leaving, -1, into: r)
        solve(r, for: entering)
        rows[r].basic = entering
        info[Int(leaving)].rowOf = -1
        info[Int(entering)].rowOf = Int32(r)
        markDirty(leaving)
        markDirty(entering)
        substitute(entering, with: r)
        attach(r)
        considerCandidate(leaving)
        if info[Int(entering)].kind != .external && rows[r].constant < 0 { infeasible.append(entering) }
    }
}
