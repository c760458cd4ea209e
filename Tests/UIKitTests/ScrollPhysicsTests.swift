import Foundation
import Testing
@testable import UIKit

/// The physics of scrolling as pure functions: the rubber band, the projected flick, the decay, the spring,
/// pages and the motions built from them.
@Suite struct ScrollPhysicsTests {
    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func theRubberBandStretchesLessAndLessAndInverts() {
        // (1 − 1/(x·0.55/d + 1))·d for d = 800: 10 → 5.4624, 100 → 51.4620, 800 → 283.871 (= 800·0.55/1.55).
        #expect(close(ScrollPhysics.rubberBand(10, dimension: 800), 5.462445685909323))
        #expect(close(ScrollPhysics.rubberBand(100, dimension: 800), 51.46198830409361))
        #expect(close(ScrollPhysics.rubberBand(800, dimension: 800), 800 * 0.55 / 1.55))
        // Its slope at the edge is the constant, and it never reaches the view's size.
        #expect(close(ScrollPhysics.rubberBand(0.001, dimension: 800) / 0.001, 0.55, within: 1e-5))
        #expect(ScrollPhysics.rubberBand(1e12, dimension: 800) < 800)
        #expect(ScrollPhysics.rubberBand(-5, dimension: 800) == 0 && ScrollPhysics.rubberBand(5, dimension: 0) == 0)
        for x: CGFloat in [0.5, 10, 100, 2000] {
            #expect(close(ScrollPhysics.rubberBandInverse(ScrollPhysics.rubberBand(x, dimension: 300), dimension: 300), x, within: 1e-6))
        }
        // Beyond either edge of a range, and untouched inside it.
        let range: ClosedRange<CGFloat> = 0...1000
        #expect(ScrollPhysics.rubberBanded(500, range: range, dimension: 800) == 500)
        #expect(close(ScrollPhysics.rubberBanded(-100, range: range, dimension: 800), -51.46198830409361))
        #expect(close(ScrollPhysics.rubberBanded(1100, range: range, dimension: 800), 1051.46198830409361))
        #expect(close(ScrollPhysics.unrubberBanded(-51.46198830409361, range: range, dimension: 800), -100, within: 1e-9))
    }

    @Test func aFlickComesToRestWhereWWDCProjectsIt() {
        // v/1000 · r/(1 − r): 1000 pt/s at 0.998 travels 499 points, at 0.99 99 points.
        #expect(close(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998), 499))
        #expect(close(ScrollPhysics.projectedDistance(velocity: -2000, rate: 0.998), -998))
        #expect(close(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.99), 99))
        // The rest shrinks by 0.998 a millisecond: after a second 0.998¹⁰⁰⁰ = 0.135065 of 499 remains.
        #expect(close(ScrollPhysics.decelerated(distance: 499, rate: 0.998, time: 1), 431.602803299105))
        #expect(ScrollPhysics.decelerated(distance: 499, rate: 0.998, time: 0) == 0)
        // It starts at 499 · 1000 · −ln 0.998 ≈ 999 pt/s: within 0.1 % of the flick.
        #expect(close(ScrollPhysics.deceleratedVelocity(distance: 499, rate: 0.998, time: 0), 998.9993326658665, within: 1e-6))
        // Half the way in the half-life, ln ½ / (1000 · ln 0.998) = 346 ms; the last half point after
        // ln(0.5/499) / (1000 · ln 0.998) = 3.4494 s.
        #expect(close(CGFloat(ScrollPhysics.decelerationTime(toCover: 249.5, of: 499, rate: 0.998)!), 0.34622690104949116))
        #expect(ScrollPhysics.decelerationTime(toCover: 600, of: 499, rate: 0.998) == nil)
        let flick = ScrollAxisMotion.decelerating(from: 0, to: 499, rate: 0.998, tolerance: 0.5)
        #expect(!flick.sample(at: 3.449).finished && flick.sample(at: 3.4495) == (value: 499, finished: true))
    }

    @Test func theSpringIsCriticallyDamped() {
        let omega = ScrollPhysics.springFrequency
        #expect(close(omega * omega, 200, within: 1e-9))
        // (x0 + (v0 + ω·x0)·t)·e^(−ωt): released still at 100, after 1/ω it is 200/e.
        let start = ScrollPhysics.spring(displacement: 100, velocity: 0, time: 0)
        #expect(start.displacement == 100 && start.velocity == 0)
        #expect(close(ScrollPhysics.spring(displacement: 100, velocity: 0, time: TimeInterval(1 / omega)).displacement, 200 / M_E, within: 1e-9))
        // It never overshoots when released still, and has settled within half a point after 0.55 s.
        var time: TimeInterval = 0
        while time < 1 {
            #expect(ScrollPhysics.spring(displacement: 100, velocity: 0, time: time).displacement > 0)
            time += 1.0 / 60
        }
        #expect(ScrollPhysics.spring(displacement: 100, velocity: 0, time: 0.55).displacement < 0.5)
        // Moving away at the edge (a bounce), it goes out, turns and comes back.
        let out = ScrollPhysics.spring(displacement: 0, velocity: 1000, time: TimeInterval(1 / omega))
        #expect(close(out.displacement, 1000 / omega / M_E, within: 1e-9))
        #expect(close(out.velocity, 0, within: 1e-9))
    }

    @Test func pagesTurnByTheReleaseVelocityAtMostOnePage() {
        func page(_ offset: CGFloat, _ velocity: CGFloat, start: CGFloat = 300) -> CGFloat {
            ScrollPhysics.pageTarget(offset: offset, velocity: velocity, startOffset: start, pageSize: 300)
        }
        #expect(page(320, 0) == 300 && page(460, 0) == 600, "slow: the nearest page")
        #expect(page(440, 200) == 300, "under 300 pt/s the speed does not count")
        #expect(page(320, 500) == 600 && page(320, -500) == 300, "a flick turns to the next page its way")
        #expect(page(280, -500) == 0)
        #expect(page(800, 2000) == 600 && page(-200, -2000) == 0, "never more than one page from the start")
    }

    @Test func animatedOffsetsEaseOutAndOffsetsSitOnThePixelGrid() {
        #expect(ScrollPhysics.easedOut(0) == 0 && ScrollPhysics.easedOut(1) == 1 && ScrollPhysics.easedOut(0.5) == 0.875)
        #expect(ScrollPhysics.easedOut(-1) == 0 && ScrollPhysics.easedOut(2) == 1)
        #expect(ScrollPhysics.pixelAligned(3.8, scale: 1) == 4 && ScrollPhysics.pixelAligned(3.8, scale: 2) == 4)
        #expect(ScrollPhysics.pixelAligned(3.3, scale: 2) == 3.5 && ScrollPhysics.pixelAligned(-3.3, scale: 2) == -3.5)
        #expect(ScrollPhysics.pixelAligned(1.2, scale: 3) == 4.0 / 3)
    }

    @Test func motionsEndExactlyWhereTheyAim() {
        // A deceleration to a target the delegate chose lands on it exactly, once less than the tolerance remains.
        let snap = ScrollAxisMotion.decelerating(from: 0, to: 250, rate: 0.998, tolerance: 0.25)
        #expect(!snap.isAtRest)
        #expect(close(snap.sample(at: 1).value, 250 * (1 - 0.13506452244668338)) && !snap.sample(at: 1).finished)
        let end = snap.sample(at: 5)
        #expect(end.value == 250 && end.finished)
        // A flick running into the edge at 400 goes past it, turns, and settles on it.
        let bounce = ScrollAxisMotion.bouncing(from: 0, velocity: 2000, rate: 0.998, range: 0...400, tolerance: 0.25)
        let crossing = ScrollPhysics.decelerationTime(toCover: 400, of: 998, rate: 0.998)!
        #expect(close(bounce.sample(at: crossing).value, 400, within: 1e-9))
        let beyond = bounce.sample(at: crossing + 0.05)
        #expect(beyond.value > 400 && !beyond.finished)
        let settled = bounce.sample(at: crossing + 2)
        #expect(settled.value == 400 && settled.finished)
        // An eased move reaches its end at its duration, three quarters of the way before it at half time.
        let eased = ScrollAxisMotion.eased(from: 100, to: 200, duration: 0.3)
        #expect(eased.sample(at: 0.15).value == 187.5 && eased.sample(at: 0.3).value == 200 && eased.sample(at: 0.3).finished)
        // Less than the tolerance to go is no motion at all.
        #expect(ScrollAxisMotion.decelerating(from: 5, to: 5.1, rate: 0.998, tolerance: 0.25).isAtRest)
    }
}
