import Foundation

/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast: system colours take their high-contrast values.
    case high = 1
}
