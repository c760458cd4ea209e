import Testing
@testable import UIKit
import UIKitTesting

/// A control that, like UIKit's buttons, switches and steppers, wins single taps over its ancestors.
final class ButtonLikeControl: UIControl {
    override class var winsSingleTapsOverAncestors: Bool { true }
}

/// A control logging its tracking callbacks.
final class TrackingControl: UIControl {
    var calls: [String] = []
    var keepTracking = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        return keepTracking
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

/// A target with the three action shapes, logging into one list.
@MainActor
final class ControlTarget {
    var log: [String] = []
    func tapped(_ sender: UIControl) { log.append("tapped") }
    func bare() { log.append("bare") }
    func withEvent(_ sender: UIControl, forEvent event: UIEvent) { log.append("event:\(event.type)") }
    func anySender(_ sender: Any?) { log.append("any") }
}

/// A controller implementing `ping(_:)`, for nil-targeted actions.
final class PingingController: UIViewController {
    var pings = 0
    func ping(_ sender: Any?) { pings += 1 }
}

@MainActor
@Suite struct ControlTests {
    /// Logs every control event the control sends.
    private func observeAllEvents(of control: UIControl) -> EventLog {
        let log = EventLog()
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragEnter, "dragEnter"),
            (.touchDragExit, "dragExit"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        return log
    }

    @Test func stateFollowsTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal && control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        control.isHighlighted = true
        #expect(control.state.contains(.highlighted))
    }

    @Test func aTapTracksHighlightsAndSendsTouchUpInside() throws {
        try withEventWindow { window, generator in
            let control = TrackingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let log = observeAllEvents(of: control)
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
            #expect(log.entries == ["down"])
            try generator.fingerMove(to: CGPoint(x: 160, y: 120))
            #expect(log.entries == ["down", "dragInside"])
            try generator.fingerUp()
            #expect(log.entries == ["down", "dragInside", "upInside"])
            #expect(!control.isTracking && !control.isHighlighted)
            #expect(control.calls == ["begin", "continue", "end"])
        }
    }

    @Test func draggingOutAndBackInFollowsTheSlop() throws {
        try withEventWindow { window, generator in
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let log = observeAllEvents(of: control)
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            try generator.fingerMove(to: CGPoint(x: 150, y: 200))
            #expect(control.isHighlighted)
            try generator.fingerMove(to: CGPoint(x: 150, y: 300))
            #expect(!control.isHighlighted && !control.isTouchInside)
            try generator.fingerMove(to: CGPoint(x: 150, y: 320))
            try generator.fingerMove(to: CGPoint(x: 150, y: 130))
            try generator.fingerUp()
            #expect(log.entries == ["down", "dragInside", "dragExit", "dragOutside", "dragOutside", "dragEnter",
                                    "dragInside", "upInside"])
        }
    }

    @Test func liftingNearbyIsInsideAndFarAwayOutside() throws {
        try withEventWindow { window, generator in
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let log = observeAllEvents(of: control)
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            try generator.fingerMove(to: CGPoint(x: 205, y: 120))
            try generator.fingerUp()
            #expect(log.entries.last == "upInside")
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            try generator.fingerMove(to: CGPoint(x: 150, y: 360))
            try generator.fingerUp()
            #expect(log.entries.last == "upOutside")
        }
    }

    @Test func aQuickSecondTapSendsTouchDownRepeat() throws {
        try withEventWindow { window, generator in
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let log = observeAllEvents(of: control)
            try generator.fingerDoubleTap(at: CGPoint(x: 150, y: 120))
            #expect(log.entries == ["down", "upInside", "down", "downRepeat", "upInside"])
        }
    }

    @Test func methodReferencesUIActionsAndSelectorsAreAllSent() throws {
        try withEventWindow { window, generator in
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let target = ControlTarget()
            control.addTarget(target, action: ControlTarget.tapped, for: .touchUpInside)
            control.addTarget(target, action: ControlTarget.bare, for: .touchUpInside)
            control.addTarget(target, action: ControlTarget.withEvent, for: .touchUpInside)
            control.addTarget(target, action: Selector("anySender:", ControlTarget.anySender), for: .touchUpInside)
            var senders: [Any?] = []
            control.addAction(UIAction(identifier: .init("a")) { action in senders.append(action.sender) }, for: .touchUpInside)
            try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            #expect(target.log == ["tapped", "bare", "event:touches", "any"])
            #expect(senders.count == 1 && (senders[0] as AnyObject) === control)
            #expect(control.allControlEvents == .touchUpInside)
            #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside)?.count == 4)
            #expect(control.allTargets.isEmpty)
            control.removeTarget(target, action: "anySender:", for: .touchUpInside)
            control.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            #expect(target.log.suffix(3) == ["tapped", "bare", "event:touches"])
            control.removeTarget(target, action: nil, for: .allEvents)
            control.sendActions(for: .touchUpInside)
            #expect(target.log.count == 7)
            #expect(senders.count == 1)
        }
    }

    @Test func sendingWithoutAnEventStillGivesTheEventFormOne() {
        let control = UIControl()
        let target = ControlTarget()
        control.addTarget(target, action: ControlTarget.withEvent, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.log == ["event:touches"])
    }

    @Test func targetsAreHeldWeaklyAndGoneTargetsAreDropped() {
        let control = UIControl()
        weak var gone: ControlTarget?
        do {
            let target = ControlTarget()
            gone = target
            control.addTarget(target, action: ControlTarget.bare, for: .touchUpInside)
        }
        #expect(gone == nil)
        control.sendActions(for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func aNilTargetIsFoundUpTheResponderChain() throws {
        try withEventWindow { window, generator in
            let controller = PingingController()
            window.rootViewController = controller
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            controller.view.addSubview(control)
            control.addTarget(nil, action: PingingController.ping, for: .touchUpInside)
            control.addTarget(nil, action: Selector("ping:", PingingController.ping), for: .touchDown)
            try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            #expect(controller.pings == 2)
            #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull)
        }
    }

    @Test func primaryActionInit() {
        var fired = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    /// A parent with a single-tap recognizer, a control inside it, and the logs of both.
    private func tapOverControl<Control: UIControl>(_ window: UIWindow, _ control: Control) -> (ActionRecorder, EventLog) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(parent)
        control.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        parent.addSubview(control)
        let recorder = ActionRecorder()
        parent.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
        keepAlive(recorder, on: parent)
        return (recorder, observeAllEvents(of: control))
    }

    @Test func controlsWinSingleTapsOverAncestorsRecognizers() throws {
        try withEventWindow { window, generator in
            let (recorder, log) = tapOverControl(window, ButtonLikeControl())
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(log.entries == ["down", "upInside"])
            #expect(recorder.states.isEmpty)
            try generator.fingerTap(at: CGPoint(x: 250, y: 250))
            #expect(recorder.states == [.ended])
        }
    }

    @Test func aPlainControlLosesTheTapToItsAncestor() throws {
        try withEventWindow { window, generator in
            let (recorder, log) = tapOverControl(window, UIControl())
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(recorder.states == [.ended])
            #expect(log.entries == ["down", "cancel"])
        }
    }

    @Test func aRecognizerOnTheControlItselfWins() throws {
        try withEventWindow { window, generator in
            let control = ButtonLikeControl(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
            window.addSubview(control)
            let log = observeAllEvents(of: control)
            let recorder = ActionRecorder()
            control.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(recorder.states == [.ended])
            #expect(log.entries == ["down", "cancel"])
        }
    }

    @Test func anAncestorsPanStillBeatsTheControl() throws {
        try withEventWindow { window, generator in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(parent)
            let control = ButtonLikeControl(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
            parent.addSubview(control)
            let log = observeAllEvents(of: control)
            let recorder = ActionRecorder()
            parent.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            try generator.fingerDown(at: CGPoint(x: 60, y: 60))
            try generator.fingerMove(to: CGPoint(x: 120, y: 60), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.first == .began)
            #expect(log.entries == ["down", "cancel"])
            #expect(!control.isHighlighted && !control.isTracking)
        }
    }

    @Test func aDisabledControlLetsTheTapThroughToItsParent() throws {
        try withEventWindow { window, generator in
            let control = ButtonLikeControl()
            let (recorder, log) = tapOverControl(window, control)
            control.isEnabled = false
            try generator.fingerTap(at: CGPoint(x: 60, y: 60))
            #expect(recorder.states == [.ended])
            #expect(log.entries.isEmpty)
        }
    }
}
