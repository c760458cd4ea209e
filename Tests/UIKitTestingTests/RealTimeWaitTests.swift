import Foundation
import Testing
import UIKitTesting

/// Real-time waits in Swift Testing, where a `@MainActor` test runs on the main queue with no run loop turning.
@MainActor @Suite(.serialized) struct RealTimeWaitTests {
    @Test func anAnimationFinishesWhileAnAsyncTestWaits() async {
        await withWindow { window in
            let completion = Completion()
            let square = animateSquare(in: window, duration: 0.2, completion: completion)
            #expect(await FramePass.wait(until: { completion.calls > 0 }, timeout: 30))
            #expect(completion.finished == true)
            #expect(completion.calls == 1)
            #expect(completion.after != nil)
            #expect(square.layer.animationKeys() == nil)
            #expect(square.layer.presentation()?.position.x == 90)
        }
    }

    @Test func aSynchronousTestWaitsTheSameWay() {
        withWindow { window in
            let completion = Completion()
            _ = animateSquare(in: window, duration: 0.2, completion: completion)
            #expect(FramePass.wait(until: { completion.calls > 0 }, timeout: 30))
            #expect(completion.finished == true)
            #expect(completion.after != nil)
        }
    }

    @Test func waitingForATimeRunsWorkQueuedOnTheMainActor() async {
        var ran = false
        DispatchQueue.main.async { ran = true }
        let started = Date()
        await FramePass.wait(for: 0.05)
        #expect(ran)
        #expect(Date().timeIntervalSince(started) >= 0.05)
    }

    @Test func aConditionThatNeverHoldsTimesOut() async {
        let started = Date()
        #expect(await FramePass.wait(until: { false }, timeout: 0.05) == false)
        #expect(Date().timeIntervalSince(started) >= 0.05)
        // A timeout that is not a number checks once, without waiting.
        #expect(await FramePass.wait(until: { true }, timeout: .nan))
    }

    @Test func aSynchronousConditionThatNeverHoldsTimesOut() {
        let started = Date()
        #expect(FramePass.wait(until: { false }, timeout: 0.05) == false)
        #expect(Date().timeIntervalSince(started) >= 0.05)
        let checked = Date()
        #expect(FramePass.wait(until: { false }, timeout: -.infinity) == false)
        #expect(Date().timeIntervalSince(checked) < 0.05)
    }

    @Test func aRealTimeGeneratorsTapStartsAnAnimationThatFinishes() async throws {
        try await withWindow { window in
            let completion = Completion()
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
            button.accessibilityIdentifier = "move"
            button.addAction(UIAction { _ in
                UIView.animate(withDuration: 0.2, animations: { square.alpha = 0 }, completion: completion.handler)
            }, for: .touchUpInside)
            window.addSubview(square)
            window.addSubview(button)
            let generator = EventGenerator(window: window)
            try generator.fingerTap(onViewWithAccessibilityIdentifier: "move")
            #expect(square.alpha == 0)
            #expect(await FramePass.wait(until: { completion.calls > 0 }, timeout: 30))
            #expect(completion.finished == true)
        }
    }
}

/// `runOnMainActor` from a test that is not on the main actor: the body hops there.
@Test func runOnMainActorRunsTheBodyOnTheMainQueue() throws {
    struct Refused: Error {}
    let width = runOnMainActor { UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10)).bounds.width }
    #expect(width == 30)
    #expect(throws: Refused.self) { try runOnMainActor { throw Refused() } }
}

/// `Task.sleep` without `FramePass` in a `@MainActor` test, which is what iOS code does: the pass queued behind
/// the test's work commits the animation, and the frames the render thread makes in real time finish it. Sleeping
/// in real time is the subject, so the test sleeps until the completion runs; the 30 s bound only ends a broken run.
@MainActor @Test func anAnimationFinishesWhileAMainActorTestSleeps() async throws {
    try await withWindow { window in
        let completion = Completion()
        _ = animateSquare(in: window, duration: 0.2, completion: completion)
        let deadline = Date(timeIntervalSinceNow: 30)
        while completion.calls == 0, Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(completion.finished == true)
        #expect(completion.after != nil)
    }
}
