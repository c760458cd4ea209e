import Foundation
import Synchronization
import Testing
@testable import QuartzCore

@Suite struct VirtualMediaClockTests {
    @Test func mediaTimeFollowsTheClockInItsTaskOnly() {
        let clock = VirtualMediaClock(time: 42)
        VirtualMediaClock.$current.withValue(clock) {
            #expect(CACurrentMediaTime() == 42)
            for _ in 0..<30 { clock.advanceFrame(interval: 1.0 / 60) }
            #expect(CACurrentMediaTime() == 42.5, "frames land on whole multiples of the interval")
            clock.advance(by: 0.25)
            clock.advanceFrame(interval: 1.0 / 120)
            #expect(CACurrentMediaTime() == 42.75 + 1.0 / 120)

            // Another thread, like the render thread, keeps the monotonic clock.
            let elsewhere = Mutex<CFTimeInterval>(0)
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                elsewhere.withLock { $0 = CACurrentMediaTime() }
                done.signal()
            }
            done.wait()
            #expect(abs(elsewhere.withLock { $0 } - monotonicTime()) < 1)
        }
        #expect(abs(CACurrentMediaTime() - monotonicTime()) < 1)
    }

    @Test func badTimesAreRefused() {
        #expect(VirtualMediaClock(time: .nan).time.isFinite)
        let clock = VirtualMediaClock(time: 7)
        clock.advance(by: -1)
        clock.advance(by: .infinity)
        clock.advanceFrame(interval: 0)
        clock.advanceFrame(interval: -1.0 / 60)
        clock.advanceFrame(interval: .nan)
        #expect(clock.time == 7)
    }
}
