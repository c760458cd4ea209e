import Foundation

/// A discrete recognizer of taps: `numberOfTouchesRequired` fingers touching down and lifting,
/// `numberOfTapsRequired` times in quick succession in about the same place. It is recognized when the last
/// required tap lifts, and fails when a finger moves too far, is held too long, when more fingers touch
/// than required, or when the next tap does not come within 0.35 s.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Most time from a tap's lift to the next tap's touch-down (UIKit's 0.35 s).
    static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
    /// Most time a tap's fingers may stay down (undocumented; UIKit's text tap recognizer uses 0.75 s).
    static let maximumTapDuration: TimeInterval = 0.75
    /// Most distance a finger may move, and a later tap may be from the first (undocumented; UIKit's text
    /// tap recognizer uses 45 points).
    static let allowableMovement: CGFloat = 45

    /// The number of taps; 1 by default.
    open var numberOfTapsRequired = 1
    /// The number of fingers of each tap; 1 by default.
    open var numberOfTouchesRequired = 1
    /// The mouse buttons that must be pressed for a pointer's tap; the primary one by default. A finger
    /// counts as the primary button, so a recognizer that requires another fails on touches.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsCompleted = 0
    private var isTapDown = false
    private var touchesInTap: [UITouch] = []
    private var mostTouchesInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private weak var tapWindow: UIWindow?
    private var timer: EventClock.Token?

    /// Touches down: a new tap starts (near the first one, for later taps); too many fingers, or other
    /// buttons than the required ones, fail.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        let pressed = event.buttonMask.isEmpty ? UIEvent.ButtonMask.primary : event.buttonMask
        guard pressed == buttonMaskRequired else { return failIfPossible() }
        if !isTapDown {
            isTapDown = true
            touchesInTap = []
            mostTouchesInTap = 0
            timer?.cancel()
            timer = EventClock.shared.schedule(after: Self.maximumTapDuration) { [weak self] in self?.failIfPossible() }
        }
        for touch in touches {
            touchesInTap.append(touch)
            startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
            tapWindow = touch.window
            if tapsCompleted > 0, let first = firstTapLocation, distance(touch.locationInWindow, first) > Self.allowableMovement {
                return failIfPossible()
            }
        }
        let down = touchesInTap.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        mostTouchesInTap = max(mostTouchesInTap, down)
        if down > numberOfTouchesRequired { failIfPossible() }
    }

    /// A finger that moves too far fails the tap.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if distance(touch.locationInWindow, start) > Self.allowableMovement { return failIfPossible() }
        }
    }

    /// When the tap's fingers have all lifted, the tap counts if it had the required fingers; the last
    /// required tap recognizes the gesture, an earlier one waits for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, isTapDown else { return }
        guard touchesInTap.allSatisfy({ $0.phase == .ended }) else { return }
        isTapDown = false
        timer?.cancel()
        guard mostTouchesInTap == numberOfTouchesRequired else { return failIfPossible() }
        if tapsCompleted == 0 {
            let starts = touchesInTap.compactMap { startLocations[ObjectIdentifier($0)] }
            let n = CGFloat(max(1, starts.count))
            firstTapLocation = CGPoint(x: starts.reduce(0) { $0 + $1.x } / n, y: starts.reduce(0) { $0 + $1.y } / n)
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            timer = EventClock.shared.schedule(after: Self.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                self?.failIfPossible()
            }
        }
    }

    /// Cancelled touches fail the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        failIfPossible()
    }

    /// Forgets the taps so far.
    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        tapsCompleted = 0
        isTapDown = false
        touchesInTap = []
        mostTouchesInTap = 0
        startLocations = [:]
        firstTapLocation = nil
    }

    /// The centroid of the first tap's touches.
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapLocation else { return super.location(in: view) }
        return convertFromWindow(first, window: tapWindow, to: view)
    }

    /// A tap recognizer never prevents one that needs more taps (so a double tap can follow a single tap).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override var awaitsFurtherTouches: Bool { tapsCompleted > 0 }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}
