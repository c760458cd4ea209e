import Foundation

/// The way focus moved: the arrow keys' directions, Tab's next and Shift-Tab's previous.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// The heading of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up (the up arrow).
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down (the down arrow).
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left (the left arrow).
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right (the right arrow).
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// To the next group (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// To the previous group (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// To the first item.
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// To the last item.
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}
