import Foundation

/// A continuous recognizer of the pointer over a view: it begins when the pointer (a mouse without a
/// button down) enters the view, changes as it moves inside, and ends when it leaves.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override func handleHover(_ event: UIEvent, inside: Bool) {
        if let window = event.pointerWindow, inside {
            lastWindow = window
            lastLocationInWindow = event.pointerLocation
        }
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        case (.possible, false): state = .failed
        default: break
        }
    }
}
