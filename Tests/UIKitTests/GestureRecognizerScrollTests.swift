import CSDL2
import Testing
@testable import UIKit
import UIKitTesting

/// Mouse wheels and trackpads driving pans, as on iPadOS and Mac Catalyst.
@MainActor @Suite struct GestureRecognizerScrollTests {
    private func pan(_ mask: UIScrollTypeMask, on view: UIView) -> (UIPanGestureRecognizer, ActionRecorder) {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = mask
        let recorder = ActionRecorder()
        pan.addTarget(recorder, action: ActionRecorder.handle)
        view.addGestureRecognizer(pan)
        keepAlive(recorder, on: view)
        return (pan, recorder)
    }

    @Test func eachPanTakesOnlyTheScrollTypesItAllows() {
        withEventWindow { window, generator in
            let cases: [(UIScrollTypeMask, discrete: Bool, continuous: Bool)] = [
                ([], false, false), (.discrete, true, false), (.continuous, false, true), (.all, true, true),
            ]
            for (mask, takesDiscrete, takesContinuous) in cases {
                let v = UIView(frame: window.bounds)
                window.addSubview(v)
                let (_, recorder) = pan(mask, on: v)
                generator.scroll(by: CGVector(dx: 0, dy: 5), at: CGPoint(x: 50, y: 50), type: .discrete)
                generator.wait(0.2)
                #expect((recorder.states == [.began, .ended]) == takesDiscrete, "\(mask)")
                recorder.states = []
                generator.scroll(by: CGVector(dx: 0, dy: 5), at: CGPoint(x: 50, y: 50), type: .continuous)
                generator.wait(0.2)
                #expect((recorder.states == [.began, .ended]) == takesContinuous, "\(mask)")
                v.removeFromSuperview()
            }
        }
    }

    @Test func scrollsBeginChangeAndEndWithTranslationVelocityAndLocation() {
        withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            window.addSubview(v)
            let (pan, recorder) = pan(.continuous, on: v)
            var translations: [CGPoint] = []
            recorder.onAction = { _ in translations.append(pan.translation(in: v)) }
            // No hysteresis: the first scroll begins the pan with its whole amount.
            generator.scroll(by: CGVector(dx: 3, dy: -4), at: CGPoint(x: 150, y: 160), type: .continuous)
            #expect(recorder.states == [.began] && translations == [CGPoint(x: 3, y: -4)])
            #expect(pan.location(in: v) == CGPoint(x: 50, y: 60))
            generator.wait(0.05)
            generator.scroll(by: CGVector(dx: 0, dy: -10), at: CGPoint(x: 150, y: 160), type: .continuous)
            generator.wait(0.05)
            generator.scroll(by: CGVector(dx: 0, dy: -10), at: CGPoint(x: 150, y: 160), type: .continuous)
            #expect(recorder.states == [.began, .changed, .changed])
            #expect(translations.last == CGPoint(x: 3, y: -24))
            // 10 points every 0.05 s: 200 points a second upward.
            let velocity = pan.velocity(in: v)
            #expect(velocity.x == 0 && abs(velocity.y + 200) < 1e-6)
            // The pan ends 0.1 s after the last scroll, not before.
            generator.wait(0.05)
            #expect(recorder.states.last == .changed)
            generator.wait(0.1)
            #expect(recorder.states == [.began, .changed, .changed, .ended])
            // A new scroll starts a new gesture from zero.
            generator.scroll(by: CGVector(dx: 0, dy: 7), at: CGPoint(x: 150, y: 160), type: .continuous)
            #expect(recorder.states.last == .began && translations.last == CGPoint(x: 0, y: 7))
            generator.wait(0.2)
        }
    }

    @Test func theScrollGoesToThePanUnderThePointerDeepestFirst() {
        withEventWindow { window, generator in
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let beside = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 200))
            window.addSubview(outer)
            outer.addSubview(inner)
            outer.addSubview(beside)
            let (_, outerLog) = pan(.all, on: outer)
            let (_, innerLog) = pan(.all, on: inner)
            let (_, besideLog) = pan(.all, on: beside)
            generator.scroll(by: CGVector(dx: 0, dy: 20), at: CGPoint(x: 50, y: 50))
            generator.wait(0.2)
            #expect(innerLog.states == [.began, .ended])
            #expect(outerLog.states.isEmpty && besideLog.states.isEmpty)
            // Outside the inner view, the outer pan takes it.
            generator.scroll(by: CGVector(dx: 0, dy: 20), at: CGPoint(x: 300, y: 50))
            generator.wait(0.2)
            #expect(outerLog.states == [.began, .ended] && besideLog.states.isEmpty)
        }
    }

    @Test func aDisabledPanOrADelegateRefusingTheEventLetsTheScrollPass() {
        withEventWindow { window, generator in
            let v = UIView(frame: window.bounds)
            window.addSubview(v)
            let (pan, recorder) = pan(.all, on: v)
            pan.isEnabled = false
            generator.scroll(by: CGVector(dx: 0, dy: 20), at: CGPoint(x: 50, y: 50))
            #expect(recorder.states.isEmpty)
            pan.isEnabled = true
            final class Refusing: NSObject, UIGestureRecognizerDelegate {
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                    event.type != .scroll
                }
            }
            let delegate = Refusing()
            pan.delegate = delegate
            generator.scroll(by: CGVector(dx: 0, dy: 20), at: CGPoint(x: 50, y: 50))
            #expect(recorder.states.isEmpty)
            pan.delegate = nil
            generator.scroll(by: CGVector(dx: 0, dy: 20), at: CGPoint(x: 50, y: 50))
            #expect(recorder.states == [.began])
            generator.wait(0.2)
        }
    }

    @Test func sdlWheelNotchesAreDiscreteAndFractionsAreATrackpad() {
        withScreenWindow(size: CGSize(width: 200, height: 200), scale: 2) { window, screen in
            screen.hostIdentifier = 4545
            let input = SDLInput()
            // Virtual time, so the pan can be let end before the next test.
            let generator = EventGenerator(window: window, timing: .virtual)
            let (pan, _) = pan(.discrete, on: window)
            func wheel(_ y: Float) -> SDL_Event {
                var event = SDL_Event()
                event.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.windowID = 4545
                event.wheel.preciseY = y
                event.wheel.mouseX = 100
                event.wheel.mouseY = 100
                return event
            }
            #expect(input.handle(wheel(0.25)))
            #expect(pan.state == .possible)
            #expect(input.handle(wheel(-2)))
            #expect(pan.state == .began)
            #expect(pan.translation(in: nil) == CGPoint(x: 0, y: -2 * SDLInput.pointsPerWheelNotch))
            pan.allowedScrollTypesMask = .continuous
            #expect(input.handle(wheel(0.5)))
            #expect(pan.state == .changed)
            generator.wait(0.2)
            #expect(pan.state == .possible)
        }
    }
}
