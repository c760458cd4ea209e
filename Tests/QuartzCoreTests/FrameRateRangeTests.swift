import Testing
@testable import QuartzCore

/// The display link's rate properties only: how it fires is tested with the render server.
@Suite struct FrameRateRangeTests {
    final class Target {
        func step(_ link: CADisplayLink) {}
    }

    @Test func theRangeIsStoredAndThePreferredRateClampedToTheDisplays() {
        let link = CADisplayLink(target: Target(), selector: Target.step)
        #expect(link.preferredFrameRateRange == .default && link.preferredFramesPerSecond == 0)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30)
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 10, maximum: 30, preferred: nil))
        #expect(link.preferredFramesPerSecond == 0, "no preferred rate")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 24)
        #expect(link.preferredFramesPerSecond == 24)
        // A rate above the display's 60 is kept as asked for, but frames come no faster than the display's.
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        #expect(link.preferredFrameRateRange.preferred == 120 && abs(link.duration - 1.0 / 60) < 1e-9)
        // Setting frames per second sets the default range preferring that rate.
        link.preferredFramesPerSecond = 30
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 30))
        link.invalidate()
    }
}
