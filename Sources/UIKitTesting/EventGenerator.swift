import Foundation
import UIKit

/// Synthesizes touches, key presses and pointer input for a window, for tests — modelled on lyft/Hammer's
/// `EventGenerator`.
///
/// Every call goes through the same path a device's input does (`UIApplication.sendEvent(_:)`, the
/// window's front-to-back hit-testing, gesture recognizers, views), then turns the run loop so recognizers,
/// timers and layout progress. Locations are in the window's coordinates.
///
/// With `.realTime` (the default) time passes as on a device: a move with a duration, a long press or
/// `wait(_:)` runs the run loop for that long. With `.virtual` the event system's clock stands still except
/// when the generator advances it: `wait(0.4)` fires the double-tap timeout at exactly 0.35 s without
/// sleeping, so gesture timing is deterministic (Core Animation's clock is not virtual; `ControlledClock`
/// controls that one).
@preconcurrency @MainActor
public final class EventGenerator {
    /// How the generator lets time pass.
    public enum Timing: Sendable {
        /// Real time: waits run the run loop for that long.
        case realTime
        /// The event system's virtual clock: waits advance it, firing its timers in order, at once.
        case virtual
    }

    /// Which finger a touch is made with.
    public enum FingerIndex: Int, CaseIterable, Sendable {
        /// The first free finger (for a new touch) or the finger down (for a move or lift).
        case automatic = -1
        /// The right thumb.
        case rightThumb = 0
        /// The right index finger.
        case rightIndex
        /// The right middle finger.
        case rightMiddle
        /// The right ring finger.
        case rightRing
        /// The right little finger.
        case rightLittle
        /// The left thumb.
        case leftThumb
        /// The left index finger.
        case leftIndex
        /// The left middle finger.
        case leftMiddle
        /// The left ring finger.
        case leftRing
        /// The left little finger.
        case leftLittle
    }

    /// What the generator refuses.
    public enum Error: Swift.Error, Equatable {
        /// The finger is already down.
        case fingerAlreadyDown(FingerIndex)
        /// The finger is not down.
        case fingerNotDown(FingerIndex)
        /// Every finger is down.
        case noFingerAvailable
        /// `.automatic` cannot tell which finger is meant: none, or several, are down.
        case ambiguousFinger
        /// The lists of fingers and locations differ in length.
        case mismatchedFingers
        /// The window is hidden: input cannot reach it.
        case windowNotVisible
        /// The view is not in the generator's window.
        case viewNotInWindow
        /// The view, or one of its superviews, is hidden, or its centre is not a finite point.
        case viewNotVisible
        /// No view in the window has this `accessibilityIdentifier`.
        case noViewWithIdentifier(String)
    }

    /// The window the input is for.
    public let window: UIWindow
    /// How time passes.
    public let timing: Timing
    /// What the touches are made with; `.direct` (fingers) by default.
    public var touchType: UITouch.TouchType = .direct
    /// How many samples a second a move with a duration sends.
    public var samplesPerSecond: Double = 60

    private var down: [FingerIndex: CGPoint] = [:]
    private var downOrder: [FingerIndex] = []
    private static var virtualUsers = 0

    /// A generator for `window`. With `.virtual` timing the event system's clock stays virtual while the
    /// generator exists.
    public init(window: UIWindow, timing: Timing = .realTime) {
        self.window = window
        self.timing = timing
        if timing == .virtual {
            Self.virtualUsers += 1
            EventClock.shared.beginVirtualTime()
        }
    }

    isolated deinit {
        for finger in downOrder {
            let location = down[finger] ?? .zero
            EventDispatcher.shared.sendTouches([input(finger, .cancelled, location)], on: window.screen)
        }
        if timing == .virtual {
            Self.virtualUsers -= 1
            if Self.virtualUsers == 0 { EventClock.shared.endVirtualTime() }
        }
    }

    // MARK: Fingers

    /// Puts `finger` down at `location`.
    public func fingerDown(_ finger: FingerIndex = .automatic, at location: CGPoint) throws {
        try fingerDown([finger], at: [location])
    }

    /// Puts `fingers` down together, at `locations`.
    public func fingerDown(_ fingers: [FingerIndex], at locations: [CGPoint]) throws {
        guard fingers.count == locations.count else { throw Error.mismatchedFingers }
        guard !window.isHidden else { throw Error.windowNotVisible }
        var chosen: [FingerIndex] = []
        for finger in fingers {
            let resolved = try finger == .automatic ? freeFinger(excluding: chosen) : finger
            guard down[resolved] == nil, !chosen.contains(resolved) else { throw Error.fingerAlreadyDown(resolved) }
            chosen.append(resolved)
        }
        for (finger, location) in zip(chosen, locations) {
            down[finger] = location
            downOrder.append(finger)
        }
        send(zip(chosen, locations).map { input($0, .began, $1) })
    }

    /// Moves `finger` to `location`, over `duration` seconds in evenly spaced samples (one move when 0). A pan
    /// begins only once the touch has moved 10 points, as on iOS, and its translation counts from there.
    public func fingerMove(_ finger: FingerIndex = .automatic, to location: CGPoint, duration: TimeInterval = 0) throws {
        try fingerMove([finger], to: [location], duration: duration)
    }

    /// Moves `fingers` together to `locations`, over `duration` seconds.
    public func fingerMove(_ fingers: [FingerIndex], to locations: [CGPoint], duration: TimeInterval = 0) throws {
        guard fingers.count == locations.count else { throw Error.mismatchedFingers }
        let resolved = try fingers.map { try downFinger($0) }
        let starts = resolved.map { down[$0]! }
        try movePath(resolved, duration: duration) { progress in
            zip(starts, locations).map { start, end in
                CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            }
        }
    }

    /// Lifts `finger`.
    public func fingerUp(_ finger: FingerIndex = .automatic) throws {
        try fingerUp([finger])
    }

    /// Lifts `fingers` together.
    public func fingerUp(_ fingers: [FingerIndex]) throws {
        let resolved = try fingers.map { try downFinger($0) }
        let inputs = resolved.map { input($0, .ended, down[$0]!) }
        for finger in resolved {
            down[finger] = nil
            downOrder.removeAll { $0 == finger }
        }
        send(inputs)
    }

    /// Cancels `finger`'s touch, as the system does when it takes the touches away.
    public func fingerCancel(_ finger: FingerIndex = .automatic) throws {
        let resolved = try downFinger(finger)
        let location = down[resolved]!
        down[resolved] = nil
        downOrder.removeAll { $0 == resolved }
        send([input(resolved, .cancelled, location)])
    }

    /// A tap: down at `location`, up 0.05 s later.
    public func fingerTap(_ finger: FingerIndex = .automatic, at location: CGPoint) throws {
        let resolved = try finger == .automatic ? freeFinger(excluding: []) : finger
        try fingerDown(resolved, at: location)
        wait(0.05)
        try fingerUp(resolved)
    }

    /// Two taps at `location`, 0.1 s apart.
    public func fingerDoubleTap(_ finger: FingerIndex = .automatic, at location: CGPoint) throws {
        try fingerTap(finger, at: location)
        wait(0.1)
        try fingerTap(finger, at: location)
    }

    /// A press held still for `duration` seconds.
    public func fingerLongPress(_ finger: FingerIndex = .automatic, at location: CGPoint, duration: TimeInterval = 1) throws {
        let resolved = try finger == .automatic ? freeFinger(excluding: []) : finger
        try fingerDown(resolved, at: location)
        wait(duration)
        try fingerUp(resolved)
    }

    /// A two-finger tap centred on `location`, the fingers `distance` points apart horizontally.
    public func twoFingerTap(at location: CGPoint, distance: CGFloat = 40) throws {
        let fingers: [FingerIndex] = [.rightIndex, .rightMiddle]
        let points = [CGPoint(x: location.x - distance / 2, y: location.y), CGPoint(x: location.x + distance / 2, y: location.y)]
        try fingerDown(fingers, at: points)
        wait(0.05)
        try fingerUp(fingers)
    }

    /// Two fingers moving apart along a horizontal line through `location`, from `startDistance` to
    /// `endDistance` points apart over `duration` seconds, then lifting.
    public func fingerPinchOpen(at location: CGPoint, startDistance: CGFloat = 50, endDistance: CGFloat = 150,
                                duration: TimeInterval = 0.5) throws {
        try pinch(at: location, from: startDistance, to: endDistance, duration: duration)
    }

    /// Two fingers moving together, from `startDistance` to `endDistance` points apart, then lifting.
    public func fingerPinchClose(at location: CGPoint, startDistance: CGFloat = 150, endDistance: CGFloat = 50,
                                 duration: TimeInterval = 0.5) throws {
        try pinch(at: location, from: startDistance, to: endDistance, duration: duration)
    }

    /// Two fingers `radius` points either side of `location` turning by `angle` radians (clockwise positive)
    /// over `duration` seconds, then lifting.
    public func fingerRotate(at location: CGPoint, angle: CGFloat, radius: CGFloat = 50, duration: TimeInterval = 0.5) throws {
        let fingers: [FingerIndex] = [.rightThumb, .rightIndex]
        func points(_ turned: CGFloat) -> [CGPoint] {
            let dx = cos(turned) * radius, dy = sin(turned) * radius
            return [CGPoint(x: location.x - dx, y: location.y - dy), CGPoint(x: location.x + dx, y: location.y + dy)]
        }
        try fingerDown(fingers, at: points(0))
        try movePath(fingers, duration: duration) { points(angle * $0) }
        try fingerUp(fingers)
    }

    // MARK: Keys

    /// Presses and releases `key`, with `modifiers` held around it.
    public func keyPress(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        let modifierKeys = Self.modifierKeys(modifiers)
        for modifier in modifierKeys { keyDown(modifier) }
        keyDown(key)
        keyUp(key)
        for modifier in modifierKeys.reversed() { keyUp(modifier) }
    }

    /// Types `text`: each character a key press (with Shift where it needs one) on a US keyboard; a
    /// `UIKeyInput` first responder receives it through `insertText(_:)`.
    public func keyType(_ text: String) {
        for character in text {
            guard let (key, shifted) = KeyboardLayout.key(typing: character) else { continue }
            keyPress(key, modifiers: shifted ? .shift : [])
        }
    }

    /// Presses `key` down (held until `keyUp`): a press for the responder chain, and, when the first
    /// responder takes text (`UIKeyInput`), the text the key types, or Backspace's and Return's edit.
    public func keyDown(_ key: UIKeyboardHIDUsage) {
        let shift = EventDispatcher.shared.modifierFlags.contains(.shift)
        let (plain, shifted) = KeyboardLayout.characters(of: key)
        EventDispatcher.shared.sendKey(key, characters: shift ? shifted : plain, charactersIgnoringModifiers: plain, isDown: true)
        if let text = KeyboardLayout.text(typedBy: key, shifted: shift) { EventDispatcher.shared.sendText(text) }
        turnRunLoop()
    }

    /// Releases `key`.
    public func keyUp(_ key: UIKeyboardHIDUsage) {
        let (plain, _) = KeyboardLayout.characters(of: key)
        EventDispatcher.shared.sendKey(key, characters: plain, isDown: false)
        turnRunLoop()
    }

    // MARK: Pointer, motion and remote control

    /// Moves the pointer (no button down) to `location`, or out of the window when nil: hover input.
    public func pointerMove(to location: CGPoint?) {
        EventDispatcher.shared.sendHover(at: location.map { window.convert($0, to: nil) }, on: window.screen)
        turnRunLoop()
    }

    /// Scrolls by `delta` points with the pointer at `location`, as a mouse wheel (`.discrete`, the default)
    /// or a trackpad (`.continuous`) does: content follows the fingers, so positive y moves it down. Pans
    /// whose `allowedScrollTypesMask` includes the type take it; a scroll pan ends 0.1 s after the last
    /// scroll, so `wait(_:)` ends it.
    public func scroll(by delta: CGVector, at location: CGPoint, type: UIScrollType = .discrete) {
        EventDispatcher.shared.sendScroll(by: delta, at: window.convert(location, to: nil), on: window.screen, type: type)
        turnRunLoop()
    }

    /// Shakes the device: a motion event beginning and ending.
    public func shake() {
        EventDispatcher.shared.sendMotion(.motionShake, began: true)
        turnRunLoop()
        EventDispatcher.shared.sendMotion(.motionShake, began: false)
        turnRunLoop()
    }

    /// Sends a remote-control command (play, pause, next track…).
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        EventDispatcher.shared.sendRemoteControl(subtype)
        turnRunLoop()
    }

    // MARK: Time

    /// Lets `interval` seconds pass: in real time as `FramePass.wait(for:)` does (the run loop turns, animations
    /// advance and finish), in virtual time by advancing the virtual clock, firing its timers in order.
    public func wait(_ interval: TimeInterval) {
        switch timing {
        case .realTime:
            FramePass.wait(for: interval)
        case .virtual:
            EventClock.shared.advance(by: interval)
            turnRunLoop()
        }
    }

    // MARK: Helpers

    private func pinch(at location: CGPoint, from start: CGFloat, to end: CGFloat, duration: TimeInterval) throws {
        let fingers: [FingerIndex] = [.rightThumb, .rightIndex]
        func points(_ apart: CGFloat) -> [CGPoint] {
            [CGPoint(x: location.x - apart / 2, y: location.y), CGPoint(x: location.x + apart / 2, y: location.y)]
        }
        try fingerDown(fingers, at: points(start))
        try movePath(fingers, duration: duration) { points(start + (end - start) * $0) }
        try fingerUp(fingers)
    }

    /// Moves `fingers` along `path` (locations at a progress from 0 to 1), sampled over `duration`.
    private func movePath(_ fingers: [FingerIndex], duration: TimeInterval, _ path: (CGFloat) -> [CGPoint]) throws {
        let steps = duration > 0 ? Int(clamping: duration * samplesPerSecond, rounding: .up, within: 1...Int.max) : 1
        for step in 1...steps {
            if duration > 0 { wait(duration / Double(steps)) }
            let locations = path(CGFloat(step) / CGFloat(steps))
            for (finger, location) in zip(fingers, locations) { down[finger] = location }
            send(zip(fingers, locations).map { input($0, .moved, $1) })
        }
    }

    func freeFinger(excluding taken: [FingerIndex]) throws -> FingerIndex {
        let order: [FingerIndex] = [.rightIndex, .rightMiddle, .rightRing, .rightLittle, .rightThumb,
                                    .leftIndex, .leftMiddle, .leftRing, .leftLittle, .leftThumb]
        guard let free = order.first(where: { down[$0] == nil && !taken.contains($0) }) else { throw Error.noFingerAvailable }
        return free
    }

    private func downFinger(_ finger: FingerIndex) throws -> FingerIndex {
        if finger == .automatic {
            guard downOrder.count == 1 else { throw Error.ambiguousFinger }
            return downOrder[0]
        }
        guard down[finger] != nil else { throw Error.fingerNotDown(finger) }
        return finger
    }

    private func input(_ finger: FingerIndex, _ phase: UITouch.Phase, _ location: CGPoint) -> TouchInput {
        TouchInput(finger: 1_000 + finger.rawValue, phase: phase, location: window.convert(location, to: nil), type: touchType)
    }

    private func send(_ inputs: [TouchInput]) {
        EventDispatcher.shared.sendTouches(inputs, on: window.screen, buttonMask: touchType == .indirectPointer ? .primary : [])
        turnRunLoop()
    }

    /// One turn of the run loop without waiting: scheduled updates, timers due, the update pass.
    private func turnRunLoop() {
        _ = RunLoop.current.run(mode: .default, before: Date())
    }

    private static func modifierKeys(_ flags: UIKeyModifierFlags) -> [UIKeyboardHIDUsage] {
        var keys: [UIKeyboardHIDUsage] = []
        if flags.contains(.command) { keys.append(.keyboardLeftGUI) }
        if flags.contains(.control) { keys.append(.keyboardLeftControl) }
        if flags.contains(.alternate) { keys.append(.keyboardLeftAlt) }
        if flags.contains(.shift) { keys.append(.keyboardLeftShift) }
        return keys
    }
}
