import Testing
@testable import UIKit
import UIKitTesting

/// A controller whose `@IBAction`s are registered as the plugin registers them.
final class ActionController: UIViewController {
    var senders: [String] = []

    func tap(_ sender: UIButton) { senders.append("tap:\(sender.tag)") }
    func handleTap(_ sender: UITapGestureRecognizer) { senders.append("gesture:\(sender.state == .ended)") }
    func done(_ sender: Any) { senders.append("done") }
}

/// A view up a button's responder chain that performs a First Responder action.
final class ChainView: UIView {
    var received: [UIControl] = []
    func chained(_ sender: UIControl) { received.append(sender) }
}

/// A responder that answers an action by name through `method(for:)`, with no registration.
final class ByNameView: UIView {
    var count = 0
    override func method(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
        action == "byName:" ? { _, _ in self.count += 1 } : super.method(for: action)
    }
}

@MainActor
@Suite struct ActionConnectionTests {
    init() {
        InterfaceBuilder.register(ActionController.self, actions: [
            Selector("tap:", ActionController.tap), Selector("handleTap:", ActionController.handleTap),
            Selector("done:", ActionController.done),
        ])
        InterfaceBuilder.register(ChainView.self, actions: [Selector("chained:", ChainView.chained)])
    }

    @Test func aTapOnTheButtonSendsItsAction() throws {
        try withScreenWindow { window, _ in
            let controller = ActionController()
            let button = UIButton(type: .system)
            button.tag = 7
            button.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
            window.addSubview(button)
            #expect(InterfaceBuilderConnections.connectAction("tap:", from: button, to: controller, event: "touchUpInside"))
            FramePass.runOnce()
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: CGPoint(x: 40, y: 30))
            #expect(controller.senders == ["tap:7"])
        }
    }

    @Test func aFirstResponderActionGoesUpTheResponderChain() throws {
        try withScreenWindow { window, _ in
            let container = ChainView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
            container.addSubview(button)
            window.addSubview(container)
            #expect(InterfaceBuilderConnections.connectAction("chained:", from: button, to: nil, event: "touchUpInside"))
            FramePass.runOnce()
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: CGPoint(x: 40, y: 30))
            #expect(container.received.count == 1)
            #expect(container.received.first === button)
        }
    }

    @Test func aFirstResponderActionReachesAMethodAnsweredByName() {
        let container = ByNameView()
        let control = UIControl()
        container.addSubview(control)
        #expect(InterfaceBuilderConnections.connectAction("byName:", from: control, to: nil, event: "valueChanged"))
        control.sendActions(for: .valueChanged)
        #expect(container.count == 1)
    }

    @Test func aGestureRecognizersActionIsSentWhenItRecognizes() throws {
        try withScreenWindow { window, _ in
            let controller = ActionController()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let recognizer = UITapGestureRecognizer()
            view.addGestureRecognizer(recognizer)
            window.addSubview(view)
            #expect(InterfaceBuilderConnections.connectAction("handleTap:", from: recognizer, to: controller, event: nil))
            FramePass.runOnce()
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: CGPoint(x: 50, y: 50))
            FramePass.drain()
            #expect(controller.senders == ["gesture:true"])
        }
    }

    @Test func aBarButtonItemGetsItsTargetAndAction() {
        let controller = ActionController()
        let item = UIBarButtonItem()
        #expect(InterfaceBuilderConnections.connectAction("done:", from: item, to: controller, event: nil))
        #expect(item.target === controller)
        #expect(item.action?.name == "done:")
        #expect(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
        #expect(controller.senders == ["done"])
    }

    @Test func anUnknownSelectorIsNotConnectedAndLogsOnce() {
        let controller = ActionController()
        let button = UIButton()
        let messages = UIKitLogObservers.capture {
            #expect(!InterfaceBuilderConnections.connectAction("vanished:", from: button, to: controller, event: "touchUpInside"))
            #expect(!InterfaceBuilderConnections.connectAction("vanished:", from: UIButton(), to: controller, event: "touchUpInside"))
        }
        #expect(button.allTargets.isEmpty)
        let reports = messages.filter { $0.contains("vanished:]: unrecognized selector sent to instance 0x") }
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("-[UIKitTests.ActionController vanished:]") == true)
    }

    @Test func anUnknownEventTypeIsRefused() {
        let button = UIButton()
        #expect(!InterfaceBuilderConnections.connectAction("tap:", from: button, to: ActionController(), event: "touchSideways"))
        #expect(button.allControlEvents.isEmpty)
    }
}
