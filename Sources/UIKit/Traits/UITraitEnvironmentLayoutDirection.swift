import Foundation

/// The layout direction a trait collection carries; unlike `UIUserInterfaceLayoutDirection` it can be unset.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}
