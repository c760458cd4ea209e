import Foundation

/// The keyboard's notifications, posted by the application as the keyboard (the on-screen keyboard, a first
/// responder's `inputView`, or its `inputAccessoryView` alone) comes, changes and goes. Their user info holds
/// the frames in screen coordinates as `NSValue`s, the duration (0.25 s) and curve (7, the keyboard's own) of
/// the animation, and whether the keyboard belongs to this app (always).
extension UIResponder {
    /// Posted before the keyboard appears or changes while shown, after `keyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared or changed, after `keyboardDidChangeFrameNotification`.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes, after `keyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard went, after `keyboardDidChangeFrameNotification`.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes: it appears, goes or changes size.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates: an `NSValue` holding a `CGRect`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates: an `NSValue` holding a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation in seconds: an `NSNumber` holding a `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation: an `NSNumber` holding a `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to the app: an `NSNumber` holding a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
