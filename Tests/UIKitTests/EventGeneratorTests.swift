import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite struct EventGeneratorTests {
    @Test func fingersAreCheckedAndAutomaticPicksTheFingerDown() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: window.bounds)
            v.isMultipleTouchEnabled = true
            window.addSubview(v)
            #expect(throws: EventGenerator.Error.ambiguousFinger) { try generator.fingerUp() }
            #expect(throws: EventGenerator.Error.fingerNotDown(.leftThumb)) { try generator.fingerUp(.leftThumb) }
            try generator.fingerDown(.rightThumb, at: CGPoint(x: 10, y: 10))
            #expect(throws: EventGenerator.Error.fingerAlreadyDown(.rightThumb)) {
                try generator.fingerDown(.rightThumb, at: CGPoint(x: 20, y: 10))
            }
            #expect(throws: EventGenerator.Error.mismatchedFingers) {
                try generator.fingerDown([.leftIndex], at: [])
            }
            try generator.fingerMove(to: CGPoint(x: 30, y: 10))
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            #expect(throws: EventGenerator.Error.ambiguousFinger) { try generator.fingerMove(to: .zero) }
            try generator.fingerUp([.rightThumb, .rightIndex])
            #expect(v.began.count == 2 && v.ended.count == 2)
        }
    }

    @Test func aHiddenWindowTakesNoInput() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let generator = EventGenerator(window: window, timing: .virtual)
        #expect(throws: EventGenerator.Error.windowNotVisible) { try generator.fingerTap(at: CGPoint(x: 10, y: 10)) }
    }

    @Test func movesWithADurationAreSampledAtSixtyHertz() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: window.bounds)
            window.addSubview(v)
            try generator.fingerDown(at: CGPoint(x: 0, y: 0))
            try generator.fingerMove(to: CGPoint(x: 60, y: 0), duration: 0.5)
            try generator.fingerUp()
            #expect(v.moved.count == 30)
            #expect(v.locationsAtMoves.last == CGPoint(x: 60, y: 0))
            #expect(abs((v.timestamps.last! - v.timestamps.first!) - 0.5) < 1e-9)
        }
    }

    @Test func virtualTimeFiresTimersInOrderAtTheirTimes() {
        let clock = EventClock.shared
        let generator = withExtendedLifetime(()) { () -> EventGenerator in
            EventGenerator(window: UIWindow(frame: .zero), timing: .virtual)
        }
        #expect(clock.isVirtual)
        var fired: [(String, TimeInterval)] = []
        let start = clock.now
        _ = clock.schedule(after: 0.3) { fired.append(("b", clock.now - start)) }
        _ = clock.schedule(after: 0.1) { fired.append(("a", clock.now - start)) }
        let cancelled = clock.schedule(after: 0.2) { fired.append(("x", 0)) }
        cancelled.cancel()
        generator.wait(0.25)
        #expect(fired.map(\.0) == ["a"])
        generator.wait(0.25)
        #expect(fired.map(\.0) == ["a", "b"])
        #expect(abs(fired[0].1 - 0.1) < 1e-9 && abs(fired[1].1 - 0.3) < 1e-9)
        #expect(abs((clock.now - start) - 0.5) < 1e-9)
    }

    @Test func realTimeTapsGoThroughTheRunLoop() throws {
        try withScreenWindow(size: CGSize(width: 200, height: 200)) { window, _ in
            let generator = EventGenerator(window: window)
            #expect(!EventClock.shared.isVirtual)
            let recorder = ActionRecorder()
            window.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            let started = Date()
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(recorder.states == [.ended])
            #expect(Date().timeIntervalSince(started) >= 0.05)
            let press = UILongPressGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            press.minimumPressDuration = 0.1
            window.addGestureRecognizer(press)
            try generator.fingerLongPress(at: CGPoint(x: 50, y: 50), duration: 0.3)
            #expect(recorder.states == [.ended, .began, .ended])
        }
    }

    @Test func keyTypingSendsEachCharacter() {
        /// Keeps the characters of the presses it gets.
        final class TypingView: UIView {
            var typed = ""
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses { typed += press.key?.characters ?? "" }
            }
        }
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let view = TypingView()
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.keyType("Hi, you!")
            #expect(view.typed == "Hi, you!")
            generator.keyPress(.keyboardLeftArrow)
            #expect(view.typed.hasSuffix(UIKeyCommand.inputLeftArrow))
        }
    }

    @Test func pressesCarryTheirTypeAndPhase() {
        /// Keeps the presses it gets.
        final class PressView: UIView {
            var seen: [(UIPress.PressType, UIPress.Phase)] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                seen += presses.map { ($0.type, $0.phase) }
                #expect(event?.allPresses.count == 1)
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                seen += presses.map { ($0.type, $0.phase) }
            }
        }
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let view = PressView()
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.keyPress(.keyboardUpArrow)
            #expect(view.seen.map(\.0) == [.upArrow, .upArrow])
            #expect(view.seen.map(\.1) == [.began, .ended])
        }
    }
}
