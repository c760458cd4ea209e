import UIKit

/// Core Animation's clock under a test's control, with frames rendered one at a time on the test's thread:
/// the headless pipeline run synchronously, so animations and display links can be checked frame by frame
/// without waiting for real time.
///
/// ```swift
/// ControlledClock.run { clock in
///     UIView.animate(withDuration: 1) { view.alpha = 0 }
///     clock.renderFrames(30) // half a second at 60 Hz
/// }
/// ```
@preconcurrency @MainActor
public final class ControlledClock {
    private let clock: VirtualMediaClock
    private var isRunning = true

    private init(clock: VirtualMediaClock) {
        self.clock = clock
    }

    /// Runs `body` with the clock under its control, starting at `startTime` (the current media time by
    /// default; a time that is not finite is refused for it). Inside, `CACurrentMediaTime()` returns `time`,
    /// which moves only with `renderFrames(_:)` and `advance(by:)`, and the render thread produces no frames of
    /// its own. Afterwards the monotonic clock and the render thread take over again; animations still running
    /// then keep the times they were given on the controlled clock. Only the test's own task sees the controlled
    /// time: tests running alongside keep the monotonic clock.
    public static func run<R>(startingAt startTime: CFTimeInterval? = nil,
                              _ body: (ControlledClock) throws -> R) rethrows -> R {
        let controlled = ControlledClock(clock: VirtualMediaClock(time: startTime ?? CACurrentMediaTime()))
        defer { controlled.isRunning = false }
        return try HeadlessHost.withControlledClock(controlled.clock) { try body(controlled) }
    }

    /// The media time: what `CACurrentMediaTime()` returns inside `run`.
    public var time: CFTimeInterval { clock.time }

    /// The time between frames: the fastest screen's refresh interval (1/60 s for virtual screens).
    public var frameInterval: CFTimeInterval { HeadlessHost.frameInterval }

    /// Renders `count` frames, each one frame interval after the last: for each, the clock advances, pending
    /// layout, display and commits happen, every screen is composited at the frame's time, animations advance
    /// (delegates and completion blocks run) and display links on the current run loop fire. Nothing happens
    /// outside `run` or for a count below 1.
    public func renderFrames(_ count: Int = 1) {
        guard isRunning else { return }
        for _ in 0..<max(0, count) { HeadlessHost.renderFrame(advancing: clock) }
    }

    /// Moves the clock on by `seconds` without rendering a frame; a step that is negative or not finite is
    /// refused, and nothing happens outside `run`.
    public func advance(by seconds: CFTimeInterval) {
        guard isRunning else { return }
        clock.advance(by: seconds)
    }
}
