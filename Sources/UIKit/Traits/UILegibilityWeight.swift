import Foundation

/// The font weight the Bold Text setting asks for.
public enum UILegibilityWeight: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Bold Text is off.
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}
