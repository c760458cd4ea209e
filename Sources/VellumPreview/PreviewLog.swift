import Foundation
import Logging
import Synchronization

/// Vellum's log lines as the tool's notes on standard error: what a document uses that this process cannot show
/// as an app would (a custom class it does not have, a view Vellum lacks, a missing image).
enum PreviewLog {
    private static let sawUnknownClass = Mutex(false)

    /// Sends every log line to standard error as a note; before any Vellum call, which makes UIKit's logger.
    static func bootstrap() {
        _ = bootstrapped
    }

    /// swift-log allows one bootstrap a process.
    private static let bootstrapped: Void = LoggingSystem.bootstrap { _ in Handler() }

    /// Writes a line to standard error.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// After a render that met unknown classes, says how they were shown.
    static func noteStandIns() {
        if sawUnknownClass.withLock({ $0 }) {
            write("vellum-preview: note: classes this tool does not have are shown as their UIKit class, as Xcode's canvas does.")
        }
    }

    private struct Handler: LogHandler {
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let message = event.message.description
            if message.hasPrefix("Unknown class") { PreviewLog.sawUnknownClass.withLock { $0 = true } }
            PreviewLog.write("vellum-preview: note: \(message)")
        }
    }
}
