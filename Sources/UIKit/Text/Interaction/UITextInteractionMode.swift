import Foundation

/// Whether a text interaction edits its text or only selects it.
public enum UITextInteractionMode: Int, Sendable {
    /// Taps place the caret and the keyboard comes up: the interaction of an editable text view.
    case editable = 0
    /// Touches select text to copy, without a caret: the interaction of read-only text.
    case nonEditable = 1
}
