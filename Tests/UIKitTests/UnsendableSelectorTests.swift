import Testing
@testable import UIKit
import UIKitTesting

/// A target whose methods no string selector can reach.
@MainActor
final class StringSelectorTarget {
    var calls = 0
    func tapped(_ sender: Any?) { calls += 1 }
}

/// A responder that answers one name through `method(for:)`, as the Swift-native alternative allows.
final class NamedActionResponder: UIResponder {
    var calls = 0
    override func method(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        action.name == "answered:" ? { [unowned self] _, _ in calls += 1 } : nil
    }
}

@MainActor
@Suite struct UnsendableSelectorTests {
    /// The messages about `name` among everything logged while `body` ran.
    private func messages(about name: String, _ body: () throws -> Void) rethrows -> [String] {
        try UIKitLogObservers.capture(body).filter { $0.contains("\(name)]") }
    }

    @Test func aControlsStringSelectorIsReportedOnceWithTheFix() throws {
        try withEventWindow { window, generator in
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let target = StringSelectorTarget()
            let logged = try messages(about: "controlTapped:") {
                control.addTarget(target, action: Selector("controlTapped:"), for: .touchUpInside)
                try generator.fingerTap(at: CGPoint(x: 150, y: 120))
                try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            }
            #expect(target.calls == 0)
            #expect(logged.count == 1)
            let message = try #require(logged.first)
            #expect(message.hasPrefix("-[UIKitTests.StringSelectorTarget controlTapped:]: unrecognized selector sent to instance 0x"))
            #expect(message.contains("action: UIKitTests.StringSelectorTarget.controlTapped"))
            #expect(message.contains("Selector(\"controlTapped:\", UIKitTests.StringSelectorTarget.controlTapped)"))
        }
    }

    @Test func aDragLogsAGesturesStringSelectorOnce() throws {
        try withEventWindow { window, generator in
            let target = StringSelectorTarget()
            let logged = try messages(about: "panned:") {
                window.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Selector("panned:")))
                try generator.fingerDown(at: CGPoint(x: 100, y: 100))
                for step in 1...12 { try generator.fingerMove(to: CGPoint(x: 100 + 10 * CGFloat(step), y: 100)) }
                try generator.fingerUp()
            }
            #expect(target.calls == 0)
            #expect(logged.count == 1)
        }
    }

    @Test func selectorsATargetAnswersAreNotReported() throws {
        try withEventWindow { window, generator in
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            window.addSubview(control)
            let responder = NamedActionResponder()
            let target = StringSelectorTarget()
            let logged = try UIKitLogObservers.capture {
                control.addTarget(responder, action: Selector("answered:"), for: .touchUpInside)
                control.addTarget(target, action: Selector("bound:", StringSelectorTarget.tapped), for: .touchUpInside)
                try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            }.filter { $0.contains("unrecognized selector") && ($0.contains("answered:") || $0.contains("bound:")) }
            #expect(responder.calls == 1 && target.calls == 1)
            #expect(logged.isEmpty)
        }
    }
}
