import Foundation

/// The direction in which a user interface is laid out: which edge leading content starts at.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left and trailing is right, as for English.
    case leftToRight = 0
    /// Leading is right and trailing is left, as for Arabic and Hebrew.
    case rightToLeft = 1
}
