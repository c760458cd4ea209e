import Glibc

/// The one recursive lock behind every layer's model, as Core Animation's transaction lock is: any thread may
/// read or change a layer, and a commit lays out, displays and snapshots its trees holding it, so a snapshot never
/// sees half of another thread's change. `CATransaction.lock()` takes it.
///
/// A POSIX recursive mutex: uncontended, taking it is one compare-and-swap, and taking it again on the thread that
/// holds it (what every property access inside a commit or an action does) is a comparison; the thread sanitizer
/// understands it.
enum LayerLock {
    private nonisolated(unsafe) static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }()

    /// Takes the lock, waiting while another thread holds it.
    @inline(__always)
    static func lock() { pthread_mutex_lock(mutex) }

    /// Releases one `lock()`.
    @inline(__always)
    static func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inline(__always) @discardableResult
    static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
