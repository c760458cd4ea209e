import Logging
import Synchronization

/// Observers of UIKit's log: a test seam for checking the messages UIKit prints (the Auto Layout conflict
/// log, refusals of bad input). Observers see every message of `uikitLog`, from any thread.
package enum UIKitLogObservers {
    /// One registered observer.
    private struct Entry {
        let id: Int
        let body: @Sendable (Logger.Level, String) -> Void
    }

    private static let state = Mutex<(next: Int, entries: [Entry], muting: Int)>((0, [], 0))

    /// Adds `body`, called with each message's level and text; returns the token that removes it.
    package static func add(_ body: @escaping @Sendable (Logger.Level, String) -> Void) -> Int {
        state.withLock { state in
            state.next += 1
            state.entries.append(Entry(id: state.next, body: body))
            return state.next
        }
    }

    /// Removes the observer `token` names.
    package static func remove(_ token: Int) {
        state.withLock { $0.entries.removeAll { $0.id == token } }
    }

    /// The messages logged while `body` runs (from any thread, so filter for what you expect). While it
    /// runs, messages are not also written to the bootstrapped handler, so a test that provokes thousands
    /// of them does not flood its output.
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let collected = Mutex<[String]>([])
        let token = add { _, message in collected.withLock { $0.append(message) } }
        state.withLock { $0.muting += 1 }
        defer {
            state.withLock { $0.muting -= 1 }
            remove(token)
        }
        try body()
        return collected.withLock { $0 }
    }

    /// Tells the observers; returns whether the message should also go to the bootstrapped handler.
    fileprivate static func notify(_ level: Logger.Level, _ message: String) -> Bool {
        let (entries, muting) = state.withLock { ($0.entries, $0.muting) }
        for entry in entries { entry.body(level, message) }
        return muting == 0
    }

    /// The handler behind `uikitLog`: it tells the observers (messages from `.info` up), then forwards to
    /// the handler the app bootstrapped, at that handler's level.
    struct Handler: LogHandler {
        var base: any LogHandler

        init(forwardingTo base: any LogHandler) {
            self.base = base
        }

        var metadata: Logger.Metadata {
            get { base.metadata }
            set { base.metadata = newValue }
        }

        var logLevel: Logger.Level {
            get { min(base.logLevel, .info) }
            set { base.logLevel = newValue }
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { base[metadataKey: key] }
            set { base[metadataKey: key] = newValue }
        }

        func log(event: LogEvent) {
            let forward = UIKitLogObservers.notify(event.level, event.message.description)
            if forward && event.level >= base.logLevel { base.log(event: event) }
        }
    }
}
