import CSDL2
import Testing
@testable import UIKit
import UIKitTesting

/// SDL's input events, made by hand, through the SDL host's translation (no display needed).
@MainActor
@Suite struct EventsSDLInputTests {
    /// A window on a 200 × 200 point screen at scale 2 that stands for SDL window 4242.
    private func withSDLScreen(_ body: (UIWindow, SDLInput) throws -> Void) rethrows {
        try withScreenWindow(size: CGSize(width: 200, height: 200), scale: 2) { window, screen in
            screen.hostIdentifier = 4242
            window.makeKey()
            try body(window, SDLInput())
        }
    }

    private func mouseButton(_ down: Bool, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = 4242
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = x
        event.button.y = y
        return event
    }

    private func mouseMotion(x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = 4242
        event.motion.x = x
        event.motion.y = y
        return event
    }

    @Test func theMouseDrivesOneTouchInPoints() {
        withSDLScreen { window, input in
            let v = TouchKeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(v)
            #expect(input.handle(mouseButton(true, x: 40, y: 60)))
            #expect(input.handle(mouseMotion(x: 80, y: 60)))
            #expect(input.handle(mouseButton(false, x: 80, y: 60)))
            #expect(v.began.count == 1 && v.moved.count == 1 && v.ended.count == 1)
            #expect(v.locationsAtMoves == [CGPoint(x: 40, y: 30)])
            #expect(v.previousAtMoves == [CGPoint(x: 20, y: 30)])
        }
    }

    @Test func thePointerWithoutAButtonHovers() {
        withSDLScreen { window, input in
            let hover = UIHoverGestureRecognizer()
            let recorder = ActionRecorder()
            hover.addTarget(recorder, action: ActionRecorder.handle)
            window.addGestureRecognizer(hover)
            _ = input.handle(mouseMotion(x: 20, y: 20))
            _ = input.handle(mouseMotion(x: 40, y: 20))
            var leave = SDL_Event()
            leave.type = SDL_WINDOWEVENT.rawValue
            leave.window.windowID = 4242
            leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
            #expect(input.handle(leave))
            #expect(recorder.states == [.began, .changed, .ended])
        }
    }

    @Test func theWheelScrollsAPanThatAllowsIt() {
        withSDLScreen { window, input in
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .discrete
            window.addGestureRecognizer(pan)
            var wheel = SDL_Event()
            wheel.type = SDL_MOUSEWHEEL.rawValue
            wheel.wheel.windowID = 4242
            wheel.wheel.preciseY = 1
            wheel.wheel.mouseX = 100
            wheel.wheel.mouseY = 100
            #expect(input.handle(wheel))
            #expect(pan.state == .began)
            #expect(pan.translation(in: nil) == CGPoint(x: 0, y: SDLInput.pointsPerWheelNotch))
            #expect(pan.location(in: nil) == CGPoint(x: 50, y: 50))
            // Removed mid-scroll, the pan is cancelled and leaves no gesture in progress for the next test.
            window.removeGestureRecognizer(pan)
            #expect(pan.state == .cancelled)
        }
    }

    @Test func touchDevicesGiveMultiTouch() {
        withSDLScreen { window, input in
            let v = TouchKeepingView(frame: window.bounds)
            v.isMultipleTouchEnabled = true
            window.addSubview(v)
            func finger(_ type: SDL_EventType, _ id: Int64, _ x: Float, _ y: Float) -> SDL_Event {
                var event = SDL_Event()
                event.type = type.rawValue
                event.tfinger.windowID = 4242
                event.tfinger.fingerId = id
                event.tfinger.x = x
                event.tfinger.y = y
                return event
            }
            _ = input.handle(finger(SDL_FINGERDOWN, 7, 0.25, 0.25))
            _ = input.handle(finger(SDL_FINGERDOWN, 9, 0.75, 0.75))
            _ = input.handle(finger(SDL_FINGERUP, 7, 0.25, 0.25))
            _ = input.handle(finger(SDL_FINGERUP, 9, 0.75, 0.75))
            #expect(v.began.count == 2 && v.ended.count == 2)
            #expect(v.began[0].location(in: nil) == CGPoint(x: 50, y: 50))
            #expect(v.began[1].location(in: nil) == CGPoint(x: 150, y: 150))
        }
    }

    @Test func keysBecomePressesWithTheirCharacters() {
        /// Keeps what its presses type.
        final class KeyView: UIView {
            var typed: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                typed += presses.map { $0.key?.characters ?? "" }
            }
        }
        withSDLScreen { window, input in
            let view = KeyView()
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            func key(_ down: Bool, _ scancode: SDL_Scancode, symbol: Character? = nil, shift: Bool = false,
                     isRepeat: Bool = false) -> SDL_Event {
                var event = SDL_Event()
                event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
                event.key.windowID = 4242
                event.key.keysym.scancode = scancode
                event.key.keysym.sym = symbol.map { Int32($0.unicodeScalars.first!.value) } ?? 0
                event.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
                event.key.repeat = isRepeat ? 1 : 0
                return event
            }
            _ = input.handle(key(true, SDL_SCANCODE_Q))
            _ = input.handle(key(true, SDL_SCANCODE_Q, isRepeat: true))
            _ = input.handle(key(false, SDL_SCANCODE_Q))
            _ = input.handle(key(true, SDL_SCANCODE_1, shift: true))
            _ = input.handle(key(false, SDL_SCANCODE_1, shift: true))
            // On an AZERTY layout the key in Q's place types "a".
            _ = input.handle(key(true, SDL_SCANCODE_Q, symbol: "a", shift: true))
            _ = input.handle(key(false, SDL_SCANCODE_Q, symbol: "a", shift: true))
            #expect(view.typed == ["q", "!", "A"])
        }
    }
}
