import Foundation

/// One sample of a finger (or of the mouse acting as one) from a host or the event generator.
package struct TouchInput: Sendable {
    /// The host's number for the finger: the same for all of its samples.
    package var finger: Int
    /// `.began`, `.moved` (or `.stationary`), `.ended` or `.cancelled`.
    package var phase: UITouch.Phase
    /// Where the finger is, in the screen's points.
    package var location: CGPoint
    /// What made the touch.
    package var type: UITouch.TouchType

    /// A sample of `finger` at `location` (screen points).
    package init(finger: Int, phase: UITouch.Phase, location: CGPoint, type: UITouch.TouchType = .direct) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.type = type
    }
}

/// Turns the hosts' raw input into UIKit events and sends them through `UIApplication.sendEvent(_:)`: one
/// `UITouch` per finger for its whole life, hit-tested once when it begins (to the front window containing
/// it, then to the deepest view), tap counts, presses with their keys, scroll, hover, motion and remote
/// control. The SDL host and `UIKitTesting`'s event generator both come in here, so a test's touches travel
/// exactly the path a device's do.
@MainActor
package final class EventDispatcher {
    /// The dispatcher of the app.
    package static let shared = EventDispatcher()

    /// The app's one touches event, reused for every sequence (so fingers down together share it).
    let touchesEvent = UIEvent(type: .touches)
    /// The app's one presses event.
    let pressesEvent = UIPressesEvent()
    private var fingers: [Int: UITouch] = [:]
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// The screen of the last tap, held weakly so a screen made later at the same address is not taken for it.
    private weak var lastTapScreen: UIScreen?
    private var keys: [Int: UIPress] = [:]
    /// The modifier keys held now.
    package private(set) var modifierFlags: UIKeyModifierFlags = []
    private weak var hoverWindow: UIWindow?

    /// Most time between one tap's lift and the next touch-down for the tap count to grow, and most distance.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 45

    /// The fingers down now.
    package var activeFingerCount: Int { fingers.count }

    // MARK: Touches

    /// Sends the samples as one touches event: new fingers become touches (in the front window of `screen`
    /// under them, bound to the view hit-tested there), the others move or lift; fingers without a sample
    /// are stationary. A sample for a finger that never began, or a second `.began` for one that is down, is
    /// refused and logged, as is a sample at a location that is not finite (an end there ends the touch
    /// where it last was).
    package func sendTouches(_ inputs: [TouchInput], on screen: UIScreen, timestamp: TimeInterval? = nil,
                             buttonMask: UIEvent.ButtonMask = []) {
        let app = UIApplication.shared
        let now = timestamp ?? EventClock.shared.now
        let event = touchesEvent
        event.touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        for touch in event.touchList {
            touch.changedInCurrentEvent = false
            touch.phase = .stationary
        }
        event.timestampStorage = now
        event.modifierFlagsStorage = modifierFlags
        event.buttonMaskStorage = buttonMask
        var anyChange = false
        for var input in inputs {
            if !(input.location.x.isFinite && input.location.y.isFinite) {
                // A touch still ends, where it last was; a sample that would begin or move it is dropped.
                let last = fingers[input.finger].flatMap { touch in touch.window.map { $0.convert(touch.locationInWindow, to: nil) } }
                guard input.phase == .ended || input.phase == .cancelled, let last else {
                    uikitLog.error("UIEvent: finger \(input.finger)'s \(input.phase) sample is not at a finite location; ignored.")
                    continue
                }
                input.location = last
            }
            switch input.phase {
            case .began:
                guard fingers[input.finger] == nil else {
                    uikitLog.error("UIEvent: finger \(input.finger) began while it is already down; the sample is ignored.")
                    continue
                }
                let touch = beginTouch(input, on: screen, at: now, event: event, ignoring: app.isIgnoringInteractionEvents)
                fingers[input.finger] = touch
                if touch.window != nil {
                    event.touchList.append(touch)
                    anyChange = true
                }
            case .moved, .ended, .cancelled:
                guard let touch = fingers[input.finger] else {
                    uikitLog.error("UIEvent: finger \(input.finger) has not begun; its \(input.phase) sample is ignored.")
                    continue
                }
                if input.phase != .moved { fingers[input.finger] = nil }
                guard let window = touch.window else {
                    // Its window is gone: the touch is dropped; a view that still has it hears it cancelled.
                    event.touchList.removeAll { $0 === touch }
                    if touch.delivery.stage == .began, let view = touch.view {
                        touch.delivery = UITouch.ViewDelivery(stage: .finished)
                        touch.phase = .cancelled
                        view.touchesCancelled([touch], with: event)
                    }
                    continue
                }
                let location = window.convert(input.location, from: nil)
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = location
                touch.timestamp = now
                touch.phase = input.phase
                touch.changedInCurrentEvent = true
                anyChange = true
                if input.phase == .ended { recordTap(touch, on: screen, at: now) }
                if input.phase == .ended { UIScrollView.touchEndedForScrollToTop(touch) }
            default:
                continue
            }
        }
        guard anyChange else { return }
        app.sendEvent(event)
    }

    /// Cancels every finger down (the window lost the pointer, say).
    package func cancelAllTouches(on screen: UIScreen) {
        let inputs = fingers.keys.sorted().map { finger -> TouchInput in
            let touch = fingers[finger]!
            let location = touch.window.map { $0.convert(touch.locationInWindow, to: nil) } ?? .zero
            return TouchInput(finger: finger, phase: .cancelled, location: location, type: touch.type)
        }
        guard !inputs.isEmpty else { return }
        sendTouches(inputs, on: screen)
    }

    private func beginTouch(_ input: TouchInput, on screen: UIScreen, at now: TimeInterval, event: UIEvent,
                            ignoring: Bool) -> UITouch {
        let touch = UITouch()
        touch.identifier = input.finger
        touch.type = input.type
        touch.timestamp = now
        touch.startTimestamp = now
        touch.phase = .began
        touch.changedInCurrentEvent = true
        if input.type == .indirectPointer { touch.majorRadius = 0 }
        guard let window = Self.frontWindow(on: screen, at: input.location) else {
            touch.isIgnored = true
            return touch
        }
        let location = window.convert(input.location, from: nil)
        touch.window = window
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.startLocationInWindow = location
        if let last = lastTap, lastTapScreen === screen, now - last.time <= Self.multipleTapInterval,
           hypot(input.location.x - last.location.x, input.location.y - last.location.y) <= Self.multipleTapDistance {
            touch.tapCount = last.count + 1
        }
        if ignoring {
            touch.isIgnored = true
        } else {
            touch.view = window.hitTest(location, with: event)
        }
        return touch
    }

    /// A lift that ends a tap (little movement) lets the next touch nearby count one more tap.
    private func recordTap(_ touch: UITouch, on screen: UIScreen, at now: TimeInterval) {
        let moved = hypot(touch.locationInWindow.x - touch.startLocationInWindow.x,
                          touch.locationInWindow.y - touch.startLocationInWindow.y)
        guard moved <= Self.multipleTapDistance, let window = touch.window else {
            lastTap = nil
            return
        }
        lastTap = (window.convert(touch.locationInWindow, to: nil), now, touch.tapCount)
        lastTapScreen = screen
    }

    /// The front visible window of `screen` that hit-tests `point` (screen points): windows of higher levels
    /// first, then the most recently shown.
    static func frontWindow(on screen: UIScreen, at point: CGPoint) -> UIWindow? {
        let ordered = screen.windows.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.element.orderStamp, $0.offset)
                > ($1.element.windowLevel.rawValue, $1.element.orderStamp, $1.offset)
        }
        for (_, window) in ordered where !window.isHidden {
            let local = window.convert(point, from: nil)
            if window.hitTest(local, with: nil) != nil { return window }
        }
        return nil
    }

    // MARK: Keys

    /// Sends a key going down or up as a presses event to the key window. Modifier keys update the flags
    /// events carry.
    package func sendKey(_ keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                         isDown: Bool, timestamp: TimeInterval? = nil) {
        let now = timestamp ?? EventClock.shared.now
        if let flag = keyCode.modifierFlag {
            if isDown { modifierFlags.insert(flag) } else { modifierFlags.remove(flag) }
        }
        if keyCode == .keyboardCapsLock && isDown { modifierFlags.formSymmetricDifference(.alphaShift) }
        let event = pressesEvent
        event.pressList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        for press in event.pressList {
            press.changedInCurrentEvent = false
            press.phase = .stationary
        }
        event.timestampStorage = now
        event.modifierFlagsStorage = modifierFlags
        let press: UIPress
        if isDown {
            guard keys[keyCode.rawValue] == nil else { return }
            press = UIPress()
            press.identifier = keyCode.rawValue
            press.type = keyCode.pressType
            press.key = UIKey(keyCode: keyCode, characters: characters,
                              charactersIgnoringModifiers: charactersIgnoringModifiers ?? characters, modifierFlags: modifierFlags)
            press.phase = .began
            press.window = UIApplication.shared.keyWindow
            keys[keyCode.rawValue] = press
            event.pressList.append(press)
        } else {
            guard let down = keys.removeValue(forKey: keyCode.rawValue) else { return }
            press = down
            press.phase = .ended
            press.force = 0
        }
        press.timestamp = now
        press.changedInCurrentEvent = true
        guard press.window != nil else { return }
        UIApplication.shared.sendEvent(event)
        if isDown { sendEditingKey(keyCode) }
    }

    // MARK: Text

    /// The key window's first responder when it takes typed text.
    private var keyInputResponder: UIKeyInput? {
        UIApplication.shared.keyWindow?.currentFirstResponder as? UIKeyInput
    }

    /// Types `text` (what printable keys composed) into the first responder, if it takes text and no
    /// shortcut modifier (Command, Control) is held.
    package func sendText(_ text: String) {
        guard !text.isEmpty, modifierFlags.isDisjoint(with: [.command, .control]) else { return }
        keyInputResponder?.insertText(text)
    }

    /// An input method's composition for the first responder, if it takes text input (`UITextInput`): `text`
    /// becomes its marked text, with `start` and `length` in code points, as SDL gives them.
    package func sendComposition(_ text: String, start: Int, length: Int) {
        guard let input = UIApplication.shared.keyWindow?.currentFirstResponder as? UITextInput else { return }
        InputMethodSession.compose(text, start: start, length: length, into: input)
    }

    /// The editing work of a key that types no text: Backspace deletes backward, Return inserts a line
    /// break. Called when such a key goes down and each time it repeats.
    package func sendEditingKey(_ keyCode: UIKeyboardHIDUsage) {
        switch keyCode {
        case .keyboardDeleteOrBackspace:
            keyInputResponder?.deleteBackward()
        case .keyboardReturnOrEnter:
            sendText("\n")
        default:
            break
        }
    }

    // MARK: Pointer, motion, remote control

    /// Sends a scroll of `delta` points (content moving with the fingers: positive y scrolls up to earlier
    /// content) from a wheel or a trackpad, with the pointer at `location` on `screen`.
    package func sendScroll(by delta: CGVector, at location: CGPoint, on screen: UIScreen, type: UIScrollType = .discrete,
                            timestamp: TimeInterval? = nil) {
        guard delta.dx.isFinite, delta.dy.isFinite, location.x.isFinite, location.y.isFinite else {
            return uikitLog.error("UIEvent: a scroll of \(delta) at \(location) is not finite; ignored.")
        }
        guard let window = Self.frontWindow(on: screen, at: location) else { return }
        let event = UIEvent(type: .scroll)
        event.timestampStorage = timestamp ?? EventClock.shared.now
        event.modifierFlagsStorage = modifierFlags
        event.pointerWindow = window
        event.pointerLocation = window.convert(location, from: nil)
        event.scrollDelta = delta
        event.scrollType = type
        UIApplication.shared.sendEvent(event)
    }

    /// Sends the pointer's position (screen points) as a hover event; nil when it left the screen.
    package func sendHover(at location: CGPoint?, on screen: UIScreen, timestamp: TimeInterval? = nil) {
        let window = location.flatMap { Self.frontWindow(on: screen, at: $0) }
        let now = timestamp ?? EventClock.shared.now
        if let previous = hoverWindow, previous !== window {
            let exit = UIEvent(type: .hover)
            exit.timestampStorage = now
            exit.pointerWindow = previous
            exit.pointerExited = true
            UIApplication.shared.sendEvent(exit)
        }
        hoverWindow = window
        guard let window, let location else { return }
        let event = UIEvent(type: .hover)
        event.timestampStorage = now
        event.modifierFlagsStorage = modifierFlags
        event.pointerWindow = window
        event.pointerLocation = window.convert(location, from: nil)
        UIApplication.shared.sendEvent(event)
    }

    /// Sends a motion event (a shake) beginning, ending or cancelled.
    package func sendMotion(_ subtype: UIEvent.EventSubtype, began: Bool, cancelled: Bool = false) {
        let event = UIEvent(type: .motion, subtype: subtype)
        event.timestampStorage = EventClock.shared.now
        event.motionStage = cancelled ? .cancelled : (began ? .began : .ended)
        UIApplication.shared.sendEvent(event)
    }

    /// Sends a remote-control command.
    package func sendRemoteControl(_ subtype: UIEvent.EventSubtype) {
        let event = UIEvent(type: .remoteControl, subtype: subtype)
        event.timestampStorage = EventClock.shared.now
        UIApplication.shared.sendEvent(event)
    }
}
