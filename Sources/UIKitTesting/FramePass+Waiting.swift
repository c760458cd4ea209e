import Foundation
import UIKit

/// Waiting in real time, the one way tests should let time pass while the app runs, in Swift Testing and XCTest.
///
/// Under Swift Testing on Linux the main actor is the main queue, served by worker threads whose run loops never
/// turn. An `await Task.sleep` still lets the frame cycle commit and finish animations (it queues a pass behind
/// the test's work), but a synchronous test holds the main queue: `Thread.sleep` lets nothing run, and
/// `RunLoop.main.run(until:)` returns at once off the main thread. These waits run the frame cycle themselves,
/// and stop as soon as what the test waits for holds.
extension FramePass {
    /// How long a wait sleeps between two drains: one frame at 60 Hz.
    private static let waitSlice: TimeInterval = 1.0 / 60

    /// Lets `seconds` of real time pass while the app runs: once a frame, `drain()` commits what changed,
    /// composites a frame at the current time and runs what it leaves (animations that finished, with their
    /// delegates and completion blocks); between frames the test's task sleeps, leaving the main actor to work
    /// queued on it (`DispatchQueue.main.async` blocks, tasks). A negative or non-finite time waits for nothing.
    public static func wait(for seconds: TimeInterval) async {
        _ = await wait(until: { false }, timeout: seconds)
    }

    /// Waits in real time, as `wait(for:)` does, until `condition` holds or `timeout` seconds have passed, and
    /// returns whether it held. The condition is checked after every frame. A negative or non-finite timeout
    /// checks once.
    @discardableResult
    public static func wait(until condition: () -> Bool, timeout: TimeInterval = 1) async -> Bool {
        let deadline = deadline(after: timeout)
        while true {
            drain()
            if condition() { return true }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            do {
                try await Task.sleep(nanoseconds: UInt64(min(left, waitSlice) * 1e9))
            } catch {
                // Cancelled: the test is ending, so the wait ends with what holds now.
                return condition()
            }
        }
    }

    /// Lets `seconds` of real time pass, as the asynchronous `wait(for:)` does, turning the current thread's
    /// run loop between frames instead of sleeping: its timers fire, and on the main thread (XCTest's) the main
    /// queue runs too. A synchronous test under Swift Testing holds the main queue while it waits, so blocks
    /// queued on it run only afterwards: make such a test `async` and `await` the wait.
    public static func wait(for seconds: TimeInterval) {
        _ = wait(until: { false }, timeout: seconds)
    }

    /// Waits in real time, as `wait(for:)` does, until `condition` holds or `timeout` seconds have passed, and
    /// returns whether it held.
    @discardableResult
    public static func wait(until condition: () -> Bool, timeout: TimeInterval = 1) -> Bool {
        let deadline = deadline(after: timeout)
        while true {
            drain()
            if condition() { return true }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            let slice = Date(timeIntervalSinceNow: min(left, waitSlice))
            // A run loop with nothing to wait for returns at once: sleep instead of spinning.
            if !RunLoop.current.run(mode: .default, before: slice) { Thread.sleep(until: slice) }
        }
    }

    private static func deadline(after timeout: TimeInterval) -> Date {
        Date(timeIntervalSinceNow: timeout.isFinite ? max(0, timeout) : 0)
    }
}
