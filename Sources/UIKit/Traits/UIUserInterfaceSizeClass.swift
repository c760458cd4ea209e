import Foundation

/// How much room the interface has along one axis, as iOS classifies a window's width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not set.
    case unspecified = 0
    /// Constrained space: a phone's width, a phone's height in landscape.
    case compact = 1
    /// Expansive space: an iPad's full width and height, a phone's height in portrait.
    case regular = 2
}
