import Foundation

/// The left and right arrows move a focused slider's value by a tenth of its range (mirrored right to left),
/// as VoiceOver's increment and decrement do, sending `.valueChanged`.
extension UISlider: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool {
        guard let step = key.horizontalStep(in: effectiveUserInterfaceLayoutDirection) else { return false }
        if step > 0 { accessibilityIncrement() } else { accessibilityDecrement() }
        return true
    }
}
