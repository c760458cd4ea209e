import Foundation

/// The visual level of content: elevated content (sheets, popovers) takes lighter dark backgrounds.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the main content.
    case elevated = 1
}
