import Foundation
import Testing
@testable import QuartzCore

/// Spring parameters for parameterized tests.
private struct Spring: Sendable, CustomTestStringConvertible {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let velocity: Double

    var solver: SpringSolver {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    var testDescription: String { "m \(mass), k \(stiffness), c \(damping), v₀ \(velocity)" }
}

/// Progress and velocity at each time in `times` (multiples of `step`), from a classical fourth-order
/// Runge–Kutta integration of m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = v₀: a reference that knows nothing
/// of the closed forms.
private func integrated(_ spring: Spring, at times: [Double], step: Double = 1e-4) -> [(x: Double, v: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double {
        (-spring.damping * v - spring.stiffness * (x - 1)) / spring.mass
    }
    var (x, v) = (0.0, spring.velocity)
    var steps = 0
    var results: [(x: Double, v: Double)] = []
    for time in times {
        let target = Int((time / step).rounded())
        while steps < target {
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + step / 2 * k1v, acceleration(x + step / 2 * k1x, v + step / 2 * k1v))
            let (k3x, k3v) = (v + step / 2 * k2v, acceleration(x + step / 2 * k2x, v + step / 2 * k2v))
            let (k4x, k4v) = (v + step * k3v, acceleration(x + step * k3x, v + step * k3v))
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            steps += 1
        }
        results.append((x, v))
    }
    return results
}

private let underdamped = [
    Spring(mass: 1, stiffness: 100, damping: 10, velocity: 0),
    Spring(mass: 1, stiffness: 100, damping: 5, velocity: 3),
    Spring(mass: 2, stiffness: 50, damping: 3, velocity: -4),
]
// (c/2m)² = k/m exactly in each.
private let critical = [
    Spring(mass: 1, stiffness: 100, damping: 20, velocity: 0),
    Spring(mass: 1, stiffness: 100, damping: 20, velocity: 15),
    Spring(mass: 4, stiffness: 25, damping: 20, velocity: -2),
]
private let overdamped = [
    Spring(mass: 1, stiffness: 100, damping: 30, velocity: 0),
    Spring(mass: 1, stiffness: 100, damping: 200, velocity: 0),
    Spring(mass: 1, stiffness: 100, damping: 30, velocity: 40),
    Spring(mass: 0.5, stiffness: 20, damping: 12, velocity: -6),
]

struct SpringSolverTests {
    // MARK: Parameters

    @Test func defaultsAreCASpringAnimations() {
        let spring = SpringSolver()
        #expect((spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) == (1, 100, 10, 0))
        #expect(spring.dampingRatio == 0.5)
    }

    @Test func dampingRatioAndResponse() {
        // k = (2π / 0.5)² and c = 4π·0.7 / 0.5.
        let spring = SpringSolver(dampingRatio: 0.7, response: 0.5)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
        #expect(abs(spring.damping - 5.6 * Double.pi) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        // Undamped, the response is the period: back at the start after one, at the far end 2 after half.
        let undamped = SpringSolver(dampingRatio: 0, response: 0.4)
        #expect(abs(undamped.value(at: 0.4)) < 1e-9)
        #expect(abs(undamped.value(at: 0.2) - 2) < 1e-9)
        #expect(undamped.settlingDuration == .infinity)
    }

    @Test(arguments: [(0.5, 0.4, 0.0), (1, 0.3, 0), (0.8, 1, 5), (1.5, 0.6, -2), (0.1, 2, 1), (3, 0.25, 0)])
    func settlingDurationMatchesARequestedDuration(ratio: Double, duration: Double, velocity: Double) {
        let spring = SpringSolver(dampingRatio: ratio, settlingDuration: duration, initialVelocity: velocity)
        #expect(spring.mass == 1)
        #expect(spring.initialVelocity == velocity)
        #expect(abs(spring.dampingRatio - ratio) < 1e-9)
        #expect(abs(spring.settlingDuration - duration) < duration * 1e-9)
        #expect(abs(spring.value(at: duration) - 1) <= SpringSolver.settlingThreshold)
    }

    // MARK: Start and end

    @Test(arguments: underdamped + critical + overdamped)
    fileprivate func startsAtZeroWithTheInitialVelocityAndEndsAtOne(spring: Spring) {
        let solver = spring.solver
        #expect(solver.value(at: 0) == 0)
        #expect(solver.velocity(at: 0) == spring.velocity)
        #expect(solver.value(at: -1) == 0)
        #expect(abs(solver.value(at: 1e-9) - spring.velocity * 1e-9) < 1e-15)
        #expect(abs(solver.value(at: 60) - 1) < 1e-12)
        #expect(abs(solver.velocity(at: 60)) < 1e-12)
        #expect(solver.value(at: .infinity) == 1)
        #expect(solver.velocity(at: .infinity) == 0)
        #expect(solver.value(at: 1e300) == 1)
    }

    // MARK: Against integration

    @Test(arguments: underdamped + critical + overdamped)
    fileprivate func matchesRungeKutta(spring: Spring) {
        let times = [0.05, 0.1, 0.3, 0.7, 1.5]
        let solver = spring.solver
        for (time, reference) in zip(times, integrated(spring, at: times)) {
            #expect(abs(solver.value(at: time) - reference.x) < 1e-9, "t = \(time)")
            #expect(abs(solver.velocity(at: time) - reference.v) < 1e-8, "t = \(time)")
        }
    }

    @Test func formsAgreeAcrossCriticalDamping() {
        // Just under and just over critical damping take the oscillating and exponential forms; both
        // approach the critical one continuously, without cancellation.
        let critical = SpringSolver(damping: 20, initialVelocity: 3)
        for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-4, 20 + 1e-4] {
            let near = SpringSolver(damping: damping, initialVelocity: 3)
            for t in [0.01, 0.1, 0.5, 2] {
                #expect(abs(near.value(at: t) - critical.value(at: t)) < 1e-5, "c = \(damping), t = \(t)")
                #expect(abs(near.velocity(at: t) - critical.velocity(at: t)) < 1e-4, "c = \(damping), t = \(t)")
            }
        }
    }

    // MARK: Shape

    @Test func criticallyDampedFromRestNeverOvershoots() {
        let spring = SpringSolver(damping: 20)
        var previous = 0.0
        for t in stride(from: 0.001, through: 5, by: 0.001) {
            let x = spring.value(at: t)
            // Past about 4 s the remaining 1e-16 rounds away and x is exactly 1.
            #expect(x >= previous && (x < 1 || t > 3 && x == 1), "t = \(t)")
            previous = x
        }
    }

    @Test(arguments: [(1.0, 100.0, 10.0), (1, 100, 5), (2, 300, 4)])
    func underdampedPeakMatchesTheDecayOverHalfAPeriod(mass: Double, stiffness: Double, damping: Double) {
        // From rest the first peak is at half the damped period, π/ω_d, and overshoots by e^(−ζω₀π/ω_d).
        let spring = SpringSolver(mass: mass, stiffness: stiffness, damping: damping)
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let damped = natural * (1 - ratio * ratio).squareRoot()
        let peak = 1 + exp(-ratio * natural * Double.pi / damped)
        #expect(abs(spring.value(at: Double.pi / damped) - peak) < 1e-12)
        #expect(abs(spring.velocity(at: Double.pi / damped)) < 1e-9)
        let sampled = stride(from: 0.0, through: 3, by: 1e-4).map { spring.value(at: $0) }.max()!
        #expect(sampled <= peak + 1e-12 && sampled > peak - 1e-6)
    }

    // MARK: Settling

    @Test(arguments: underdamped + critical + overdamped + [
        Spring(mass: 1, stiffness: 100, damping: 10, velocity: 40),
        Spring(mass: 1, stiffness: 100, damping: 30, velocity: -30),
        Spring(mass: 3, stiffness: 2, damping: 0.5, velocity: 1),
    ])
    fileprivate func staysSettledAfterTheSettlingDuration(spring: Spring) {
        let solver = spring.solver
        let settling = solver.settlingDuration
        #expect(settling.isFinite && settling > 0)
        let threshold = SpringSolver.settlingThreshold
        for t in stride(from: settling, through: settling * 3 + 1, by: settling / 2000) {
            // Where the bound is exact, rounding may put the motion a few 1e-16 past it.
            #expect(abs(solver.value(at: t) - 1) <= threshold + 1e-15, "t = \(t)")
        }
        // And it is not wildly conservative: the motion is still near the threshold shortly before.
        let before = stride(from: settling * 0.8, through: settling, by: settling / 2000)
        #expect(before.map { abs(solver.value(at: $0) - 1) }.max()! > threshold * 0.8)
    }

    @Test func fromRestWithoutOscillationTheSettlingDurationIsExact() {
        for damping in [20.0, 30, 200] {
            let spring = SpringSolver(damping: damping)
            let error = abs(spring.value(at: spring.settlingDuration) - 1)
            #expect(abs(error - SpringSolver.settlingThreshold) < 1e-9, "c = \(damping)")
        }
    }

    @Test func settlingDurationsCompareWithApplesDocumentation() {
        // Apple: with damping 5 (and the default mass and stiffness) "approximately 2.85 seconds"; with
        // damping 15 "just over 1 second". The envelope gives ln(1.0328 / 0.001) / 2.5 ≈ 2.776 and
        // ln(1.5119 / 0.001) / 7.5 ≈ 0.976.
        #expect(abs(SpringSolver(damping: 5).settlingDuration - 2.85) < 0.1)
        #expect(abs(SpringSolver(damping: 15).settlingDuration - 1) < 0.05)
        // The default: ln((2/√3) / 0.001) / 5.
        #expect(abs(SpringSolver().settlingDuration - log(2 / 3.0.squareRoot() / 0.001) / 5) < 1e-12)
    }

    // MARK: Bad parameters

    @Test func badParametersAreClampedAndNeverGiveNaN() {
        let springs = [
            SpringSolver(mass: 0, stiffness: 0, damping: -5),
            SpringSolver(mass: -1, stiffness: -100, damping: 10, initialVelocity: .infinity),
            SpringSolver(mass: .nan, stiffness: .nan, damping: .nan, initialVelocity: .nan),
            SpringSolver(mass: .infinity, stiffness: .infinity, damping: .infinity, initialVelocity: -.infinity),
            SpringSolver(mass: 1e-300, stiffness: 1e300, damping: 1e300),
            SpringSolver(dampingRatio: -1, response: 0),
            SpringSolver(dampingRatio: .nan, response: .nan),
            SpringSolver(dampingRatio: 0, settlingDuration: 0),
            SpringSolver(dampingRatio: .nan, settlingDuration: .nan, initialVelocity: .nan),
            SpringSolver(dampingRatio: .infinity, settlingDuration: .infinity),
        ]
        for (index, spring) in springs.enumerated() {
            #expect(spring.mass > 0 && spring.stiffness > 0 && spring.damping >= 0, "spring \(index)")
            #expect(!spring.settlingDuration.isNaN, "spring \(index)")
            for t in [0, 1e-6, 0.01, 0.5, 3, 1e6, .infinity] {
                #expect(spring.value(at: t).isFinite, "spring \(index), t = \(t)")
                #expect(spring.velocity(at: t).isFinite, "spring \(index), t = \(t)")
            }
        }
        // NaN falls back to Core Animation's defaults; negative damping to none.
        let defaults = springs[2]
        #expect((defaults.mass, defaults.stiffness, defaults.damping, defaults.initialVelocity) == (1, 100, 10, 0))
        #expect(springs[0].damping == 0)
        #expect(springs[0].settlingDuration == .infinity)
    }
}
