/// The direction in which an assistive technology asks content to scroll (`accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Toward the right.
    case right = 1
    /// Toward the left.
    case left
    /// Up.
    case up
    /// Down.
    case down
    /// To the next page.
    case next
    /// To the previous page.
    case previous
}
