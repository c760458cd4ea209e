import Testing
@testable import UIKit
import UIKitTesting

/// A recognizer that logs its callbacks and fails in its first touchesMoved when asked to.
final class LoggingRecognizer: UIGestureRecognizer {
    var log: EventLog?
    var label = "R"
    var failOnMove = false
    var recognizeOnEnd = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        log?.add("\(label).touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        log?.add("\(label).touchesMoved")
        if failOnMove { state = .failed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        log?.add("\(label).touchesEnded")
        if recognizeOnEnd { state = .recognized }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        log?.add("\(label).touchesCancelled")
    }
    override func reset() {
        super.reset()
        log?.add("\(label).reset")
    }
}

/// The guide's checkmark recognizer, written as a subclass: a down stroke then an up stroke to the right.
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    var midPoint = CGPoint.zero
    var strokeUp = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { return }
        guard let touch = touches.first else { return }
        let now = touch.location(in: view)
        let previous = touch.previousLocation(in: view)
        if !strokeUp {
            if now.x >= previous.x && now.y >= previous.y {
                midPoint = now
            } else if now.x >= previous.x && now.y <= previous.y {
                strokeUp = true
            } else {
                state = .failed
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && strokeUp { state = .recognized }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        midPoint = .zero
        strokeUp = false
        state = .failed
    }

    override func reset() {
        super.reset()
        midPoint = .zero
        strokeUp = false
    }
}

@MainActor
@Suite struct GestureRecognizerCoreTests {
    @Test func statesHaveApplesValues() {
        #expect(UIGestureRecognizer.State.possible.rawValue == 0)
        #expect(UIGestureRecognizer.State.began.rawValue == 1)
        #expect(UIGestureRecognizer.State.changed.rawValue == 2)
        #expect(UIGestureRecognizer.State.ended.rawValue == 3)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.cancelled.rawValue == 4)
        #expect(UIGestureRecognizer.State.failed.rawValue == 5)
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.state == .possible)
        #expect(recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded)
        #expect(recognizer.isEnabled && recognizer.view == nil)
    }

    @Test func aPanSendsBeganChangedEnded() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(pan)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.16)
            try generator.fingerUp()
            #expect(recorder.states.first == .began)
            #expect(recorder.states.last == .ended)
            #expect(recorder.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
            #expect(recorder.states.count >= 3)
            #expect(pan.state == .possible)
        }
    }

    @Test func illegalTransitionsAreRefused() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let r = LoggingRecognizer()
            let recorder = ActionRecorder()
            r.addTarget(recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(r)
            try generator.fingerDown(at: CGPoint(x: 10, y: 10))
            r.state = .changed
            #expect(r.state == .possible)
            r.state = .began
            generator.wait(0)
            #expect(r.state == .began)
            r.state = .possible
            #expect(r.state == .began)
            r.state = .failed
            #expect(r.state == .began)
            r.state = .changed
            r.state = .ended
            generator.wait(0)
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(r.state == .possible)
            try generator.fingerUp()
        }
    }

    @Test func resetEndsDeliveryOfTouchesAlreadyDown() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let r = LoggingRecognizer()
            r.log = log
            r.failOnMove = true
            v.addGestureRecognizer(r)
            try generator.fingerDown(at: CGPoint(x: 10, y: 10))
            try generator.fingerMove(to: CGPoint(x: 60, y: 10), duration: 5.0 / 60)
            try generator.fingerUp()
            #expect(log.entries == ["R.touchesBegan", "R.touchesMoved", "R.reset"])
            #expect(r.state == .possible)
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            // Still possible when every finger lifted, it fails and is reset.
            #expect(log.entries.suffix(3) == ["R.touchesBegan", "R.touchesEnded", "R.reset"])
        }
    }

    @Test func disablingAGestureInProgressCancelsIt() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(pan)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 100, y: 50), duration: 0.1)
            pan.isEnabled = false
            generator.wait(0)
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.first == .began)
            #expect(recorder.states.last == .cancelled)
            #expect(pan.state == .possible)
            // A disabled recognizer receives nothing.
            recorder.states = []
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty)
        }
    }

    @Test func recognizersSeeTheTouchesOfTheirViewAndItsSubviewsOnly() throws {
        try withEventWindow { window, generator in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            let sibling = UIView(frame: CGRect(x: 250, y: 0, width: 100, height: 100))
            window.addSubview(parent)
            parent.addSubview(child)
            window.addSubview(sibling)
            let onChild = ActionRecorder(), onParent = ActionRecorder(), onWindow = ActionRecorder()
            let childTap = UITapGestureRecognizer(target: onChild, action: ActionRecorder.handle)
            child.addGestureRecognizer(childTap)
            let delegate = TestGestureDelegate()
            delegate.simultaneous = { _, _ in true }
            childTap.delegate = delegate
            parent.addGestureRecognizer(UITapGestureRecognizer(target: onParent, action: ActionRecorder.handle))
            window.addGestureRecognizer(UITapGestureRecognizer(target: onWindow, action: ActionRecorder.handle))
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(onChild.states.isEmpty && onParent.states == [.ended])
            try generator.fingerTap(at: CGPoint(x: 300, y: 50))
            #expect(onParent.states == [.ended] && onWindow.states == [.ended])
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(onChild.states == [.ended])
        }
    }

    @Test func recognizersGetEachTouchBeforeTheView() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
            window.addSubview(v)
            let r = LoggingRecognizer()
            r.log = log
            r.cancelsTouchesInView = false
            r.delaysTouchesEnded = false
            v.addGestureRecognizer(r)
            try generator.fingerDown(at: CGPoint(x: 10, y: 10))
            try generator.fingerMove(to: CGPoint(x: 12, y: 10))
            try generator.fingerUp()
            #expect(log.entries == ["R.touchesBegan", "V.began(1)", "R.touchesMoved", "V.moved(1)", "R.touchesEnded",
                                    "V.ended(1)", "R.reset"])
        }
    }

    @Test func shouldReceiveTouchIsAskedBeforeTouchesBegan() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            window.addSubview(parent)
            parent.addSubview(child)
            let r = LoggingRecognizer()
            r.log = log
            r.recognizeOnEnd = true
            let delegate = TestGestureDelegate()
            delegate.log = log
            delegate.receiveTouch = { recognizer, touch in touch.view === recognizer.view }
            r.delegate = delegate
            let recorder = ActionRecorder()
            r.addTarget(recorder, action: ActionRecorder.handle)
            parent.addGestureRecognizer(r)
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(log.entries == ["shouldReceive"])
            #expect(recorder.states.isEmpty)
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(log.entries.suffix(5) == ["shouldReceive", "R.touchesBegan", "R.touchesEnded", "shouldBegin", "R.reset"])
            #expect(recorder.states == [.ended])
        }
    }

    /// A view vetoing recognizers it is asked about.
    final class VetoingView: UIView {
        var veto = false
        var asked = 0
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return !veto
        }
    }

    @Test func shouldBeginVetoesFromTheViewAndTheDelegateFailTheGesture() throws {
        try withEventWindow { window, generator in
            let v = VetoingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(v)
            let recorder = ActionRecorder()
            let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(tap)
            v.veto = true
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(recorder.states.isEmpty && v.asked == 1)
            v.veto = false
            let delegate = TestGestureDelegate()
            delegate.shouldBegin = { _ in false }
            tap.delegate = delegate
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(recorder.states.isEmpty)
            delegate.shouldBegin = { _ in true }
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(recorder.states == [.ended])
        }
    }

    @Test func locationIsTheCentroidAndTouchIndexesAreChecked() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            window.addSubview(v)
            let r = LoggingRecognizer()
            v.addGestureRecognizer(r)
            try generator.fingerDown([.rightIndex, .rightMiddle], at: [CGPoint(x: 110, y: 110), CGPoint(x: 150, y: 130)])
            #expect(r.numberOfTouches == 2)
            #expect(r.location(in: v) == CGPoint(x: 30, y: 20))
            #expect(r.location(in: nil) == CGPoint(x: 130, y: 120))
            #expect(r.location(ofTouch: 1, in: v) == CGPoint(x: 50, y: 30))
            #expect(r.location(ofTouch: 5, in: v) == CGPoint(x: 30, y: 20))
            try generator.fingerUp([.rightIndex, .rightMiddle])
        }
    }

    @Test func ignoredTouchesAreNeitherDeliveredNorCancelled() throws {
        /// Ignores every touch after the first.
        final class FirstTouchOnly: UIGestureRecognizer {
            var seen = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                for touch in touches {
                    seen += 1
                    if seen > 1 { ignore(touch, for: event) }
                }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesEnded(touches, with: event)
                if numberOfTouches == 1 && state == .possible { state = .recognized }
            }
        }
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
            v.isMultipleTouchEnabled = true
            window.addSubview(v)
            let r = FirstTouchOnly()
            v.addGestureRecognizer(r)
            try generator.fingerDown(.rightIndex, at: CGPoint(x: 10, y: 10))
            try generator.fingerDown(.rightMiddle, at: CGPoint(x: 100, y: 10))
            #expect(r.numberOfTouches == 1)
            try generator.fingerUp(.rightIndex)
            try generator.fingerUp(.rightMiddle)
            #expect(log.entries == ["V.began(1)", "V.began(1)", "V.cancelled(1)", "V.ended(1)"])
        }
    }

    @Test func theCheckmarkRecognizerFromTheGuideWorks() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(v)
            let recorder = ActionRecorder()
            let check = CheckmarkGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(check)
            var midPoint = CGPoint.zero
            recorder.onAction = { recognizer in midPoint = (recognizer as! CheckmarkGestureRecognizer).midPoint }
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 150, y: 150), duration: 0.1)
            try generator.fingerMove(to: CGPoint(x: 250, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
            #expect(midPoint == CGPoint(x: 150, y: 150))
            // A stroke going left fails.
            try generator.fingerDown(at: CGPoint(x: 200, y: 100))
            try generator.fingerMove(to: CGPoint(x: 150, y: 150), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
            // A down stroke alone is not a checkmark.
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 150, y: 150), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
            #expect(check.state == .possible)
        }
    }

    @Test func removingARecognizerInsideItsActionIsSafe() throws {
        try withEventWindow { window, generator in
            let log = EventLog()
            let v = TouchLoggingView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
            window.addSubview(v)
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            recorder.onAction = { recognizer in recognizer.view?.removeGestureRecognizer(recognizer) }
            v.addGestureRecognizer(pan)
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.began])
            #expect(log.entries.first == "V.began(1)" && log.entries.last == "V.cancelled(1)")
            #expect(log.entries.filter { $0.hasPrefix("V.ended") || $0.hasPrefix("V.cancelled") }.count == 1)
        }
    }

    @Test func theViewBeingReleasedDuringAGestureIsSafe() throws {
        try withEventWindow { window, generator in
            let recorder = ActionRecorder()
            var v: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v!)
            v!.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            try generator.fingerDown(at: CGPoint(x: 50, y: 50))
            try generator.fingerMove(to: CGPoint(x: 150, y: 50), duration: 0.1)
            v!.removeFromSuperview()
            v = nil
            try generator.fingerMove(to: CGPoint(x: 200, y: 50), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.first == .began)
            #expect(recorder.states.last == .cancelled)
        }
    }

    @Test func closureAndSelectorTargetsBothWork() throws {
        try withEventWindow { window, generator in
            let v = FocusView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            var calls = 0
            let tap = UITapGestureRecognizer { _ in calls += 1 }
            tap.addTarget(v, action: "ping:")
            tap.addTarget(v, action: "ping:")
            let recorder = ActionRecorder()
            tap.addTarget(recorder, action: ActionRecorder.handle)
            tap.addTarget(recorder, action: ActionRecorder.handle)
            v.addGestureRecognizer(tap)
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(calls == 1 && v.pinged == 1 && recorder.states == [.ended, .ended])
            tap.removeTarget(recorder, action: nil)
            tap.removeTarget(v, action: "ping:")
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(calls == 2 && v.pinged == 1 && recorder.states.count == 2)
            tap.removeTarget(nil, action: nil)
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
            #expect(calls == 2)
        }
    }

    @Test func targetsAreHeldWeakly() throws {
        try withEventWindow { window, generator in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(v)
            weak var gone: ActionRecorder?
            do {
                let recorder = ActionRecorder()
                gone = recorder
                v.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            }
            #expect(gone == nil)
            try generator.fingerTap(at: CGPoint(x: 10, y: 10))
        }
    }
}

/// A recognizer of the up-arrow key: recognized when the key is released.
final class UpArrowRecognizer: UIGestureRecognizer {
    var began = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesBegan(presses, with: event)
        began += presses.count
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesEnded(presses, with: event)
        if state == .possible { state = .recognized }
    }
}

@MainActor
@Suite struct GestureRecognizerPressTests {
    @Test func recognizersOfTheFirstResponderGetTheirPressTypes() {
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let field = FocusView()
            window.addSubview(field)
            #expect(field.becomeFirstResponder())
            let recorder = ActionRecorder()
            let arrows = UpArrowRecognizer(target: recorder, action: ActionRecorder.handle)
            arrows.allowedPressTypes = [NSNumber(value: UIPress.PressType.upArrow.rawValue)]
            window.addGestureRecognizer(arrows)
            let selectOnly = UpArrowRecognizer()
            window.addGestureRecognizer(selectOnly)
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.keyPress(.keyboardA)
            #expect(arrows.began == 0 && recorder.states.isEmpty)
            generator.keyPress(.keyboardUpArrow)
            #expect(arrows.began == 1 && recorder.states == [.ended])
            #expect(selectOnly.began == 0)
            #expect(field.pressLog.count == 4)
        }
    }
}
