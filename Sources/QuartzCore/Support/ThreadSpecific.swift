import Foundation

/// One object per thread, made on first use and released when the thread exits: per-thread state read on hot
/// paths (every layer change reads the transaction state), for which a Foundation thread dictionary — a
/// string-keyed lookup — costs too much.
package final class ThreadSpecific<Value: AnyObject>: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    /// Storage whose value on each thread `make` creates when the thread first asks.
    package init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        self.key = key
        self.make = make
    }

    /// The calling thread's value.
    package var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
