import Foundation

/// How one axis of a scroll view moves on its own — a deceleration, a bounce, a page settling, an animated
/// offset — as a function of the time since it started, so that any frame's offset is computed in closed form
/// from the frame's time, whatever frames were dropped before it.
struct ScrollAxisMotion {
    private enum Segment {
        /// Slowing from `origin` towards `origin + distance`, the rest keeping `rate` of itself a millisecond.
        case decelerating(origin: CGFloat, distance: CGFloat, rate: CGFloat)
        /// A critically damped spring settling on `target`, released `displacement` from it at `velocity`.
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat)
        /// An eased move from `start` to `end` over `duration`.
        case eased(start: CGFloat, end: CGFloat, duration: TimeInterval)
    }

    /// The segments in order, each from its start time; the last one ends the motion.
    private let segments: [(start: TimeInterval, segment: Segment)]
    /// How close to its end a segment must come to end: half a device pixel.
    private let tolerance: CGFloat

    private init(_ segments: [(start: TimeInterval, segment: Segment)], tolerance: CGFloat) {
        self.segments = segments
        self.tolerance = tolerance
    }

    /// A deceleration from `origin` that ends exactly at `target`, on the curve of a flick slowing by `rate`.
    static func decelerating(from origin: CGFloat, to target: CGFloat, rate: CGFloat, tolerance: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion([(0, .decelerating(origin: origin, distance: target - origin, rate: rate))], tolerance: tolerance)
    }

    /// A flick from `origin` at `velocity` points a second, slowing by `rate`, that runs past the edge of
    /// `range` it comes to: the deceleration hands its speed at the edge to the spring that brings it back.
    static func bouncing(from origin: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>,
                         tolerance: CGFloat) -> ScrollAxisMotion {
        let distance = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        let edge = distance > 0 ? range.upperBound : range.lowerBound
        guard let crossing = ScrollPhysics.decelerationTime(toCover: edge - origin, of: distance, rate: rate) else {
            return settling(from: origin, to: edge, velocity: velocity, tolerance: tolerance)
        }
        let speed = ScrollPhysics.deceleratedVelocity(distance: distance, rate: rate, time: crossing)
        return ScrollAxisMotion([(0, .decelerating(origin: origin, distance: distance, rate: rate)),
                                 (crossing, .spring(target: edge, displacement: 0, velocity: speed))], tolerance: tolerance)
    }

    /// A spring from `origin`, moving at `velocity`, settling on `target`: a bounce back or a page turn.
    static func settling(from origin: CGFloat, to target: CGFloat, velocity: CGFloat, tolerance: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion([(0, .spring(target: target, displacement: origin - target, velocity: velocity))], tolerance: tolerance)
    }

    /// An eased move from `start` to `end` over `duration` seconds.
    static func eased(from start: CGFloat, to end: CGFloat, duration: TimeInterval) -> ScrollAxisMotion {
        ScrollAxisMotion([(0, .eased(start: start, end: end, duration: duration))], tolerance: 0)
    }

    /// Whether the motion has ended before it starts: there is nothing to animate.
    var isAtRest: Bool { sample(at: 0).finished }

    /// Where the axis is `time` seconds after the motion started, and whether the motion has ended there.
    func sample(at time: TimeInterval) -> (value: CGFloat, finished: Bool) {
        let index = segments.lastIndex { $0.start <= time } ?? 0
        let (start, segment) = segments[index]
        let (value, settled) = Self.sample(segment, at: max(0, time - start), tolerance: tolerance)
        return (value, settled && index == segments.count - 1)
    }

    /// The speed, in points a second, of a deceleration `time` seconds after the motion started; nil when the
    /// axis is then springing or easing instead (a bounce back carries no momentum into a new flick).
    func deceleratingVelocity(at time: TimeInterval) -> CGFloat? {
        let index = segments.lastIndex { $0.start <= time } ?? 0
        guard case .decelerating(_, let distance, let rate) = segments[index].segment else { return nil }
        return ScrollPhysics.deceleratedVelocity(distance: distance, rate: rate, time: max(0, time - segments[index].start))
    }

    private static func sample(_ segment: Segment, at time: TimeInterval, tolerance: CGFloat) -> (CGFloat, Bool) {
        switch segment {
        case .decelerating(let origin, let distance, let rate):
            let travelled = ScrollPhysics.decelerated(distance: distance, rate: rate, time: time)
            if abs(distance - travelled) < tolerance { return (origin + distance, true) }
            return (origin + travelled, false)
        case .spring(let target, let displacement, let velocity):
            let state = ScrollPhysics.spring(displacement: displacement, velocity: velocity, time: time)
            if abs(state.displacement) < tolerance, abs(state.velocity) < ScrollPhysics.restingSpeed { return (target, true) }
            return (target + state.displacement, false)
        case .eased(let start, let end, let duration):
            // Frame times are sums of intervals: allow for their rounding.
            guard duration > 0, time < duration - 1e-9 else { return (end, true) }
            return (start + (end - start) * ScrollPhysics.easedOut(CGFloat(time / duration)), false)
        }
    }
}
