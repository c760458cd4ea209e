import Foundation

/// Whether the interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: the trait falls through to the environment's, and dynamic colours resolve as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
