import Foundation

extension UITextField {
    /// Puts the selected text on the general pasteboard; whether there was any to copy (a secure field never
    /// gives its text away).
    @discardableResult
    func copySelection() -> Bool {
        guard selection.length > 0, !isSecureTextEntry else { return false }
        UIPasteboard.general.string = textDocument.substring(selection)
        return true
    }

    /// Copies the selection, then deletes it as the user's edit.
    func cutSelection() {
        if copySelection() { userEdit(selection, with: "") }
    }

    /// Types the general pasteboard's text over the selection (line breaks become spaces, as typed).
    func pasteText() {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        insertText(text)
    }
}
