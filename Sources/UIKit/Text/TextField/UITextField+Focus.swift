import Foundation

/// A text field can be focused; focused, it is first responder and takes its keys itself.
extension UITextField: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool { false }
}
