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

    private static let state = Mutex<(next: Int, entries: [Entry])>((0, []))

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

    /// The messages logged while `body` runs (from any thread, so filter for what you expect).
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let collected = Mutex<[String]>([])
        let token = add { _, message in collected.withLock { $0.append(message) } }
        defer { remove(token) }
        try body()
        return collected.withLock { $0 }
    }

    fileprivate static func notify(_ level: Logger.Level, _ message: String) {
        let entries = state.withLock { $0.entries }
        for entry in entries { entry.body(level, message) }
    }

    /// The handler that forwards to the observers; it sees every level.
    struct Handler: LogHandler {
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            UIKitLogObservers.notify(event.level, event.message.description)
        }
    }
}
