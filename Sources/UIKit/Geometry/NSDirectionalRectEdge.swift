import Foundation

/// Edges of a rectangle named by the reading direction: `leading` is the left edge in a left-to-right layout
/// and the right edge in a right-to-left one.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt

    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The edge where lines start.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The edge where lines end.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
