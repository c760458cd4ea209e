import Testing
@testable import UIKit
import UIKitTesting

/// An ordered log shared by instrumented views and recognizers.
@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

/// A view that logs the touch callbacks it gets ("name.began(2)"), without calling super unless `forwards`.
final class TouchLoggingView: UIView {
    var name = ""
    var log: EventLog?
    var forwards = false
    var lastTouches: Set<UITouch> = []
    var lastEvent: UIEvent?

    convenience init(_ name: String, frame: CGRect, log: EventLog) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log?.add("\(name).\(phase)(\(touches.count))")
        lastTouches = touches
        lastEvent = event
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A target recording the state of the recognizer in each action ("name:ended").
@MainActor
final class ActionRecorder {
    var states: [UIGestureRecognizer.State] = []
    var name = ""
    var log: EventLog?
    var onAction: ((UIGestureRecognizer) -> Void)?

    init(_ name: String = "", log: EventLog? = nil) {
        self.name = name
        self.log = log
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        log?.add("\(name):\(recognizer.state.label)")
        onAction?(recognizer)
    }
}

extension UIGestureRecognizer.State {
    /// A short name for logs.
    var label: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}

/// A delegate answering each question with a closure.
@MainActor
final class TestGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFail: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receiveTouch: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var log: EventLog?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log?.add("shouldBegin")
        return shouldBegin(gestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous(gestureRecognizer, otherGestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        log?.add("shouldRequireFailure")
        return requireFailure(gestureRecognizer, otherGestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFail(gestureRecognizer, otherGestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log?.add("shouldReceive")
        return receiveTouch(gestureRecognizer, touch)
    }
}

/// A 400 × 400 window on a screen of its own, and a generator on virtual time for it.
@MainActor
func withEventWindow(_ body: (UIWindow, EventGenerator) throws -> Void) rethrows {
    try withScreenWindow(size: CGSize(width: 400, height: 400)) { window, _ in
        let generator = EventGenerator(window: window, timing: .virtual)
        try body(window, generator)
    }
}
