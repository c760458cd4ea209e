import CoreFoundation
import Foundation

/// A timer synchronised with the display's refresh: while it is in a run loop and not paused, it calls its
/// target on that run loop once per frame, after the host has shown the frame.
///
/// Frames come from the host's frame clock (`FrameClock.shared`, which UIKit's screens tick), not from a
/// timer: `timestamp` is the frame's media time and `duration` the display's refresh interval. A link that
/// prefers fewer frames skips frames, firing at the divisor of the display's rate nearest what it asks for.
/// On Linux a run loop can be joined only from its own thread or as the main one: add a link to
/// `RunLoop.current` or `RunLoop.main`.
open class CADisplayLink: NSObject {
    private var callback: ((CADisplayLink) -> Void)?
    private let clock: FrameClock
    /// The source the clock signals; the run loops it is in retain it, and it retains the link.
    private var source: CFRunLoopSource?
    private var schedules: [(runLoop: RunLoop, cfRunLoop: CFRunLoop, mode: RunLoop.Mode)] = []
    private var following = false
    /// The first frame the link may fire for.
    private var nextFrameIndex = 0

    /// The media time of the frame the link last fired for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame the link will fire for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether the link skips its calls; a paused link lets the host stop producing frames.
    open var isPaused = false {
        didSet { if isPaused != oldValue { updateFollowing() } }
    }
    /// The frame rates the link prefers; rates that are not finite or not positive read as 0 (no bound).
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { preferredFrameRateRange = preferredFrameRateRange.sanitized }
    }
    /// The preferred frames per second, rounded to the nearest divisor of the display's rate; 0 for the
    /// display's native rate.
    open var preferredFramesPerSecond: Int {
        get { Int(clamping: preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: Float(max(0, newValue))) }
    }

    /// The time between the display's frames at its maximum refresh rate, whatever rate the link prefers.
    open var duration: CFTimeInterval { clock.latestFrame?.interval ?? FrameClock.defaultInterval }

    /// A link that calls `selector` on `target` each frame: the Swift-native form of `#selector`, an unbound
    /// method reference such as `Animator.step`. The target is held strongly, as Core Animation does.
    public convenience init<Target: AnyObject>(target: Target,
                                               selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init(target: target, selector: selector, clock: .shared)
    }

    /// A link following `clock` instead of the screens' clock.
    package init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void,
                                    clock: FrameClock) {
        callback = { link in selector(target)(link) }
        self.clock = clock
        super.init()
    }

    /// Starts calling the target from `runloop` whenever it runs in `mode`. The run loop keeps the link until
    /// it is removed or invalidated.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback != nil else { return }
        guard let cfRunLoop = Self.cfRunLoop(of: runloop) else {
            return CALayer.log.error(
                "CADisplayLink: add(to:forMode:) needs the current thread's run loop or the main one; ignored.")
        }
        guard !schedules.contains(where: { $0.runLoop === runloop && $0.mode == mode }) else { return }
        let source = self.source ?? makeSource()
        self.source = source
        CFRunLoopAddSource(cfRunLoop, source, Self.cfMode(mode))
        schedules.append((runloop, cfRunLoop, mode))
        updateFollowing()
    }

    /// Stops calling the target from `runloop` in `mode`; the link can be added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let index = schedules.firstIndex(where: { $0.runLoop === runloop && $0.mode == mode }) else { return }
        let schedule = schedules.remove(at: index)
        if let source { CFRunLoopRemoveSource(schedule.cfRunLoop, source, Self.cfMode(mode)) }
        if schedules.isEmpty { releaseSource() }
        updateFollowing()
    }

    /// Removes the link from every run loop and releases its target; it never fires again.
    open func invalidate() {
        schedules = []
        callback = nil
        updateFollowing()
        releaseSource()
    }

    /// A frame came: the link fires when the frame is due and it is following the clock.
    private func frameArrived() {
        guard following, let callback, let frame = clock.latestFrame, frame.index >= nextFrameIndex else { return }
        let step = Self.framesPerCall(preferring: preferredFrameRateRange, displayInterval: frame.interval)
        timestamp = frame.time
        targetTimestamp = frame.time + Double(step) * frame.interval
        nextFrameIndex = frame.index + step
        callback(self)
    }

    /// Follows the clock while the link is valid, unpaused and in a run loop, so that the host produces
    /// frames only while they are wanted; a link starting to follow fires from the next frame on.
    private func updateFollowing() {
        let id = ObjectIdentifier(self)
        guard let source, callback != nil, !isPaused, !schedules.isEmpty else {
            if following { clock.unfollow(id) }
            following = false
            return
        }
        if !following { nextFrameIndex = (clock.latestFrame?.index ?? 0) + 1 }
        following = true
        var runLoops: [CFRunLoop] = []
        for schedule in schedules where !runLoops.contains(where: { $0 === schedule.cfRunLoop }) {
            runLoops.append(schedule.cfRunLoop)
        }
        clock.follow(id, FrameClock.Follower(source: source, runLoops: runLoops))
    }

    /// A version 0 source whose perform callback tells the link of a frame. It retains the link: a link in a
    /// run loop lives until it is removed or invalidated, as on iOS.
    private func makeSource() -> CFRunLoopSource {
        var context = CFRunLoopSourceContext()
        context.info = Unmanaged.passUnretained(self).toOpaque()
        context.retain = { info in
            info.map { UnsafeRawPointer(Unmanaged<CADisplayLink>.fromOpaque($0).retain().toOpaque()) }
        }
        context.release = { info in
            if let info { Unmanaged<CADisplayLink>.fromOpaque(info).release() }
        }
        context.perform = { info in
            if let info { Unmanaged<CADisplayLink>.fromOpaque(info).takeUnretainedValue().frameArrived() }
        }
        return CFRunLoopSourceCreate(nil, 0, &context)
    }

    /// Takes the source out of every run loop and lets it go, which lets the link go.
    private func releaseSource() {
        guard let source else { return }
        self.source = nil
        CFRunLoopSourceInvalidate(source)
    }

    /// The Core Foundation run loop behind `runloop`, when this thread can name it.
    private static func cfRunLoop(of runloop: RunLoop) -> CFRunLoop? {
        if runloop === RunLoop.current { return CFRunLoopGetCurrent() }
        if runloop === RunLoop.main { return CFRunLoopGetMain() }
        return nil
    }

    /// Core Foundation's name for `mode`; the common modes must be the very constant Core Foundation checks for.
    private static func cfMode(_ mode: RunLoop.Mode) -> CFRunLoopMode {
        if mode == .common { return kCFRunLoopCommonModes }
        if mode == .default { return kCFRunLoopDefaultMode }
        return CFStringCreateWithCString(nil, mode.rawValue, CFStringBuiltInEncodings.UTF8.rawValue)
    }

    /// How many frames of a display refreshing every `displayInterval` pass between calls of a link that
    /// prefers `range`: the divisor of the display's rate giving the rate within the range nearest the
    /// preferred one (or the maximum), the higher rate on a tie.
    static func framesPerCall(preferring range: CAFrameRateRange, displayInterval: CFTimeInterval) -> Int {
        let displayRate = 1 / displayInterval
        guard displayRate.isFinite, displayRate > 1 else { return 1 }
        let minimum = Double(range.minimum), maximum = Double(range.maximum)
        let preferred = Double(range.preferred ?? 0)
        let target = preferred > 0 ? preferred : maximum > 0 ? maximum : displayRate
        func score(_ divisor: Int) -> (outside: Int, distance: Double) {
            let rate = displayRate / Double(divisor)
            // Half a frame a second of slack, so that 29.97 Hz counts as 30.
            let inRange = rate >= minimum - 0.5 && (maximum <= 0 || rate <= maximum + 0.5)
            return (inRange ? 0 : 1, abs(rate - target))
        }
        // Rates below one a second are never wanted, and the bound keeps absurd display rates cheap.
        let slowest = Int(clamping: min(displayRate, 1000), within: 1...1000)
        return (1...slowest).min { score($0) < score($1) } ?? 1
    }
}
