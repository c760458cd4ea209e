import Foundation

/// A continuous recognizer of two fingers turning: it begins once they have turned a few degrees and ends
/// when both have lifted. `rotation` is the angle turned since they went down, in radians, clockwise
/// positive (y grows downwards); `velocity` is in radians per second.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the gesture begins, in radians (about 4°).
    static let hysteresis: CGFloat = 0.07

    private var lastAngle: CGFloat?
    private var rawRotation: CGFloat = 0
    private var rotationOffset: CGFloat = 0
    private var velocityStorage: CGFloat = 0
    private var lastTime: TimeInterval = 0

    /// The rotation since the gesture began, in radians; setting it makes later values count from it and
    /// resets the velocity.
    open var rotation: CGFloat {
        get { rotationOffset + rawRotation }
        set {
            rotationOffset = newValue - rawRotation
            velocityStorage = 0
        }
    }

    /// The velocity of the rotation, in radians per second.
    open var velocity: CGFloat { velocityStorage }

    /// Two fingers start a rotation; more are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches where trackedTouches.count > 2 { ignore(touch, for: event) }
        if trackedTouches.count == 2 { lastAngle = currentAngle() }
        lastTime = event.timestamp
    }

    /// The turn accumulates (unwrapped), beginning and changing the rotation.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard trackedTouches.count == 2, let previousAngle = lastAngle else { return }
        let angle = currentAngle()
        var step = angle - previousAngle
        if step > .pi { step -= 2 * .pi }
        if step < -.pi { step += 2 * .pi }
        lastAngle = angle
        rawRotation += step
        let dt = event.timestamp - lastTime
        lastTime = event.timestamp
        if dt > 0 { velocityStorage = step / dt }
        beginOrChange(pastThreshold: abs(rawRotation) >= Self.hysteresis)
    }

    /// Ends when both fingers have lifted; lifting before it began fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let stillDown = fingersStillDown
        if stillDown < 2 { lastAngle = nil }
        if stillDown == 0 { endAfterLastFingerLifted() }
    }

    /// Cancelled touches cancel a rotation that began, or fail it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    /// Back to no rotation.
    open override func reset() {
        super.reset()
        lastAngle = nil
        rawRotation = 0
        rotationOffset = 0
        velocityStorage = 0
    }

    private func currentAngle() -> CGFloat {
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}
