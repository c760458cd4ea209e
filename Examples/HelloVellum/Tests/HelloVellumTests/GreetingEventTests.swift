import HelloVellumApp
import Testing
import UIKitTesting

/// A tap synthesized by the event generator, through the path a finger's takes, then real time for the badge's
/// animation.
@MainActor
@Suite struct GreetingEventTests {
    @Test func tappingTheButtonCountsAndFadesTheBadgeIn() async throws {
        let screen = VirtualScreens.connect(size: CGSize(width: 240, height: 160), scale: 1)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let controller = GreetingViewController()
        window.rootViewController = controller
        window.isHidden = false
        defer {
            window.isHidden = true
            VirtualScreens.disconnect(screen)
        }
        FramePass.drain()
        let button = controller.button
        let events = EventGenerator(window: window, timing: .realTime)
        try events.fingerTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(controller.taps == 1)
        #expect(controller.label.text == "Tapped once")
        #expect(controller.badge.alpha == 1)
        let start = Date()
        let finished = await FramePass.wait(until: { controller.badge.layer.animationKeys()?.isEmpty ?? true }, timeout: 30)
        #expect(finished)
        #expect(Date().timeIntervalSince(start) > GreetingViewController.fadeDuration / 2)
        #expect(controller.badge.layer.presentation()?.opacity == 1)
    }
}
