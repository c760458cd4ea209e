import Foundation

/// What a text field asks and tells as it is edited. Every member is optional: the defaults allow every
/// change and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may become `string`; `text` still holds the old text.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return does its work (the field's `.editingDidEndOnExit` and `.primaryActionTriggered`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
