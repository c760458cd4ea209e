import Testing
@testable import UIKit
import UIKitTesting

/// Input that should never come, and apps that change things under an event: nothing crashes, and every
/// touch still ends or is cancelled exactly once.
@MainActor @Suite struct EventsBadInputTests {
    private let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

    @Test func touchSamplesAtNoFiniteLocationAreRefusedButStillEndTheTouch() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            window.addSubview(v)
            try generator.fingerDown(at: nan)
            try generator.fingerUp()
            #expect(log.entries.isEmpty)

            try generator.fingerDown(at: CGPoint(x: 20, y: 30))
            try generator.fingerMove(to: CGPoint(x: CGFloat.infinity, y: 0))
            #expect(log.entries == ["V.began(1)"])
            try generator.fingerMove(to: nan)
            try generator.fingerUp()
            #expect(log.entries == ["V.began(1)", "V.ended(1)"])
            #expect(v.lastTouches.first?.location(in: v) == CGPoint(x: 20, y: 30))
            #expect(EventDispatcher.shared.activeFingerCount == 0)
        }
    }

    @Test func aScrollThatIsNotFiniteIsRefused() {
        withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .all
            window.addGestureRecognizer(pan)
            generator.scroll(by: CGVector(dx: CGFloat.nan, dy: 3), at: CGPoint(x: 10, y: 10))
            generator.scroll(by: CGVector(dx: 0, dy: 3), at: nan)
            #expect(pan.state == .possible)
            generator.scroll(by: CGVector(dx: 0, dy: 3), at: CGPoint(x: 10, y: 10))
            #expect(pan.state == .began && pan.translation(in: nil) == CGPoint(x: 0, y: 3))
            generator.wait(0.2)
        }
    }

    @Test func aButtonRemovedWhileTrackingIsCancelledAndUnhighlighted() throws {
        try withEventWindow { window, generator in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            window.addSubview(button)
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
            button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
            try generator.fingerDown(at: CGPoint(x: 50, y: 20))
            #expect(button.isHighlighted && button.isTracking)
            button.removeFromSuperview()
            // The touch is cancelled in the view it was bound to when its next sample comes.
            try generator.fingerMove(to: CGPoint(x: 60, y: 20))
            #expect(!button.isHighlighted && !button.isTracking && events == ["cancel"])
            try generator.fingerUp()
            #expect(events == ["cancel"])
        }
    }

    @Test func aButtonWhoseActionRemovesAndReleasesItIsSafe() throws {
        try withEventWindow { window, generator in
            weak var released: UIButton?
            var runs = 0
            do {
                let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { action in
                    runs += 1
                    (action.sender as? UIView)?.removeFromSuperview()
                })
                button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                window.addSubview(button)
                released = button
            }
            try generator.fingerTap(at: CGPoint(x: 50, y: 20))
            #expect(runs == 1 && window.subviews.isEmpty)
            // The next touch finds nothing there; by then the last event has let the button go.
            try generator.fingerTap(at: CGPoint(x: 50, y: 20))
            #expect(runs == 1 && released == nil)
        }
    }

    @Test func anAncestorsPanTakesATouchFromAButton() throws {
        try withEventWindow { window, generator in
            let recorder = ActionRecorder()
            window.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            window.addSubview(button)
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
            button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            try generator.fingerMove(to: CGPoint(x: 190, y: 120), duration: 0.1)
            #expect(recorder.states.first == .began && !button.isHighlighted && events == ["cancel"])
            try generator.fingerUp()
            #expect(events == ["cancel"] && recorder.states.last == .ended)
        }
    }

    @Test func aTextResponderLeavingTheWindowWhileTypingTakesNoMore() {
        withEventWindow { window, generator in
            window.makeKey()
            final class Leaving: UIView, UIKeyInput {
                var text = ""
                override var canBecomeFirstResponder: Bool { true }
                var hasText: Bool { !text.isEmpty }
                func insertText(_ text: String) {
                    self.text += text
                    removeFromSuperview()
                }
                func deleteBackward() {}
            }
            let view = Leaving()
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            generator.keyType("abc")
            #expect(view.text == "a" && !view.isFirstResponder)
        }
    }
}

/// `requiresExclusiveTouchType`: a recognizer tracking a finger takes no pointer touch, unless told.
@MainActor @Suite struct GestureRecognizerTouchTypeTests {
    @Test func aRecognizerKeepsToOneTouchTypeUnlessToldOtherwise() {
        withEventWindow { window, _ in
            let pan = UIPanGestureRecognizer()
            window.addGestureRecognizer(pan)
            #expect(pan.requiresExclusiveTouchType)
            let screen = window.screen
            for exclusive in [true, false] {
                pan.requiresExclusiveTouchType = exclusive
                EventDispatcher.shared.sendTouches([TouchInput(finger: 501, phase: .began, location: CGPoint(x: 10, y: 10))],
                                                   on: screen)
                EventDispatcher.shared.sendTouches([TouchInput(finger: 502, phase: .began, location: CGPoint(x: 50, y: 10),
                                                               type: .indirectPointer)], on: screen, buttonMask: .primary)
                #expect(pan.numberOfTouches == (exclusive ? 1 : 2))
                EventDispatcher.shared.sendTouches([TouchInput(finger: 501, phase: .ended, location: CGPoint(x: 10, y: 10)),
                                                    TouchInput(finger: 502, phase: .ended, location: CGPoint(x: 50, y: 10),
                                                               type: .indirectPointer)], on: screen)
                _ = RunLoop.current.run(mode: .default, before: Date())
            }
        }
    }
}
