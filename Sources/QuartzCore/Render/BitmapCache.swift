import CoreGraphics
import Foundation

/// Bitmaps the compositor keeps from frame to frame (`shouldRasterize` subtrees, blurred shadow masks), least
/// recently used first out beyond a memory budget. Safe to use from the render thread and the main thread.
final class BitmapCache<Key: Hashable, Bitmap>: @unchecked Sendable {
    private struct Entry {
        /// Held, so that the object whose identity is part of the key cannot be freed and its identity reused
        /// while the entry exists.
        let owner: AnyObject?
        let bitmap: Bitmap
        let bytes: Int
        var lastUse: Int
    }

    private let budgetBytes: Int
    private let size: (Bitmap) -> Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var bytes = 0

    /// A cache of at most `budgetBytes`, where `size` tells what one bitmap takes.
    init(budgetBytes: Int, size: @escaping (Bitmap) -> Int) {
        self.budgetBytes = budgetBytes
        self.size = size
    }

    /// The bitmap for `key`, made with `make` when there is none. `owner` is the object whose identity the key
    /// holds, if any; it is kept alive with the entry.
    func bitmap(for key: Key, owner: AnyObject? = nil, make: () -> Bitmap?) -> Bitmap? {
        lock.lock()
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            lock.unlock()
            return entry.bitmap
        }
        lock.unlock()
        guard let bitmap = make() else { return nil }
        KeptBitmapTally.current?.recordMade()
        let cost = size(bitmap)
        lock.lock()
        defer { lock.unlock() }
        if let old = entries[key] { bytes -= old.bytes }
        entries[key] = Entry(owner: owner, bitmap: bitmap, bytes: cost, lastUse: clock)
        bytes += cost
        while bytes > budgetBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        return bitmap
    }

    /// Drops every bitmap.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        bytes = 0
    }
}

/// Counts the bitmaps the compositor's caches make while it is bound (`KeptBitmapTally.$current.withValue`):
/// how tests see that a frame reused what an earlier one made.
final class KeptBitmapTally: @unchecked Sendable {
    /// The tally frames drawn in this task add to.
    @TaskLocal static var current: KeptBitmapTally?

    private let lock = NSLock()
    private var bitmaps = 0

    /// How many bitmaps were made.
    var made: Int { lock.withLock { bitmaps } }

    fileprivate func recordMade() { lock.withLock { bitmaps += 1 } }
}
