import Foundation

/// One recognizer's attempt at its gesture, from the first input after a reset to the next reset: the
/// arbiter's bookkeeping about it, held by the arbiter only while the recognizer takes part.
@MainActor
final class GestureAttempt {
    /// The recognizer making the attempt.
    let recognizer: UIGestureRecognizer
    /// Transitions out of `.possible` held until the recognizers this one requires to fail have failed.
    var pendingStates: [UIGestureRecognizer.State] = []
    /// States whose action messages are still to be sent, oldest first.
    var queuedActions: [UIGestureRecognizer.State] = []
    /// Whether the touches must be cancelled in their views before the first action is sent.
    var needsViewCancellation = false
    /// Whether the recognizer began or was recognized.
    var didRecognize = false
    /// Whether its beginning waited for failure requirements (a pan then starts from zero).
    var waitedForFailures = false
    /// Every touch received, including those lifted since (the recognizer's `trackedTouches` are those down).
    var touches: [UITouch] = []
    /// Every press received.
    var presses: [UIPress] = []
    /// The pointer input (hover or scroll) received, if any.
    var pointerInput: UIEvent.EventType?
    /// Failure requirements found through the delegates and subclasses, keyed by the other recognizer:
    /// asked once per attempt.
    var requirementAnswers: [ObjectIdentifier: Bool] = [:]

    /// The attempt `recognizer` starts as it receives input.
    init(recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
    }
}
