import Testing
@testable import UIKit
import UIKitTesting

/// A view that can become first responder, optionally refusing to resign.
final class FocusView: UIView {
    var allowsResign = true
    var resignCalls = 0
    var copied: [Any?] = []
    var pinged = 0
    var pressLog: [String] = []
    var motions: [String] = []
    var remote: [UIEvent.EventSubtype] = []
    var commands: [UIKeyCommand] = []
    var performsCopy = false

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
    override func copy(_ sender: Any?) { copied.append(sender) }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "copy:" { return performsCopy }
        return super.canPerformAction(action, withSender: sender)
    }
    override func method(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
        if action == "ping:" { return { [unowned self] _, _ in self.pinged += 1 } }
        return super.method(for: action)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { pressLog.append("began \(press.key?.characters ?? "?") \(press.key?.modifierFlags.rawValue ?? 0)") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { pressLog.append("ended \(press.key?.charactersIgnoringModifiers ?? "?")") }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("began \(motion)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended \(motion)") }
    override func remoteControlReceived(with event: UIEvent?) { remote.append(event?.subtype ?? .none) }
    override var keyCommands: [UIKeyCommand]? { commands }
}

/// A controller that implements `ping(_:)` and logs the touches it gets.
final class PingController: UIViewController {
    var pings: [Any?] = []
    var log: [String] = []
    var forwardTouches = false

    func ping(_ sender: Any?) { pings.append(sender) }
    func save() { log.append("save") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        if forwardTouches { super.touchesBegan(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
        if forwardTouches { super.touchesEnded(touches, with: event) }
    }
}

/// A window logging the touches that reach it.
final class LoggingWindow: UIWindow {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

@MainActor
@Suite struct ResponderTests {
    @Test func nextLinksTheChain() {
        #expect(UIResponder().next == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = PingController()
        window.rootViewController = controller
        let sub = UIView()
        controller.view.addSubview(sub)
        #expect(sub.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
    }

    @Test func unhandledTouchesWalkTheResponderChain() throws {
        let screen = VirtualScreens.connect(size: CGSize(width: 200, height: 200), scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screen = screen
        window.isHidden = false
        defer { window.isHidden = true }
        let controller = PingController()
        window.rootViewController = controller
        let sub = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(sub)
        let generator = EventGenerator(window: window, timing: .virtual)
        try generator.fingerTap(at: CGPoint(x: 20, y: 20))
        #expect(controller.log == ["began", "ended"])
        #expect(window.log.isEmpty)
        controller.forwardTouches = true
        try generator.fingerTap(at: CGPoint(x: 20, y: 20))
        #expect(window.log == ["began", "ended"])
    }

    @Test func plainViewsCannotBecomeFirstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        window.addSubview(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.canResignFirstResponder)
    }

    @Test func becomingFirstResponderAsksTheCurrentOneToResign() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let f1 = FocusView(), f2 = FocusView()
        window.addSubview(f1)
        window.addSubview(f2)
        #expect(f1.becomeFirstResponder())
        #expect(f1.isFirstResponder)
        #expect(f1.becomeFirstResponder())
        #expect(f1.resignCalls == 0)
        #expect(f2.becomeFirstResponder())
        #expect(f1.resignCalls == 1)
        #expect(!f1.isFirstResponder && f2.isFirstResponder)
        f2.allowsResign = false
        #expect(!f1.becomeFirstResponder())
        #expect(f2.isFirstResponder && !f1.isFirstResponder)
    }

    @Test func aResponderOutsideAWindowCannotBecomeFirstResponder() {
        let view = FocusView()
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func resigningLeavesTheWindowWithoutAFirstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = FocusView()
        let child = FocusView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.becomeFirstResponder())
        #expect(child.resignFirstResponder())
        #expect(!child.isFirstResponder && !parent.isFirstResponder)
        #expect(window.currentFirstResponder == nil)
        #expect(child.becomeFirstResponder())
        child.removeFromSuperview()
        #expect(!child.isFirstResponder)
        #expect(window.currentFirstResponder == nil)
    }

    @Test func endEditingResignsTheFirstResponderInside() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let field = FocusView()
        window.addSubview(container)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.allowsResign = false
        #expect(!container.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test func targetForActionWalksUpToTheImplementingResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = PingController()
        window.rootViewController = controller
        let sub = UIView()
        controller.view.addSubview(sub)
        let ping = Selector("ping:", PingController.ping)
        #expect(sub.target(forAction: ping, withSender: nil) as AnyObject? === controller)
        #expect(!sub.canPerformAction(ping, withSender: nil))
        #expect(controller.canPerformAction(ping, withSender: nil))
        #expect(sub.target(forAction: "unknownAction:", withSender: nil) == nil)
    }

    @Test func sendActionToAnExplicitTargetCallsIt() {
        let controller = PingController()
        let app = UIApplication.shared
        #expect(app.sendAction(Selector("ping:", PingController.ping), to: controller, from: "sender", for: nil))
        #expect(controller.pings.count == 1 && controller.pings[0] as? String == "sender")
        #expect(app.sendAction(Selector("save", PingController.save), to: controller, from: nil, for: nil))
        #expect(controller.log == ["save"])
        #expect(!app.sendAction("nothing:", to: controller, from: nil, for: nil))
    }

    @Test func nilTargetedActionsGoToTheFirstResponderThenUp() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        window.makeKey()
        defer { window.isHidden = true }
        let controller = PingController()
        window.rootViewController = controller
        let field = FocusView()
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let app = UIApplication.shared
        // The first responder answers a name through method(for:).
        #expect(app.sendAction("ping:", to: nil, from: nil, for: nil))
        #expect(field.pinged == 1)
        // A bound selector the first responder lacks goes up to the controller.
        #expect(app.sendAction(Selector("ping:", PingController.ping), to: nil, from: nil, for: nil))
        #expect(controller.pings.count == 1)
        #expect(!app.sendAction("nobodyHasThis:", to: nil, from: nil, for: nil))
    }

    @Test func standardEditActionsAreOverridableAndGatedByCanPerformAction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        window.makeKey()
        defer { window.isHidden = true }
        let field = FocusView()
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(!UIApplication.shared.sendAction("copy:", to: nil, from: nil, for: nil))
        field.performsCopy = true
        #expect(UIApplication.shared.sendAction("copy:", to: nil, from: "menu", for: nil))
        #expect(field.copied.count == 1 && field.copied[0] as? String == "menu")
        #expect(!UIResponder().canPerformAction("paste:", withSender: nil))
    }

    @Test func selectorsAreNamedAndComparedByName() {
        let a: Selector = "copy:"
        #expect(a == Selector("copy:"))
        #expect(a == Selector("copy:", PingController.ping))
        #expect(a.description == "copy:")
        #expect(NSStringFromSelector(NSSelectorFromString("paste:")) == "paste:")
        #expect(Set([a, Selector("copy:"), "paste:"]).count == 2)
    }

    @Test func keyPressesGoToTheFirstResponderWithTheirKeys() {
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let field = FocusView()
            window.addSubview(field)
            #expect(field.becomeFirstResponder())
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.keyPress(.keyboardA)
            generator.keyPress(.keyboardA, modifiers: .shift)
            // The Shift key is a press too, as on iOS.
            let shift = UIKeyModifierFlags.shift.rawValue
            #expect(field.pressLog == ["began a 0", "ended a", "began  \(shift)", "began A \(shift)", "ended a", "ended "])
        }
    }

    @Test func keyPressesWithoutAFirstResponderReachTheWindowThroughTheChain() {
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.keyType("hi")
            #expect(window.currentFirstResponder == nil)
        }
    }

    @Test func keyCommandsSendTheirActionInsteadOfPresses() {
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let controller = PingController()
            window.rootViewController = controller
            let field = FocusView()
            controller.view.addSubview(field)
            field.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save", PingController.save))]
            #expect(field.becomeFirstResponder())
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.keyPress(.keyboardS, modifiers: .command)
            #expect(controller.log == ["save"])
            #expect(!field.pressLog.contains { $0.hasPrefix("began s") })
            generator.keyPress(.keyboardS)
            #expect(controller.log == ["save"])
            #expect(field.pressLog.contains("began s 0"))
        }
    }

    @Test func motionAndRemoteControlEventsGoToTheFirstResponder() {
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            window.makeKey()
            let field = FocusView()
            window.addSubview(field)
            #expect(field.becomeFirstResponder())
            let generator = EventGenerator(window: window, timing: .virtual)
            generator.shake()
            generator.remoteControl(.remoteControlTogglePlayPause)
            #expect(field.motions == ["began motionShake", "ended motionShake"])
            #expect(field.remote == [.remoteControlTogglePlayPause])
        }
    }
}
