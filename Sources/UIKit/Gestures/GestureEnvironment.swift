import Foundation

/// The arbiter of gesture recognizers and the deliverer of touches: what `UIWindow.sendEvent(_:)` runs for a
/// touches event.
///
/// For each event: new touches are hit-tested (by the dispatcher) and given to the recognizers of their view
/// and its ancestors (the deepest view's first, on each view the last added first), after each delegate's
/// `shouldReceive`; the recognizers see the event; state changes are arbitrated (failure requirements,
/// `gestureRecognizerShouldBegin`, prevention of the others) and their actions sent — touches cancelled in
/// their views just before a recognizing gesture's first action; then the views get what is left of the
/// event, minus what `delaysTouchesBegan` and `delaysTouchesEnded` withhold until the recognizers holding
/// them fail. A recognizer that ends, is cancelled or fails is reset at the end of the update in which its
/// last action was sent.
@MainActor
final class GestureEnvironment {
    static let shared = GestureEnvironment()

    /// Recognizers in an attempt (they received input since their last reset), in the order they joined.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Touches whose views are owed a withheld `touchesBegan` or `touchesEnded`.
    private var withheld: [UITouch] = []
    /// Hover recognizers the pointer is over.
    private var hovering: [UIGestureRecognizer] = []
    private var isUpdating = false
    private var needsUpdate = false
    private var updateScheduled = false
    private var deliveryDepth = 0
    var currentModifierFlags: UIKeyModifierFlags = []
    var currentButtonMask: UIEvent.ButtonMask = []

    // MARK: Touches

    /// Delivers the touches of `event` that are in `window` and changed in it.
    func deliverTouches(of event: UIEvent, in window: UIWindow) {
        let touches = event.touchList.filter { $0.window === window && $0.changedInCurrentEvent && !$0.isIgnored }
        guard !touches.isEmpty else { return }
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        currentModifierFlags = event.modifierFlags
        currentButtonMask = event.buttonMask
        cancelTouchesOfDetachedViews(in: event, window: window)
        abortDetachedRecognizers()
        for touch in touches where touch.phase == .began {
            decideSuppression(of: touch, in: event)
            attachRecognizers(to: touch, event: event)
        }
        deliverToRecognizers(touches, event: event)
        update()
        deliverToViews(touches, event: event)
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled { release(touch) }
        if EventDispatcher.shared.activeFingerCount == 0 { failAbandonedRecognizers() }
        update()
    }

    /// A view that left the touch's window gets `touchesCancelled` for it (at the touch's next event).
    private func cancelTouchesOfDetachedViews(in event: UIEvent, window: UIWindow) {
        var groups: [(UIView, [UITouch])] = []
        for touch in event.touchList where touch.window === window && !touch.isIgnored && touch.delivery.stage != .finished {
            guard let view = touch.view, view.window !== window else { continue }
            let hadIt = touch.delivery.stage == .began
            touch.delivery = UITouch.ViewDelivery(stage: .finished)
            if hadIt { append(touch, to: view, in: &groups) }
        }
        for (view, list) in groups { view.touchesCancelled(Set(list), with: event) }
    }

    private func abortDetachedRecognizers() {
        for recognizer in participants where recognizer.viewStorage?.window == nil {
            abort(recognizer)
        }
    }

    /// A view that is not multiple-touch enabled gets only its first touch; an exclusive-touch view gets no
    /// touch while another view in the window has one, and keeps other views from getting any while it has
    /// one. Recognizers get the touches regardless.
    private func decideSuppression(of touch: UITouch, in event: UIEvent) {
        guard let view = touch.view else {
            touch.delivery.stage = .finished
            return
        }
        for other in event.touchList where other !== touch && other.window === touch.window && !other.isIgnored {
            guard !other.delivery.isSuppressed, other.delivery.stage != .finished,
                  other.phase != .ended, other.phase != .cancelled, let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { touch.delivery.isSuppressed = true }
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                touch.delivery.isSuppressed = true
            }
            if touch.delivery.isSuppressed { return }
        }
    }

    /// Gives a new touch to the recognizers of its view and the view's ancestors that accept it.
    private func attachRecognizers(to touch: UITouch, event: UIEvent) {
        var current = touch.view
        while let view = current {
            if let recognizers = view.eventStorage?.gestureRecognizers, !recognizers.isEmpty {
                for recognizer in recognizers.reversed() where accepts(recognizer, touch, event) {
                    touch.recognizerList.append(recognizer)
                    recognizer.attemptTouches.append(touch)
                    recognizer.trackedTouches.append(touch)
                    join(recognizer)
                }
            }
            current = view.superview
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabledStorage, recognizer.viewStorage != nil, recognizer.isReceivingState else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first, other.type != touch.type {
            return false
        }
        guard recognizer.shouldReceive(event) else { return false }
        if let delegate = recognizer.delegateStorage {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                  delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { return false }
        }
        return true
    }

    private func join(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isParticipating else { return }
        recognizer.isParticipating = true
        participants.append(recognizer)
    }

    /// Each recognizer gets its touches of the event, grouped by phase.
    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.recognizerList where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard recognizer.receivesInput else { break }
                let mine = touches.filter { $0.phase == phase && $0.recognizerList.contains { $0 === recognizer } }
                guard !mine.isEmpty else { continue }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    /// The views get the event's touches, grouped by phase and view, except what is suppressed, cancelled
    /// or withheld.
    private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        var began: [(UIView, [UITouch])] = [], moved: [(UIView, [UITouch])] = []
        var ended: [(UIView, [UITouch])] = [], cancelled: [(UIView, [UITouch])] = []
        for touch in touches {
            guard let view = touch.view, !touch.delivery.isSuppressed, touch.delivery.stage != .finished else { continue }
            switch touch.phase {
            case .began:
                if heldByActiveRecognizer(touch) {
                    touch.delivery.stage = .finished
                } else if delaysBegan(touch) {
                    touch.delivery.withheldBegan = UITouch.Snapshot(location: touch.locationInWindow, timestamp: touch.timestamp)
                    addWithheld(touch)
                } else {
                    touch.delivery.stage = .began
                    append(touch, to: view, in: &began)
                }
            case .moved:
                if touch.delivery.withheldBegan != nil {
                    touch.delivery.withheldMove = true
                } else if touch.delivery.stage == .began {
                    append(touch, to: view, in: &moved)
                }
            case .ended, .cancelled:
                if touch.delivery.withheldBegan != nil {
                    if touch.phase == .cancelled {
                        touch.delivery = UITouch.ViewDelivery(stage: .finished)
                    } else {
                        touch.delivery.withheldEnd = .ended
                    }
                } else if touch.delivery.stage == .began {
                    if touch.phase == .ended && delaysEnded(touch) {
                        touch.delivery.withheldEnd = .ended
                        addWithheld(touch)
                    } else {
                        touch.delivery.stage = .finished
                        if touch.phase == .ended {
                            append(touch, to: view, in: &ended)
                        } else {
                            append(touch, to: view, in: &cancelled)
                        }
                    }
                }
            default:
                break
            }
        }
        for (view, list) in began { view.touchesBegan(Set(list), with: event) }
        for (view, list) in moved { view.touchesMoved(Set(list), with: event) }
        for (view, list) in ended { view.touchesEnded(Set(list), with: event) }
        for (view, list) in cancelled { view.touchesCancelled(Set(list), with: event) }
    }

    private func append(_ touch: UITouch, to view: UIView, in groups: inout [(UIView, [UITouch])]) {
        if let index = groups.firstIndex(where: { $0.0 === view }) {
            groups[index].1.append(touch)
        } else {
            groups.append((view, [touch]))
        }
    }

    /// A touch that begins while a recognizer that cancels touches in views has begun with it never reaches
    /// the view.
    private func heldByActiveRecognizer(_ touch: UITouch) -> Bool {
        touch.recognizerList.contains { ($0.stateStorage == .began || $0.stateStorage == .changed) && $0.cancelsTouchesInView }
    }

    private func delaysBegan(_ touch: UITouch) -> Bool {
        touch.recognizerList.contains { $0.delaysTouchesBegan && $0.stateStorage == .possible }
    }

    private func delaysEnded(_ touch: UITouch) -> Bool {
        touch.recognizerList.contains { $0.delaysTouchesEnded && $0.stateStorage == .possible }
    }

    private func addWithheld(_ touch: UITouch) {
        if !withheld.contains(where: { $0 === touch }) { withheld.append(touch) }
    }

    /// A lifted touch is no longer tracked by its recognizers (they keep it in their attempt).
    private func release(_ touch: UITouch) {
        for recognizer in touch.recognizerList {
            recognizer.rememberCentroid()
            recognizer.trackedTouches.removeAll { $0 === touch }
        }
    }

    /// Once every finger has lifted, a recognizer still possible that expects no further touches has not
    /// recognized its gesture: it fails (so it stops holding back the views' `touchesEnded` and the
    /// recognizers waiting for it).
    private func failAbandonedRecognizers() {
        for recognizer in participants where recognizer.stateStorage == .possible && recognizer.pendingStates.isEmpty
            && recognizer.trackedTouches.isEmpty && !recognizer.attemptTouches.isEmpty && !recognizer.awaitsFurtherTouches {
            fail(recognizer)
        }
    }

    // MARK: Presses, hover and scroll

    /// Delivers the presses of `event` that changed in it, in `window`: to the recognizers of the responder
    /// (those allowing the press type), then to the responder — the first responder, else the window. A key
    /// matching a key command of a responder up the chain sends the command's action instead.
    func deliverPresses(of event: UIPressesEvent, in window: UIWindow) {
        let presses = event.pressList.filter { $0.window === window && $0.changedInCurrentEvent }
        guard !presses.isEmpty else { return }
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        currentModifierFlags = event.modifierFlags
        for press in presses where press.phase == .began {
            let responder = window.currentFirstResponder ?? window
            press.responder = responder
            if let key = press.key, performKeyCommand(for: key, from: responder, event: event) {
                press.consumedByKeyCommand = true
                continue
            }
            var current: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded ?? window
            while let view = current {
                for recognizer in (view.eventStorage?.gestureRecognizers ?? []).reversed()
                where recognizer.isEnabledStorage && recognizer.isReceivingState
                    && recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
                    && recognizer.shouldReceive(event)
                    && (recognizer.delegateStorage.map { $0.gestureRecognizer(recognizer, shouldReceive: event)
                            && $0.gestureRecognizer(recognizer, shouldReceive: press) } ?? true) {
                    press.recognizerList.append(recognizer)
                    recognizer.attemptPresses.append(press)
                    join(recognizer)
                }
                current = view.superview
            }
        }
        var order: [UIGestureRecognizer] = []
        for press in presses {
            for recognizer in press.recognizerList where !order.contains(where: { $0 === recognizer }) { order.append(recognizer) }
        }
        for recognizer in order {
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                guard recognizer.receivesInput else { break }
                let mine = Set(presses.filter { $0.phase == phase && $0.recognizerList.contains { $0 === recognizer } })
                guard !mine.isEmpty else { continue }
                switch phase {
                case .began: recognizer.pressesBegan(mine, with: event)
                case .changed: recognizer.pressesChanged(mine, with: event)
                case .ended: recognizer.pressesEnded(mine, with: event)
                default: recognizer.pressesCancelled(mine, with: event)
                }
            }
        }
        update()
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            var groups: [(UIResponder, [UIPress])] = []
            for press in presses where press.phase == phase && !press.consumedByKeyCommand {
                guard let responder = press.responder else { continue }
                if let index = groups.firstIndex(where: { $0.0 === responder }) {
                    groups[index].1.append(press)
                } else {
                    groups.append((responder, [press]))
                }
            }
            for (responder, list) in groups {
                let set = Set(list)
                switch phase {
                case .began: responder.pressesBegan(set, with: event)
                case .changed: responder.pressesChanged(set, with: event)
                case .ended: responder.pressesEnded(set, with: event)
                default: responder.pressesCancelled(set, with: event)
                }
            }
        }
        update()
    }

    /// Sends the action of the first key command matching `key`, from `responder` up the chain; whether
    /// one was sent.
    private func performKeyCommand(for key: UIKey, from responder: UIResponder, event: UIEvent) -> Bool {
        var current: UIResponder? = responder
        var steps = 0
        while let candidate = current, steps < 1_000 {
            for command in candidate.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action else { continue }
                if let target = candidate.target(forAction: action, withSender: command) as AnyObject?,
                   performAction(action, on: target, sender: command, event: event) {
                    return true
                }
            }
            current = candidate.next
            steps += 1
        }
        return false
    }

    /// Delivers a hover event: hover recognizers of the views under the pointer begin or change, those the
    /// pointer left end.
    func deliverHover(_ event: UIEvent, in window: UIWindow) {
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        var path: [UIGestureRecognizer] = []
        if !event.pointerExited, let hit = window.hitTest(event.pointerLocation, with: event) {
            var current: UIView? = hit
            while let view = current {
                for recognizer in (view.eventStorage?.gestureRecognizers ?? []).reversed()
                where recognizer is UIHoverGestureRecognizer && recognizer.isEnabledStorage && recognizer.shouldReceive(event)
                    && (recognizer.delegateStorage?.gestureRecognizer(recognizer, shouldReceive: event) ?? true) {
                    path.append(recognizer)
                }
                current = view.superview
            }
        }
        for recognizer in hovering where !path.contains(where: { $0 === recognizer }) {
            recognizer.handleHover(event, inside: false)
        }
        hovering.removeAll { recognizer in !path.contains { $0 === recognizer } }
        for recognizer in path {
            join(recognizer)
            recognizer.pointerInput = .hover
            if !hovering.contains(where: { $0 === recognizer }) { hovering.append(recognizer) }
            recognizer.handleHover(event, inside: true)
        }
        update()
    }

    /// Delivers a scroll event to the recognizers that take scrolling (pans allowing the scroll type) of
    /// the views under the pointer, deepest first.
    func deliverScroll(_ event: UIEvent, in window: UIWindow) {
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        guard let hit = window.hitTest(event.pointerLocation, with: event) else { return }
        var current: UIView? = hit
        while let view = current {
            for recognizer in (view.eventStorage?.gestureRecognizers ?? []).reversed()
            where recognizer.acceptsScroll(of: event.scrollType) && recognizer.isEnabledStorage && recognizer.isReceivingState
                && recognizer.shouldReceive(event)
                && (recognizer.delegateStorage?.gestureRecognizer(recognizer, shouldReceive: event) ?? true) {
                join(recognizer)
                recognizer.pointerInput = .scroll
                recognizer.handleScroll(event)
            }
            current = view.superview
        }
        update()
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
        hovering.removeAll { $0 === recognizer }
    }

    // MARK: The update

    /// Something changed outside an event (a timer, the app): an update runs at the next run-loop turn.
    func setNeedsUpdate() {
        needsUpdate = true
        guard deliveryDepth == 0, !isUpdating, !updateScheduled else { return }
        updateScheduled = true
        RunLoop.current.perform {
            MainActor.assumeIsolated { GestureEnvironment.shared.flushScheduledUpdate() }
        }
    }

    /// Runs the update a change outside an event scheduled; the app's update pass calls it too.
    func flushScheduledUpdate() {
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
            flushWithheldTouches()
            rounds += 1
        } while needsUpdate && rounds < 64
    }

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

    private func sendQueuedActions() {
        for recognizer in participants where recognizer.needsViewCancellation || !recognizer.queuedActions.isEmpty {
            if recognizer.needsViewCancellation {
                recognizer.needsViewCancellation = false
                cancelTouchesInViews(of: recognizer)
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

    /// The touches of a recognizing gesture are cancelled in their views: those a view has get
    /// `touchesCancelled`; those withheld or not yet delivered never reach it.
    private func cancelTouchesInViews(of recognizer: UIGestureRecognizer) {
        var groups: [(UIView, [UITouch])] = []
        for touch in recognizer.attemptTouches {
            guard let view = touch.view else { continue }
            switch touch.delivery.stage {
            case .began:
                touch.delivery = UITouch.ViewDelivery(stage: .finished)
                append(touch, to: view, in: &groups)
            case .none:
                touch.delivery = UITouch.ViewDelivery(stage: .finished)
            case .finished:
                break
            }
        }
        let event = EventDispatcher.shared.touchesEvent
        for (view, list) in groups { view.touchesCancelled(Set(list), with: event) }
    }

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

    /// Delivers what recognizers no longer hold back: a late `touchesBegan` (at the touch's first location
    /// and time) with a catch-up `touchesMoved` if it moved since, and a withheld `touchesEnded`.
    private func flushWithheldTouches() {
        guard !withheld.isEmpty else { return }
        let event = EventDispatcher.shared.touchesEvent
        for touch in withheld {
            guard let view = touch.view, touch.delivery.stage != .finished else { continue }
            if let snapshot = touch.delivery.withheldBegan {
                guard !delaysBegan(touch) else { continue }
                touch.delivery.withheldBegan = nil
                touch.delivery.stage = .began
                let phase = touch.phase, location = touch.locationInWindow
                let previous = touch.previousLocationInWindow, timestamp = touch.timestamp
                touch.phase = .began
                touch.locationInWindow = snapshot.location
                touch.previousLocationInWindow = snapshot.location
                touch.timestamp = snapshot.timestamp
                view.touchesBegan([touch], with: event)
                if touch.delivery.withheldMove, touch.delivery.stage == .began {
                    touch.delivery.withheldMove = false
                    touch.phase = .moved
                    touch.locationInWindow = location
                    touch.timestamp = timestamp
                    view.touchesMoved([touch], with: event)
                }
                touch.phase = phase
                touch.locationInWindow = location
                touch.previousLocationInWindow = previous
                touch.timestamp = timestamp
                needsUpdate = true
            }
            if let end = touch.delivery.withheldEnd, touch.delivery.stage == .began {
                guard !(end == .ended && delaysEnded(touch)) else { continue }
                touch.delivery = UITouch.ViewDelivery(stage: .finished)
                if end == .ended {
                    view.touchesEnded([touch], with: event)
                } else {
                    view.touchesCancelled([touch], with: event)
                }
                needsUpdate = true
            }
        }
        withheld.removeAll { touch in
            touch.delivery.stage == .finished || (touch.delivery.withheldBegan == nil && touch.delivery.withheldEnd == nil)
        }
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer may take new input: possible, or a continuous gesture in progress.
    var isReceivingState: Bool { stateStorage == .possible || stateStorage == .began || stateStorage == .changed }

    /// Whether the recognizer gets the touches it tracks: attached, enabled and not finished.
    var receivesInput: Bool { viewStorage != nil && isEnabledStorage && isReceivingState }

    /// Whether the recognizer recognized its gesture and is not reset yet.
    var isRecognizing: Bool { stateStorage == .began || stateStorage == .changed || stateStorage == .ended }

    /// Whether the recognizer ended, was cancelled or failed: it is reset once its actions are sent.
    var isFinished: Bool { stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed }
}

extension UIGestureRecognizer.State {
    /// The name Apple's logs use.
    var name: String {
        switch self {
        case .possible: return "UIGestureRecognizerStatePossible"
        case .began: return "UIGestureRecognizerStateBegan"
        case .changed: return "UIGestureRecognizerStateChanged"
        case .ended: return "UIGestureRecognizerStateEnded"
        case .cancelled: return "UIGestureRecognizerStateCancelled"
        case .failed: return "UIGestureRecognizerStateFailed"
        }
    }
}
