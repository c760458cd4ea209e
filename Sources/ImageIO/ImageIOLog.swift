import Logging
import Synchronization

/// Where ImageIO reports the images it does not decode, and why. Tests read the messages with
/// `capture(_:)`, which also keeps the thousands a fuzzing test provokes out of its output.
enum ImageIOLog {
    private static let logger = Logger(label: "ImageIO")

    /// The messages of each capture running now, by its number.
    private static let captures = Mutex<(next: Int, messages: [Int: [String]])>((0, [:]))

    /// Logs `message` as an error, or hands it to the captures running.
    static func error(_ message: @autoclosure () -> String) {
        let text = message()
        let captured = captures.withLock { state in
            for key in state.messages.keys { state.messages[key]?.append(text) }
            return !state.messages.isEmpty
        }
        if !captured { logger.error("\(text)") }
    }

    /// The messages logged while `body` runs, from any thread (so filter for what you expect); meanwhile
    /// they are not written out.
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let key = captures.withLock { state in
            state.next += 1
            state.messages[state.next] = []
            return state.next
        }
        defer { _ = captures.withLock { $0.messages.removeValue(forKey: key) } }
        try body()
        return captures.withLock { $0.messages[key] ?? [] }
    }
}
