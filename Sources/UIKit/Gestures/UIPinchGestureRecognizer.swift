import Foundation

/// A continuous recognizer of two fingers moving apart or together: it begins when their distance has
/// changed by a few points and ends when both have lifted. `scale` is the distance now over the distance
/// when the two fingers went down (absolute, not a step); `velocity` is in scale per second.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance must change before the gesture begins.
    static let hysteresis: CGFloat = 8

    private var initialDistance: CGFloat?
    private var rawScale: CGFloat = 1
    private var scaleFactor: CGFloat = 1
    private var velocityStorage: CGFloat = 0
    private var lastTime: TimeInterval = 0

    /// The scale of the pinch since it began; setting it (to 1, typically, after applying it) makes later
    /// values count from it and resets the velocity.
    open var scale: CGFloat {
        get { scaleFactor * rawScale }
        set {
            scaleFactor = rawScale == 0 ? newValue : newValue / rawScale
            velocityStorage = 0
        }
    }

    /// The velocity of the pinch, in scale per second.
    open var velocity: CGFloat { velocityStorage }

    /// Two fingers start a pinch; more are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches where trackedTouches.count > 2 { ignore(touch, for: event) }
        if trackedTouches.count == 2 { restartPair() }
        lastTime = event.timestamp
    }

    /// The distance's change begins and changes the pinch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard trackedTouches.count == 2, let start = initialDistance, start > 0 else { return }
        let d = currentDistance()
        let previous = scale
        rawScale = d / start
        let dt = event.timestamp - lastTime
        lastTime = event.timestamp
        if dt > 0 { velocityStorage = (scale - previous) / dt }
        beginOrChange(pastThreshold: abs(d - start) >= Self.hysteresis)
    }

    /// Ends when both fingers have lifted; lifting before it began fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let stillDown = fingersStillDown
        if stillDown < 2 && state == .possible { initialDistance = nil }
        if stillDown == 0 { endAfterLastFingerLifted() }
    }

    /// Cancelled touches cancel a pinch that began, or fail it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    /// Back to a scale of 1.
    open override func reset() {
        super.reset()
        initialDistance = nil
        rawScale = 1
        scaleFactor = 1
        velocityStorage = 0
    }

    /// A new pair of fingers: the scale continues from its value.
    private func restartPair() {
        let current = scale
        initialDistance = currentDistance()
        rawScale = 1
        scaleFactor = current
    }

    private func currentDistance() -> CGFloat {
        distance(trackedTouches[0].locationInWindow, trackedTouches[1].locationInWindow)
    }
}
