import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite struct GestureRecognizerBuiltInTests {
    /// A 400-point view in the window with `recognizer` on it, and the recorder of its actions.
    private func attach(_ recognizer: UIGestureRecognizer, to window: UIWindow) -> (UIView, ActionRecorder) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(v)
        let recorder = ActionRecorder()
        recognizer.addTarget(recorder, action: ActionRecorder.handle)
        v.addGestureRecognizer(recognizer)
        keepAlive(recorder, on: v)
        return (v, recorder)
    }

    // MARK: Tap

    @Test func tapDefaultsAndRecognitionAtTheLift() throws {
        let defaults = UITapGestureRecognizer()
        #expect(defaults.numberOfTapsRequired == 1 && defaults.numberOfTouchesRequired == 1)
        try withEventWindow { window, generator in
            let tap = UITapGestureRecognizer()
            let (v, recorder) = attach(tap, to: window)
            var location = CGPoint.zero
            recorder.onAction = { location = $0.location(in: v) }
            try generator.fingerDown(at: CGPoint(x: 100, y: 120))
            generator.wait(0.1)
            #expect(recorder.states.isEmpty)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
            #expect(location == CGPoint(x: 100, y: 120))
        }
    }

    @Test func tapMovementAndDurationLimits() throws {
        try withEventWindow { window, generator in
            let (_, recorder) = attach(UITapGestureRecognizer(), to: window)
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 103, y: 100))
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 200, y: 100), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
            try generator.fingerLongPress(at: CGPoint(x: 100, y: 100), duration: 3)
            #expect(recorder.states == [.ended])
        }
    }

    @Test func doubleTapTiming() throws {
        try withEventWindow { window, generator in
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let (_, recorder) = attach(double, to: window)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            generator.wait(0.15)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            #expect(recorder.states == [.ended])
            generator.wait(1)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            generator.wait(0.6)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            #expect(recorder.states == [.ended])
            // The late tap started a new attempt: one more tap completes it.
            generator.wait(0.1)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            #expect(recorder.states == [.ended, .ended])
            generator.wait(1)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            generator.wait(0.1)
            try generator.fingerTap(at: CGPoint(x: 250, y: 100))
            generator.wait(1)
            #expect(recorder.states == [.ended, .ended])
        }
    }

    @Test func twoFingerTaps() throws {
        try withEventWindow { window, generator in
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            let (_, recorder) = attach(tap, to: window)
            try generator.twoFingerTap(at: CGPoint(x: 200, y: 200))
            #expect(recorder.states == [.ended])
            try generator.fingerTap(at: CGPoint(x: 200, y: 200))
            #expect(recorder.states == [.ended])
            try generator.fingerDown([.rightIndex, .rightMiddle, .rightRing],
                                     at: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 200, y: 100)])
            try generator.fingerUp([.rightIndex, .rightMiddle, .rightRing])
            #expect(recorder.states == [.ended])
        }
    }

    // MARK: Pan

    @Test func panDefaultsAndPerAxisHysteresis() throws {
        let defaults = UIPanGestureRecognizer()
        #expect(defaults.minimumNumberOfTouches == 1 && defaults.maximumNumberOfTouches == Int.max)
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            let (v, recorder) = attach(pan, to: window)
            var translations: [CGPoint] = []
            recorder.onAction = { translations.append(($0 as! UIPanGestureRecognizer).translation(in: v)) }
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 108, y: 108))
            #expect(pan.state == .possible)
            try generator.fingerMove(to: CGPoint(x: 109.5, y: 100))
            #expect(pan.state == .possible)
            try generator.fingerMove(to: CGPoint(x: 112, y: 103))
            #expect(recorder.states == [.began])
            #expect(translations == [CGPoint(x: 2, y: 0)])
            try generator.fingerMove(to: CGPoint(x: 117, y: 103))
            #expect(translations.last == CGPoint(x: 7, y: 0))
            pan.setTranslation(.zero, in: v)
            #expect(pan.translation(in: v) == .zero)
            try generator.fingerMove(to: CGPoint(x: 122, y: 103))
            #expect(translations.last == CGPoint(x: 5, y: 0))
            try generator.fingerUp()
            #expect(recorder.states.last == .ended)
        }
    }

    @Test func panHysteresisIsTakenOffInEitherDirection() throws {
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            let (v, recorder) = attach(pan, to: window)
            var atBegan = CGPoint.zero
            recorder.onAction = { if $0.state == .began { atBegan = ($0 as! UIPanGestureRecognizer).translation(in: v) } }
            try generator.fingerDown(at: CGPoint(x: 200, y: 200))
            try generator.fingerMove(to: CGPoint(x: 188, y: 200))
            try generator.fingerUp()
            #expect(atBegan == CGPoint(x: -2, y: 0))
        }
    }

    @Test func panVelocityIsInPointsPerSecond() throws {
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            let (v, recorder) = attach(pan, to: window)
            // In the given view's coordinates: a view scaled by 2 sees half the speed.
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            v.addSubview(scaled)
            var velocities: [CGPoint] = [], scaledVelocities: [CGPoint] = []
            recorder.onAction = {
                guard $0.state == .changed else { return }
                velocities.append(($0 as! UIPanGestureRecognizer).velocity(in: v))
                scaledVelocities.append(($0 as! UIPanGestureRecognizer).velocity(in: scaled))
            }
            try generator.fingerDown(at: CGPoint(x: 50, y: 100))
            try generator.fingerMove(to: CGPoint(x: 150, y: 100), duration: 1)
            try generator.fingerUp()
            let last = try #require(velocities.last)
            #expect(abs(last.x - 100) < 1 && abs(last.y) < 1e-6)
            #expect(abs(scaledVelocities.last!.x - 50) < 1)
        }
    }

    @Test func panLifecycleAndTouchCounts() throws {
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            let (_, recorder) = attach(pan, to: window)
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 200, y: 100), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty)
            try generator.fingerDown([.rightIndex, .rightMiddle], at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 150)])
            try generator.fingerMove([.rightIndex, .rightMiddle], to: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 150)], duration: 0.1)
            #expect(recorder.states.first == .began)
            #expect(pan.location(in: nil) == CGPoint(x: 200, y: 125))
            try generator.fingerUp(.rightMiddle)
            #expect(recorder.states.last == .ended)
            try generator.fingerUp(.rightIndex)
        }
        try withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            pan.maximumNumberOfTouches = 1
            let (_, _) = attach(pan, to: window)
            try generator.fingerDown([.rightIndex, .rightMiddle], at: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 150)])
            #expect(pan.numberOfTouches == 1)
            try generator.fingerUp([.rightIndex, .rightMiddle])
        }
    }

    @Test func aWheelScrollDrivesAPanThatAllowsIt() {
        withEventWindow { window, generator in
            let pan = UIPanGestureRecognizer()
            let (v, recorder) = attach(pan, to: window)
            generator.scroll(by: CGVector(dx: 0, dy: -30), at: CGPoint(x: 100, y: 100))
            #expect(recorder.states.isEmpty)
            pan.allowedScrollTypesMask = .all
            generator.scroll(by: CGVector(dx: 0, dy: -30), at: CGPoint(x: 100, y: 100))
            generator.scroll(by: CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))
            #expect(recorder.states == [.began, .changed])
            #expect(pan.translation(in: v) == CGPoint(x: 0, y: -50))
            #expect(pan.location(in: v) == CGPoint(x: 100, y: 100))
            generator.wait(0.2)
            #expect(recorder.states == [.began, .changed, .ended])
        }
    }

    // MARK: Swipe

    @Test func swipeDefaultsAndRecognitionWhileMoving() throws {
        let defaults = UISwipeGestureRecognizer()
        #expect(defaults.direction == .right && defaults.numberOfTouchesRequired == 1)
        try withEventWindow { window, generator in
            let swipe = UISwipeGestureRecognizer()
            let (v, recorder) = attach(swipe, to: window)
            var location = CGPoint.zero
            recorder.onAction = { location = $0.location(in: v) }
            try generator.fingerDown(at: CGPoint(x: 20, y: 200))
            try generator.fingerMove(to: CGPoint(x: 140, y: 200), duration: 0.09)
            #expect(recorder.states == [.ended])
            #expect(location == CGPoint(x: 20, y: 200))
            try generator.fingerMove(to: CGPoint(x: 220, y: 200), duration: 0.06)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
        }
    }

    @Test func swipeFailures() throws {
        try withEventWindow { window, generator in
            let (_, recorder) = attach(UISwipeGestureRecognizer(), to: window)
            try generator.fingerDown(at: CGPoint(x: 300, y: 200))
            try generator.fingerMove(to: CGPoint(x: 100, y: 200), duration: 0.1)
            try generator.fingerUp()
            try generator.fingerDown(at: CGPoint(x: 20, y: 200))
            try generator.fingerMove(to: CGPoint(x: 220, y: 200), duration: 1.5)
            try generator.fingerUp()
            try generator.fingerDown(at: CGPoint(x: 20, y: 100))
            try generator.fingerMove(to: CGPoint(x: 170, y: 180), duration: 0.1)
            try generator.fingerUp()
            try generator.fingerDown(at: CGPoint(x: 20, y: 200))
            try generator.fingerMove(to: CGPoint(x: 40, y: 200), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 20, y: 200))
            try generator.fingerMove(to: CGPoint(x: 170, y: 204), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.ended])
        }
    }

    @Test func swipesInSeveralDirections() throws {
        try withEventWindow { window, generator in
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.up, .down]
            let (_, recorder) = attach(swipe, to: window)
            try generator.fingerDown(at: CGPoint(x: 200, y: 300))
            try generator.fingerMove(to: CGPoint(x: 200, y: 150), duration: 0.1)
            try generator.fingerUp()
            try generator.fingerDown(at: CGPoint(x: 200, y: 100))
            try generator.fingerMove(to: CGPoint(x: 200, y: 250), duration: 0.1)
            try generator.fingerUp()
            try generator.fingerDown(at: CGPoint(x: 50, y: 200))
            try generator.fingerMove(to: CGPoint(x: 250, y: 200), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states == [.ended, .ended])
        }
    }

    // MARK: Pinch and rotation

    @Test func pinchScaleIsAbsoluteSinceTheFingersWentDown() throws {
        try withEventWindow { window, generator in
            let pinch = UIPinchGestureRecognizer()
            let (_, recorder) = attach(pinch, to: window)
            var scales: [CGFloat] = []
            var velocities: [CGFloat] = []
            recorder.onAction = {
                scales.append(($0 as! UIPinchGestureRecognizer).scale)
                velocities.append(($0 as! UIPinchGestureRecognizer).velocity)
            }
            try generator.fingerDown(at: CGPoint(x: 200, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty && pinch.scale == 1)
            try generator.fingerPinchOpen(at: CGPoint(x: 200, y: 200), startDistance: 100, endDistance: 200, duration: 0.5)
            #expect(recorder.states.first == .began && recorder.states.last == .ended)
            let last = try #require(scales.dropLast().last)
            #expect(abs(last - 2) < 1e-6)
            // 100 points over 30 steps of 1/60 s, from 100 points apart: 2 a second.
            let lastVelocity: CGFloat = velocities[velocities.count - 2]
            #expect(abs(lastVelocity - 2) < 0.01)
            #expect(pinch.scale == 1)
        }
    }

    @Test func settingTheScaleRebasesItAndResetsTheVelocity() throws {
        try withEventWindow { window, generator in
            let pinch = UIPinchGestureRecognizer()
            let (_, recorder) = attach(pinch, to: window)
            var scales: [CGFloat] = []
            recorder.onAction = { recognizer in
                let pinch = recognizer as! UIPinchGestureRecognizer
                scales.append(pinch.scale)
                pinch.scale = 1
                #expect(pinch.velocity == 0)
            }
            try generator.fingerPinchClose(at: CGPoint(x: 200, y: 200), startDistance: 200, endDistance: 100, duration: 0.5)
            let product = scales.dropLast().reduce(1, *)
            #expect(abs(product - 0.5) < 1e-6)
        }
    }

    @Test func rotationIsInRadiansClockwisePositive() throws {
        try withEventWindow { window, generator in
            let rotation = UIRotationGestureRecognizer()
            let (_, recorder) = attach(rotation, to: window)
            var angles: [CGFloat] = []
            recorder.onAction = { angles.append(($0 as! UIRotationGestureRecognizer).rotation) }
            try generator.fingerRotate(at: CGPoint(x: 200, y: 200), angle: .pi / 2, radius: 100, duration: 0.5)
            #expect(recorder.states.first == .began && recorder.states.last == .ended)
            let last = try #require(angles.dropLast().last)
            #expect(abs(last - .pi / 2) < 1e-6)
            try generator.fingerRotate(at: CGPoint(x: 200, y: 200), angle: -.pi / 4, radius: 100, duration: 0.5)
            #expect(abs(angles.dropLast().last! + .pi / 4) < 1e-6)
        }
    }

    // MARK: Long press

    @Test func longPressDefaultsAndLifecycle() throws {
        let defaults = UILongPressGestureRecognizer()
        #expect(defaults.minimumPressDuration == 0.5 && defaults.allowableMovement == 10)
        #expect(defaults.numberOfTapsRequired == 0 && defaults.numberOfTouchesRequired == 1)
        try withEventWindow { window, generator in
            let (_, recorder) = attach(UILongPressGestureRecognizer(), to: window)
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            generator.wait(0.45)
            #expect(recorder.states.isEmpty)
            generator.wait(0.15)
            #expect(recorder.states == [.began])
            try generator.fingerMove(to: CGPoint(x: 150, y: 100))
            #expect(recorder.states == [.began, .changed])
            try generator.fingerUp()
            #expect(recorder.states == [.began, .changed, .ended])
            recorder.states = []
            try generator.fingerLongPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
            #expect(recorder.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            generator.wait(0.2)
            try generator.fingerMove(to: CGPoint(x: 115, y: 100))
            generator.wait(0.5)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            generator.wait(0.2)
            try generator.fingerMove(to: CGPoint(x: 105, y: 100))
            generator.wait(0.4)
            #expect(recorder.states == [.began])
            try generator.fingerUp()
        }
    }

    @Test func longPressAfterATap() throws {
        try withEventWindow { window, generator in
            let press = UILongPressGestureRecognizer()
            press.numberOfTapsRequired = 1
            let (_, recorder) = attach(press, to: window)
            try generator.fingerLongPress(at: CGPoint(x: 100, y: 100), duration: 1)
            #expect(recorder.states.isEmpty)
            generator.wait(1)
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            generator.wait(0.1)
            try generator.fingerLongPress(at: CGPoint(x: 100, y: 100), duration: 1)
            #expect(recorder.states == [.began, .ended])
        }
    }

    // MARK: Screen edge and hover

    @Test func screenEdgePansStartAtTheirEdges() throws {
        try withEventWindow { window, generator in
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            let (_, recorder) = attach(edge, to: window)
            try generator.fingerDown(at: CGPoint(x: 200, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 390, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 0, y: 200))
            try generator.fingerMove(to: CGPoint(x: 100, y: 200), duration: 0.1)
            try generator.fingerUp()
            #expect(recorder.states.first == .began && recorder.states.last == .ended)
        }
    }

    @Test func hoverBeginsChangesAndEndsWithThePointer() {
        withEventWindow { window, generator in
            let hover = UIHoverGestureRecognizer()
            let recorder = ActionRecorder()
            hover.addTarget(recorder, action: ActionRecorder.handle)
            let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            window.addSubview(v)
            v.addGestureRecognizer(hover)
            var locations: [CGPoint] = []
            recorder.onAction = { locations.append($0.location(in: v)) }
            generator.pointerMove(to: CGPoint(x: 50, y: 50))
            #expect(recorder.states.isEmpty)
            generator.pointerMove(to: CGPoint(x: 110, y: 120))
            generator.pointerMove(to: CGPoint(x: 130, y: 120))
            generator.pointerMove(to: CGPoint(x: 300, y: 300))
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(locations.prefix(2) == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)])
            generator.pointerMove(to: CGPoint(x: 150, y: 150))
            generator.pointerMove(to: nil)
            #expect(recorder.states == [.began, .changed, .ended, .began, .ended])
        }
    }
}
