import Foundation

/// A view that keys work while it is focused (a control, a list's cell): the focus system offers it each key
/// that reaches the window before moving focus, and a key it takes goes no further.
@MainActor
protocol FocusKeyResponding: UIView {
    /// Does what `key` does to the focused view; whether it took the key.
    func handleFocusKey(_ key: UIKey) -> Bool
    /// Focus has just arrived at the view.
    func focusDidArrive()
}

extension FocusKeyResponding {
    func focusDidArrive() {}
}

extension UIKey {
    /// The modifiers that change what a key means (Caps Lock and the keypad flag do not).
    var meaningfulModifiers: UIKeyModifierFlags { modifierFlags.intersection([.shift, .control, .alternate, .command]) }

    /// Space or Return with no modifier: what works a focused button or switch.
    var activatesFocusedControl: Bool {
        meaningfulModifiers.isEmpty && (keyCode == .keyboardSpacebar || keyCode == .keyboardReturnOrEnter)
    }

    /// +1 for the arrow toward the trailing side (right, or left right to left), -1 for the other, nil for any
    /// other key or a modified one.
    func horizontalStep(in direction: UIUserInterfaceLayoutDirection) -> Int? {
        guard meaningfulModifiers.isEmpty else { return nil }
        let step: Int
        switch keyCode {
        case .keyboardRightArrow: step = 1
        case .keyboardLeftArrow: step = -1
        default: return nil
        }
        return direction == .rightToLeft ? -step : step
    }
}
