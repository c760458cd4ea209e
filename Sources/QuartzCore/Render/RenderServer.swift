import Foundation
import Synchronization

/// One destination the render server composites into: a screen or a window.
///
/// Hosts hand it each committed tree from any thread; only the render thread (or, headless, the caller of
/// `RenderServer.renderFrame(at:)`) touches its frame.
package final class RenderTarget: @unchecked Sendable {
    // @unchecked: `current` and the frame are touched only by `renderFrame(at:)`, which is private to this file
    // and called by the server holding its `frameLock`; a commit goes through the `pending` mutex.

    /// The retained frame.
    package let compositor: FrameCompositor
    private let pending = Mutex<RenderLayer?>(nil)
    private var current: RenderLayer?
    private let present: @Sendable (ImageSurface, [CGRect]) -> Void

    /// A target of `width`×`height` device pixels at `scale`; `present` shows each frame's damaged
    /// rectangles (it runs on the render thread).
    package init(width: Int, height: Int, scale: CGFloat,
                 present: @escaping @Sendable (ImageSurface, [CGRect]) -> Void) {
        compositor = FrameCompositor(width: width, height: height, scale: scale)
        self.present = present
    }

    /// Makes `tree` the one shown from the next frame on.
    package func commit(_ tree: RenderLayer) { pending.withLock { $0 = tree } }

    /// Composites the newest tree at media time `time`; returns whether anything in it is animating.
    @discardableResult
    fileprivate func renderFrame(at time: CFTimeInterval) -> Bool {
        if let newer = pending.withLock({ tree -> RenderLayer? in defer { tree = nil }; return tree }) { current = newer }
        guard let tree = current else { return false }
        let damage = compositor.render(tree.evaluated(at: time), time: time)
        if !damage.isEmpty { present(compositor.surface, damage) }
        return tree.hasRunningAnimations(at: time)
    }
}

/// Composites committed layer trees at the frame rate on a thread of its own, evaluating running animations
/// at each frame's time, so motion stays smooth while the main thread is busy. When nothing animates and no
/// one asked for continuous frames (display links do) it sleeps until the next commit.
package final class RenderServer: @unchecked Sendable {
    // @unchecked: the render thread waits on `condition`, which Mutex cannot do; every `var` is read and written
    // holding `condition`, and frames are drawn holding `frameLock`.

    /// The time between frames: the fastest display's refresh interval.
    package var frameInterval: CFTimeInterval {
        condition.lock()
        defer { condition.unlock() }
        return interval
    }
    private var interval: CFTimeInterval
    private let condition = NSCondition()
    /// Held while a frame is composited: frames rendered on demand (headless) and on the render thread
    /// never overlap, and a finished frame can be read whole.
    private let frameLock = NSLock()
    private var targets: [RenderTarget] = []
    private var running = false
    private var frameRequested = false
    private var continuous = false
    /// How many hosts asked the thread to stop producing frames: they render every frame themselves.
    private var suspensions = 0
    /// Whether the thread is compositing a frame (a suspension waits for it to finish).
    private var rendering = false
    private var sleeping = false
    private var thread: Thread?
    /// The bitmaps its targets' compositors keep, shared by them and by no other server.
    private let caches = CompositorCaches()
    /// Called after each frame with its time and the frame interval, on the thread that rendered it (hosts
    /// advance animation callbacks and tick their frame clock here).
    private let onFrame: (@Sendable (CFTimeInterval, CFTimeInterval) -> Void)?

    /// A server producing up to `framesPerSecond` frames a second.
    package init(framesPerSecond: Double = 60,
                 onFrame: (@Sendable (CFTimeInterval, CFTimeInterval) -> Void)? = nil) {
        interval = 1 / max(1, framesPerSecond)
        self.onFrame = onFrame
    }

    /// Paces frames to `framesPerSecond` (a display's refresh rate) from the next frame on.
    package func setFramesPerSecond(_ framesPerSecond: Double) {
        guard framesPerSecond.isFinite, framesPerSecond >= 1 else { return }
        condition.lock()
        interval = 1 / framesPerSecond
        condition.unlock()
    }

    /// Adds a destination, whose compositor keeps its bitmaps in the server's caches from now on.
    package func add(_ target: RenderTarget) {
        condition.lock()
        // Before the target is listed: no frame draws it yet.
        target.compositor.caches = caches
        targets.append(target)
        condition.unlock()
    }

    /// Removes a destination: its screen went away.
    package func remove(_ target: RenderTarget) {
        condition.lock()
        targets.removeAll { $0 === target }
        condition.unlock()
    }

    /// Runs `body` between frames, so the frames it reads are complete.
    package func betweenFrames<T>(_ body: () throws -> T) rethrows -> T {
        frameLock.lock()
        defer { frameLock.unlock() }
        return try body()
    }

    /// Asks for a frame soon: after a commit.
    package func setNeedsFrame() {
        condition.lock()
        // Only a thread asleep until the next commit needs waking: one rendering, pacing animation frames or
        // suspended sees the request when it next looks. A wake-up is a system call and a context switch, which
        // would otherwise be most of a small commit's cost.
        if !frameRequested && sleeping { condition.broadcast() }
        frameRequested = true
        condition.unlock()
    }

    /// Keeps frames coming every frame interval while `wanted`, even when nothing animates: display links
    /// need a frame clock that does not stop.
    package func setContinuousFrames(_ wanted: Bool) {
        condition.lock()
        continuous = wanted
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the render thread sleeps until the next commit: nothing animates and no one wants frames.
    package var isSleeping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return sleeping
    }

    /// Stops the render thread producing frames, once the frame in progress is done, until `resumeFrames()`:
    /// a host stepping a controlled clock renders every frame itself with `renderFrame(at:)`. Calls nest.
    package func suspendFrames() {
        condition.lock()
        suspensions += 1
        while rendering { condition.wait() }
        condition.unlock()
    }

    /// Undoes one `suspendFrames()`; the last lets the render thread go on, starting with a frame now.
    package func resumeFrames() {
        condition.lock()
        suspensions = max(0, suspensions - 1)
        frameRequested = true
        condition.broadcast()
        condition.unlock()
    }

    /// Starts the render thread.
    package func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !running else { return }
        running = true
        let thread = Thread { [self] in run() }
        thread.name = "Vellum render server"
        thread.qualityOfService = .userInteractive
        self.thread = thread
        thread.start()
    }

    /// Stops the render thread after the frame in progress.
    package func stop() {
        condition.lock()
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Composites every target at `time` on the calling thread: the headless host's frame, against a clock
    /// it controls. Returns whether anything is animating.
    @discardableResult
    package func renderFrame(at time: CFTimeInterval) -> Bool {
        condition.lock()
        let targets = self.targets, frameInterval = interval
        condition.unlock()
        var animating = false
        frameLock.lock()
        for target in targets where target.renderFrame(at: time) { animating = true }
        frameLock.unlock()
        onFrame?(time, frameInterval)
        return animating
    }

    private func run() {
        var deadline = CACurrentMediaTime()
        condition.lock()
        while true {
            while running && suspensions > 0 {
                condition.wait()
                deadline = CACurrentMediaTime()
            }
            guard running else { return condition.unlock() }
            frameRequested = false
            rendering = true
            condition.unlock()
            let animating = renderFrame(at: deadline)
            condition.lock()
            rendering = false
            condition.broadcast()
            // The next frame is due one interval on, or as soon as possible when a frame took longer.
            deadline = max(deadline + interval, CACurrentMediaTime())
            while running && suspensions == 0 {
                if animating || continuous {
                    // Frames keep coming: a commit waits for the next one, as for a display's refresh.
                    let wait = deadline - CACurrentMediaTime()
                    if wait <= 0 { break }
                    _ = condition.wait(until: Date(timeIntervalSinceNow: wait))
                } else if frameRequested {
                    break
                } else {
                    sleeping = true
                    condition.wait()
                    sleeping = false
                    deadline = CACurrentMediaTime()
                }
            }
        }
    }
}
