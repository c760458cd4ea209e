import Foundation

/// Whether the interface is shown as active (its window is in the foreground) or inactive.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Shown as inactive.
    case inactive = 0
    /// Shown as active.
    case active = 1
}
