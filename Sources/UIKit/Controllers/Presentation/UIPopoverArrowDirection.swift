import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// The directions whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known: the popover is not shown as one.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
