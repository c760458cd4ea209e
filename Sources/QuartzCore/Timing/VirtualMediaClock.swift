import Foundation
import Synchronization

/// A media clock a host controls: while it is `current`, `CACurrentMediaTime()` returns its time, which moves
/// only when the host advances it — a headless host stepping frames, or a test.
///
/// It is current for one task (and what that task calls synchronously), not the process: the render thread
/// and code that other tests run at the same time keep the monotonic clock.
package final class VirtualMediaClock: Sendable {
    private struct State {
        var time: CFTimeInterval
        /// Frames are counted from here, so that they land on whole multiples of the interval instead of
        /// drifting with the rounding of repeated additions (30 frames at 60 Hz are exactly 0.5 s).
        var anchor: CFTimeInterval
        var frames = 0
        var frameInterval: CFTimeInterval = 0
    }

    private let state: Mutex<State>

    /// The clock `CACurrentMediaTime()` reads in this task; nil for the monotonic clock.
    @TaskLocal package static var current: VirtualMediaClock?

    /// A clock standing at `time`; a time that is not finite is refused for the monotonic clock's now.
    package init(time: CFTimeInterval) {
        let start = time.isFinite ? time : monotonicTime()
        state = Mutex(State(time: start, anchor: start))
    }

    /// The clock's time.
    package var time: CFTimeInterval { state.withLock { $0.time } }

    /// Moves the clock on by `seconds`; a step that is negative or not finite is refused, so time never
    /// runs backwards.
    package func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            return CALayer.log.error("VirtualMediaClock: cannot advance by \(seconds) s; ignored.")
        }
        state.withLock { state in
            state.time += seconds
            state.anchor = state.time
            state.frames = 0
        }
    }

    /// Moves the clock to the next frame of a display refreshing every `interval` seconds; an interval that
    /// is not finite and positive is refused.
    package func advanceFrame(interval: CFTimeInterval) {
        guard interval.isFinite, interval > 0 else {
            return CALayer.log.error("VirtualMediaClock: cannot advance by a frame of \(interval) s; ignored.")
        }
        state.withLock { state in
            if interval != state.frameInterval {
                state.anchor = state.time
                state.frames = 0
                state.frameInterval = interval
            }
            state.frames += 1
            state.time = state.anchor + Double(state.frames) * interval
        }
    }
}
