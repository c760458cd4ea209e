import Foundation

/// An environment that can itself be focused: a view, or a focus guide's region.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now.
    var canBecomeFocused: Bool { get }
    /// The item's rectangle, in its parent environment's view's coordinates (a view's frame, a guide's layout frame).
    var frame: CGRect { get }
    /// What shows that the item is focused; nil shows nothing.
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks to be focused when focus enters its group.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether the item is the focused item of its focus system.
    var isFocused: Bool { get }
}

extension UIFocusItem {
    /// No effect.
    public var focusEffect: UIFocusEffect? { nil }

    /// No priority.
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }

    /// Whether the item is its focus system's focused item.
    public var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedItem === self }
}
