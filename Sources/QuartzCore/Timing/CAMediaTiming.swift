import Foundation

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end state after the active time.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start state before the active time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A hierarchical timing model: layers and animations map their parent's time into their own.
public protocol CAMediaTiming {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the simple duration repeats (fractions allowed; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long the object repeats for, overriding `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// The simple duration.
    var duration: CFTimeInterval { get set }
    /// The rate at which local time passes relative to the parent's; 0 pauses.
    var speed: Float { get set }
    /// Whether each repetition plays backwards after playing forwards.
    var autoreverses: Bool { get set }
    /// What is shown before and after the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The current absolute time, in seconds: a monotonic clock, as Core Animation's, unless a host controls the
/// clock in the current task (`VirtualMediaClock`).
public func CACurrentMediaTime() -> CFTimeInterval {
    if let clock = VirtualMediaClock.current { return clock.time }
    return monotonicTime()
}

/// The system's monotonic clock, in seconds.
func monotonicTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1e9
}

/// One object's timing, applied to a parent time.
struct MediaTiming: Equatable, Sendable {
    var beginTime: Double = 0
    var timeOffset: Double = 0
    var repeatCount: Float = 0
    var repeatDuration: Double = 0
    var duration: Double = 0
    var speed: Float = 1
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    /// Core Animation's defaults: starting at 0, at normal speed, once, for no time.
    init() {}

    init(_ timing: some CAMediaTiming) {
        beginTime = timing.beginTime
        timeOffset = timing.timeOffset
        repeatCount = timing.repeatCount
        repeatDuration = timing.repeatDuration
        duration = timing.duration
        speed = timing.speed
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
    }

    /// The parent's time in this object's local time.
    func localTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// A layer's time for its parent's time, as the layer's animations see it: `localTime`, and for a layer with
    /// a duration of its own, that time repeated (and reversed) within the layer's active time, or held at an
    /// end by its fill mode; nil outside its active time otherwise, when its animations show nothing.
    func layerTime(_ parentTime: Double) -> Double? {
        guard duration > 0 else { return localTime(parentTime) }
        return progress(at: parentTime).progress.map { $0 * duration }
    }

    /// The local time, before the active period, in the parent's time (for the layer time hierarchy).
    func parentTime(_ localTime: Double) -> Double {
        speed == 0 ? beginTime : (localTime - timeOffset) / Double(speed) + beginTime
    }

    /// How long the object is active, in local time.
    var activeDuration: Double {
        let cycle = duration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return repeatCount > 0 ? cycle * Double(repeatCount) : cycle
    }

    /// Where in its simple duration the object is at `parentTime`, 0...1 before any timing function;
    /// `nil` when it shows nothing (outside its active time without a fill). `finished` is true once its
    /// active time is over.
    func progress(at parentTime: Double) -> (progress: Double?, finished: Bool) {
        let local = localTime(parentTime)
        let active = activeDuration
        if local < 0 {
            let fills = fillMode == .backwards || fillMode == .both
            return (fills ? 0 : nil, false)
        }
        if local >= active {
            let fills = fillMode == .forwards || fillMode == .both
            return (fills ? position(at: active, ending: true) : nil, true)
        }
        return (position(at: local, ending: false), false)
    }

    /// Which repetition is playing at `parentTime` (0 for the first), for cumulative animations.
    func iteration(at parentTime: Double) -> Double {
        let cycle = duration * (autoreverses ? 2 : 1)
        guard cycle > 0 else { return 0 }
        let local = min(max(localTime(parentTime), 0), activeDuration)
        var index = (local / cycle).rounded(.down)
        // The very end of the active time belongs to the last repetition, not the next.
        if local == activeDuration && index > 0 && local.truncatingRemainder(dividingBy: cycle) == 0 { index -= 1 }
        return index
    }

    /// The position within one simple duration at local time `t`; at the very end of the active time the
    /// last repetition's end (so a count of 2.5 ends half way, and an autoreversing one at its start).
    private func position(at t: Double, ending: Bool) -> Double {
        guard duration > 0, t.isFinite else { return 1 }
        let cycle = duration * (autoreverses ? 2 : 1)
        var within = t.truncatingRemainder(dividingBy: cycle)
        if ending && within == 0 && t > 0 { within = cycle }
        if within <= duration { return within / duration }
        return 1 - (within - duration) / duration
    }
}
