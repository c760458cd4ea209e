import Foundation

/// The arbiter of gesture recognizers: it settles the states of the recognizers taking part in an attempt
/// and sends their actions.
///
/// A recognizer joins an attempt when it first receives input after its last reset. Its changes of state
/// are arbitrated — failure requirements, `gestureRecognizerShouldBegin`, prevention of the others unless
/// they recognize simultaneously — and its actions sent, its touches cancelled in their views just before a
/// recognizing gesture's first action. A recognizer that ends, is cancelled or fails is reset at the end of
/// the update in which its last action was sent. The deliverers of input (`TouchDelivery`, `PressDelivery`,
/// `PointerDelivery`) run an update after the recognizers see an event; changes made outside an event (a
/// timer, the app) run one at the next run-loop turn or at the frame's gesture-updates stage, whichever
/// comes first.
@MainActor
final class GestureArbiter {
    /// The arbiter of the app's recognizers.
    static let shared = GestureArbiter()

    /// Recognizers in an attempt (they received input since their last reset), in the order they joined.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Whether an update is running: changes made meanwhile are settled by it.
    private var isUpdating = false
    /// Whether something changed that an update must settle.
    private var needsUpdate = false
    /// Whether an update is scheduled for the next run-loop turn.
    private var updateScheduled = false
    /// How many event deliveries are under way: each runs its own update, so none is scheduled meanwhile.
    private var deliveryDepth = 0
    /// The most rounds one update runs before it stops (and logs): a recognizer whose action keeps changing
    /// its state would otherwise loop forever.
    private static let maximumRounds = 64
    /// The modifier keys of the latest event delivered (the recognizers' `modifierFlags`).
    var currentModifierFlags: UIKeyModifierFlags = []
    /// The mouse buttons of the latest touches event delivered (the recognizers' `buttonMask`).
    var currentButtonMask: UIEvent.ButtonMask = []

    // MARK: Input

    /// Runs `deliver`, the delivery of an event, which runs its own updates: none is scheduled meanwhile.
    func duringDelivery(_ deliver: () -> Void) {
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        deliver()
    }

    /// The recognizer received input: it takes part in the attempt until its reset.
    func join(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isParticipating else { return }
        recognizer.isParticipating = true
        participants.append(recognizer)
    }

    /// Recognizers whose view left its window end their attempts.
    func abortDetachedRecognizers() {
        for recognizer in participants where recognizer.viewStorage?.window == nil {
            abort(recognizer)
        }
    }

    /// Once every finger has lifted, a recognizer still possible that expects no further touches has not
    /// recognized its gesture: it fails (so it stops holding back the views' `touchesEnded` and the
    /// recognizers waiting for it).
    func failAbandonedRecognizers() {
        for recognizer in participants where recognizer.stateStorage == .possible && recognizer.pendingStates.isEmpty
            && recognizer.trackedTouches.isEmpty && !recognizer.attemptTouches.isEmpty && !recognizer.awaitsFurtherTouches {
            fail(recognizer)
        }
    }

    // MARK: The state machine

    /// A recognizer asks to change its state (its `state` setter).
    func requestTransition(of recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let old = recognizer.stateStorage
        if !recognizer.pendingStates.isEmpty {
            // Waiting for failure requirements: the public state stays possible.
            switch new {
            case .ended where recognizer.pendingStates == [.began]:
                recognizer.pendingStates.append(.ended)
            case .cancelled, .failed:
                fail(recognizer)
            default:
                break
            }
            return
        }
        if old == new, old != .changed {
            // Setting the state it is in (failed twice, say) changes nothing.
            return
        }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            join(recognizer)
            commit(recognizer, to: new)
        case (.possible, .failed), (.possible, .cancelled):
            // A gesture that never began cannot be cancelled: it fails.
            join(recognizer)
            fail(recognizer)
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            recognizer.stateStorage = new
            recognizer.queuedActions.append(new)
        default:
            uikitLog.error("-[\(type(of: recognizer)) setState:]: attempting to transition from \(old.name) to \(new.name), which is not allowed; the state stays \(old.name).")
            return
        }
        setNeedsUpdate()
    }

    /// The recognizer tries to leave `.possible` for `target` (began or recognized): it waits while a
    /// recognizer it requires to fail is undecided, fails if one recognized, or if a view or its delegate
    /// says it should not begin, or if a recognizing gesture prevents it; otherwise it begins, and makes the
    /// recognizers it prevents and those waiting for it fail.
    private func commit(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        guard recognizer.viewStorage != nil else { return fail(recognizer) }
        let required = participants.filter { $0 !== recognizer && requires(recognizer, toFail: $0) }
        if required.contains(where: { $0.didRecognizeThisAttempt }) { return fail(recognizer) }
        if required.contains(where: { $0.isParticipating && $0.stateStorage == .possible }) {
            recognizer.pendingStates = [target]
            return
        }
        var asked: [UIView] = []
        for touch in recognizer.attemptTouches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return fail(recognizer) }
        }
        if asked.isEmpty, let view = recognizer.viewStorage, !view.gestureRecognizerShouldBegin(recognizer) {
            return fail(recognizer)
        }
        if recognizer.delegateStorage?.gestureRecognizerShouldBegin(recognizer) == false { return fail(recognizer) }
        for active in participants where active !== recognizer && active.isRecognizing && shareInput(active, recognizer) {
            if !simultaneous(active, recognizer) && active.canPrevent(recognizer) && recognizer.canBePrevented(by: active) {
                return fail(recognizer)
            }
        }
        if recognizer.waitedForFailures { recognizer.willBeginAfterSatisfyingFailureRequirements() }
        recognizer.stateStorage = target
        recognizer.didRecognizeThisAttempt = true
        recognizer.queuedActions.append(target)
        if recognizer.cancelsTouchesInView { recognizer.needsViewCancellation = true }
        for other in participants where other !== recognizer && other.stateStorage == .possible {
            if requires(other, toFail: recognizer) {
                fail(other)
            } else if shareInput(recognizer, other) && !simultaneous(recognizer, other)
                        && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
                fail(other)
            }
        }
        needsUpdate = true
    }

    /// A recognizer that is possible (or waiting) fails: no action is sent; it is reset at the end of the
    /// update.
    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingStates = []
        recognizer.stateStorage = .failed
        needsUpdate = true
    }

    /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, or (asked once per attempt)
    /// either recognizer's subclass or delegate saying so.
    private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if recognizer.failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        let key = ObjectIdentifier(other)
        if let answer = recognizer.requirementAnswers[key] { return answer }
        let answer = recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegateStorage?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegateStorage?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
        recognizer.requirementAnswers[key] = answer
        return answer
    }

    /// Whether two recognizers may recognize together: either delegate saying so suffices.
    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegateStorage?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegateStorage?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether two recognizers compete for the same input: a touch or press both received in their
    /// attempts, or the same kind of pointer input in the same window.
    private func shareInput(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if let kind = a.pointerInput, kind == b.pointerInput, a.lastWindow === b.lastWindow { return true }
        for touch in a.attemptTouches where b.attemptTouches.contains(where: { $0 === touch }) { return true }
        for press in a.attemptPresses where b.attemptPresses.contains(where: { $0 === press }) { return true }
        return false
    }

    /// Ends a recognizer's attempt from outside (disabled, detached, its view gone): a gesture that began is
    /// cancelled (with an action when it still has a view), one that had not fails.
    func abort(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed:
            recognizer.stateStorage = .cancelled
            recognizer.queuedActions = recognizer.viewStorage == nil ? [] : [.cancelled]
        case .possible:
            guard recognizer.isParticipating else { return }
            fail(recognizer)
        default:
            break
        }
        setNeedsUpdate()
    }

    /// The recognizer was removed from its view: its attempt ends without a further action.
    func detach(_ recognizer: UIGestureRecognizer) {
        abort(recognizer)
        recognizer.queuedActions = []
    }

    // MARK: The update

    /// Something changed outside an event (a timer, the app): an update runs at the next run-loop turn.
    func setNeedsUpdate() {
        needsUpdate = true
        guard deliveryDepth == 0, !isUpdating, !updateScheduled else { return }
        updateScheduled = true
        RunLoop.current.perform {
            MainActor.assumeIsolated { GestureArbiter.shared.performGestureUpdates() }
        }
    }

    /// The frame's gesture-updates stage: runs the update that changes outside an event asked for (also
    /// scheduled for the next run-loop turn, whichever comes first).
    func performGestureUpdates() {
        updateScheduled = false
        if needsUpdate { update() }
    }

    /// Settles the recognizers until nothing changes: waiting recognizers whose requirements are decided go
    /// ahead or fail, actions are sent (touches cancelled in views first), finished recognizers are reset,
    /// and touches no longer withheld reach their views.
    func update() {
        if isUpdating {
            needsUpdate = true
            return
        }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        repeat {
            needsUpdate = false
            resolveWaitingRecognizers()
            sendQueuedActions()
            resetFinishedRecognizers()
            if TouchDelivery.shared.deliverReleasedTouches() { needsUpdate = true }
            rounds += 1
        } while needsUpdate && rounds < Self.maximumRounds
        if needsUpdate {
            uikitLog.error("UIGestureRecognizer: the gesture update stopped after \(rounds) rounds with changes still to settle (a recognizer's action keeps changing its state?); the rest waits for the next update.")
        }
    }

    /// Recognizers held for failure requirements that are now decided go ahead, or fail.
    private func resolveWaitingRecognizers() {
        for recognizer in participants where !recognizer.pendingStates.isEmpty {
            let required = participants.filter { $0 !== recognizer && requires(recognizer, toFail: $0) }
            if required.contains(where: { $0.didRecognizeThisAttempt }) {
                fail(recognizer)
                continue
            }
            if required.contains(where: { $0.isParticipating && $0.stateStorage == .possible }) { continue }
            let states = recognizer.pendingStates
            recognizer.pendingStates = []
            recognizer.waitedForFailures = true
            commit(recognizer, to: states[0])
            if recognizer.stateStorage == states[0] {
                for state in states.dropFirst() {
                    recognizer.stateStorage = state
                    recognizer.queuedActions.append(state)
                }
            }
            needsUpdate = true
        }
    }

    /// Sends the actions queued by state changes, oldest first, after cancelling the touches in the views
    /// of a gesture that just recognized.
    private func sendQueuedActions() {
        for recognizer in participants where recognizer.needsViewCancellation || !recognizer.queuedActions.isEmpty {
            if recognizer.needsViewCancellation {
                recognizer.needsViewCancellation = false
                TouchDelivery.shared.cancelTouchesInViews(recognizer.attemptTouches)
            }
            while !recognizer.queuedActions.isEmpty {
                let state = recognizer.queuedActions.removeFirst()
                guard recognizer.viewStorage != nil else {
                    recognizer.queuedActions = []
                    break
                }
                let latest = recognizer.stateStorage
                recognizer.stateStorage = state
                recognizer.sendActions()
                // A state reached later in the same update (a waiting pan that began and ended) is restored
                // unless the action itself changed the state.
                if recognizer.stateStorage == state { recognizer.stateStorage = latest }
                needsUpdate = true
            }
        }
    }

    /// Recognizers that ended, were cancelled or failed, with nothing left to send, are reset and leave the
    /// attempt.
    private func resetFinishedRecognizers() {
        for recognizer in participants where recognizer.isFinished && recognizer.queuedActions.isEmpty && !recognizer.needsViewCancellation {
            recognizer.rememberCentroid()
            recognizer.reset()
            recognizer.stateStorage = .possible
            recognizer.pendingStates = []
            recognizer.isParticipating = false
            recognizer.didRecognizeThisAttempt = false
            recognizer.waitedForFailures = false
            recognizer.pointerInput = nil
            recognizer.requirementAnswers = [:]
            for touch in recognizer.attemptTouches { touch.recognizerList.removeAll { $0 === recognizer } }
            for press in recognizer.attemptPresses { press.recognizerList.removeAll { $0 === recognizer } }
            recognizer.attemptTouches = []
            recognizer.trackedTouches = []
            recognizer.attemptPresses = []
            participants.removeAll { $0 === recognizer }
            needsUpdate = true
        }
    }

}
