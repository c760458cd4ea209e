import CoreFoundation
import Foundation
import Synchronization

/// One frame, from input to the render server, as one object: the stages a pass runs in order, the render
/// server that composites what the pass commits, the layer trees it shows, and the work the render thread hands
/// back to the cycle's thread.
///
/// A pass runs whenever the run loop it serves is about to wait or ends a turn, as Core Animation's commit does
/// on iOS, and whenever a test or tool calls `runOnce()`:
///
/// | stage | who | what |
/// | --- | --- | --- |
/// | `input` | the client (UIKit) | gesture recognizers' deferred updates |
/// | `constraints` | the client | the constraints pass (`updateConstraints`) |
/// | `layout` | the cycle | `layoutSublayers` of every marked layer of the shown trees, parents first |
/// | `display` | the cycle | every layer marked for display draws; then view-backed tiles, within a budget |
/// | `appearance` | the client | view controllers' appearance ends, after layout |
/// | `commit` | the cycle | the implicit transaction commits; each changed tree is snapshotted and handed to the server |
///
/// The render thread composites each committed snapshot at the frame's time. What it leaves for the cycle's
/// thread — animations to start and finish at that time (their delegates and completion blocks), tiles of
/// view-backed tiled layers to draw — it posts to the cycle, which wakes its run loop (and the main queue, for
/// UIKit's cycle) to run it. `drain()` runs that work, and the passes it causes, until nothing is left.
///
/// A cycle runs on the thread that made it — UIKit's on whichever thread runs the main queue — and debug builds
/// assert it; the render thread and any other thread only post to it. Unchecked: what other threads touch (the
/// inbox, the hosts, the run loops served) is behind locks; the rest is the cycle thread's alone.
package final class FrameCycle: @unchecked Sendable {
    /// The stages of a pass, in the order they run.
    package enum Stage: Int, CaseIterable, Sendable {
        /// Gesture recognizers' deferred updates.
        case input
        /// The constraints pass.
        case constraints
        /// Layout, parents first.
        case layout
        /// Drawing into backing stores, then view-backed tiles.
        case display
        /// What follows layout: view controllers' appearance ends.
        case appearance
        /// The implicit transaction's commit: snapshots handed to the render server.
        case commit
    }

    /// The work a pass leaves to its client (UIKit): the stages that are not Core Animation's.
    package protocol Client: AnyObject {
        /// Runs the client's part of `stage` (`input`, `constraints`, `appearance`).
        func perform(_ stage: Stage)
    }

    /// The server compositing what this cycle commits.
    package let server: RenderServer
    /// Runs the stages that are not Core Animation's; none for a plain layer tree.
    package weak var client: Client?
    /// Whether the cycle's thread may draw the tiles of tiled layers that back views (their drawing needs the
    /// main actor): UIKit's cycle does.
    package let drawsViewTiles: Bool
    /// The longest a pass spends drawing view-backed tiles; the rest wait for the next pass.
    package static let tileBudget: CFTimeInterval = 0.008
    /// Passes in a row that `drain()` runs before it gives up on reaching quiescence.
    package static let maximumDrainRounds = 100

    private let thread = Thread.current
    /// The run loops the cycle serves, each with its observer: the thread that made it, and for a main-queue
    /// cycle every thread found running the main queue (a test runner's main actor may move between threads).
    private let served = Mutex<[ServedRunLoop]>([])
    /// Runs posted work; signalled from any thread, it is in every run loop served.
    private var source: CFRunLoopSource!
    private var hosts: [LayerTreeHost] = []
    private let hostLock = NSLock()
    private let inbox = Mutex(Inbox())
    private var isRunning = false

    /// Work the server's thread left for the cycle's thread.
    private struct Inbox: Sendable {
        /// The media time of the newest frame composited, at which animations advance.
        var frameTime: CFTimeInterval?
        /// Tiles of view-backed tiled layers waiting to be drawn.
        var tiles: [TileStore] = []
        /// Blocks posted with `post(_:)`, in order.
        var blocks: [@Sendable () -> Void] = []
        /// The roots of the trees that transactions on other threads changed.
        var committedRoots: Set<ObjectIdentifier> = []
        /// Whether a wake-up is on its way: posts in between add to the inbox only.
        var wakeScheduled = false
        /// Whether blocks or tiles wait: a frame time alone counts only through the changes it causes, so that
        /// a running animation does not keep `drain()` going.
        var hasWork: Bool { !blocks.isEmpty || !tiles.isEmpty || !committedRoots.isEmpty }
    }

    /// Every live cycle: a commit on any thread reaches the trees they show.
    private static let cycles = Mutex<[WeakCycle]>([])

    private struct WeakCycle: Sendable {
        weak var cycle: FrameCycle?
    }

    private struct ServedRunLoop: @unchecked Sendable {
        // CFRunLoop calls made with these are thread-safe.
        let runLoop: CFRunLoop
        let observer: CFRunLoopObserver
    }

    /// A cycle serving the current thread's run loop, with a server producing up to `framesPerSecond` frames
    /// a second. After each frame, `clock` ticks (display links follow it) and animations advance on this
    /// thread. A cycle that `wakesMainQueue` serves the main queue: the run loop of any thread that runs it
    /// (found when that thread changes a layer or posts work), and the queue itself, which a test runner may
    /// drain without turning any run loop.
    package init(framesPerSecond: Double = 60, clock: FrameClock? = nil, drawsViewTiles: Bool = false,
                 wakesMainQueue: Bool = false) {
        self.drawsViewTiles = drawsViewTiles
        self.wakesMainQueue = wakesMainQueue
        // The server outlives no cycle, but is made before it: its frames find the cycle through a weak box.
        let box = CycleBox()
        server = RenderServer(framesPerSecond: framesPerSecond) { time, interval in
            clock?.tick(at: time, interval: interval)
            box.cycle?.frameComposited(at: time)
        }
        box.cycle = self
        clock?.setDemandHandler { [server] in server.setContinuousFrames($0) }
        var context = CFRunLoopSourceContext()
        context.info = Unmanaged.passUnretained(self).toOpaque()
        context.perform = { info in
            guard let info else { return }
            let cycle = Unmanaged<FrameCycle>.fromOpaque(info).takeUnretainedValue()
            if cycle.isOnCycleThread { cycle.runPostedWork() }
        }
        source = CFRunLoopSourceCreate(nil, 0, &context)
        if wakesMainQueue {
            DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
            Self.mainQueueCycle.cycle = self
        }
        serveCurrentRunLoop(CATransaction.state)
        Self.cycles.withLock { cycles in
            cycles.removeAll { $0.cycle == nil }
            cycles.append(WeakCycle(cycle: self))
        }
    }

    private let wakesMainQueue: Bool
    /// Marks the main queue, so that a main-queue cycle can tell it runs there whichever thread serves it.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    /// The cycle serving the main queue, if one does.
    private static let mainQueueCycle = CycleBox()

    /// A weak reference to a cycle that any thread may read.
    private final class CycleBox: Sendable {
        private let storage = Mutex(WeakCycle())
        var cycle: FrameCycle? {
            get { storage.withLock { $0.cycle } }
            set { storage.withLock { $0.cycle = newValue } }
        }
    }

    deinit {
        server.stop()
        for entry in served.withLock({ $0 }) { CFRunLoopObserverInvalidate(entry.observer) }
        CFRunLoopSourceInvalidate(source)
    }

    /// Serves the current thread's run loop, once: the observer (a pass before the run loop waits and when a
    /// turn ends) and the source that runs posted work. The thread's implicit transactions are then committed
    /// by the cycle's passes — the first cycle's on a thread, the main queue's on the threads that run it.
    private func serveCurrentRunLoop(_ state: CATransaction.ThreadState) {
        guard state.cycle !== self else { return }
        if state.cycle == nil || wakesMainQueue { state.cycle = self }
        let runLoop = CFRunLoopGetCurrent()!
        guard !served.withLock({ $0.contains { $0.runLoop === runLoop } }) else { return }
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 1_000_000) { [weak self] _, _ in
            // A thread that ran the main queue once may turn its run loop for other work later.
            guard let self, self.isOnCycleThread else { return }
            self.runOnce()
        }!
        CFRunLoopAddObserver(runLoop, observer, kCFRunLoopCommonModes)
        CFRunLoopAddSource(runLoop, source, kCFRunLoopCommonModes)
        served.withLock { $0.append(ServedRunLoop(runLoop: runLoop, observer: observer)) }
    }

    /// Has the main queue's cycle serve this thread's run loop when the thread runs the main queue: Core
    /// Animation asks when a thread no cycle serves opens an implicit transaction. Returns whether it does.
    static func serveIfOnMainQueue(_ state: CATransaction.ThreadState) -> Bool {
        guard let cycle = mainQueueCycle.cycle, DispatchQueue.getSpecific(key: mainQueueKey) == true else { return false }
        cycle.serveCurrentRunLoop(state)
        return true
    }

    // MARK: Trees

    /// Shows `root` in `target`: from now on every commit that changes the tree snapshots it for the server.
    package func show(_ root: CALayer, in target: RenderTarget) -> LayerTreeHost {
        checkThread()
        let host = LayerTreeHost(root: root, target: target, cycle: self)
        hostLock.withLock { hosts.append(host) }
        host.commit()
        return host
    }

    /// Stops showing what `host` shows.
    package func remove(_ host: LayerTreeHost) {
        checkThread()
        hostLock.withLock { hosts.removeAll { $0 === host } }
    }

    private var currentHosts: [LayerTreeHost] { hostLock.withLock { hosts } }

    /// Tells every cycle that a transaction committed `layers` (on the calling thread): the trees they are in
    /// are laid out, displayed and snapshotted for their servers.
    /// A tree changed by a transaction on another thread is snapshotted on the cycle's thread, as soon as it
    /// runs posted work: a tree is only ever laid out and displayed where it is shown.
    static func transactionCommitted(_ layers: [CALayer]) {
        let live = cycles.withLock { $0.compactMap(\.cycle) }
        guard !live.isEmpty else { return }
        let roots = LayerLock.withLock { CALayer.roots(of: layers) }
        for cycle in live {
            guard cycle.isOnCycleThread else {
                cycle.deliver { $0.committedRoots.formUnion(roots) }
                continue
            }
            cycle.commitHosts(of: roots)
        }
    }

    private func commitHosts(of roots: some Collection<ObjectIdentifier>) {
        for host in currentHosts where roots.contains(ObjectIdentifier(host.root)) { host.commit() }
    }

    // MARK: Passes

    /// Runs one pass: every stage once, in order. A pass started from inside one (a layout callback turning the
    /// run loop) is skipped.
    package func runOnce() {
        checkThread()
        serveCurrentRunLoop(CATransaction.state)
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        for stage in Stage.allCases { perform(stage) }
    }

    private func perform(_ stage: Stage) {
        switch stage {
        case .input, .constraints, .appearance:
            client?.perform(stage)
        case .layout:
            LayerLock.withLock {
                for host in currentHosts { host.root.layoutIfNeeded() }
            }
        case .display:
            LayerLock.withLock {
                for host in currentHosts { host.root.displayMarkedLayers() }
                drawViewTiles()
            }
        case .commit:
            CATransaction.flush()
        }
    }

    /// Runs posted work and the passes it causes until there is none: animations finished by the last frame
    /// run their delegates and completion blocks, and view-backed tiles the compositor asked for are drawn,
    /// composited and shown. Each round composites a frame at the current media time on this thread, after any
    /// frame the render thread is compositing, so that what the compositor asks for is posted before the round
    /// ends. Gives up, logging it, after `maximumDrainRounds` rounds.
    package func drain() {
        checkThread()
        for _ in 0..<Self.maximumDrainRounds {
            var worked = runPostedWork()
            runOnce()
            server.renderFrame(at: CACurrentMediaTime())
            worked = worked || hasPostedWork || CATransaction.hasUncommittedChanges || !pendingTiles.isEmpty
            guard worked else { return }
        }
        CALayer.log.notice("FrameCycle: drain() ran \(Self.maximumDrainRounds) rounds and work keeps coming; stopped.")
    }

    /// Whether blocks or tiles were posted and not run yet.
    private var hasPostedWork: Bool { inbox.withLock { $0.hasWork } }

    /// Composites a frame at `time` on this thread, then runs the work it left: what a headless host stepping
    /// a controlled clock does for each frame, after a pass.
    package func renderFrame(at time: CFTimeInterval) {
        checkThread()
        runOnce()
        server.renderFrame(at: time)
        runPostedWork()
    }

    /// Queues a pass behind the work the main queue is running, when a worker thread runs it: a test runner's
    /// `dispatch_main` serves the main queue from worker threads whose run loops never turn, so without it a
    /// `@MainActor` test that sleeps (`Task.sleep`) would leave its implicit transaction uncommitted. The pass
    /// runs only on the same thread, whose transaction it commits; on the main thread the run loop commits.
    func queuePassIfNoRunLoopTurns() {
        guard wakesMainQueue, !Thread.isMainThread, isOnCycleThread else { return }
        let thread = Thread.current
        DispatchQueue.main.async { [weak self] in
            guard let self, Thread.current == thread else { return }
            self.runOnce()
        }
    }

    // MARK: Work from other threads

    /// Runs `block` on the cycle's thread, after the work posted before it: on the next turn of its run loop
    /// (or of the main queue), or in `drain()`.
    package func post(_ block: @escaping @Sendable () -> Void) {
        if isOnCycleThread { serveCurrentRunLoop(CATransaction.state) }
        deliver { $0.blocks.append(block) }
    }

    /// Asks for `store`'s waiting tiles to be drawn in a pass (their drawing needs the cycle's thread).
    func drawTilesInPass(_ store: TileStore) {
        deliver { inbox in
            if !inbox.tiles.contains(where: { $0 === store }) { inbox.tiles.append(store) }
        }
    }

    /// The server composited a frame at `time`: animations advance to it on the cycle's thread.
    private func frameComposited(at time: CFTimeInterval) {
        // The newest frame wins: frames composited on the cycle's thread against a controlled clock come after
        // any the render thread posted before it was suspended.
        deliver { $0.frameTime = time }
    }

    private func deliver(_ change: (inout Inbox) -> Void) {
        let wake = inbox.withLock { inbox -> Bool in
            change(&inbox)
            defer { inbox.wakeScheduled = true }
            return !inbox.wakeScheduled
        }
        guard wake else { return }
        CFRunLoopSourceSignal(source)
        for entry in served.withLock({ $0 }) { CFRunLoopWakeUp(entry.runLoop) }
        if wakesMainQueue {
            DispatchQueue.main.async { [weak self] in self?.runPostedWork() }
        }
    }

    /// Runs what was posted; returns whether there were blocks or tiles.
    @discardableResult
    private func runPostedWork() -> Bool {
        let work = inbox.withLock { inbox -> Inbox in
            defer { inbox = Inbox() }
            return inbox
        }
        if let time = work.frameTime {
            for host in currentHosts { host.advanceAnimations(to: time) }
        }
        if !work.committedRoots.isEmpty { commitHosts(of: work.committedRoots) }
        for block in work.blocks { block() }
        if !work.tiles.isEmpty { pendingTiles.append(contentsOf: work.tiles.filter { s in !pendingTiles.contains { $0 === s } }) }
        return work.hasWork
    }

    // MARK: View-backed tiles

    /// Stores with tiles to draw in the display stage, oldest request first.
    private var pendingTiles: [TileStore] = []

    /// Draws waiting view-backed tiles until the budget is spent; what is left asks for another pass.
    private func drawViewTiles() {
        guard drawsViewTiles, !pendingTiles.isEmpty else { return }
        let deadline = CACurrentMediaTime() + Self.tileBudget
        while let store = pendingTiles.first {
            let done = store.drawWaitingTiles(until: deadline)
            guard done else { break }
            pendingTiles.removeFirst()
        }
        if !pendingTiles.isEmpty { post {} }
    }

    // MARK: Threads

    /// Whether the caller runs where the cycle does: on the main queue for a main-queue cycle (a test runner
    /// may serve it from a thread other than the main one), else on the thread that made it.
    private var isOnCycleThread: Bool {
        wakesMainQueue ? DispatchQueue.getSpecific(key: Self.mainQueueKey) == true : Thread.current == thread
    }

    /// Reports, in debug builds, a cycle used from a thread other than its own.
    private func checkThread() {
        assert(isOnCycleThread, "FrameCycle: used from \(Thread.current), not the thread it serves.")
    }
}
