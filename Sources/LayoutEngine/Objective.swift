/// The objective row: for each parametric symbol, its reduced cost as a *symbolic weight*, a vector of
/// values indexed by priority and compared lexicographically from the highest priority down.
///
/// Each symbol's vector is a short linked list, highest priority first, in pooled arrays, so changing one
/// symbol's weight allocates nothing and touches nothing else. Zero entries are removed, so a symbol's
/// weight is zero exactly when its list is empty, and its sign is the sign of its first entry.
struct Objective {
    /// For each symbol, its first entry, or -1.
    private(set) var head: [Int32] = []
    /// Pool: the priority of each entry.
    private var priority: [Double] = []
    /// Pool: the value of each entry.
    private var value: [Double] = []
    /// Pool: the next entry of the same symbol, or -1.
    private var next: [Int32] = []
    /// The first free pool entry, or -1.
    private var free: Int32 = -1

    /// Values this close to zero are zero.
    static let epsilon = 1.0e-9

    /// Makes room for `extra` more symbols at once.
    mutating func reserveRoom(forSymbols extra: Int) {
        head.reserveRoom(for: extra)
    }

    /// Makes room for symbols up to `count`.
    mutating func grow(to count: Int) {
        while head.count < count { head.append(-1) }
    }

    /// Whether `symbol`'s weight is zero.
    @inline(__always)
    func isZero(_ symbol: Int32) -> Bool { head[Int(symbol)] < 0 }

    /// -1, 0 or 1: the lexicographic sign of `symbol`'s weight.
    @inline(__always)
    func sign(_ symbol: Int32) -> Int {
        let h = head[Int(symbol)]
        if h < 0 { return 0 }
        return value[Int(h)] < 0 ? -1 : 1
    }

    /// The weight's entries, highest priority first.
    func entries(_ symbol: Int32, into buffer: inout [(priority: Double, value: Double)]) {
        buffer.removeAll(keepingCapacity: true)
        var e = head[Int(symbol)]
        while e >= 0 {
            buffer.append((priority[Int(e)], value[Int(e)]))
            e = next[Int(e)]
        }
    }

    /// Adds `amount` at `level` to `symbol`'s weight.
    mutating func add(_ symbol: Int32, level: Double, amount: Double) {
        let s = Int(symbol)
        var previous: Int32 = -1
        var e = head[s]
        while e >= 0 && priority[Int(e)] > level {
            previous = e
            e = next[Int(e)]
        }
        if e >= 0 && priority[Int(e)] == level {
            let sum = value[Int(e)] + amount
            if abs(sum) <= Objective.epsilon {
                let after = next[Int(e)]
                if previous < 0 { head[s] = after } else { next[Int(previous)] = after }
                next[Int(e)] = free
                free = e
            } else {
                value[Int(e)] = sum
            }
            return
        }
        if abs(amount) <= Objective.epsilon { return }
        let entry: Int32
        if free >= 0 {
            entry = free
            free = next[Int(entry)]
            priority[Int(entry)] = level
            value[Int(entry)] = amount
            next[Int(entry)] = e
        } else {
            entry = Int32(priority.count)
            priority.append(level)
            value.append(amount)
            next.append(e)
        }
        if previous < 0 { head[s] = entry } else { next[Int(previous)] = entry }
    }

    /// Makes `symbol`'s weight zero.
    mutating func clear(_ symbol: Int32) {
        let s = Int(symbol)
        var e = head[s]
        guard e >= 0 else { return }
        while next[Int(e)] >= 0 { e = next[Int(e)] }
        next[Int(e)] = free
        free = head[s]
        head[s] = -1
    }

    /// Whether weight(a) / ca < weight(b) / cb lexicographically (`ca`, `cb` positive).
    func ratioLess(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Bool {
        var ea = head[Int(a)]
        var eb = head[Int(b)]
        while ea >= 0 || eb >= 0 {
            let pa = ea >= 0 ? priority[Int(ea)] : -1
            let pb = eb >= 0 ? priority[Int(eb)] : -1
            let level = max(pa, pb)
            let va = pa == level ? value[Int(ea)] / ca : 0
            let vb = pb == level ? value[Int(eb)] / cb : 0
            if va != vb { return va < vb }
            if pa == level { ea = next[Int(ea)] }
            if pb == level { eb = next[Int(eb)] }
        }
        return false
    }
}
