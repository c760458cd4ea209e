import Foundation

/// Recognizes a click of a pointer's secondary (right) button, which opens a context menu; any other touch
/// fails it at once.
@MainActor
final class SecondaryClickGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !event.buttonMask.contains(.secondary) { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
}
