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
}
