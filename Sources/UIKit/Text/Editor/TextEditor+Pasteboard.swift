import Foundation

/// Cut, copy and paste through the general pasteboard; a secure view never gives its text away.
extension TextEditor {
    /// Puts the selected text on the general pasteboard; whether there was any to copy.
    @discardableResult
    func copySelection() -> Bool {
        guard selection.length > 0, !isSecureTextEntry else { return false }
        UIPasteboard.general.string = textDocument.substring(selection)
        return true
    }

    /// Copies the selection, then deletes it as the user's edit.
    func cutSelection() {
        if copySelection() { userEdit(selection, with: "", isMarking: false) }
    }

    /// Types the general pasteboard's text over the selection, as the view types text.
    func pasteText() {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        insertText(text)
    }

    /// Whether the view performs the standard edit action `action` now; nil for other actions.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let selected = selection.length > 0
        switch action.name {
        case "cut:": return isEditingText && selected && !isSecureTextEntry
        case "copy:": return selected && !isSecureTextEntry
        case "paste:": return isEditingText && UIPasteboard.general.hasStrings
        case "select:": return isEditingText && !selected && textDocument.length > 0
        case "selectAll:": return textDocument.length > 0 && selection.length < textDocument.length
        default: return nil
        }
    }

    /// Selects the word at the caret, or the one before it.
    func selectWordAtCaret() {
        let caret = selection.location
        guard let word = textDocument.enclosingUnit(caret, .word, forward: true)
            ?? textDocument.enclosingUnit(caret, .word, forward: false) else { return }
        selectionAnchor = word.lowerBound
        setSelection(NSRange(location: word.lowerBound, length: word.count), notifyingInputDelegate: true)
    }
}
