import Foundation

/// The app's frame cycle: Core Animation's `FrameCycle`, serving the main actor's run loop and main queue, with
/// UIKit's stages plugged in — gesture recognizers' deferred updates, the constraints pass, view controllers'
/// appearance ends after layout, and the release of dead objects' associated values. Every screen's layer tree
/// is shown through it, and its server composites them all on one render thread, paced to the fastest screen.
@MainActor
package final class AppFrameCycle: FrameCycle.Client {
    /// The one cycle, made with the first screen or the app.
    package static let shared = AppFrameCycle()

    /// The cycle: `runOnce()` is one pass, `drain()` runs posted work to quiescence.
    package let cycle: FrameCycle
    private var appearanceEnds: [UIViewController] = []
    /// The memory limit the app set, checked at most once a second.
    private var memoryLimit = MemoryLimitMonitor.fromEnvironment()
    private var lastMemoryCheck: TimeInterval = 0

    private init() {
        cycle = FrameCycle(framesPerSecond: 60, clock: FrameClock.shared, drawsViewTiles: true, wakesMainQueue: true)
        cycle.client = self
        cycle.server.start()
    }

    /// Runs UIKit's part of `stage`, on the main actor (the cycle runs only there).
    package nonisolated func perform(_ stage: FrameCycle.Stage) {
        MainActor.assumeIsolated {
            switch stage {
            case .input: GestureArbiter.shared.performGestureUpdates()
            case .constraints: UIView.updateConstraintsForUpdatePass()
            case .appearance:
                endAppearances()
                // After layout, so that focus leaves views removed or hidden and the halo follows its item.
                UIFocusSystem.performFramePass()
                // Objects that died since the last pass give up their associated values.
                AssociatedObjects.shared.releaseValuesOfDeadOwners()
                checkMemoryLimit()
                // The end of the run-loop pass closes the undo groups registrations opened by event.
                UndoManager.closeGroupsOpenedByEvent()
            case .layout, .display, .commit: break
            }
        }
    }

    /// Finishes `controllers`' appearance after the next layout pass, so `viewDidAppear` follows
    /// `viewDidLayoutSubviews` as in UIKit.
    func deferAppearanceEnd(of controllers: [UIViewController]) {
        appearanceEnds.append(contentsOf: controllers)
    }

    /// Sends a memory warning when the process nears the limit `VELLUM_MEMORY_LIMIT` sets.
    private func checkMemoryLimit() {
        guard memoryLimit != nil else { return }
        let now = ProcessInfo.processInfo.systemUptime
        guard now - lastMemoryCheck >= 1, let resident = MemoryLimitMonitor.residentBytes() else { return }
        lastMemoryCheck = now
        if memoryLimit?.shouldWarn(residentBytes: resident) == true { UIApplication.shared.sendMemoryWarning() }
    }

    private func endAppearances() {
        guard !appearanceEnds.isEmpty else { return }
        let ending = appearanceEnds
        appearanceEnds = []
        for controller in ending { controller.endAppearance() }
    }

    /// Runs `block` on the main actor on a later turn of the run loop (or in `drain()`): what UIKit defers to
    /// "the next turn", such as the completion of an animation block that animated nothing.
    static func later(_ block: @escaping @MainActor () -> Void) {
        shared.cycle.post { MainActor.assumeIsolated { block() } }
    }
}
