import Foundation
import UIKitTesting

/// A shown window of `size` points on a screen of its own, removed after `body`.
@MainActor
func withWindow<R>(size: CGSize = CGSize(width: 200, height: 200), _ body: (UIWindow) throws -> R) rethrows -> R {
    let window = showWindow(size: size)
    defer { close(window) }
    return try body(window)
}

/// A shown window of `size` points on a screen of its own, removed after `body`, which may wait.
@MainActor
func withWindow<R>(size: CGSize = CGSize(width: 200, height: 200), _ body: (UIWindow) async throws -> R) async rethrows -> R {
    let window = showWindow(size: size)
    defer { close(window) }
    return try await body(window)
}

@MainActor
private func showWindow(size: CGSize) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = VirtualScreens.connect(size: size, scale: 1)
    window.isHidden = false
    return window
}

@MainActor
private func close(_ window: UIWindow) {
    window.isHidden = true
    VirtualScreens.disconnect(window.screen)
}

/// What a view animation's completion handler was told, and when it ran.
///
/// `after` is not checked against the animation's duration: tests that drive a `ControlledClock` in the same
/// process composite every screen at their own, faster time, so an animation here may finish sooner in real
/// time. The durations themselves are checked frame by frame under `ControlledClock`.
@MainActor
final class Completion {
    private(set) var finished: Bool?
    private(set) var calls = 0
    private let started = Date()
    private(set) var after: TimeInterval?

    var handler: (Bool) -> Void {
        { [self] finished in
            self.finished = finished
            calls += 1
            after = Date().timeIntervalSince(started)
        }
    }
}

/// Moves a square in `window` 80 points right, animated over `duration` seconds of real time.
@MainActor
func animateSquare(in window: UIWindow, duration: TimeInterval, completion: Completion) -> UIView {
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(square)
    FramePass.runOnce()
    UIView.animate(withDuration: duration, animations: { square.center.x += 80 }, completion: completion.handler)
    return square
}

/// Records where its touches began, in window coordinates.
final class TouchRecordingView: UIView {
    var began: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.map { $0.location(in: nil) }
    }
}

/// A gesture recognizer's target that keeps the states and translations of its actions.
@MainActor
final class PanRecorder {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        if let pan = recognizer as? UIPanGestureRecognizer { translations.append(pan.translation(in: nil)) }
    }
}
