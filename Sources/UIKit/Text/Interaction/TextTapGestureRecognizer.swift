import Foundation

/// A one-tap recognizer that also tells how many taps in a row the last one completed (the touch's
/// `tapCount`), so that one recognizer places the caret, selects a word or a paragraph, without the delay of
/// a single tap waiting for a double tap to fail.
final class TextTapGestureRecognizer: UITapGestureRecognizer {
    /// The tap count of the last tap recognized: 1, 2, 3 or more.
    private(set) var tapCount = 1

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { tapCount = touch.tapCount }
        super.touchesEnded(touches, with: event)
    }
}
