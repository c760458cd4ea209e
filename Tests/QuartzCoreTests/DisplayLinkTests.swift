import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// What display links called: each call's timestamp.
final class LinkCalls {
    var timestamps: [CFTimeInterval] = []
}

/// A display link's target.
final class LinkTarget {
    let calls: LinkCalls
    init(_ calls: LinkCalls) { self.calls = calls }
    func step(_ link: CADisplayLink) { calls.timestamps.append(link.timestamp) }
}

/// How many frames a render server produced.
final class FrameCount: Sendable {
    let value = Mutex(0)
}

@Suite struct DisplayLinkTests {
    private let frameInterval = 1.0 / 60

    /// Runs this thread's run loop once without waiting: the links it has been signalled for fire.
    private func turn() {
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, false)
    }

    /// Ticks `clock` for frame `n` (from 1) of a 60 Hz display starting at media time 100, then turns the run loop.
    private func frame(_ n: Int, of clock: FrameClock) {
        clock.tick(at: time(ofFrame: n), interval: frameInterval)
        turn()
    }

    private func time(ofFrame n: Int) -> CFTimeInterval { 100 + Double(n) * frameInterval }

    /// Turns this thread's run loop until `condition` holds, for at most ten seconds (a bound for a loaded
    /// machine, not a timing requirement).
    private func eventually(_ condition: () -> Bool) -> Bool {
        let giveUp = Date(timeIntervalSinceNow: 10)
        while !condition() {
            if Date() > giveUp { return false }
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.002))
        }
        return true
    }

    @Test func firesOncePerFrameWithTheFramesTimeAndTheNextFramesTime() {
        let clock = FrameClock(), calls = LinkCalls()
        let link = CADisplayLink(target: LinkTarget(calls), selector: LinkTarget.step, clock: clock)
        #expect(link.duration == FrameClock.defaultInterval)
        link.add(to: .current, forMode: .default)
        turn()
        #expect(calls.timestamps.isEmpty, "no frame yet")
        frame(1, of: clock)
        #expect(calls.timestamps == [time(ofFrame: 1)])
        #expect(link.timestamp == time(ofFrame: 1))
        #expect(link.targetTimestamp == time(ofFrame: 1) + frameInterval)
        #expect(link.duration == frameInterval)
        frame(2, of: clock)
        frame(3, of: clock)
        turn()
        #expect(calls.timestamps == [1, 2, 3].map(time(ofFrame:)), "once per frame, not per turn")
        // Frames that pass while the run loop is busy fire once, for the latest.
        clock.tick(at: time(ofFrame: 4), interval: frameInterval)
        clock.tick(at: time(ofFrame: 5), interval: frameInterval)
        turn()
        #expect(calls.timestamps.last == time(ofFrame: 5))
        #expect(calls.timestamps.count == 4)
        link.invalidate()
    }

    @Test func aLinkAskingForThirtyFramesASecondFiresEveryOtherFrameOfASixtyHertzDisplay() {
        let clock = FrameClock(), calls = LinkCalls()
        let link = CADisplayLink(target: LinkTarget(calls), selector: LinkTarget.step, clock: clock)
        link.preferredFramesPerSecond = 30
        link.add(to: .current, forMode: .common)
        for n in 1...6 { frame(n, of: clock) }
        #expect(calls.timestamps == [1, 3, 5].map(time(ofFrame:)))
        #expect(abs(link.targetTimestamp - link.timestamp - 2 * frameInterval) < 1e-9)
        #expect(link.duration == frameInterval, "the display's interval, whatever the link prefers")

        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 24, preferred: 20)
        calls.timestamps = []
        for n in 7...12 { frame(n, of: clock) }
        #expect(calls.timestamps == [7, 10].map(time(ofFrame:)))
        link.invalidate()
    }

    @Test func ratesRoundToADivisorOfTheDisplaysRate() {
        func divisor(_ range: CAFrameRateRange, hertz: Double) -> Int {
            CADisplayLink.framesPerCall(preferring: range.sanitized, displayInterval: 1 / hertz)
        }
        #expect(divisor(.default, hertz: 60) == 1)
        // A preferred rate alone rounds to the nearest divisor; a maximum is not exceeded.
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 0, preferred: 50), hertz: 60) == 1)
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 50, preferred: 50), hertz: 60) == 2)
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 0, preferred: 40), hertz: 60) == 2)
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 120, preferred: 120), hertz: 60) == 1)
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30), hertz: 120) == 4)
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30), hertz: 59.94) == 2)
        // Within the range even when the preferred rate is nearer a rate outside it.
        #expect(divisor(CAFrameRateRange(minimum: 40, maximum: 60, preferred: 25), hertz: 120) == 3)
        #expect(divisor(CAFrameRateRange(minimum: 0, maximum: 1, preferred: 1), hertz: 60) == 60)
    }

    @Test func badRatesAndFramesAreRefused() {
        let clock = FrameClock(), calls = LinkCalls()
        let link = CADisplayLink(target: LinkTarget(calls), selector: LinkTarget.step, clock: clock)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: .nan, maximum: -5, preferred: .infinity)
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 50, maximum: 20, preferred: 90)
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 20, maximum: 20, preferred: 20))
        link.preferredFramesPerSecond = -30
        #expect(link.preferredFramesPerSecond == 0)
        #expect(CADisplayLink.framesPerCall(preferring: .default, displayInterval: .nan) == 1)
        #expect(CADisplayLink.framesPerCall(preferring: .default, displayInterval: 0) == 1)
        let slow = CAFrameRateRange(minimum: 0, maximum: 1, preferred: 1)
        #expect(CADisplayLink.framesPerCall(preferring: slow, displayInterval: 1e-300) == 1000)

        link.add(to: .current, forMode: .default)
        for (time, interval) in [(Double.nan, frameInterval), (100, 0), (100, -1), (100, .infinity)] {
            clock.tick(at: time, interval: interval)
        }
        #expect(clock.latestFrame == nil)
        frame(1, of: clock)
        clock.tick(at: time(ofFrame: 1), interval: frameInterval)
        turn()
        #expect(calls.timestamps == [time(ofFrame: 1)], "a frame composited again is no new frame")
        link.invalidate()
    }

    @Test func pauseAndInvalidateStopCallsAndInvalidateReleasesTheTarget() throws {
        let clock = FrameClock(), calls = LinkCalls()
        weak var weakLink: CADisplayLink?
        weak var weakTarget: LinkTarget?
        do {
            let target = LinkTarget(calls)
            let link = CADisplayLink(target: target, selector: LinkTarget.step, clock: clock)
            link.add(to: .current, forMode: .common)
            weakLink = link
            weakTarget = target
        }
        #expect(weakLink != nil, "the run loop keeps the link")
        #expect(weakTarget != nil, "the link keeps its target")
        #expect(clock.wantsFrames)
        frame(1, of: clock)
        #expect(calls.timestamps.count == 1)

        weakLink?.isPaused = true
        #expect(!clock.wantsFrames, "a paused link lets the host stop")
        frame(2, of: clock)
        frame(3, of: clock)
        #expect(calls.timestamps.count == 1)
        weakLink?.isPaused = false
        #expect(clock.wantsFrames)
        turn()
        #expect(calls.timestamps.count == 1, "an unpaused link waits for the next frame")
        frame(4, of: clock)
        #expect(calls.timestamps == [1, 4].map(time(ofFrame:)))

        do {
            // Removed from its last run loop, the link is its holder's alone; it can be added again.
            let link = try #require(weakLink)
            link.remove(from: .current, forMode: .common)
            #expect(!clock.wantsFrames)
            frame(5, of: clock)
            #expect(calls.timestamps.count == 2)
            link.add(to: .current, forMode: .default)
            frame(6, of: clock)
            #expect(calls.timestamps.count == 3)
        }

        weakLink?.invalidate()
        #expect(!clock.wantsFrames)
        #expect(weakTarget == nil, "invalidate releases the target")
        #expect(weakLink == nil, "and the run loop the link")
        frame(7, of: clock)
        #expect(calls.timestamps.count == 3)
    }

    @Test func theServerKeepsProducingFramesWhileALinkIsActiveAndSleepsAfterward() {
        let clock = FrameClock(), frames = FrameCount(), calls = LinkCalls()
        let server = RenderServer(framesPerSecond: 60) { time, interval in
            clock.tick(at: time, interval: interval)
            frames.value.withLock { $0 += 1 }
        }
        clock.setDemandHandler { server.setContinuousFrames($0) }
        let target = RenderTarget(width: 20, height: 20, scale: 1) { _, _ in }
        server.add(target)
        target.commit(RenderLayer.snapshot(of: layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor), at: 0))
        server.start()
        defer { server.stop() }
        #expect(eventually { server.isSleeping }, "nothing animates: the server sleeps after its first frame")

        let link = CADisplayLink(target: LinkTarget(calls), selector: LinkTarget.step, clock: clock)
        link.add(to: .current, forMode: .default)
        let before = frames.value.withLock { $0 }
        #expect(eventually { frames.value.withLock { $0 } >= before + 5 && calls.timestamps.count >= 3 },
                "frames keep coming for the link")
        #expect(zip(calls.timestamps.dropFirst(), calls.timestamps).allSatisfy { $0 > $1 })

        link.isPaused = true
        #expect(eventually { server.isSleeping }, "a paused link lets the server sleep")
        link.isPaused = false
        #expect(eventually { !server.isSleeping })
        link.invalidate()
        #expect(eventually { server.isSleeping }, "the server sleeps again after invalidate")
    }
}
