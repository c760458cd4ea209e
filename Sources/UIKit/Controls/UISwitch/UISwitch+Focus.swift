import Foundation

/// Space or Return toggles a focused switch, as a tap does.
extension UISwitch: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool {
        key.activatesFocusedControl && accessibilityActivate()
    }
}
