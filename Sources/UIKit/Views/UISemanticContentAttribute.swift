import Foundation

/// What a view shows, as far as it decides whether the view flips between left-to-right and right-to-left
/// layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content, flipped in a right-to-left layout.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber), which keep left-to-right.
    case playback = 1
    /// Directional controls (a D-pad, alignment buttons), which keep left-to-right.
    case spatial = 2
    /// Content always laid out left to right.
    case forceLeftToRight = 3
    /// Content always laid out right to left.
    case forceRightToLeft = 4

    /// Whether the attribute forces a direction on the view's subviews too.
    var forcesDirection: Bool { self == .forceLeftToRight || self == .forceRightToLeft }
}
