import Foundation

/// Marks the main queue, to tell code running on it from code that must hop to it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` on the main actor, synchronously, and returns what it returns: the way to write an XCTest test
/// that uses UIKit on Linux.
///
/// swift-corelibs-xctest and SwiftPM's test discovery cannot call a synchronous main-actor test: a `@MainActor`
/// `XCTestCase` subclass, or a `@MainActor` synchronous test method, stops the whole test binary with
/// `Could not cast value of type '(…) -> @Swift.MainActor () -> ()'` before any test runs. Keep the class and
/// its synchronous tests nonisolated and wrap each body:
///
/// ```swift
/// final class SaveTests: XCTestCase {
///     func testSaving() throws {
///         try runOnMainActor {
///             let window = UIWindow(frame: UIScreen.main.bounds)
///             …
///         }
///     }
///
///     @MainActor func testSavingAsync() async { … } // asynchronous main-actor tests work as they are
/// }
/// ```
///
/// XCTest runs synchronous tests on the main thread, where `body` runs at once; elsewhere (a nonisolated Swift
/// Testing test) it runs on the main queue while the caller waits.
public func runOnMainActor<R: Sendable>(_ body: @MainActor () throws -> R) rethrows -> R {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
        return try MainActor.assumeIsolated(body)
    }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}
