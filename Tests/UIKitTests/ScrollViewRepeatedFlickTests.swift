import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Repeated flicks: a flick that catches content still decelerating fast in its direction carries momentum on,
/// so that flicking again and again goes ever faster, as on iOS; one the other way, or after the content has
/// slowed, starts afresh.
@MainActor @Suite struct ScrollViewRepeatedFlickTests {
    /// A quick flick up: 280 points in 0.1 s (6 moves), released at 2800 points a second, 270 of them
    /// dragged after the hysteresis.
    private func flick(_ generator: EventGenerator, up: Bool = true) throws {
        let start = CGPoint(x: 100, y: up ? 290 : 10)
        try generator.fingerDown(at: start)
        try generator.fingerMove(to: CGPoint(x: 100, y: up ? 10 : 290), duration: 0.1)
        try generator.fingerUp()
    }

    /// A scroll view 300 points tall over a long page, resting 5,000 points down so that flicks go either way.
    private func makePage(in window: UIWindow) -> (UIScrollView, ScrollRecorder) {
        let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 100_000))
        scroll.contentOffset = CGPoint(x: 0, y: 5000)
        return (scroll, recorder)
    }

    /// The velocity, in points a second, of the deceleration of a flick released at 2800 points a second,
    /// `time` seconds after the release: the 1397.2 points it will travel, times −1000 · ln 0.998 · 0.998^(1000t).
    private func decelerationVelocity(after time: Double) -> CGFloat {
        let distance = 2800 / 1000 * 0.998 / 0.002
        return -distance * 1000 * log(0.998) * pow(0.998, time * 1000)
    }

    @Test func aSecondFlickCarriesTheMomentumOfTheFirstAndGoesMoreThanTwiceAsFar() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makePage(in: window)
            try flick(generator)
            // One flick: 270 dragged, then 2.8 · 0.998/0.002 = 1397.2 decelerating, to 6667.2 on the grid 6667.
            #expect(recorder.targets == [CGPoint(x: 0, y: 6667)])
            // A tenth of a second later, 0.998¹⁰⁰ = 81.86 % of the way is left: shown at 5270 + 1397.2 · 0.18136.
            clock.renderFrames(6)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 5523) && scroll.isDecelerating)
            // The second flick catches it moving at 2289.7 points a second, which carries
            // 0.000816 · 2289.7^1.967 = 3314.2 on: released at 6114.2, it goes 6114.2 · 0.499 = 3051.0 on.
            let caught = decelerationVelocity(after: 0.1)
            let carried = 0.000816 * pow(caught, 1.967)
            #expect(abs(carried - 3314.15) < 0.01)
            try flick(generator)
            // (The frame the catch reads is within a millisecond of the tenth of a second: within 0.01 pt/ms.)
            #expect(abs(recorder.velocities[1].y - (2.8 + carried / 1000)) < 0.01)
            let target = 5523 + 270 + (2800 + carried) * 0.998 / 0.002 / 1000
            #expect(abs(recorder.targets[1].y - target) < 5 && abs(target - 8844) < 0.1)
            clock.renderFrames(600)
            #expect(scroll.contentOffset == recorder.targets[1] && !scroll.isDecelerating)
            // 3844 points in all, farther than twice one flick's 1667.2.
            #expect(scroll.contentOffset.y - 5000 > 2 * 1667.2)
        }
    }

    @Test func aFlickTheOtherWayOrAfterTheContentSlowedCarriesNothing() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makePage(in: window)
            try flick(generator)
            clock.renderFrames(6)
            // Caught at 5523 going down the page, flicked back up it: 5523 − 270 − 1397.2, on the grid 3856.
            try flick(generator, up: false)
            #expect(abs(recorder.velocities.last!.y + 2.8) < 1e-6)
            #expect(recorder.targets.last == CGPoint(x: 0, y: 3856))
            clock.renderFrames(600)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 3856))

            // After 70 frames (1.167 s) the first flick has slowed to 270.6 points a second, under the 300 that
            // carry: the next flick goes its own 1397.2 from where it caught the content.
            scroll.contentOffset = CGPoint(x: 0, y: 5000)
            try flick(generator)
            clock.renderFrames(70)
            #expect(abs(decelerationVelocity(after: 70.0 / 60) - 270.6) < 0.1)
            #expect(scroll.isDecelerating)
            let caughtAt = scroll.contentOffset.y
            try flick(generator)
            #expect(abs(recorder.velocities.last!.y - 2.8) < 1e-6)
            #expect(recorder.targets.last == CGPoint(x: 0, y: ScrollPhysics.pixelAligned(caughtAt + 270 + 1397.2, scale: 1)))
        }
    }

    @Test func aSlowDragAfterTheCatchIsADragNotAPush() throws {
        try withScrollWindow { window, generator, clock in
            let (_, recorder) = makePage(in: window)
            try flick(generator)
            clock.renderFrames(6)
            // Caught fast, then dragged 110 points up over a second: released at about 110 points a second, under
            // half the 3314 it would carry.
            try generator.fingerDown(at: CGPoint(x: 100, y: 200))
            try generator.fingerMove(to: CGPoint(x: 100, y: 90), duration: 1)
            try generator.fingerUp()
            #expect(abs(recorder.velocities.last!.y - 0.11) < 1e-6)
        }
    }
}
