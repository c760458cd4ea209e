import Dispatch

/// Where a `deinit` of a main-actor class does what only the main actor may do. UIKit's deinitializers are
/// nonisolated, as `dealloc` is in Apple's UIKit: an `isolated deinit` would refuse a subclass its own plain
/// `deinit` ("nonisolated deinitializer has different actor isolation"), and code in the Swift 5 language mode
/// may drop the last reference to a view on any thread.
package enum MainActorTeardown {
    /// A key the main queue carries. The main actor runs on that queue: on the main thread in an app, on
    /// whichever thread serves the queue under `swift test`.
    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller runs on the main actor, asked without trapping as `MainActor.assumeIsolated` would.
    package static var isOnMainActor: Bool { DispatchQueue.getSpecific(key: mainQueueKey) != nil }

    /// Runs `body` with `value` on the main actor: at once when the caller is on it, else in a block on the main
    /// queue, which keeps `value` alive until then and runs after the blocks queued before it.
    package static func perform<Value>(with value: Value, _ body: @escaping @MainActor @Sendable (Value) -> Void) {
        let handedOver = HandedOver(value: value)
        guard isOnMainActor else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body(handedOver.value) } }
            return
        }
        MainActor.assumeIsolated { body(handedOver.value) }
    }
}

/// What a `deinit` hands to the main actor: the object that held the value is gone, so the releasing thread no
/// longer uses it.
private struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
}
