import Foundation

/// The state of a table or collection view cell: what its configurations are updated for.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell: its configurations resolve colours and fonts with them.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (touched).
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped open, showing its swipe actions.
    public var isSwiped = false
    /// Whether the cell is expanded (outline lists).
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state of `traitCollection` with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The value of a custom state.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
