/// The motion of a damped spring carrying an animation's progress from 0 to its target 1, in closed form.
///
/// The progress x(t) obeys m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = the initial velocity, in
/// progress per second (1 covers the whole animation in a second; positive heads toward the target), as
/// `CASpringAnimation` and UIKit's spring animations measure it.
struct SpringSolver: Sendable {
    /// How close to the target the progress must stay for the spring to count as settled: the epsilon
    /// SwiftUI documents for `Spring.settlingDuration`.
    static let settlingThreshold = 0.001

    /// The mass m on the spring, at least 10⁻⁶.
    let mass: Double
    /// The stiffness k, at least 10⁻⁹.
    let stiffness: Double
    /// The damping coefficient c, at least 0.
    let damping: Double
    /// The progress per second at t = 0.
    let initialVelocity: Double

    /// The exponential decay rate of the undriven motion, c / 2m.
    private let decay: Double
    /// The squared undamped angular frequency, k / m.
    private let naturalFrequencySquared: Double
    private let regime: Regime

    /// Which of the three closed forms the motion takes.
    private enum Regime {
        /// Oscillation at the damped angular frequency √(k/m − (c/2m)²).
        case underdamped(frequency: Double)
        case critical
        /// Two decaying exponentials with rates −c/2m ± `spread`, where `spread` = √((c/2m)² − k/m).
        /// `slowRate` is the one nearer zero, computed without the cancellation of the ± form.
        case overdamped(spread: Double, slowRate: Double)
    }

    /// A spring with `CASpringAnimation`'s parameters and defaults.
    ///
    /// Values are clamped into ranges that keep every derived quantity finite (mass 10⁻⁶…10⁶, stiffness and
    /// damping up to 10⁹, |velocity| up to 10⁹); NaN falls back to the default.
    init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = clamped(mass, to: 1e-6...1e6, ifNaN: 1)
        self.stiffness = clamped(stiffness, to: 1e-9...1e9, ifNaN: 100)
        self.damping = clamped(damping, to: 0...1e9, ifNaN: 10)
        self.initialVelocity = clamped(initialVelocity, to: -1e9...1e9, ifNaN: 0)
        decay = self.damping / (2 * self.mass)
        naturalFrequencySquared = self.stiffness / self.mass
        let discriminant = decay * decay - naturalFrequencySquared
        if discriminant < 0 {
            regime = .underdamped(frequency: (-discriminant).squareRoot())
        } else if discriminant == 0 {
            regime = .critical
        } else {
            let spread = discriminant.squareRoot()
            // The product of the two rates is k/m, which gives the small one from the large one accurately.
            regime = .overdamped(spread: spread, slowRate: -naturalFrequencySquared / (decay + spread))
        }
    }

    /// A spring of mass 1 described as UIKit's `UISpringTimingParameters(dampingRatio:)` and SwiftUI's
    /// springs are: `dampingRatio` ζ (1 is critical damping) and `response`, the period in seconds of the
    /// undamped oscillation; so k = (2π / response)² and c = 4π·ζ / response.
    ///
    /// `dampingRatio` is clamped to 0…1000 (NaN: 1), `response` to 0.001…10⁴ seconds (NaN: 0.5).
    init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let ratio = clamped(dampingRatio, to: 0...1000, ifNaN: 1)
        let response = clamped(response, to: 0.001...1e4, ifNaN: 0.5)
        let frequency = 2 * Double.pi / response
        self.init(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency,
                  initialVelocity: initialVelocity)
    }

    /// The spring of mass 1 with damping ratio `dampingRatio` that settles in `duration` seconds, for
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` and
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`, which run a spring for exactly the given duration.
    ///
    /// The stiffness is chosen so that `settlingDuration` equals `duration`: the motion is then within
    /// `settlingThreshold` of the target when the animation ends and snaps there. `dampingRatio` is clamped
    /// to 0.001…1000 (NaN: 1), since an undamped spring never settles, and `duration` to 0.001…10⁴ seconds
    /// (NaN: 0.25, Core Animation's default duration).
    init(dampingRatio: Double, settlingDuration duration: Double, initialVelocity: Double = 0) {
        let ratio = clamped(dampingRatio, to: 0.001...1000, ifNaN: 1)
        let duration = clamped(duration, to: 0.001...1e4, ifNaN: 0.25)
        func spring(_ frequency: Double) -> SpringSolver {
            SpringSolver(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency,
                         initialVelocity: initialVelocity)
        }
        // From rest, settling time is exactly inversely proportional to the natural frequency, which gives
        // the first guess; a velocity shifts it, so bracket the root and bisect in log-frequency.
        let guess = SpringSolver(mass: 1, stiffness: 1, damping: 2 * ratio).settlingDuration / duration
        var (low, high) = (guess, guess)
        var steps = 0
        while spring(low).settlingDuration < duration && steps < 64 { low /= 2; steps += 1 }
        while spring(high).settlingDuration > duration && steps < 128 { high *= 2; steps += 1 }
        while high > low * (1 + 1e-12) && steps < 400 {
            let middle = (low * high).squareRoot()
            if spring(middle).settlingDuration > duration { low = middle } else { high = middle }
            steps += 1
        }
        self = spring(high)
    }

    /// The damping as a fraction of critical damping, c / 2√(km).
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `t` seconds: 0 at (and before) the start, the target 1 at t = +∞.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let (c, s) = fundamentalSolutions(at: t)
        return 1 - c + (initialVelocity - decay) * s
    }

    /// The progress per second at `t` seconds: the initial velocity at (and before) the start, 0 at t = +∞.
    func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        let (c, s) = fundamentalSolutions(at: t)
        return initialVelocity * c + (naturalFrequencySquared - decay * initialVelocity) * s
    }

    /// The time in seconds after which the progress stays within `settlingThreshold` of the target, or
    /// +∞ for an undamped spring.
    ///
    /// This is where an upper bound on |x(t) − 1| falls to the threshold. For oscillation the bound is the
    /// decaying envelope, giving about 2.78 s for damping 5 and 0.98 s for damping 15 with the other
    /// defaults, against Apple's documented "approximately 2.85" and "just over 1" seconds; and 1.41 s for
    /// the default spring. Without oscillation it is the motion itself for the usual start from rest.
    var settlingDuration: Double {
        let epsilon = Self.settlingThreshold
        let offset = abs(initialVelocity - decay)
        switch regime {
        case .underdamped(let frequency):
            guard decay > 0 else { return .infinity }
            // x − 1 = e^(−decay·t)·(−cos ωt + (v₀ − decay)/ω · sin ωt), whose envelope is the amplitude below.
            return max(0, log(hypot(1, offset / frequency) / epsilon) / decay)
        case .critical:
            return Self.firstTime(below: epsilon) { t in (1 + offset * t) * exp(-decay * t) }
        case .overdamped(let spread, let slowRate):
            // Two bounds on |x − 1|: one that stays tight as the rates merge into critical damping, one that is
            // tight far from it. Each exceeds the threshold only before its own crossing, so the earlier
            // crossing is where their minimum settles.
            let nearCritical = Self.firstTime(below: epsilon) { t in
                exp(slowRate * t) * (1 + offset * min(t, 1 / (2 * spread)))
            }
            let skew = (initialVelocity - decay) / spread
            let (slowWeight, fastWeight) = (abs(skew - 1) / 2, abs(skew + 1) / 2)
            let separated = Self.firstTime(below: epsilon) { t in
                slowWeight * exp(slowRate * t) + fastWeight * exp(-(decay + spread) * t)
            }
            return min(nearCritical, separated)
        }
    }

    /// The solutions C and S of the spring's homogeneous equation with C(0) = 1, C′(0) = −decay and
    /// S(0) = 0, S′(0) = 1, so that the offset from the target is −C + (v₀ − decay)·S.
    ///
    /// Each form stays finite for large t and continuous across critical damping (S → t·e^(−decay·t)).
    private func fundamentalSolutions(at t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underdamped(let frequency):
            let envelope = exp(-decay * t)
            return (envelope * cos(frequency * t), envelope * sin(frequency * t) / frequency)
        case .critical:
            let envelope = exp(-decay * t)
            return (envelope, envelope * t)
        case .overdamped(let spread, let slowRate):
            // e^(−decay·t)·cosh and ·sinh rewritten as decaying exponentials, which neither overflow nor cancel.
            let slow = exp(slowRate * t)
            let fast = exp(-(decay + spread) * t)
            return ((slow + fast) / 2, slow * -expm1(-2 * spread * t) / (2 * spread))
        }
    }

    /// The first time at which `bound` is at most `epsilon`, for a bound that exceeds `epsilon` on some
    /// [0, T) and not after; +∞ if no such time is representable.
    private static func firstTime(below epsilon: Double, _ bound: (Double) -> Double) -> Double {
        var (low, high) = (0.0, 1.0)
        while bound(high) > epsilon {
            guard high.isFinite else { return .infinity }
            (low, high) = (high, high * 2)
        }
        while high - low > high * 1e-13 {
            let middle = (low + high) / 2
            if bound(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}

/// `value` limited to `range`, or `fallback` when it is NaN.
private func clamped(_ value: Double, to range: ClosedRange<Double>, ifNaN fallback: Double) -> Double {
    value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
}
