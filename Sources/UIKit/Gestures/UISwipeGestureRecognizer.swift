import Foundation

/// A discrete recognizer of swipes: `numberOfTouchesRequired` fingers moving quickly in one of the allowed
/// `direction`s. It is recognized while the fingers are still moving, as soon as they have gone far enough
/// (50 points), fast enough (250 points a second on average, within 0.5 s) and straight enough (sideways
/// drift at most half the distance); moving against the direction, too far sideways, too slowly, or lifting
/// first fails it. UIKit documents none of these numbers; they follow an Apple-internal swipe recognizer's
/// defaults and measured swipes.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may go.
    public struct Direction: OptionSet, Sendable {
        /// The directions' bits.
        public let rawValue: UInt
        /// Directions with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Most time a swipe may take (undocumented; an Apple-internal swipe recognizer uses 0.5 s).
    static let maximumDuration: TimeInterval = 0.5
    /// Least movement along the direction (undocumented; the same recognizer uses 50 points).
    static let minimumPrimaryMovement: CGFloat = 50
    /// Least average speed along the direction since touch-down, in points per second.
    static let minimumSpeed: CGFloat = 250
    /// Most sideways drift, as a fraction of the movement along the direction.
    static let maximumSecondaryRatio: CGFloat = 0.5
    /// Movement against the direction, or sideways before the swipe is long, that fails it.
    static let reverseAllowance: CGFloat = 10
    static let minimumSecondaryAllowance: CGFloat = 25

    /// The allowed directions; `.right` by default.
    open var direction: Direction = .right
    /// The number of fingers; 1 by default.
    open var numberOfTouchesRequired = 1

    private var startLocation: CGPoint?
    private var startTime: TimeInterval = 0
    private weak var swipeWindow: UIWindow?
    private var timer: EventClock.Token?

    /// The first touch starts the clock; more fingers than required fail.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired { return failIfPossible() }
        if startLocation == nil || trackedTouches.count <= numberOfTouchesRequired {
            startLocation = centroid()
            startTime = event.timestamp
            swipeWindow = touches.first?.window
        }
        if timer == nil {
            timer = EventClock.shared.schedule(after: Self.maximumDuration) { [weak self] in self?.failIfPossible() }
        }
    }

    /// Far, fast and straight enough recognizes; against the direction, sideways or slow fails.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, !isWaitingForFailureRequirements, let start = startLocation else { return }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > Self.maximumDuration { return failIfPossible() }
        let now = centroid()
        let d = CGPoint(x: now.x - start.x, y: now.y - start.y)
        var blocked = true
        for (allowed, axis) in [(Direction.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
                                (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1))] where direction.contains(allowed) {
            let primary = d.x * axis.x + d.y * axis.y
            let secondary = abs(d.x * axis.y - d.y * axis.x)
            let elapsed = CGFloat(event.timestamp - startTime)
            if primary >= Self.minimumPrimaryMovement && secondary <= Self.maximumSecondaryRatio * primary
                && primary >= Self.minimumSpeed * elapsed {
                state = .recognized
                return
            }
            if primary >= -Self.reverseAllowance && secondary <= max(Self.minimumSecondaryAllowance, Self.maximumSecondaryRatio * primary) {
                blocked = false
            }
        }
        if blocked { failIfPossible() }
    }

    /// Lifting before the swipe is recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        failIfPossible()
    }

    /// Cancelled touches fail it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        failIfPossible()
    }

    /// Forgets the swipe.
    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        startLocation = nil
    }

    /// Where the swipe began.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start = startLocation else { return super.location(in: view) }
        return convertFromWindow(start, window: swipeWindow, to: view)
    }

    private func centroid() -> CGPoint {
        rememberCentroid()
        return lastLocationInWindow
    }

    private func failIfPossible() {
        if state == .possible && !isWaitingForFailureRequirements { state = .failed }
    }
}
