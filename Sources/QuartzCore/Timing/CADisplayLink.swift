import Foundation

/// The range of frame rates a display link or animation prefers.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The preferred rate, if any.
    public var preferred: Float?

    /// A range with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the display's frames: it calls its target once per frame while it is in a
/// run loop and not paused.
///
/// Vellum's frames are paced by the host's frame interval (60 per second unless a rate is preferred); the
/// link fires from a run-loop timer at that interval, so `RunLoop.main.run(until:)` drives it as on iOS.
open class CADisplayLink: NSObject {
    private var callback: ((CADisplayLink) -> Void)?
    private var timers: [Timer] = []

    /// The time of the last frame, in media time.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame is due.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether the link skips its calls.
    open var isPaused = false
    /// The preferred frame rates.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { reschedule() }
    }
    /// The preferred frames per second; 0 for the display's native rate.
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }

    /// The host's native frame rate.
    static let nativeFramesPerSecond: Double = 60

    /// The time between frames.
    open var duration: CFTimeInterval {
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        return 1 / (preferred > 0 ? min(preferred, Self.nativeFramesPerSecond) : Self.nativeFramesPerSecond)
    }

    /// A link that calls `selector` on `target` each frame: the Swift-native form of `#selector`, an unbound
    /// method reference such as `Animator.step`. The target is held strongly, as Core Animation does.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        callback = { link in selector(target)(link) }
        super.init()
    }

    private var scheduled: [(RunLoop, RunLoop.Mode)] = []

    /// Starts calling the target from `runloop` in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback != nil else { return }
        scheduled.append((runloop, mode))
        schedule(on: runloop, mode: mode)
    }

    /// Stops calling the target from `runloop` in `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        scheduled.removeAll { $0.0 === runloop && $0.1 == mode }
        reschedule()
    }

    /// Removes the link from every run loop and releases its target.
    open func invalidate() {
        scheduled = []
        for timer in timers { timer.invalidate() }
        timers = []
        callback = nil
    }

    private func schedule(on runloop: RunLoop, mode: RunLoop.Mode) {
        // The timer's closure must be Sendable; the link itself stays on the run loop's thread.
        nonisolated(unsafe) let link = self
        let timer = Timer(timeInterval: duration, repeats: true) { _ in link.fire() }
        runloop.add(timer, forMode: mode)
        timers.append(timer)
    }

    private func reschedule() {
        for timer in timers { timer.invalidate() }
        timers = []
        for (runloop, mode) in scheduled { schedule(on: runloop, mode: mode) }
    }

    private func fire() {
        timestamp = CACurrentMediaTime()
        targetTimestamp = timestamp + duration
        guard !isPaused, let callback else { return }
        callback(self)
    }
}
