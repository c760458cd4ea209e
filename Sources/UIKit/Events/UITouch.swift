import Foundation

/// One finger (or the mouse, or a pencil) on the screen. The same object follows the finger from the moment
/// it touches down until it lifts or is cancelled, and stays bound to the view hit-tested when it began —
/// even after it moves out of that view.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move since the previous event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (hover); Vellum reports hover through `UIHoverGestureRecognizer`.
        case regionEntered = 5
        /// A pointer moved in a region.
        case regionMoved = 6
        /// A pointer left a region.
        case regionExited = 7
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// A pencil.
        case pencil = 2
        /// A pointer: the mouse or a trackpad.
        case indirectPointer = 3
        /// The older name of `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// The touch's phase.
    public internal(set) var phase: Phase = .began
    /// When the touch began or last changed, in seconds since system start-up.
    public internal(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped in the same place in quick succession, this touch included.
    public internal(set) var tapCount = 1
    /// What made the touch.
    public internal(set) var type: TouchType = .direct
    /// The view the touch was hit-tested to when it began: it stays the touch's view for its whole life.
    /// (Apple documents it as becoming nil once a gesture recognizer recognizes the touch; every observed
    /// UIKit and every re-implementation keeps the view, and so does Vellum.)
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The radius of the touch's contact, in points.
    public internal(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off, in points.
    public internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The touch's force; 0 where force is not measured, as on every Vellum host.
    public internal(set) var force: CGFloat = 0
    /// The greatest force a touch can have; 0 where force is not measured.
    public internal(set) var maximumPossibleForce: CGFloat = 0
    /// A pencil's altitude; π/2 (perpendicular) for other touches.
    public internal(set) var altitudeAngle: CGFloat = .pi / 2

    /// The location in the window's coordinates, and the one before the latest change.
    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero
    /// The host's number for the finger.
    var identifier = 0
    /// Where and when the touch began (for tap counts).
    var startLocationInWindow = CGPoint.zero
    var startTimestamp: TimeInterval = 0
    /// Whether the latest event changed the touch (a stationary touch did not).
    var changedInCurrentEvent = false
    /// Whether the touch began while interaction events were ignored, or outside every window: it is
    /// delivered to nothing for its whole life.
    var isIgnored = false
    /// The recognizers receiving the touch, in delivery order.
    var recognizerList: [UIGestureRecognizer] = []
    /// What the touch's view has been given, and what is withheld from it.
    var delivery = ViewDelivery()

    /// A touch at the origin of no window; the event system makes the touches it delivers.
    public override init() {
        super.init()
    }

    /// The gesture recognizers receiving the touch.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizerList }

    /// The location in `view`'s coordinates (its bounds' origin and transforms included); in the window's
    /// when `view` is nil.
    open func location(in view: UIView?) -> CGPoint { convertFromWindow(locationInWindow, to: view) }

    /// The location before the latest change, in `view`'s coordinates; equal to `location(in:)` when the
    /// touch has just begun.
    open func previousLocation(in view: UIView?) -> CGPoint { convertFromWindow(previousLocationInWindow, to: view) }

    /// The most precise location: the same as `location(in:)` on Vellum's hosts.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The most precise previous location: the same as `previousLocation(in:)` on Vellum's hosts.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// A pencil's azimuth in `view`; 0 for other touches.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// A pencil's azimuth as a unit vector in `view`; (1, 0) for other touches.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        if view === window { return point }
        return view.convert(point, from: window)
    }

    /// The phase, location and time a view is shown when a withheld `touchesBegan` is delivered late.
    struct Snapshot {
        var location: CGPoint
        var timestamp: TimeInterval
    }

    /// The delivery of one touch to its view, which gesture recognizers may delay or cancel.
    struct ViewDelivery {
        /// How far the view's delivery has come.
        enum Stage {
            /// The view has not been sent `touchesBegan` (yet).
            case none
            /// The view has the touch: it was sent `touchesBegan` and nothing final.
            case began
            /// The view was sent `touchesEnded` or `touchesCancelled`, or will get nothing more.
            case finished
        }

        /// How far it has come.
        var stage = Stage.none
        /// The view never gets the touch: it is not multiple-touch enabled and has another, or an exclusive
        /// touch view is involved.
        var isSuppressed = false
        /// `touchesBegan` is withheld by recognizers that delay it: what the view will be shown.
        var withheldBegan: Snapshot?
        /// The touch moved while its `touchesBegan` was withheld: a catch-up `touchesMoved` follows the late one.
        var withheldMove = false
        /// The touch ended (or was cancelled) while withheld.
        var withheldEnd: UITouch.Phase?
    }
}
