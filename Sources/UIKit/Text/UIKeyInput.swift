import Foundation

/// What a responder adopts to take typed text: while it is its window's first responder (and that window
/// is the key window), printable keys call `insertText(_:)` with what they type (the host's composed text,
/// so keyboard layouts and input methods work), Return inserts `"\n"` and Backspace calls
/// `deleteBackward()`; keys held down repeat. Keys with Command or Control held are shortcuts and type
/// nothing. The key presses still reach the responder chain (`pressesBegan(_:with:)`) as well.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` where the insertion point is.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
