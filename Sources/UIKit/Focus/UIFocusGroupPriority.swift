import Foundation

/// How strongly an item asks to be focused when focus enters its group: the highest wins, the earliest in
/// reading order among equals.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number.
    public var rawValue: Int

    /// A priority of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No priority: the group's first item in reading order is chosen.
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The priority the group's last focused item has.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// Above the last focused item.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The priority of the item focused now.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)

    /// Compares the numbers.
    public static func < (lhs: UIFocusGroupPriority, rhs: UIFocusGroupPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
