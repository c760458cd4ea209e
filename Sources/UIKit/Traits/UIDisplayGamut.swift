import Foundation

/// The colour gamut of a display.
public enum UIDisplayGamut: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The wider Display P3 gamut.
    case P3 = 1
}
