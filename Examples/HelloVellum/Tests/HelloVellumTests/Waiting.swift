import Foundation

/// Lets real time pass until `condition` holds, for at most `timeout` seconds; whether it came to hold. The one
/// place the sample's tests wait, so that they can move to UIKitTesting's own waiting in one edit.
@MainActor
func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) async -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        // Suspending frees the main actor's queue, where UIKit finishes animations under `swift test`.
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}
