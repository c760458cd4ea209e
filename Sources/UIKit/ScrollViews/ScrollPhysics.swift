import Foundation

/// The physics of scrolling, as pure functions of numbers: what a scroll view does with a drag past its edges,
/// a flick, a bounce and a page turn. Times are in seconds, velocities in points per second unless a name says
/// otherwise.
///
/// Sources:
/// - Deceleration: the velocity keeps `rate` of itself each millisecond (`UIScrollView.DecelerationRate`,
///   0.998 normal, 0.99 fast), and a flick comes to rest `v/1000 · r/(1 − r)` points away — the projection
///   Apple gives in WWDC 2018 session 803, "Designing Fluid Interfaces".
/// - Rubber band: `(1 − 1/(x·c/d + 1))·d` with c = 0.55 and d the view's size along the axis — the formula
///   Grant Paul published in 2013 from iOS's behaviour ("Analysis of Apple's rubber band scrolling").
/// - Repeated flicks: a flick that catches content still decelerating in its direction adds momentum that
///   grows faster than the caught speed, `0.000816·|v|^1.967` points a second — the fit Flutter's iOS physics
///   publishes (`BouncingScrollPhysics.carriedMomentum`), made by overlaying its scrolling on UIKit's.
/// - Bounce back and paging: a critically damped spring (no public Apple figure; Ilya Lobanov's analysis of
///   UIScrollView and Flutter's iOS physics both use one), of stiffness 200 for a unit mass.
enum ScrollPhysics {
    /// The rubber band's constant: how stiff the band is at the edge (the slope there).
    static let rubberBandConstant: CGFloat = 0.55

    /// The natural frequency of the spring that brings content back from beyond an edge and settles pages:
    /// √200 rad/s, a critically damped unit mass on a spring of stiffness 200 (settles 100 points in ~0.5 s).
    static let springFrequency: CGFloat = 200.squareRoot()

    /// The speed under which a spring counts as at rest: iOS ends a deceleration near 10 points a second (the
    /// speed at which the flicks logged in Stack Overflow question 16155375 ended, recomputed from their data).
    static let restingSpeed: CGFloat = 10

    /// How long an animated `setContentOffset(_:animated:)` takes.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// How long a mouse wheel's notch takes to scroll its distance, easing out: Mac Catalyst and AppKit animate
    /// a notch over roughly 0.1–0.2 s, and Chromium's wheel animation (ported to Flutter as
    /// `SmoothScrollSimulation`) takes 6 to 12 frames at 60 Hz.
    static let wheelEaseDuration: TimeInterval = 0.15

    /// A release slower than this (points a second) turns no page by its speed: the nearest page is chosen.
    static let pagingFlickSpeed: CGFloat = 300

    // MARK: Rubber band

    /// How far content shows past an edge when the finger has dragged it `overshoot` points past it, for a
    /// view `dimension` points long on that axis: the band stretches less and less, never reaching `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandConstant / dimension + 1)) * dimension
    }

    /// The drag past an edge that shows content `shown` points past it: the inverse of `rubberBand`.
    static func rubberBandInverse(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard shown > 0, dimension > 0 else { return 0 }
        guard shown < dimension else { return .greatestFiniteMagnitude }
        return dimension / rubberBandConstant * shown / (dimension - shown)
    }

    /// The offset shown for the unconstrained offset `position` of a drag, on an axis whose resting range is
    /// `range`: inside the range it is the same; beyond it, rubber-banded by the view's `dimension`.
    static func rubberBanded(_ position: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if position < range.lowerBound { return range.lowerBound - rubberBand(range.lowerBound - position, dimension: dimension) }
        if position > range.upperBound { return range.upperBound + rubberBand(position - range.upperBound, dimension: dimension) }
        return position
    }

    /// The unconstrained drag position that shows `offset`: the inverse of `rubberBanded`.
    static func unrubberBanded(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound { return range.lowerBound - rubberBandInverse(range.lowerBound - offset, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + rubberBandInverse(offset - range.upperBound, dimension: dimension) }
        return offset
    }

    // MARK: Deceleration

    /// How far a flick at `velocity` points a second travels before it rests, slowing by `rate` a millisecond
    /// (WWDC 2018 session 803's projection).
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate)
    }

    /// How far a deceleration that will travel `distance` in all has gone after `time` seconds: the distance
    /// still to go keeps `rate` of itself each millisecond, as the velocity does.
    static func decelerated(distance: CGFloat, rate: CGFloat, time: TimeInterval) -> CGFloat {
        distance * (1 - pow(rate, CGFloat(max(0, time)) * 1000))
    }

    /// The velocity, in points a second, of that deceleration at `time`.
    static func deceleratedVelocity(distance: CGFloat, rate: CGFloat, time: TimeInterval) -> CGFloat {
        -distance * 1000 * log(rate) * pow(rate, CGFloat(max(0, time)) * 1000)
    }

    /// When that deceleration has gone `part` of its `distance` (same sign, smaller); nil if it never does.
    static func decelerationTime(toCover part: CGFloat, of distance: CGFloat, rate: CGFloat) -> TimeInterval? {
        guard distance != 0, part / distance >= 0, part / distance < 1 else { return nil }
        return TimeInterval(log(1 - part / distance) / (1000 * log(rate)))
    }

    // MARK: Repeated flicks

    /// Content caught slower than this (points a second) is nearly at rest: a new flick starts afresh. Below
    /// it the fit would carry less than a fifth of the speed, which reads as noise rather than a push.
    static let carryingSpeed: CGFloat = 300

    /// The most momentum one flick carries on, in points a second (the fit's own cap).
    static let maximumCarriedMomentum: CGFloat = 40_000

    /// The speed a flick released at `release` adds when it caught content decelerating at `caught` (both in
    /// points a second, along one axis): the fitted momentum, when the content was still moving fast, the flick
    /// goes the same way, and the flick is a flick — at least half as fast as what it would carry (a slow drag
    /// after a catch is a drag, as in Flutter's rule).
    static func carriedMomentum(caught: CGFloat, release: CGFloat) -> CGFloat {
        guard abs(caught) >= carryingSpeed, (caught > 0) == (release > 0) else { return 0 }
        let momentum = min(0.000816 * pow(abs(caught), 1.967), maximumCarriedMomentum)
        guard abs(release) >= momentum / 2 else { return 0 }
        return caught > 0 ? momentum : -momentum
    }

    // MARK: Spring

    /// A critically damped spring released `displacement` points from its rest with `velocity` points a
    /// second: its displacement and velocity after `time` seconds, `(x0 + (v0 + ω·x0)·t)·e^(−ωt)`.
    static func spring(displacement: CGFloat, velocity: CGFloat, time: TimeInterval) -> (displacement: CGFloat, velocity: CGFloat) {
        let t = CGFloat(max(0, time)), omega = springFrequency
        let decay = exp(-omega * t)
        let linear = velocity + omega * displacement
        return ((displacement + linear * t) * decay, (linear - omega * (displacement + linear * t)) * decay)
    }

    // MARK: Paging

    /// The page offset (a multiple of `pageSize`) a paging scroll view settles on when released at `offset`
    /// moving at `velocity` points a second, having started the drag at `startOffset`: a release faster than
    /// `pagingFlickSpeed` turns to the next page in its direction, a slower one to the nearest page, and never
    /// more than one page from where the drag began.
    static func pageTarget(offset: CGFloat, velocity: CGFloat, startOffset: CGFloat, pageSize: CGFloat) -> CGFloat {
        guard pageSize > 0 else { return offset }
        let position = offset / pageSize, startPage = (startOffset / pageSize).rounded()
        let page: CGFloat
        if velocity >= pagingFlickSpeed {
            page = position.rounded(.down) + 1
        } else if velocity <= -pagingFlickSpeed {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        return min(max(page, startPage - 1), startPage + 1) * pageSize
    }

    // MARK: Animated offsets

    /// The eased progress of an animated offset change at `fraction` (0 to 1) of its duration: a cubic ease-out,
    /// fast at first and settling gently, as UIKit's animated scrolls feel.
    static func easedOut(_ fraction: CGFloat) -> CGFloat {
        let remaining = 1 - min(max(fraction, 0), 1)
        return 1 - remaining * remaining * remaining
    }

    /// `value` on the device-pixel grid of `scale`, as UIKit keeps scrolled offsets.
    static func pixelAligned(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = max(1, scale)
        return (value * scale).rounded() / scale
    }
}
