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

    /// The attempts under way (their recognizers received input since their last reset), in the order the
    /// recognizers joined.
    private var participants: [GestureAttempt] = []
    /// The same attempts, by recognizer.
    private var attempts: [ObjectIdentifier: GestureAttempt] = [:]
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

    /// The recognizer's attempt, started if it has none: it takes part until its reset.
    private func join(_ recognizer: UIGestureRecognizer) -> GestureAttempt {
        if let attempt = attempts[ObjectIdentifier(recognizer)] { return attempt }
        let attempt = GestureAttempt(recognizer: recognizer)
        attempts[ObjectIdentifier(recognizer)] = attempt
        participants.append(attempt)
        return attempt
    }

    /// The recognizer receives `touch`: it tracks it, and the touch lists it among its recognizers.
    func attach(_ touch: UITouch, to recognizer: UIGestureRecognizer) {
        touch.recognizerList.append(recognizer)
        recognizer.trackedTouches.append(touch)
        join(recognizer).touches.append(touch)
    }

    /// The recognizer receives `press`, and the press lists it among its recognizers.
    func attach(_ press: UIPress, to recognizer: UIGestureRecognizer) {
        press.recognizerList.append(recognizer)
        join(recognizer).presses.append(press)
    }

    /// The recognizer receives pointer input of `kind` (hover or scroll).
    func attachPointerInput(_ kind: UIEvent.EventType, to recognizer: UIGestureRecognizer) {
        join(recognizer).pointerInput = kind
    }

    /// The recognizer stops receiving `touch` (`ignore(_:for:)`): the touch leaves its attempt.
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.removeIdentical(touch)
        attempts[ObjectIdentifier(recognizer)]?.touches.removeIdentical(touch)
        touch.recognizerList.removeIdentical(recognizer)
        setNeedsUpdate()
    }

    /// The recognizer stops receiving `press` (`ignore(_:for:)`): the press leaves its attempt.
    func ignore(_ press: UIPress, by recognizer: UIGestureRecognizer) {
        attempts[ObjectIdentifier(recognizer)]?.presses.removeIdentical(press)
        press.recognizerList.removeIdentical(recognizer)
    }

    /// Whether the recognizer's leaving `.possible` is held until recognizers it requires to fail decide.
    func isWaitingForFailureRequirements(_ recognizer: UIGestureRecognizer) -> Bool {
        attempts[ObjectIdentifier(recognizer)]?.pendingStates.isEmpty == false
    }

    /// Recognizers whose view left its window end their attempts.
    func abortDetachedRecognizers() {
        for attempt in participants where attempt.recognizer.viewStorage?.window == nil {
            abort(attempt.recognizer)
        }
    }

    /// Once every finger has lifted, a recognizer still possible that expects no further touches has not
    /// recognized its gesture: it fails (so it stops holding back the views' `touchesEnded` and the
    /// recognizers waiting for it).
    func failAbandonedRecognizers() {
        for attempt in participants where attempt.recognizer.stateStorage == .possible && attempt.pendingStates.isEmpty
            && attempt.recognizer.trackedTouches.isEmpty && !attempt.touches.isEmpty && !attempt.recognizer.awaitsFurtherTouches {
            fail(attempt)
        }
    }

    // MARK: The state machine

    /// A recognizer asks to change its state (its `state` setter).
    func requestTransition(of recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let old = recognizer.stateStorage
        if let attempt = attempts[ObjectIdentifier(recognizer)], !attempt.pendingStates.isEmpty {
            // Waiting for failure requirements: the public state stays possible.
            switch new {
            case .ended where attempt.pendingStates == [.began]:
                attempt.pendingStates.append(.ended)
            case .cancelled, .failed:
                fail(attempt)
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
            commit(join(recognizer), to: new)
        case (.possible, .failed), (.possible, .cancelled):
            // A gesture that never began cannot be cancelled: it fails.
            fail(join(recognizer))
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            recognizer.stateStorage = new
            join(recognizer).queuedActions.append(new)
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
    private func commit(_ attempt: GestureAttempt, to target: UIGestureRecognizer.State) {
        let recognizer = attempt.recognizer
        guard recognizer.viewStorage != nil else { return fail(attempt) }
        switch failureRequirements(of: attempt) {
        case .failed: return fail(attempt)
        case .pending:
            attempt.pendingStates = [target]
            return
        case .met: break
        }
        var asked: [UIView] = []
        for touch in attempt.touches {
            guard let view = touch.view, !asked.containsIdentical(view) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return fail(attempt) }
        }
        if asked.isEmpty, let view = recognizer.viewStorage, !view.gestureRecognizerShouldBegin(recognizer) {
            return fail(attempt)
        }
        if recognizer.delegateStorage?.gestureRecognizerShouldBegin(recognizer) == false { return fail(attempt) }
        for active in participants where active !== attempt && active.recognizer.isRecognizing && shareInput(active, attempt) {
            if !simultaneous(active.recognizer, recognizer) && active.recognizer.canPrevent(recognizer)
                && recognizer.canBePrevented(by: active.recognizer) {
                return fail(attempt)
            }
        }
        if attempt.waitedForFailures { recognizer.willBeginAfterSatisfyingFailureRequirements() }
        recognizer.stateStorage = target
        attempt.didRecognize = true
        attempt.queuedActions.append(target)
        if recognizer.cancelsTouchesInView { attempt.needsViewCancellation = true }
        for other in participants where other !== attempt && other.recognizer.stateStorage == .possible {
            if requires(other, toFail: recognizer) {
                fail(other)
            } else if shareInput(attempt, other) && !simultaneous(recognizer, other.recognizer)
                        && recognizer.canPrevent(other.recognizer) && other.recognizer.canBePrevented(by: recognizer) {
                fail(other)
            }
        }
        needsUpdate = true
    }

    /// Where the recognizers an attempt requires to fail stand.
    private enum RequirementsOutcome {
        /// None recognized, none is still possible: the attempt may go ahead.
        case met
        /// One is still possible: the attempt waits.
        case pending
        /// One recognized: the attempt fails.
        case failed
    }

    /// Where the recognizers taking part that `attempt` requires to fail stand. Every participant is asked
    /// (the answers are kept for the attempt), and a recognized one outweighs an undecided one.
    private func failureRequirements(of attempt: GestureAttempt) -> RequirementsOutcome {
        var outcome = RequirementsOutcome.met
        for other in participants where other !== attempt && requires(attempt, toFail: other.recognizer) {
            if other.didRecognize {
                outcome = .failed
            } else if other.recognizer.stateStorage == .possible, outcome == .met {
                outcome = .pending
            }
        }
        return outcome
    }

    /// A recognizer that is possible (or waiting) fails: no action is sent; it is reset at the end of the
    /// update.
    private func fail(_ attempt: GestureAttempt) {
        attempt.pendingStates = []
        attempt.recognizer.stateStorage = .failed
        needsUpdate = true
    }

    /// Whether the attempt's recognizer must wait for `other` to fail: `require(toFail:)`, or (asked once per
    /// attempt) either recognizer's subclass or delegate saying so.
    private func requires(_ attempt: GestureAttempt, toFail other: UIGestureRecognizer) -> Bool {
        let recognizer = attempt.recognizer
        for requirement in recognizer.failureRequirements where requirement.recognizer === other { return true }
        let key = ObjectIdentifier(other)
        if let answer = attempt.requirementAnswers[key] { return answer }
        let answer = recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegateStorage?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegateStorage?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
        attempt.requirementAnswers[key] = answer
        return answer
    }

    /// Whether two recognizers may recognize together: either delegate saying so suffices.
    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegateStorage?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegateStorage?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether two attempts compete for the same input: a touch or press both received, or the same kind of
    /// pointer input in the same window.
    private func shareInput(_ a: GestureAttempt, _ b: GestureAttempt) -> Bool {
        if let kind = a.pointerInput, kind == b.pointerInput, a.recognizer.lastWindow === b.recognizer.lastWindow { return true }
        for touch in a.touches where b.touches.containsIdentical(touch) { return true }
        for press in a.presses where b.presses.containsIdentical(press) { return true }
        return false
    }

    /// Ends a recognizer's attempt from outside (disabled, detached, its view gone): a gesture that began is
    /// cancelled (with an action when it still has a view), one that had not fails.
    func abort(_ recognizer: UIGestureRecognizer) {
        let attempt = attempts[ObjectIdentifier(recognizer)]
        switch recognizer.stateStorage {
        case .began, .changed:
            recognizer.stateStorage = .cancelled
            attempt?.queuedActions = recognizer.viewStorage == nil ? [] : [.cancelled]
        case .possible:
            guard let attempt else { return }
            fail(attempt)
        default:
            break
        }
        setNeedsUpdate()
    }

    /// The recognizer was removed from its view: its attempt ends without a further action.
    func detach(_ recognizer: UIGestureRecognizer) {
        abort(recognizer)
        attempts[ObjectIdentifier(recognizer)]?.queuedActions = []
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
        for attempt in participants where !attempt.pendingStates.isEmpty {
            switch failureRequirements(of: attempt) {
            case .failed:
                fail(attempt)
                continue
            case .pending: continue
            case .met: break
            }
            let states = attempt.pendingStates
            attempt.pendingStates = []
            attempt.waitedForFailures = true
            commit(attempt, to: states[0])
            if attempt.recognizer.stateStorage == states[0] {
                for state in states.dropFirst() {
                    attempt.recognizer.stateStorage = state
                    attempt.queuedActions.append(state)
                }
            }
            needsUpdate = true
        }
    }

    /// Sends the actions queued by state changes, oldest first, after cancelling the touches in the views
    /// of a gesture that just recognized.
    private func sendQueuedActions() {
        for attempt in participants where attempt.needsViewCancellation || !attempt.queuedActions.isEmpty {
            let recognizer = attempt.recognizer
            if attempt.needsViewCancellation {
                attempt.needsViewCancellation = false
                TouchDelivery.shared.cancelTouchesInViews(attempt.touches)
            }
            while !attempt.queuedActions.isEmpty {
                let state = attempt.queuedActions.removeFirst()
                guard recognizer.viewStorage != nil else {
                    attempt.queuedActions = []
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

    /// Recognizers that ended, were cancelled or failed, with nothing left to send, are reset and their
    /// attempts end. The lists are pruned once for all of them: a touch on many recognizers (nested scroll
    /// views have two each) would otherwise cost the square of their number.
    private func resetFinishedRecognizers() {
        var touches: [UITouch] = [], presses: [UIPress] = []
        for attempt in participants
        where attempt.recognizer.isFinished && attempt.queuedActions.isEmpty && !attempt.needsViewCancellation {
            let recognizer = attempt.recognizer
            recognizer.rememberCentroid()
            recognizer.reset()
            recognizer.stateStorage = .possible
            for touch in attempt.touches where !touches.containsIdentical(touch) { touches.append(touch) }
            for press in attempt.presses where !presses.containsIdentical(press) { presses.append(press) }
            recognizer.trackedTouches = []
            attempts[ObjectIdentifier(recognizer)] = nil
        }
        guard attempts.count < participants.count else { return }
        // A recognizer lists a touch or press only while its attempt lasts (`attach` joins it).
        for touch in touches { touch.recognizerList = takingPart(touch.recognizerList) }
        for press in presses { press.recognizerList = takingPart(press.recognizerList) }
        var remaining: [GestureAttempt] = []
        for attempt in participants where attempts[ObjectIdentifier(attempt.recognizer)] === attempt { remaining.append(attempt) }
        participants = remaining
        needsUpdate = true
    }

    /// The recognizers of `list` whose attempts go on, in order.
    private func takingPart(_ list: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        var kept: [UIGestureRecognizer] = []
        for recognizer in list where attempts[ObjectIdentifier(recognizer)] != nil { kept.append(recognizer) }
        return kept
    }
}
