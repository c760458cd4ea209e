import Foundation

/// Edges of a rectangle: which screen edges a `UIScreenEdgePanGestureRecognizer` starts from, which edges a
/// layout extends under bars.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
