import Foundation

extension UIControl {
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        isTouchInsideStorage = true
        isHighlighted = true
        isTrackingStorage = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInsideStorage
        let inside = isInsideTrackingArea(touch.location(in: self))
        isTouchInsideStorage = inside
        isHighlighted = inside
        guard isTrackingStorage else { return }
        isTrackingStorage = continueTracking(touch, with: event)
        guard isTrackingStorage else { return }
        let events: Event
        switch (wasInside, inside) {
        case (true, true): events = .touchDragInside
        case (false, true): events = [.touchDragEnter, .touchDragInside]
        case (true, false): events = [.touchDragExit, .touchDragOutside]
        case (false, false): events = .touchDragOutside
        }
        sendActions(for: events, with: event)
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let inside = isInsideTrackingArea(touch.location(in: self))
        let wasTracking = isTrackingStorage
        isHighlighted = false
        trackingTouch = nil
        isTouchInsideStorage = inside
        if wasTracking {
            endTracking(touch, with: event)
            var events: Event = inside ? .touchUpInside : .touchUpOutside
            let opensMenu = inside && opensMenuOnTouchUp
            if opensMenu {
                events.insert(.menuActionTriggered)
            } else if inside && Self.sendsPrimaryActionOnTouchUpInside {
                events.insert(.primaryActionTriggered)
            }
            sendActions(for: events, with: event)
            if opensMenu { openMenuOnTouchUp() }
        }
        isTrackingStorage = false
        isTouchInsideStorage = false
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let wasTracking = isTrackingStorage
        isHighlighted = false
        trackingTouch = nil
        isTrackingStorage = false
        isTouchInsideStorage = false
        if wasTracking { cancelTracking(with: event) }
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether `point` (in the control's coordinates) counts as inside: within the slop around the bounds.
    func isInsideTrackingArea(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchInsideSlop, dy: -Self.touchInsideSlop).contains(point)
    }
}
