import Testing
@testable import UIKit
import UIKitTesting

/// How recognizers change what views get: cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded.
@MainActor
@Suite struct GestureRecognizerDeliveryTests {
    /// An instrumented view filling the window's top-left 300 points, with `recognizer` on it logging its
    /// actions into the same log.
    private func setUp(_ window: UIWindow, _ recognizer: UIGestureRecognizer, name: String = "pan") -> (TouchLoggingView, EventLog) {
        let log = EventLog()
        let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        window.addSubview(v)
        let recorder = ActionRecorder(name, log: log)
        recognizer.addTarget(recorder, action: ActionRecorder.handle)
        v.addGestureRecognizer(recognizer)
        keepAlive(recorder, on: v)
        return (v, log)
    }

    @Test func defaultsCancelAndDelayEnded() {
        let r = UIGestureRecognizer()
        #expect(r.cancelsTouchesInView)
        #expect(!r.delaysTouchesBegan)
        #expect(r.delaysTouchesEnded)
    }

    @Test func aRecognizedPanCancelsTheViewsTouchJustBeforeItsFirstAction() throws {
        try withEventWindow { window, generator in
            let (_, log) = setUp(window, UIPanGestureRecognizer())
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 55, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 10.0 / 60)
            try generator.fingerUp()
            let entries = log.entries
            #expect(Array(entries.prefix(4)) == ["V.began(1)", "V.moved(1)", "V.cancelled(1)", "pan:began"])
            #expect(entries.last == "pan:ended")
            #expect(!entries.contains("V.ended(1)"))
            #expect(entries.dropFirst(4).dropLast().allSatisfy { $0 == "pan:changed" })
        }
    }

    @Test func withoutCancellingTheViewGetsEverything() throws {
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            let (_, log) = setUp(window, pan)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 10.0 / 60)
            try generator.fingerUp()
            let entries = log.entries
            #expect(entries.first == "V.began(1)")
            #expect(!entries.contains("V.cancelled(1)"))
            #expect(entries.suffix(2) == ["pan:ended", "V.ended(1)"])
            #expect(entries.contains("pan:began") && entries.contains("V.moved(1)"))
            // Actions come before the view's moves of the same event.
            let began = entries.firstIndex(of: "pan:began")!
            #expect(entries[began + 1] == "V.moved(1)")
        }
    }

    @Test func aRecognizedTapCancelsTheTouchWhoseEndItHeldBack() throws {
        try withEventWindow { window, generator in
            let (_, log) = setUp(window, UITapGestureRecognizer(), name: "tap")
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["V.began(1)", "V.cancelled(1)", "tap:ended"])
        }
    }

    @Test func delayedBeganIsDiscardedWhenThePanRecognizes() throws {
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            pan.delaysTouchesBegan = true
            let (_, log) = setUp(window, pan)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(!log.entries.contains { $0.hasPrefix("V.") })
            #expect(log.entries.first == "pan:began" && log.entries.last == "pan:ended")
        }
    }

    @Test func delayedBeganIsDeliveredWhenThePanFails() throws {
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            pan.delaysTouchesBegan = true
            let (v, log) = setUp(window, pan)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            generator.wait(0.2)
            #expect(log.entries.isEmpty)
            try generator.fingerMove(to: CGPoint(x: 53, y: 50))
            try generator.fingerUp()
            #expect(log.entries == ["V.began(1)", "V.moved(1)", "V.ended(1)"])
            _ = v
        }
    }

    @Test func theLateBeganShowsWhereAndWhenTheTouchBegan() throws {
        /// Records the location and phase the touch had in each callback.
        final class WhereView: UIView {
            var seen: [(UITouch.Phase, CGPoint)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            private func note(_ touches: Set<UITouch>) {
                for touch in touches { seen.append((touch.phase, touch.location(in: self))) }
            }
        }
        try withEventWindow { window, generator in
            let v = WhereView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let long = UILongPressGestureRecognizer()
            long.delaysTouchesBegan = true
            v.addGestureRecognizer(long)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 54, y: 50))
            try generator.fingerUp()
            #expect(v.seen.map(\.0) == [.began, .moved, .ended])
            #expect(v.seen.map(\.1) == [CGPoint(x: 50, y: 50), CGPoint(x: 54, y: 50), CGPoint(x: 54, y: 50)])
        }
    }

    @Test func delayedEndedWaitsForTheDoubleTapToFail() throws {
        try withEventWindow { window, generator in
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let (_, log) = setUp(window, double, name: "double")
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["V.began(1)"])
            generator.wait(0.2)
            #expect(log.entries == ["V.began(1)"])
            generator.wait(0.2)
            #expect(log.entries == ["V.began(1)", "V.ended(1)"])
        }
    }

    @Test func withoutDelayingEndedTheViewGetsItAtTheLift() throws {
        try withEventWindow { window, generator in
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            double.delaysTouchesEnded = false
            let (_, log) = setUp(window, double, name: "double")
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["V.began(1)", "V.ended(1)"])
        }
    }

    @Test func aRecognizedDoubleTapCancelsBothHeldTouches() throws {
        try withEventWindow { window, generator in
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let (_, log) = setUp(window, double, name: "double")
            try generator.fingerDoubleTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["V.began(1)", "V.began(1)", "V.cancelled(2)", "double:ended"])
        }
    }

    @Test func whenEveryRecognizerFailsTheViewGetsTheWholeSequence() throws {
        try withEventWindow { window, generator in
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = .left
            let (_, log) = setUp(window, swipe, name: "swipe")
            let tap = UITapGestureRecognizer()
            log.entries.removeAll()
            (window.subviews[0]).addGestureRecognizer(tap)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 200, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(log.entries.first == "V.began(1)")
            #expect(log.entries.last == "V.ended(1)")
            #expect(!log.entries.contains("V.cancelled(1)"))
            #expect(log.entries.filter { $0 == "V.moved(1)" }.count == 6)
        }
    }
}

/// Keeps `object` alive as long as `owner` (tests attach their recorders to views this way).
@MainActor
func keepAlive(_ object: AnyObject, on owner: UIView) {
    keptObjects.append((owner, object))
}

@MainActor private var keptObjects: [(UIView, AnyObject)] = []
