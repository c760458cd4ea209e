/// An unknown of a layout: one real number that solvers compute, such as a view's left edge or width.
///
/// A variable carries no value of its own: ask the solver for it with ``Solver/value(of:)``. Variables are
/// immutable and can be shared between solvers and threads; compare them by identity (`===`).
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used in descriptions and debugging output.
    public let name: String

    /// An object its maker attaches, to find its own bookkeeping from a variable that a solver reports
    /// (``Solver/updateVariables(_:)``) without a table: UIKit's layout item the variable is an unknown of.
    public let owner: (any AnyObject & Sendable)?

    /// A process-wide unique number: solvers index their bookkeeping with it.
    let id: Int

    /// A new variable named `name`, attached to `owner` (kept alive while the variable is).
    public init(_ name: String = "", owner: (any AnyObject & Sendable)? = nil) {
        self.name = name
        self.owner = owner
        self.id = UniqueID.next()
    }

    /// The variable's name, or `v` and its identity number when it has none.
    public var description: String {
        name.isEmpty ? "v\(id)" : name
    }
}
