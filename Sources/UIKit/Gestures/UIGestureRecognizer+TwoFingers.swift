import Foundation

/// What the two-finger recognizers (pinch, rotation) share about fingers lifting and touches cancelled.
extension UIGestureRecognizer {
    /// How many of the tracked touches have neither ended nor been cancelled.
    var fingersStillDown: Int { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count }

    /// The fingers moved: a gesture still possible begins once past its threshold (unless held for
    /// recognizers it requires to fail); one that began changes.
    func beginOrChange(pastThreshold: Bool) {
        switch state {
        case .possible where !isWaitingForFailureRequirements && pastThreshold: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The last finger lifted: a gesture that began ends; one still possible ends if it began while waiting
    /// for the recognizers it requires to fail (its transitions are held), else it fails.
    func endAfterLastFingerLifted() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = isWaitingForFailureRequirements ? .ended : .failed
        default: break
        }
    }

    /// Cancelled touches cancel a gesture that began, or fail one that had not.
    func cancelOrFail() {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
}
