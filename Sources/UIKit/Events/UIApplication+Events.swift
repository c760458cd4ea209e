import Foundation

extension UIApplication {
    /// How deep `beginIgnoringInteractionEvents()` calls are nested.
    private static var ignoringDepth = 0

    /// Stops delivering touches that begin from now on, until the matching
    /// `endIgnoringInteractionEvents()`; calls nest. Touches already down are still delivered, so each ends
    /// or is cancelled. (Deprecated on iOS 13 in favour of `isUserInteractionEnabled`.)
    public func beginIgnoringInteractionEvents() {
        Self.ignoringDepth += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`. An end without a begin is refused and logged.
    public func endIgnoringInteractionEvents() {
        guard Self.ignoringDepth > 0 else {
            return uikitLog.error("-[UIApplication endIgnoringInteractionEvents] called without a matching beginIgnoringInteractionEvents; ignored.")
        }
        Self.ignoringDepth -= 1
    }

    /// Whether at least one `beginIgnoringInteractionEvents()` is in effect.
    public var isIgnoringInteractionEvents: Bool { Self.ignoringDepth > 0 }

    /// `sendEvent(_:)`'s work.
    func dispatchEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var windows: [UIWindow] = []
            for touch in event.touchList where touch.changedInCurrentEvent {
                guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
                windows.append(window)
            }
            for window in windows { window.sendEvent(event) }
        case .presses:
            var windows: [UIWindow] = []
            for press in (event as? UIPressesEvent)?.pressList ?? [] where press.changedInCurrentEvent {
                guard let window = press.window, !windows.contains(where: { $0 === window }) else { continue }
                windows.append(window)
            }
            for window in windows { window.sendEvent(event) }
        case .motion, .remoteControl:
            keyWindow?.sendEvent(event)
        case .scroll, .hover, .transform:
            event.pointerWindow?.sendEvent(event)
        }
    }

    /// `sendAction(_:to:from:for:)`'s work.
    func deliverAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard type(of: target) is AnyClass else { return false }
            let object = target as AnyObject
            if performAction(action, on: object, sender: sender, event: event) { return true }
            UnsendableSelectors.report(action, target: object)
            return false
        }
        let senderWindow = (sender as? UIResponder)?.responderWindow
        let start: UIResponder? = (senderWindow ?? keyWindow)?.currentFirstResponder ?? (sender as? UIResponder)
        guard let found = start?.target(forAction: action, withSender: sender), type(of: found) is AnyClass else { return false }
        return performAction(action, on: found as AnyObject, sender: sender, event: event)
    }
}
