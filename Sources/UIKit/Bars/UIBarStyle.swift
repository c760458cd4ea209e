import Foundation

/// The look of a navigation bar, toolbar or search bar before appearances: light or dark.
public enum UIBarStyle: Int, Sendable {
    /// The light bar.
    case `default`
    /// The dark bar.
    case black
    /// The dark bar, opaque; deprecated on iOS in favour of `.black` with `isTranslucent` false.
    case blackOpaque
    /// The dark bar, translucent; deprecated on iOS in favour of `.black` with `isTranslucent` true.
    case blackTranslucent
}
