@_exported import UIKit

/// The on-screen keyboard, as a touch-screen device shows it: with `isEnabled`, a responder that takes typed
/// text (`UIKeyInput`) brings it up when it becomes first responder, and the keyboard notifications, the
/// keyboard layout guides and `inputAccessoryView` follow it. Off by default, as on a desktop with a hardware
/// keyboard; an app turns it on with `VELLUM_KEYBOARD=onscreen`.
@preconcurrency @MainActor
public enum OnScreenKeyboard {
    /// Whether responders that take typed text get the on-screen keyboard.
    public static var isEnabled: Bool {
        get { KeyboardManager.shared.showsOnScreenKeyboard }
        set { KeyboardManager.shared.showsOnScreenKeyboard = newValue }
    }

    /// The frame of the keyboard shown on `screen` (where it is going while it moves), in screen coordinates;
    /// nil when none is.
    public static func frame(on screen: UIScreen) -> CGRect? {
        KeyboardManager.shared.keyboardFrame(on: screen)
    }

    /// The window the keyboard of `screen` shows in: its keys are views to tap with the event generator.
    public static func window(on screen: UIScreen) -> UIWindow? {
        KeyboardManager.shared.keyboardWindow(on: screen)
    }
}
