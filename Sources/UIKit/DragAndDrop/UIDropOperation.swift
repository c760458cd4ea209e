import Foundation

/// What a drop would do with the dragged items.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is cancelled and the preview returns.
    case cancel = 0
    /// Nothing here, though the items are of a kind this view takes (a full list, say).
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved: the source removes them; only within the app.
    case move = 3
}
