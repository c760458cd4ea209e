/// What a tableau symbol stands for. External symbols are the user's variables and may take any value;
/// the others are restricted to be non-negative, and dummies to be zero.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted.
    case external
    /// The slack of an inequality (≥ 0); also the phase-I artificial variable.
    case slack
    /// The error of an optional constraint (≥ 0), weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// One term of a row: symbol × coefficient, and where the row sits in the symbol's column.
struct Cell {
    /// The parametric symbol.
    var symbol: Int32
    /// This row's node in the symbol's column while the row is in the tableau; -1 otherwise.
    var position: Int32
    /// Its coefficient (never near zero).
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient·symbol`, its cells sorted by symbol id.
///
/// Rows under construction (not yet in the tableau) read `0 = constant + Σ …` and have no basic symbol.
struct Row {
    /// The constant term: the basic symbol's current value.
    var constant: Double = 0
    /// The parametric terms, sorted by symbol.
    var cells: [Cell] = []
    /// The basic symbol, or -1.
    var basic: Int32 = -1

    /// The index of `symbol`'s cell, by binary search.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The index at which a cell for `symbol` is or would be inserted.
    @inline(__always)
    func insertionIndex(of symbol: Int32) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }
}

/// Everything the tableau keeps per symbol, in one place.
struct SymbolInfo {
    /// The row in which the symbol is basic, or -1 when parametric.
    var rowOf: Int32 = -1
    /// The first node of the symbol's column (the rows whose cells contain it), or -1.
    var columnHead: Int32 = -1
    /// The length of the column.
    var columnCount: Int32 = 0
    /// For markers and errors, the slot of their constraint's record; -1 otherwise.
    var owner: Int32 = -1
    /// For external symbols, the first node of the list of constraints that mention the variable.
    var constraintsHead: Int32 = -1
    /// For external symbols, how many constraint terms refer to the variable.
    var references: Int32 = 0
    /// Scratch mark for graph searches.
    var mark: UInt32 = 0
    /// For external symbols, the value last reported by `updateVariables`.
    var published: Double = 0
    /// For external symbols, the value the variable had when it entered the tableau, which it keeps while no
    /// constraint moves it: the tableau solves for the difference from it, so a parametric symbol (0) is there.
    var origin: Double = 0
    /// What the symbol is.
    var kind: SymbolKind
    /// For external symbols, whether the value may have changed since `updateVariables`.
    var isDirty = false
    /// For dummies, whether they were evicted from the rows.
    var evicted = false
    /// For external symbols, whether the symbol may be parametric in the row of a restricted symbol (left
    /// free by an inequality that holds, or by a removal): then it cannot simply become a new row's subject,
    /// whose substitution could make that row infeasible (see `canSolve(_:for:)`).
    var mayBeLoose = false

    /// A fresh symbol of `kind`.
    init(_ kind: SymbolKind) { self.kind = kind }
}
