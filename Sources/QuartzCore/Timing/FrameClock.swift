import CoreFoundation
import Foundation
import Synchronization

/// The display's refresh as display links see it: after each frame the host ticks the clock with the frame's
/// media time and the frame interval, and every display link following it is signalled on its run loops.
///
/// While a link follows the clock, the clock tells the host (its demand handler) that it wants frames, so the
/// host keeps producing them even when nothing animates; a clock nobody ticks leaves its links silent.
package final class FrameClock: Sendable {
    /// One display refresh.
    package struct Frame: Equatable, Sendable {
        /// The frame's number, counting from 1: links that want fewer frames skip by it.
        package var index: Int
        /// The frame's media time.
        package var time: CFTimeInterval
        /// The time to the next frame: the display's refresh interval.
        package var interval: CFTimeInterval
    }

    /// A following display link: the run-loop source that tells it of a frame, and the run loops to wake.
    struct Follower: @unchecked Sendable {
        // CFRunLoopSourceSignal and CFRunLoopWakeUp may be called from any thread, which is all the clock does.
        let source: CFRunLoopSource
        let runLoops: [CFRunLoop]
    }

    private struct State: Sendable {
        var latest: Frame?
        var followers: [ObjectIdentifier: Follower] = [:]
        var demandHandler: (@Sendable (Bool) -> Void)?
    }

    private let state = Mutex(State())

    /// The clock UIKit's screens tick after each frame; display links follow it unless told otherwise.
    package static let shared = FrameClock()

    /// The frame interval reported before the first frame: a 60 Hz display's.
    package static let defaultInterval: CFTimeInterval = 1.0 / 60

    /// A clock that has not ticked yet.
    package init() {}

    /// The most recent frame, if any.
    package var latestFrame: Frame? { state.withLock { $0.latest } }

    /// Whether a display link follows the clock: while one does, the host must keep producing frames.
    package var wantsFrames: Bool { state.withLock { !$0.followers.isEmpty } }

    /// Makes `handler` the one told whether display links want frames: now, and whenever that changes. The
    /// host keeps its frames coming while it is told `true`.
    package func setDemandHandler(_ handler: @escaping @Sendable (Bool) -> Void) {
        state.withLock { state in
            state.demandHandler = handler
            handler(!state.followers.isEmpty)
        }
    }

    /// Records a frame shown at media time `time`, `interval` before the next, and signals the links. A time
    /// or interval that is not finite, a non-positive interval, or the same time as the last frame's (a
    /// frame composited again, not a new refresh) is ignored.
    package func tick(at time: CFTimeInterval, interval: CFTimeInterval) {
        guard time.isFinite, interval.isFinite, interval > 0 else { return }
        let followers = state.withLock { state -> [Follower] in
            if let latest = state.latest, latest.time == time { return [] }
            state.latest = Frame(index: (state.latest?.index ?? 0) + 1, time: time, interval: interval)
            return Array(state.followers.values)
        }
        for follower in followers {
            CFRunLoopSourceSignal(follower.source)
            for runLoop in follower.runLoops { CFRunLoopWakeUp(runLoop) }
        }
    }

    /// Signals `follower` at each frame from now on, replacing what `id` registered before.
    func follow(_ id: ObjectIdentifier, _ follower: Follower) {
        state.withLock { state in
            let wanted = state.followers.isEmpty
            state.followers[id] = follower
            // The handler is called under the lock so that hosts see demand changes in order.
            if wanted { state.demandHandler?(true) }
        }
    }

    /// Stops signalling what `id` registered.
    func unfollow(_ id: ObjectIdentifier) {
        state.withLock { state in
            guard state.followers.removeValue(forKey: id) != nil, state.followers.isEmpty else { return }
            state.demandHandler?(false)
        }
    }
}
