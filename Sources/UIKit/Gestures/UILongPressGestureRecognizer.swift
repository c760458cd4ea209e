import Foundation

/// A continuous recognizer of presses held still: it begins when `numberOfTouchesRequired` fingers have been
/// down for `minimumPressDuration` (after `numberOfTapsRequired` taps) without moving more than
/// `allowableMovement`; it changes as the fingers move (with no limit once begun) and ends when any of them
/// lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers; 1 by default.
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the gesture begins, in points; 10 by default.
    open var allowableMovement: CGFloat = 10

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var tapsCompleted = 0
    private var downTime: TimeInterval = 0
    private var timer: EventClock.Token?

    /// Touches down: with the required fingers (after the required taps) the press timer starts.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.locationInWindow }
        guard state == .possible else { return }
        let down = trackedTouches.count
        if down == touches.count { downTime = event.timestamp }
        if down > numberOfTouchesRequired { return failIfPossible() }
        timer?.cancel()
        timer = nil
        if down == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            timer = EventClock.shared.schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    /// Before beginning, moving too far fails; after, every move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                if distance(touch.locationInWindow, start) > allowableMovement { return failIfPossible() }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A lift ends a gesture that began; before that, it completes a required tap or fails the press.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            if isWaitingForFailureRequirements {
                // Waiting to begin until recognizers it requires fail: it ends as soon as it began.
                state = .ended
                return
            }
            timer?.cancel()
            timer = nil
            let stillDown = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
            // A lift completes one of the required taps if the press was short, as a tap's must be.
            guard tapsCompleted < numberOfTapsRequired,
                  event.timestamp - downTime <= UITapGestureRecognizer.maximumTapDuration else { return failIfPossible() }
            guard stillDown.isEmpty else { return }
            tapsCompleted += 1
            timer = EventClock.shared.schedule(after: UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                self?.failIfPossible()
            }
        default:
            break
        }
    }

    /// Cancelled touches cancel a gesture that began, or fail it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// Forgets the press.
    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        startLocations = [:]
        tapsCompleted = 0
    }

    override var awaitsFurtherTouches: Bool { tapsCompleted > 0 }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }
}
