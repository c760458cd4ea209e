import Synchronization

/// Process-wide counters for the identities of variables and constraints. A solver finds its own
/// bookkeeping for an object through these identities (in arrays, not hash tables), so they are never
/// reused, even after the object is gone.
enum UniqueID {
    private static let counter = Atomic<Int>(0)

    /// A fresh identity, never returned before in this process.
    static func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
