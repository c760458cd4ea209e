import Foundation

/// The keys of the focus system, for the presses no responder took: the focused control's own keys first
/// (FocusKeyResponding), then Tab and Shift-Tab between groups (starting focus when nothing has it), then the
/// arrow keys within the group while something is focused. A key that moves nothing goes on (to scrolling).
extension UIFocusSystem {
    /// Handles `press`, which reached `window` unhandled; whether it did.
    static func handleKey(_ press: UIPress, in window: UIWindow) -> Bool {
        guard let key = press.key else { return false }
        let system = window.focusSystem
        let focused = focusedView(in: window)
        if let control = focused as? FocusKeyResponding, control.handleFocusKey(key) { return true }
        let modifiers = key.meaningfulModifiers
        if key.keyCode == .keyboardTab, modifiers.isSubset(of: .shift) {
            return system.move(modifiers.isEmpty ? .next : .previous, in: window)
        }
        guard focused != nil, modifiers.isEmpty else { return false }
        switch key.keyCode {
        case .keyboardUpArrow: return system.move(.up, in: window)
        case .keyboardDownArrow: return system.move(.down, in: window)
        case .keyboardLeftArrow: return system.move(.left, in: window)
        case .keyboardRightArrow: return system.move(.right, in: window)
        default: return false
        }
    }

    /// The focused view of `window`'s scene, when it is in `window`.
    static func focusedView(in window: UIWindow) -> UIView? {
        guard let view = window.focusSystem.focusedItem as? UIView, view.window === window else { return nil }
        return view
    }
}
