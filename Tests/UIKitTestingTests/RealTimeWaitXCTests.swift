import Foundation
import UIKitTesting
import XCTest

/// Real-time waits under XCTest, written the way that works on Linux: the class and its synchronous tests are
/// nonisolated, each body in `runOnMainActor`; asynchronous tests may be `@MainActor`.
final class RealTimeWaitXCTests: XCTestCase {
    func testAnAnimationFinishesWhileASynchronousTestWaits() {
        runOnMainActor {
            withWindow { window in
                let completion = Completion()
                let square = animateSquare(in: window, duration: 0.2, completion: completion)
                XCTAssertTrue(FramePass.wait(until: { completion.calls > 0 }, timeout: 30))
                XCTAssertEqual(completion.finished, true)
                XCTAssertNotNil(completion.after)
                XCTAssertNil(square.layer.animationKeys())
            }
        }
    }

    @MainActor func testAnAnimationFinishesWhileAnAsyncMainActorTestWaits() async {
        await withWindow { window in
            let completion = Completion()
            _ = animateSquare(in: window, duration: 0.2, completion: completion)
            let finished = await FramePass.wait(until: { completion.calls > 0 }, timeout: 30)
            XCTAssertTrue(finished)
            XCTAssertEqual(completion.finished, true)
            XCTAssertEqual(completion.calls, 1)
        }
    }

    func testARealTimeGeneratorDragsAViewFoundByItsIdentifier() throws {
        try runOnMainActor {
            try withWindow { window in
                let handle = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
                handle.accessibilityIdentifier = "handle"
                let recorder = PanRecorder()
                handle.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle))
                window.addSubview(handle)
                let generator = EventGenerator(window: window)
                try generator.fingerDrag(from: generator.view(withAccessibilityIdentifier: "handle"),
                                         by: CGVector(dx: 0, dy: 60), duration: 0.1)
                XCTAssertEqual(recorder.states.first, .began)
                XCTAssertEqual(recorder.states.last, .ended)
                XCTAssertEqual(recorder.translations.last, CGPoint(x: 0, y: 50))
            }
        }
    }

    func testRunOnMainActorPassesValuesAndErrorsThrough() {
        struct Refused: Error {}
        XCTAssertEqual(runOnMainActor { UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10)).frame.height }, 10)
        XCTAssertThrowsError(try runOnMainActor { throw Refused() }) { XCTAssertTrue($0 is Refused) }
    }
}
