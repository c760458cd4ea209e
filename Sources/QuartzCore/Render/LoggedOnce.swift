import Synchronization

/// A notice logged the first time its condition arises in the process and never after: a layer that cannot be
/// drawn meets its condition on every frame, and would otherwise flood the log.
final class LoggedOnce: Sendable {
    private let logged = Atomic<Bool>(false)

    /// Logs `message` unless this notice was logged before.
    func notice(_ message: @autoclosure () -> String) {
        guard !logged.exchange(true, ordering: .relaxed) else { return }
        CALayer.log.notice("\(message()) (Logged once.)")
    }
}
