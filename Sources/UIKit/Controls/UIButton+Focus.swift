import Foundation

/// Space or Return works a focused button as a tap lifting inside does: `.touchUpInside` and
/// `.primaryActionTriggered`, or its menu when the menu is its primary action.
extension UIButton: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool {
        guard key.activatesFocusedControl else { return false }
        if opensMenuOnTouchUp {
            sendActions(for: [.touchUpInside, .menuActionTriggered])
            openMenuOnTouchUp()
        } else {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }
        return true
    }
}
