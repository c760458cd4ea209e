import LayoutEngine

/// The solver constraints made from one layout constraint: one, or two for a content size (hugging and
/// compression resistance), kept inline so that building a constraint puts no list on the heap.
struct BuiltConstraints: RandomAccessCollection, MutableCollection {
    private var first: SolverConstraint
    private var second: SolverConstraint?

    /// `first`, then `second` when there is one.
    init(_ first: SolverConstraint, _ second: SolverConstraint? = nil) {
        self.first = first
        self.second = second
    }

    /// 0.
    var startIndex: Int { 0 }
    /// 1, or 2 with a second constraint.
    var endIndex: Int { second == nil ? 1 : 2 }

    /// The first constraint at 0, the second at 1.
    subscript(index: Int) -> SolverConstraint {
        get { index == 0 ? first : second! }
        set {
            if index == 0 { first = newValue } else { second = newValue }
        }
    }
}
