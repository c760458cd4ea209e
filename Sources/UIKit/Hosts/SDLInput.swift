@_implementationOnly import CSDL2
import Foundation

/// Turns SDL's input events into UIKit events through the event dispatcher: the left mouse button drives
/// one touch (a finger, so apps written for touch behave as on a device), the pointer without a button
/// hovers, the wheel scrolls, touch devices give real multi-touch, and the keyboard gives key presses and
/// typed text.
/// SDL's coordinates are the window's pixels; screens are in points.
@MainActor
final class SDLInput: InputMethodHost {
    /// The finger number of the mouse's touch; touch-device fingers count from 1.
    private static let mouseFinger = 0
    /// The finger number of the right button's touches, apart from the left button's.
    private static let secondaryMouseFinger = -1
    /// SDL's `SDL_TOUCH_MOUSEID`, `(Uint32)-1`, which Swift cannot import: mouse events made from touches.
    private static let touchMouseID = UInt32.max
    /// Points a wheel notch scrolls.
    static let pointsPerWheelNotch: CGFloat = 20

    private var mouseDown = false
    private var fingers: [Int64: Int] = [:]
    private var nextFinger = 1

    /// Handles `event` if it is input; whether it was.
    func handle(_ event: SDL_Event) -> Bool {
        let dispatcher = EventDispatcher.shared
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != Self.touchMouseID, let screen = screen(for: button.windowID) else { return true }
            let location = point(button.x, button.y, on: screen)
            let down = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            if Int32(button.button) == SDL_BUTTON_RIGHT {
                // A secondary click: a pointer touch with the secondary button held, as iOS delivers it.
                let input = TouchInput(finger: Self.secondaryMouseFinger, phase: down ? .began : .ended, location: location,
                                       type: .indirectPointer)
                dispatcher.sendTouches([input], on: screen, buttonMask: down ? .secondary : [])
                return true
            }
            guard Int32(button.button) == SDL_BUTTON_LEFT else { return true }
            guard down != mouseDown else { return true }
            mouseDown = down
            dispatcher.sendTouches([TouchInput(finger: Self.mouseFinger, phase: down ? .began : .ended, location: location)],
                                   on: screen, buttonMask: down ? .primary : [])
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != Self.touchMouseID, let screen = screen(for: motion.windowID) else { return true }
            let location = point(motion.x, motion.y, on: screen)
            if mouseDown {
                dispatcher.sendTouches([TouchInput(finger: Self.mouseFinger, phase: .moved, location: location)],
                                       on: screen, buttonMask: .primary)
            } else {
                dispatcher.sendHover(at: location, on: screen)
            }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != Self.touchMouseID, let screen = screen(for: wheel.windowID) else { return true }
            let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // Away from the user (positive y) reveals what is above: the content moves down, as under a
            // finger dragging down; scrolling right moves it left.
            let delta = CGVector(dx: -CGFloat(wheel.preciseX) * flip * Self.pointsPerWheelNotch,
                                 dy: CGFloat(wheel.preciseY) * flip * Self.pointsPerWheelNotch)
            // SDL does not say what scrolled: a wheel moves in whole notches, a trackpad in fractions of one.
            let isWhole = wheel.preciseX.rounded() == wheel.preciseX && wheel.preciseY.rounded() == wheel.preciseY
            dispatcher.sendScroll(by: delta, at: point(wheel.mouseX, wheel.mouseY, on: screen), on: screen,
                                  type: isWhole ? .discrete : .continuous)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let touch = event.tfinger
            guard let screen = screen(for: touch.windowID) else { return true }
            let location = CGPoint(x: CGFloat(touch.x) * screen.bounds.width, y: CGFloat(touch.y) * screen.bounds.height)
            let type = SDL_EventType(event.type)
            let finger: Int
            if type == SDL_FINGERDOWN {
                finger = nextFinger
                nextFinger += 1
                fingers[touch.fingerId] = finger
            } else {
                guard let known = fingers[touch.fingerId] else { return true }
                finger = known
                if type == SDL_FINGERUP { fingers[touch.fingerId] = nil }
            }
            let phase: UITouch.Phase = type == SDL_FINGERDOWN ? .began : (type == SDL_FINGERUP ? .ended : .moved)
            dispatcher.sendTouches([TouchInput(finger: finger, phase: phase, location: location)], on: screen)
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            let usage = UIKeyboardHIDUsage(rawValue: Int(key.keysym.scancode.rawValue))
            // Held keys repeat in SDL; a UIKit press begins once, but a held Backspace keeps deleting.
            guard key.repeat == 0 else {
                if SDL_EventType(event.type) == SDL_KEYDOWN { dispatcher.sendEditingKey(usage) }
                return true
            }
            var (plain, shifted) = KeyboardLayout.characters(of: usage)
            // SDL's key symbol is the layout's character for printable keys: it wins over the US table.
            let symbol = UInt32(bitPattern: key.keysym.sym)
            if symbol >= 0x20, symbol != 0x7F, symbol < 0x4000_0000, let scalar = Unicode.Scalar(symbol) {
                let character = String(Character(scalar))
                if character != plain {
                    plain = character
                    shifted = character.uppercased()
                }
            }
            let shift = (Int32(key.keysym.mod) & Int32(KMOD_SHIFT.rawValue)) != 0
            let caps = (Int32(key.keysym.mod) & Int32(KMOD_CAPS.rawValue)) != 0
            let isLetter = plain.count == 1 && plain.first?.isLetter == true
            let characters = (shift != (caps && isLetter)) ? shifted : plain
            dispatcher.sendKey(usage, characters: characters, charactersIgnoringModifiers: plain,
                               isDown: SDL_EventType(event.type) == SDL_KEYDOWN)
        case SDL_TEXTINPUT:
            // The text the keys composed, after the layout and any input method: what a text view types.
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            dispatcher.sendText(text)
        case SDL_TEXTEDITING:
            let editing = event.edit
            let text = withUnsafeBytes(of: editing.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            dispatcher.sendComposition(text, start: Int(editing.start), length: Int(editing.length))
        case SDL_TEXTEDITING_EXT:
            // The whole preedit in one event (the extended-text hint), its text SDL_malloc'ed for us to free.
            let editing = event.editExt
            let text = editing.text.map { String(cString: $0) } ?? ""
            SDL_free(editing.text)
            dispatcher.sendComposition(text, start: Int(editing.start), length: Int(editing.length))
        case SDL_WINDOWEVENT:
            let window = event.window
            guard let screen = screen(for: window.windowID) else { return false }
            switch SDL_WindowEventID(UInt32(window.event)) {
            case SDL_WINDOWEVENT_LEAVE:
                dispatcher.sendHover(at: nil, on: screen)
                return true
            case SDL_WINDOWEVENT_FOCUS_LOST:
                // The window lost the pointer and keyboard: touches down are cancelled.
                mouseDown = false
                fingers = [:]
                dispatcher.cancelAllTouches(on: screen)
                return true
            default:
                return false
            }
        default:
            return false
        }
        return true
    }

    // MARK: Input methods

    func startTextInput() {
        if SDL_IsTextInputActive() == SDL_FALSE { SDL_StartTextInput() }
    }

    func stopTextInput() {
        if SDL_IsTextInputActive() == SDL_TRUE { SDL_StopTextInput() }
    }

    /// SDL places the candidate window of the focused window; `rect` is in `screen`'s window's pixels.
    func setTextInputRect(_ rect: CGRect, on screen: UIScreen) {
        guard rect.isFinite, screen.hostIdentifier != nil else { return }
        var sdlRect = SDL_Rect(x: Int32(clamping: Int(rect.minX.rounded())), y: Int32(clamping: Int(rect.minY.rounded())),
                               w: Int32(clamping: Int(rect.width.rounded(.up))), h: Int32(clamping: Int(rect.height.rounded(.up))))
        SDL_SetTextInputRect(&sdlRect)
    }

    /// The screen shown in the SDL window `windowID`.
    private func screen(for windowID: UInt32) -> UIScreen? {
        UIScreen.connectedScreens.first { $0.hostIdentifier == windowID }
    }

    /// A point in `screen`'s points from SDL's window pixels.
    private func point(_ x: Int32, _ y: Int32, on screen: UIScreen) -> CGPoint {
        CGPoint(x: CGFloat(x) / screen.scale, y: CGFloat(y) / screen.scale)
    }
}
