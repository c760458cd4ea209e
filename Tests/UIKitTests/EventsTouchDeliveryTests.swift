import Testing
@testable import UIKit
import UIKitTesting

/// A view keeping every touch it is given, per callback.
final class TouchKeepingView: UIView {
    var began: [UITouch] = []
    var moved: [[UITouch]] = []
    var ended: [UITouch] = []
    var cancelled: [UITouch] = []
    var previousAtMoves: [CGPoint] = []
    var locationsAtMoves: [CGPoint] = []
    var phasesSeen: [UITouch.Phase] = []
    var timestamps: [TimeInterval] = []
    var tapCounts: [Int] = []
    var allTouchesCounts: [Int] = []
    var events: [UIEvent] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches
        note(touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved.append(Array(touches))
        if let touch = touches.first {
            previousAtMoves.append(touch.previousLocation(in: nil))
            locationsAtMoves.append(touch.location(in: nil))
        }
        note(touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended += touches
        note(touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelled += touches
        note(touches, event)
    }
    private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            phasesSeen.append(touch.phase)
            timestamps.append(touch.timestamp)
            tapCounts.append(touch.tapCount)
        }
        allTouchesCounts.append(event?.allTouches?.count ?? -1)
        if let event { events.append(event) }
    }
}

@MainActor
@Suite struct EventsTouchDeliveryTests {
    @Test func oneTouchObjectFollowsAFingerThroughItsPhases() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(v)
            try generator.fingerDown(at: CGPoint(x: 10, y: 10))
            generator.wait(0.1)
            try generator.fingerMove(to: CGPoint(x: 20, y: 10))
            generator.wait(0.1)
            try generator.fingerMove(to: CGPoint(x: 30, y: 10))
            try generator.fingerUp()
            #expect(v.began.count == 1 && v.moved.count == 2 && v.ended.count == 1)
            let touch = v.began[0]
            #expect(v.moved.allSatisfy { $0.count == 1 && $0[0] === touch })
            #expect(v.ended[0] === touch)
            #expect(v.phasesSeen == [.began, .moved, .moved, .ended])
            #expect(v.previousAtMoves[1] == CGPoint(x: 20, y: 10))
            #expect(v.locationsAtMoves[1] == CGPoint(x: 30, y: 10))
            #expect(zip(v.timestamps, v.timestamps.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(abs((v.timestamps[1] - v.timestamps[0]) - 0.1) < 1e-6)
            #expect(touch.view === v && touch.window === window)
        }
    }

    @Test func secondFingerGetsItsOwnTouchInTheSameEvent() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            v.isMultipleTouchEnabled = true
            window.addSubview(v)
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 10, y: 10))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 100, y: 100))
            #expect(v.began.count == 2)
            #expect(v.began[0] !== v.began[1])
            #expect(v.events[0] === v.events[1])
            #expect(v.allTouchesCounts == [1, 2])
            try generator.fingerMove(.rightMiddle, to: CGPoint(x: 120, y: 100))
            // The first finger is stationary: in the event, not in the moved set.
            #expect(v.moved.last?.count == 1 && v.moved.last?[0] === v.began[1])
            #expect(v.allTouchesCounts.last == 2)
            #expect(v.began[0].phase == .stationary)
            try generator.fingerUp([.rightIndex, .rightMiddle])
            #expect(v.ended.count == 2)
        }
    }

    @Test func locationsAreInTheGivenViewsCoordinates() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            window.addSubview(v)
            try generator.fingerDown(at: CGPoint(x: 30, y: 30))
            let touch = try #require(v.began.first)
            #expect(touch.location(in: v) == CGPoint(x: 20, y: 20))
            #expect(touch.location(in: nil) == CGPoint(x: 30, y: 30))
            #expect(touch.previousLocation(in: v) == touch.location(in: v))
            v.bounds.origin = CGPoint(x: 5, y: 5)
            #expect(touch.location(in: v) == CGPoint(x: 25, y: 25))
            try generator.fingerUp()
        }
    }

    @Test func touchesStayWithTheirHitTestViewWhenTheyLeaveIt() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let a = TouchLoggingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            let b = TouchLoggingView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
            window.addSubview(a)
            window.addSubview(b)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.1)
            let cover = TouchLoggingView("Cover", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
            window.addSubview(cover)
            try generator.fingerMove(to: CGPoint(x: 160, y: 50))
            try generator.fingerUp()
            #expect(log.entries.allSatisfy { $0.hasPrefix("A.") })
            #expect(log.entries.first == "A.began(1)" && log.entries.last == "A.ended(1)")
        }
    }

    @Test func tapCountGrowsForQuickTapsInOnePlace() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(v)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            generator.wait(0.1)
            try generator.fingerTap(at: CGPoint(x: 52, y: 50))
            generator.wait(0.1)
            try generator.fingerTap(at: CGPoint(x: 52, y: 52))
            generator.wait(1)
            try generator.fingerTap(at: CGPoint(x: 52, y: 52))
            generator.wait(0.1)
            try generator.fingerTap(at: CGPoint(x: 300, y: 300))
            #expect(v.tapCounts == [1, 1, 2, 2, 3, 3, 1, 1, 1, 1])
        }
    }

    @Test func touchesTheViewDoesNotHandleGoUpTheResponderChain() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let p = TouchLoggingView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            let c = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            window.addSubview(p)
            p.addSubview(c)
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(log.entries == ["P.began(1)", "P.ended(1)"])
            #expect(p.lastTouches.first?.view === c)
        }
    }

    @Test func removingTheViewCancelsItsTouch() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            window.addSubview(v)
            try generator.fingerDown(at: CGPoint(x: 20, y: 20))
            v.removeFromSuperview()
            try generator.fingerMove(to: CGPoint(x: 40, y: 20))
            try generator.fingerUp()
            #expect(log.entries == ["V.began(1)", "V.cancelled(1)"])
        }
    }

    @Test func aViewWithoutMultipleTouchGetsOnlyItsFirstTouch() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            let other = TouchLoggingView("O", frame: CGRect(x: 250, y: 0, width: 100, height: 100), log: log)
            window.addSubview(v)
            window.addSubview(other)
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            pan.cancelsTouchesInView = false
            let recorder = ActionRecorder()
            pan.addTarget(recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(pan)
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 20, y: 20))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 150, y: 150))
            try generator.fingerDown(.rightRing, at: CGPoint(x: 260, y: 10))
            try generator.fingerMove([.rightIndex, .rightMiddle], to: [CGPoint(x: 50, y: 20), CGPoint(x: 180, y: 150)], duration: 0.1)
            try generator.fingerUp([.rightIndex, .rightMiddle, .rightRing])
            let vEntries = log.entries.filter { $0.hasPrefix("V.") }
            #expect(vEntries.first == "V.began(1)")
            #expect(vEntries.last == "V.ended(1)")
            #expect(!vEntries.contains { $0.hasSuffix("(2)") })
            #expect(log.entries.filter { $0.hasPrefix("O.") } == ["O.began(1)", "O.ended(1)"])
            #expect(recorder.states.first == .began)
        }
    }

    @Test func aMultipleTouchViewGetsEveryTouch() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            v.isMultipleTouchEnabled = true
            window.addSubview(v)
            try generator.fingerDown([.rightIndex, .rightMiddle], at: [CGPoint(x: 20, y: 20), CGPoint(x: 150, y: 150)])
            try generator.fingerUp([.rightIndex, .rightMiddle])
            #expect(log.entries == ["V.began(2)", "V.ended(2)"])
        }
    }

    @Test func exclusiveTouchViewsShutOthersOut() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let a = TouchLoggingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            let b = TouchLoggingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
            let d = TouchLoggingView("D", frame: CGRect(x: 200, y: 200, width: 100, height: 100), log: log)
            a.isExclusiveTouch = true
            [a, b, d].forEach(window.addSubview)
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 50, y: 50))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 250, y: 50))
            try generator.fingerUp([.rightIndex, .rightMiddle])
            #expect(log.entries == ["A.began(1)", "A.ended(1)"])
            log.clear()
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 250, y: 50))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 50, y: 50))
            try generator.fingerUp([.rightIndex, .rightMiddle])
            #expect(log.entries == ["B.began(1)", "B.ended(1)"])
            log.clear()
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 250, y: 50))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 250, y: 250))
            try generator.fingerUp([.rightIndex, .rightMiddle])
            #expect(log.entries == ["B.began(1)", "D.began(1)", "B.ended(1)", "D.ended(1)"])
        }
    }

    @Test func recognizersIgnoreExclusiveTouch() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let a = TouchLoggingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            let b = TouchLoggingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
            a.isExclusiveTouch = true
            window.addSubview(a)
            window.addSubview(b)
            let tap = UITapGestureRecognizer()
            let recorder = ActionRecorder()
            tap.addTarget(recorder, action: ActionRecorder.handle)
            b.addGestureRecognizer(tap)
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 50, y: 50))
            try generator.fingerTap(.rightMiddle, at: CGPoint(x: 250, y: 50))
            try generator.fingerUp(.rightIndex)
            #expect(recorder.states == [.ended])
            #expect(!log.entries.contains { $0.hasPrefix("B.") })
        }
    }

    @Test func userInteractionDefaultsToEnabled() {
        #expect(UIView().isUserInteractionEnabled)
        #expect(!UIView().isMultipleTouchEnabled)
        #expect(!UIView().isExclusiveTouch)
    }

    @Test func ignoringInteractionEventsNestsAndDropsNewTouches() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            window.addSubview(v)
            let tap = UITapGestureRecognizer()
            let recorder = ActionRecorder()
            tap.addTarget(recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(tap)
            let app = UIApplication.shared
            app.beginIgnoringInteractionEvents()
            app.beginIgnoringInteractionEvents()
            app.endIgnoringInteractionEvents()
            #expect(app.isIgnoringInteractionEvents)
            try generator.fingerTap(at: CGPoint(x: 20, y: 20))
            #expect(log.entries.isEmpty && recorder.states.isEmpty)
            // A touch already down when ignoring begins still ends.
            app.endIgnoringInteractionEvents()
            #expect(!app.isIgnoringInteractionEvents)
            try generator.fingerDown(at: CGPoint(x: 20, y: 20))
            app.beginIgnoringInteractionEvents()
            try generator.fingerUp()
            app.endIgnoringInteractionEvents()
            #expect(log.entries == ["V.began(1)", "V.cancelled(1)"])
            #expect(recorder.states == [.ended])
        }
    }

    @Test func touchesReachTheFrontWindowUnderThem() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let back = TouchLoggingView("Back", frame: window.bounds, log: log)
            window.addSubview(back)
            let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            overlay.screen = window.screen
            overlay.windowLevel = .alert
            let front = TouchLoggingView("Front", frame: overlay.bounds, log: log)
            overlay.addSubview(front)
            overlay.isHidden = false
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            try generator.fingerTap(at: CGPoint(x: 150, y: 150))
            overlay.isHidden = true
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries == ["Front.began(1)", "Front.ended(1)", "Back.began(1)", "Back.ended(1)",
                                    "Back.began(1)", "Back.ended(1)"])
        }
    }

    @Test func badInputNeverCrashesAndEveryTouchEndsOnce() {
        withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            window.addSubview(v)
            let screen = window.screen
            // A touch that ends without having begun, and one that begins twice.
            EventDispatcher.shared.sendTouches([TouchInput(finger: 77, phase: .ended, location: CGPoint(x: 10, y: 10))], on: screen)
            EventDispatcher.shared.sendTouches([TouchInput(finger: 78, phase: .began, location: CGPoint(x: 10, y: 10))], on: screen)
            EventDispatcher.shared.sendTouches([TouchInput(finger: 78, phase: .began, location: CGPoint(x: 12, y: 10))], on: screen)
            EventDispatcher.shared.sendTouches([TouchInput(finger: 78, phase: .ended, location: CGPoint(x: 12, y: 10))], on: screen)
            #expect(log.entries == ["V.began(1)", "V.ended(1)"])
            // A touch outside every window is delivered to nothing.
            EventDispatcher.shared.sendTouches([TouchInput(finger: 79, phase: .began, location: CGPoint(x: 900, y: 900))], on: screen)
            EventDispatcher.shared.sendTouches([TouchInput(finger: 79, phase: .ended, location: CGPoint(x: 900, y: 900))], on: screen)
            #expect(log.entries.count == 2)
            _ = generator
        }
    }

    @Test func aTouchWhoseWindowGoesAwayIsCancelledInItsView() throws {
        let log = EventLog()
        let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let screen = VirtualScreens.connect(size: CGSize(width: 200, height: 200), scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.screen = screen
            window.isHidden = false
            window.addSubview(v)
            EventDispatcher.shared.sendTouches([TouchInput(finger: 90, phase: .began, location: CGPoint(x: 10, y: 10))], on: screen)
            window.isHidden = true
            v.removeFromSuperview()
        }
        EventDispatcher.shared.sendTouches([TouchInput(finger: 90, phase: .ended, location: CGPoint(x: 10, y: 10))], on: screen)
        #expect(log.entries == ["V.began(1)", "V.cancelled(1)"])
    }

    @Test func eventQueriesFindTouchesByViewWindowAndRecognizer() throws {
        try withEventWindow { window, generator in
            let v = TouchKeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let w = TouchKeepingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            window.addSubview(v)
            window.addSubview(w)
            let pan = UIPanGestureRecognizer()
            v.addGestureRecognizer(pan)
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 50, y: 50))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 250, y: 50))
            let event = try #require(w.events.last)
            let touch = v.began[0]
            #expect(event.type == .touches)
            #expect(event.allTouches?.count == 2)
            #expect(event.touches(for: v) == [touch])
            #expect(event.touches(for: window)?.count == 2)
            #expect(event.touches(for: pan) == [touch])
            #expect(touch.gestureRecognizers?.first === pan)
            #expect(event.coalescedTouches(for: touch) == [touch])
            #expect(event.predictedTouches(for: touch) == [])
            #expect(touch.majorRadius > 0 && touch.force == 0 && touch.type == .direct)
            try generator.fingerUp([.rightIndex, .rightMiddle])
        }
    }
}
