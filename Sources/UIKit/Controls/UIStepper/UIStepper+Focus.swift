import Foundation

/// The up and down arrows step a focused stepper, as AppKit's stepper takes them, sending `.valueChanged`;
/// at an end (without `wraps`) the key goes on to move focus.
extension UIStepper: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool {
        guard key.meaningfulModifiers.isEmpty else { return false }
        let segment: Segment
        switch key.keyCode {
        case .keyboardUpArrow: segment = .increment
        case .keyboardDownArrow: segment = .decrement
        default: return false
        }
        guard canStep(segment) else { return false }
        let old = value
        step(segment)
        if !isContinuous, value != old { sendActions(for: .valueChanged) }
        return true
    }
}
