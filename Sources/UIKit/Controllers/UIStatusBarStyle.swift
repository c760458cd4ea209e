import Foundation

/// The colour of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, chosen from the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The bar fades in or out.
    case fade = 1
    /// The bar slides in or out.
    case slide = 2
}
