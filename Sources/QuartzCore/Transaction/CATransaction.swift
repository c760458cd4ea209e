import CoreFoundation
import Foundation
import Synchronization

/// Groups layer changes into atomic updates, and sets how the implicit animations they cause run.
///
/// Each thread has its own stack of transactions. A change made with none open starts an implicit one,
/// committed when the thread's run loop is next about to wait or ends a turn (or by `flush()`): by the pass of
/// the frame cycle serving the thread, if one does. Nested transactions inherit the values they do not set.
/// Committing the outermost transaction lays out and displays the layer trees that changed and hands them to
/// the frame cycles showing them.
open class CATransaction: NSObject {
    /// Groups of animations whose end a completion block waits for.
    final class CompletionGroup {
        var pending = 0
        var committed = false
        var block: (() -> Void)?

        func animationAdded() { pending += 1 }

        func animationEnded() {
            pending -= 1
            runIfDone()
        }

        func runIfDone() {
            guard committed, pending <= 0, let block else { return }
            self.block = nil
            block()
        }
    }

    final class Frame {
        var values: [String: Any] = [:]
        let isImplicit: Bool
        /// The newest last: a completion block set after animations were added waits only for those added
        /// after it, so it starts a group of its own.
        var groups = [CompletionGroup()]
        var group: CompletionGroup { groups[groups.count - 1] }
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// The per-thread state: open frames, and the layers changed since the last commit.
    final class ThreadState {
        var frames: [Frame] = []
        /// Each layer once: its `noteBatch` stamp says it is listed, so listing costs no hashing.
        var changedLayers: [CALayer] = []
        var commitScheduled = false
        /// Names the batch of changes being gathered, uniquely across threads: a layer stamped with it is
        /// in `changedLayers` already.
        var batch = CATransaction.nextBatch()
        /// Set while `render(in:)` snapshots a tree: layers present their model values, without animations.
        var rendersModel = false
        /// The frame cycle serving this thread's run loop: its pass commits the implicit transaction.
        weak var cycle: FrameCycle?
        /// The cycle whose tree is being snapshotted on this thread, while it is.
        var snapshottingCycle: FrameCycle?
        /// Set by UIKit while an animation block is open on this thread: layers owned by their delegates (views'
        /// layers) look their actions up only then.
        var ownersAnimate = false
    }

    private static let batches = Atomic<Int>(0)
    static func nextBatch() -> Int { batches.add(1, ordering: .relaxed).newValue }

    /// Each thread's state: read on every layer property change.
    private static let states = ThreadSpecific { ThreadState() }

    static var state: ThreadState { states.value }

    // MARK: Beginning and committing

    /// Opens a transaction on this thread.
    open class func begin() { state.frames.append(Frame(isImplicit: false)) }

    /// Commits the innermost transaction; committing the outermost one applies every change made in it.
    open class func commit() {
        let state = state
        guard let frame = state.frames.popLast() else {
            CALayer.log.error("CATransaction: commit without a matching begin; ignored.")
            return
        }
        if state.frames.isEmpty { commitChanges(state) }
        for group in frame.groups {
            group.committed = true
            group.runIfDone()
        }
    }

    /// Commits any implicit transaction now, instead of when the run loop next waits.
    open class func flush() {
        let state = state
        guard state.frames.count == 1, state.frames[0].isImplicit else {
            if state.frames.isEmpty { commitChanges(state) }
            return
        }
        commit()
    }

    /// Takes the recursive lock behind every layer's model, which commits hold: changes made while holding it
    /// reach the render server together.
    open class func lock() { LayerLock.lock() }

    /// Releases the lock taken by `lock()`.
    open class func unlock() { LayerLock.unlock() }

    /// The innermost open transaction, opening an implicit one when none is.
    static func currentFrame() -> Frame {
        let state = state
        if let frame = state.frames.last { return frame }
        let frame = Frame(isImplicit: true)
        state.frames.append(frame)
        scheduleImplicitCommit(state)
        return frame
    }

    /// Whether layers owned by their delegates look their actions up on this thread: UIKit sets it while an
    /// animation block is open, and a view's layer has no actions outside one.
    package static var ownersAnimate: Bool {
        get { state.ownersAnimate }
        set { state.ownersAnimate = newValue }
    }

    /// Whether layers changed on this thread since the last commit: UIKit lays out and displays only then.
    package static var hasUncommittedChanges: Bool { !state.changedLayers.isEmpty }

    private static func scheduleImplicitCommit(_ state: ThreadState) {
        // A frame cycle's pass commits on its threads; elsewhere Core Animation's own observer does.
        if state.cycle != nil || FrameCycle.serveIfOnMainQueue(state) {
            state.cycle?.queuePassIfNoRunLoopTurns()
            return
        }
        guard !state.commitScheduled else { return }
        state.commitScheduled = true
        // Commit when this thread's run loop is about to wait or ends a turn, as Core Animation does, after
        // other work at those points.
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(nil, activities, false, 2_000_000) { _, _ in
            let state = CATransaction.state
            state.commitScheduled = false
            if let frame = state.frames.first, frame.isImplicit, state.frames.count == 1 { CATransaction.commit() }
        }
        CFRunLoopAddObserver(CFRunLoopGetCurrent(), observer, kCFRunLoopCommonModes)
    }

    private static func commitChanges(_ state: ThreadState) {
        let layers = state.changedLayers
        state.changedLayers = []
        state.batch = nextBatch()
        LayerLock.withLock {
            for layer in layers { layer.hasBeenCommitted = true }
        }
        FrameCycle.transactionCommitted(layers)
    }

    /// Records that `layer` changed in the current transaction; `appearance` says whether how it looks changed,
    /// rather than only which sublayers it has.
    static func noteChange(_ layer: CALayer, appearance: Bool = true, state: ThreadState = CATransaction.state) {
        if appearance { layer.version &+= 1 }
        layer.markSubtreeChanged()
        // A layer already in this batch has a transaction open that will commit it.
        guard layer.noteBatch != state.batch else { return }
        if state.frames.isEmpty { _ = currentFrame() }
        layer.noteBatch = state.batch
        state.changedLayers.append(layer)
    }

    // MARK: Values

    /// The value for `key` in the innermost transaction that set it.
    open class func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        for frame in state.frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    /// Sets a value in the innermost transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock { return setCompletionBlock(anObject as? () -> Void) }
        currentFrame().values[key] = anObject
    }

    /// The duration of implicit animations: 0.25 s unless a transaction sets it.
    open class func animationDuration() -> CFTimeInterval {
        numericValue(value(forKey: kCATransactionAnimationDuration)) ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: kCATransactionAnimationDuration) }

    /// The timing function of implicit animations, if a transaction sets one.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether changes in this transaction run no actions.
    open class func disableActions() -> Bool { value(forKey: kCATransactionDisableActions) as? Bool ?? false }

    /// Turns actions off (or on) for changes in this transaction.
    open class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    /// The block run when every animation added in this transaction has finished.
    open class func completionBlock() -> (() -> Void)? { state.frames.last?.group.block }

    /// Sets the block run when every animation added from now on in this transaction has finished (at once,
    /// after the commit, when there is none). A block set earlier still waits for the animations added before.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = currentFrame()
        if frame.group.pending > 0 { frame.groups.append(CompletionGroup()) }
        frame.group.block = block
    }

    /// The completion groups an animation added now belongs to: every open transaction's.
    static var openGroups: [CompletionGroup] { state.frames.map(\.group) }
}

/// The key of the animation duration in a transaction.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether actions are disabled in a transaction.
public let kCATransactionDisableActions = "disableActions"
/// The key of the animation timing function in a transaction.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the completion block in a transaction.
public let kCATransactionCompletionBlock = "completionBlock"
