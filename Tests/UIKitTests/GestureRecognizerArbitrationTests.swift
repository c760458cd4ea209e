import Testing
@testable import UIKit
import UIKitTesting

/// A recognizer that asks to require the failure of recognizers `requires` names.
final class RequiringTap: UITapGestureRecognizer {
    var requires: (UIGestureRecognizer) -> Bool = { _ in false }
    var asked = 0
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return requires(otherGestureRecognizer)
    }
}

/// A pan that cannot prevent others, or cannot be prevented.
final class ConfigurablePan: UIPanGestureRecognizer {
    var preventsOthers = true
    var preventable = true
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
}

@MainActor
@Suite struct GestureRecognizerArbitrationTests {
    @Test func aTapAndAPanOnOneViewExcludeEachOther() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let panLog = ActionRecorder(), tapLog = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: panLog, action: ActionRecorder.handle)
            let tap = UITapGestureRecognizer(target: tapLog, action: ActionRecorder.handle)
            v.addGestureRecognizer(pan)
            v.addGestureRecognizer(tap)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(tapLog.states == [.ended] && panLog.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 110, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(tapLog.states == [.ended])
            #expect(panLog.states.first == .began && panLog.states.last == .ended)
        }
    }

    /// Parent (0,0,300,300) ⊃ child (50,50,100,100), a recognizer of `make()` on each.
    private func nested(_ window: UIWindow, _ make: () -> UIGestureRecognizer)
        -> (UIGestureRecognizer, ActionRecorder, UIGestureRecognizer, ActionRecorder) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        let parentLog = ActionRecorder(), childLog = ActionRecorder()
        let onParent = make(), onChild = make()
        onParent.addTarget(parentLog, action: ActionRecorder.handle)
        onChild.addTarget(childLog, action: ActionRecorder.handle)
        parent.addGestureRecognizer(onParent)
        child.addGestureRecognizer(onChild)
        keepAlive(parentLog, on: parent)
        keepAlive(childLog, on: parent)
        return (onParent, parentLog, onChild, childLog)
    }

    @Test func theDeepestViewsRecognizerWins() throws {
        try withEventWindow { window, generator in
            let (_, parentLog, _, childLog) = nested(window) { UIPanGestureRecognizer() }
            try generator.fingerDown(at: CGPoint(x: 60, y: 60))
            try generator.fingerMove(to: CGPoint(x: 140, y: 60), duration: 0.1)
            try generator.fingerUp()
            #expect(childLog.states.first == .began && childLog.states.last == .ended)
            #expect(parentLog.states.isEmpty)
        }
        try withEventWindow { window, generator in
            let (_, parentLog, _, childLog) = nested(window) { UITapGestureRecognizer() }
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(childLog.states == [.ended] && parentLog.states.isEmpty)
        }
    }

    @Test(arguments: [true, false])
    func eitherDelegateAllowingSimultaneousRecognitionSuffices(onParent: Bool) throws {
        try withEventWindow { window, generator in
            let (parentPan, parentLog, childPan, childLog) = nested(window) { UIPanGestureRecognizer() }
            let delegate = TestGestureDelegate()
            delegate.simultaneous = { _, _ in true }
            (onParent ? parentPan : childPan).delegate = delegate
            try generator.fingerDown(at: CGPoint(x: 60, y: 60))
            try generator.fingerMove(to: CGPoint(x: 140, y: 60), duration: 0.1)
            try generator.fingerUp()
            #expect(childLog.states.first == .began && parentLog.states.first == .began)
            #expect(childLog.states.last == .ended && parentLog.states.last == .ended)
        }
    }

    @Test func preventionNeedsCanPreventAndCanBePrevented() throws {
        for (prevents, preventable) in [(false, true), (true, false)] {
            try withEventWindow { window, generator in
                let (parentPan, parentLog, childPan, childLog) = nested(window) { ConfigurablePan() }
                (childPan as! ConfigurablePan).preventsOthers = prevents
                (parentPan as! ConfigurablePan).preventable = preventable
                try generator.fingerDown(at: CGPoint(x: 60, y: 60))
                try generator.fingerMove(to: CGPoint(x: 140, y: 60), duration: 0.1)
                try generator.fingerUp()
                #expect(childLog.states.first == .began)
                #expect(parentLog.states.first == .began)
            }
        }
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let singleLog = ActionRecorder("single", log: log), doubleLog = ActionRecorder("double", log: log)
            let single = UITapGestureRecognizer(target: singleLog, action: ActionRecorder.handle)
            let double = UITapGestureRecognizer(target: doubleLog, action: ActionRecorder.handle)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            // One tap: the single tap waits, possible, until the double tap gives up 0.35 s after the lift.
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(single.state == .possible && log.entries.isEmpty)
            generator.wait(0.3)
            #expect(log.entries.isEmpty)
            generator.wait(0.1)
            #expect(log.entries == ["single:ended"])
            // Two taps: the double tap fires, the single tap fails.
            log.clear()
            generator.wait(1)
            try generator.fingerDoubleTap(at: CGPoint(x: 50, y: 50))
            generator.wait(1)
            #expect(log.entries == ["double:ended"])
        }
    }

    @Test func withoutTheRequirementTheSingleTapFiresFirst() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let singleLog = ActionRecorder("single", log: log), doubleLog = ActionRecorder("double", log: log)
            let double = UITapGestureRecognizer(target: doubleLog, action: ActionRecorder.handle)
            double.numberOfTapsRequired = 2
            v.addGestureRecognizer(UITapGestureRecognizer(target: singleLog, action: ActionRecorder.handle))
            v.addGestureRecognizer(double)
            try generator.fingerDoubleTap(at: CGPoint(x: 50, y: 50))
            generator.wait(1)
            #expect(log.entries.first == "single:ended")
            #expect(log.entries.contains("double:ended"))
        }
    }

    @Test func aWaitingTapCancelsTheViewsTouchWhenItFinallyRecognizes() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
            window.addSubview(v)
            let singleLog = ActionRecorder("single", log: log)
            let single = UITapGestureRecognizer(target: singleLog, action: ActionRecorder.handle)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            generator.wait(0.5)
            #expect(log.entries == ["V.began(1)", "V.cancelled(1)", "single:ended"])
        }
    }

    @Test func aPanWaitingForASwipeStartsFromZero() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(v)
            let panLog = ActionRecorder(), swipeLog = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: panLog, action: ActionRecorder.handle)
            let swipe = UISwipeGestureRecognizer(target: swipeLog, action: ActionRecorder.handle)
            pan.require(toFail: swipe)
            v.addGestureRecognizer(pan)
            v.addGestureRecognizer(swipe)
            var translationAtBegan: CGPoint?
            panLog.onAction = { recognizer in
                if recognizer.state == .began { translationAtBegan = (recognizer as! UIPanGestureRecognizer).translation(in: v) }
            }
            try generator.fingerDown(at: CGPoint(x: 50, y: 200))
            try generator.fingerMove(to: CGPoint(x: 150, y: 200), duration: 2)
            #expect(swipeLog.states.isEmpty)
            #expect(panLog.states.first == .began)
            #expect(translationAtBegan == .zero)
            try generator.fingerUp()
            #expect(panLog.states.last == .ended)
            // A fast swipe: the swipe fires, the pan waiting for it fails.
            panLog.states = []
            try generator.fingerDown(at: CGPoint(x: 50, y: 200))
            try generator.fingerMove(to: CGPoint(x: 250, y: 200), duration: 0.15)
            try generator.fingerUp()
            #expect(swipeLog.states == [.ended])
            #expect(panLog.states.isEmpty)
        }
    }

    @Test func delegatesCreateFailureRequirementsOncePerAttempt() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let singleLog = ActionRecorder("single", log: log), doubleLog = ActionRecorder("double", log: log)
            let single = UITapGestureRecognizer(target: singleLog, action: ActionRecorder.handle)
            let double = UITapGestureRecognizer(target: doubleLog, action: ActionRecorder.handle)
            double.numberOfTapsRequired = 2
            let delegate = TestGestureDelegate()
            var asked = 0
            delegate.requireFailure = { recognizer, other in
                asked += 1
                return recognizer === single && other === double
            }
            single.delegate = delegate
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries.isEmpty)
            generator.wait(0.5)
            #expect(log.entries == ["single:ended"])
            #expect(asked == 1)
        }
    }

    @Test func theOtherSideCanAskToBeRequiredToFail() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let singleLog = ActionRecorder("single", log: log)
            let single = UITapGestureRecognizer(target: singleLog, action: ActionRecorder.handle)
            let double = RequiringTap()
            double.numberOfTapsRequired = 2
            let delegate = TestGestureDelegate()
            delegate.requiredToFail = { recognizer, other in recognizer === double && other === single }
            double.delegate = delegate
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries.isEmpty)
            generator.wait(0.5)
            #expect(log.entries == ["single:ended"])
        }
    }

    @Test func subclassesCreateFailureRequirementsAcrossHierarchies() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(right)
            right.addSubview(left)
            let singleLog = ActionRecorder("single", log: log)
            let single = RequiringTap(target: singleLog, action: ActionRecorder.handle)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.requires = { $0 === double }
            left.addGestureRecognizer(single)
            right.addGestureRecognizer(double)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(log.entries.isEmpty)
            generator.wait(0.5)
            #expect(log.entries == ["single:ended"])
            #expect(single.asked == 1)
        }
    }

    @Test func aRequirementOnARecognizerNotTouchedDoesNotBlock() throws {
        try withEventWindow { window, generator in
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            window.addSubview(a)
            window.addSubview(b)
            let recorder = ActionRecorder()
            let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            let elsewhere = UITapGestureRecognizer()
            elsewhere.numberOfTapsRequired = 2
            tap.require(toFail: elsewhere)
            a.addGestureRecognizer(tap)
            b.addGestureRecognizer(elsewhere)
            try generator.fingerTap(at: CGPoint(x: 50, y: 50))
            #expect(recorder.states == [.ended])
        }
    }

    @Test func aRecognizerCannotRequireItselfToFail() {
        let tap = UITapGestureRecognizer()
        tap.require(toFail: tap)
        #expect(tap.failureRequirements.isEmpty)
    }

    @Test func anUpdateThatKeepsChangingStopsAtItsRoundCapAndLogsOnce() {
        withEventWindow { window, _ in
            let v = UIView(frame: rect(0, 0, 100, 100))
            window.addSubview(v)
            let a = UIGestureRecognizer(), b = UIGestureRecognizer()
            v.addGestureRecognizer(a)
            v.addGestureRecognizer(b)
            // Each action changes the other recognizer, whose action then waits for the next round.
            var actions = 0
            a.addTarget { [weak b] _ in
                actions += 1
                guard let b, actions < 200 else { return }
                b.state = b.state == .possible ? .began : .changed
            }
            b.addTarget { [weak a] _ in
                actions += 1
                guard let a, actions < 200 else { return }
                a.state = .changed
            }
            let messages = uikitLogMessages {
                a.state = .began
                GestureArbiter.shared.performGestureUpdates()
                #expect(actions > 100 && actions < 200)
                GestureArbiter.shared.performGestureUpdates()
            }
            #expect(actions == 200)
            #expect(messages.filter { $0.contains("gesture update stopped after 64 rounds") }.count == 1)
            a.state = .ended
            b.state = .ended
            GestureArbiter.shared.performGestureUpdates()
            #expect(a.state == .possible && b.state == .possible)
        }
    }
}
