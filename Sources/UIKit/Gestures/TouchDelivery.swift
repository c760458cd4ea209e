import Foundation

/// The delivery of touches: what `UIWindow.sendEvent(_:)` runs for a touches event.
///
/// New touches (hit-tested by the dispatcher) go to the recognizers of their view and its ancestors (the
/// deepest view's first, on each view the last added first) that accept them; the recognizers see the event
/// and the arbiter settles their states; then the views get what is left of the event, minus what
/// `delaysTouchesBegan` and `delaysTouchesEnded` withhold until the recognizers holding them fail, and minus
/// what exclusive and multiple touch rules suppress.
@MainActor
final class TouchDelivery {
    /// The deliverer of the app's touches.
    static let shared = TouchDelivery()

    /// Touches whose views are owed a withheld `touchesBegan` or `touchesEnded`.
    private var withheld: [UITouch] = []

    /// The arbiter of the recognizers the touches go to.
    private var arbiter: GestureArbiter { .shared }

    /// Delivers the touches of `event` that are in `window` and changed in it.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        var touches: [UITouch] = []
        for touch in event.touchList where touch.window === window && touch.changedInCurrentEvent && !touch.isIgnored {
            touches.append(touch)
        }
        guard !touches.isEmpty else { return }
        arbiter.duringDelivery {
            arbiter.currentModifierFlags = event.modifierFlags
            arbiter.currentButtonMask = event.buttonMask
            cancelTouchesOfDetachedViews(in: event, window: window)
            arbiter.abortDetachedRecognizers()
            for touch in touches where touch.phase == .began {
                decideSuppression(of: touch, in: event)
                attachRecognizers(to: touch, event: event)
            }
            deliverToRecognizers(touches, event: event)
            arbiter.update()
            deliverToViews(touches, event: event)
            for touch in touches where touch.phase == .ended || touch.phase == .cancelled { release(touch) }
            if EventDispatcher.shared.activeFingerCount == 0 { arbiter.failAbandonedRecognizers() }
            arbiter.update()
        }
    }

    /// A view that left the touch's window gets `touchesCancelled` for it (at the touch's next event).
    private func cancelTouchesOfDetachedViews(in event: UIEvent, window: UIWindow) {
        var groups = DeliveryGroups<UIView, UITouch>()
        for touch in event.touchList where touch.window === window && !touch.isIgnored && touch.delivery.stage != .finished {
            guard let view = touch.view, view.window !== window else { continue }
            let hadIt = touch.delivery.stage == .began
            touch.delivery = UITouch.ViewDelivery(stage: .finished)
            if hadIt { groups.append(touch, to: view) }
        }
        for (view, list) in groups { view.touchesCancelled(Set(list), with: event) }
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
        guard let view = touch.view else { return }
        for recognizer in view.recognizersReachedByInput where accepts(recognizer, touch, event) {
            arbiter.attach(touch, to: recognizer)
        }
    }

    /// Whether `recognizer` takes `touch`: enabled, attached and taking input, of an allowed type (and of
    /// the type of its other touches when it requires one type), and let by itself and its delegate.
    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabledStorage, recognizer.viewStorage != nil, recognizer.isReceivingState else { return false }
        guard allows(recognizer.allowedTouchTypes, touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first, other.type != touch.type {
            return false
        }
        return recognizer.admits(event) && (recognizer.delegateStorage?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
    }

    /// Whether `types` (raw values of touch types) includes `type`.
    private func allows(_ types: [NSNumber], _ type: UITouch.TouchType) -> Bool {
        for allowed in types where allowed.intValue == type.rawValue { return true }
        return false
    }

    /// The phases a recognizer is sent, in the order it is sent them.
    private static let recognizerPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Each recognizer gets its touches of the event, grouped by phase. The recognizers on a path mostly get
    /// every touch of a phase: they share the event's set of them, and only one that lacks some gets its own.
    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var groups = DeliveryGroups<UIGestureRecognizer, UITouch>()
        for touch in touches {
            for recognizer in touch.recognizerList { groups.append(touch, to: recognizer) }
        }
        guard !groups.isEmpty else { return }
        var byPhase = [Set<UITouch>](repeating: [], count: Self.recognizerPhases.count)
        for touch in touches {
            if let index = Self.recognizerPhases.firstIndex(of: touch.phase) { byPhase[index].insert(touch) }
        }
        for (recognizer, theirs) in groups {
            for (phase, all) in zip(Self.recognizerPhases, byPhase) where !all.isEmpty {
                // Still theirs: a recognizer may ignore a touch as it sees the touch's earlier phase. (Its own
                // few touches are searched, not the touch's many recognizers: nested scroll views add two each.)
                var set = all
                for touch in all where !theirs.containsIdentical(touch) || !recognizer.trackedTouches.containsIdentical(touch) {
                    set.remove(touch)
                }
                guard !set.isEmpty else { continue }
                guard recognizer.receivesInput else { break }
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
        var began = DeliveryGroups<UIView, UITouch>(), moved = DeliveryGroups<UIView, UITouch>()
        var ended = DeliveryGroups<UIView, UITouch>(), cancelled = DeliveryGroups<UIView, UITouch>()
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
                    began.append(touch, to: view)
                }
            case .moved:
                if touch.delivery.withheldBegan != nil {
                    touch.delivery.withheldMove = true
                } else if touch.delivery.stage == .began {
                    moved.append(touch, to: view)
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
                            ended.append(touch, to: view)
                        } else {
                            cancelled.append(touch, to: view)
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

    /// A touch that begins while a recognizer that cancels touches in views has begun with it never reaches
    /// the view.
    private func heldByActiveRecognizer(_ touch: UITouch) -> Bool {
        for recognizer in touch.recognizerList
        where (recognizer.stateStorage == .began || recognizer.stateStorage == .changed) && recognizer.cancelsTouchesInView {
            return true
        }
        return false
    }

    /// Whether a recognizer still deciding withholds the touch's `touchesBegan`.
    private func delaysBegan(_ touch: UITouch) -> Bool {
        for recognizer in touch.recognizerList where recognizer.delaysTouchesBegan && recognizer.stateStorage == .possible {
            return true
        }
        return false
    }

    /// Whether a recognizer still deciding withholds the touch's `touchesEnded`.
    private func delaysEnded(_ touch: UITouch) -> Bool {
        for recognizer in touch.recognizerList where recognizer.delaysTouchesEnded && recognizer.stateStorage == .possible {
            return true
        }
        return false
    }

    /// Remembers that the touch's view is owed something withheld.
    private func addWithheld(_ touch: UITouch) {
        if !withheld.containsIdentical(touch) { withheld.append(touch) }
    }

    /// A lifted touch is no longer tracked by its recognizers (they keep it in their attempt).
    private func release(_ touch: UITouch) {
        for recognizer in touch.recognizerList {
            recognizer.rememberCentroid()
            recognizer.trackedTouches.removeIdentical(touch)
        }
    }

    // MARK: During the arbiter's update

    /// The touches of a recognizing gesture are cancelled in their views: those a view has get
    /// `touchesCancelled`; those withheld or not yet delivered never reach it.
    func cancelTouchesInViews(_ touches: [UITouch]) {
        var groups = DeliveryGroups<UIView, UITouch>()
        for touch in touches {
            guard let view = touch.view else { continue }
            switch touch.delivery.stage {
            case .began:
                touch.delivery = UITouch.ViewDelivery(stage: .finished)
                groups.append(touch, to: view)
            case .none:
                touch.delivery = UITouch.ViewDelivery(stage: .finished)
            case .finished:
                break
            }
        }
        let event = EventDispatcher.shared.touchesEvent
        for (view, list) in groups { view.touchesCancelled(Set(list), with: event) }
    }

    /// Delivers what recognizers no longer hold back: a late `touchesBegan` (at the touch's first location
    /// and time) with a catch-up `touchesMoved` if it moved since, and a withheld `touchesEnded`. Returns
    /// whether a view was sent anything.
    func deliverReleasedTouches() -> Bool {
        guard !withheld.isEmpty else { return false }
        var delivered = false
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
                delivered = true
            }
            if let end = touch.delivery.withheldEnd, touch.delivery.stage == .began {
                guard !(end == .ended && delaysEnded(touch)) else { continue }
                touch.delivery = UITouch.ViewDelivery(stage: .finished)
                if end == .ended {
                    view.touchesEnded([touch], with: event)
                } else {
                    view.touchesCancelled([touch], with: event)
                }
                delivered = true
            }
        }
        withheld.removeAll { touch in
            touch.delivery.stage == .finished || (touch.delivery.withheldBegan == nil && touch.delivery.withheldEnd == nil)
        }
        return delivered
    }
}
