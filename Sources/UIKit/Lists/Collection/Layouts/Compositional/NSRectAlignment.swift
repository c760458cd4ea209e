import Foundation

/// Where a supplementary item sits against its container.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none
    /// At the top, across the width.
    case top
    /// At the top leading corner.
    case topLeading
    /// At the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// At the bottom, across the width.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}
