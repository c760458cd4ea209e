import CoreGraphics
import Foundation

/// Bitmaps the compositor keeps from frame to frame (`shouldRasterize` subtrees, looks, blurred shadow masks),
/// least recently used first out beyond a memory budget. Safe to use from the render thread and the main thread.
///
/// A cache may keep a bitmap only when it is asked for a second time: what changes every frame (a layer sliding
/// by fractions of a pixel in an animation) then costs no more than drawing it, and does not fill the cache
/// with bitmaps that are never reused.
final class BitmapCache<Key: Hashable, Bitmap>: @unchecked Sendable {
    private struct Entry {
        /// Held, so that the object whose identity is part of the key cannot be freed and its identity reused
        /// while the entry exists.
        let owner: AnyObject?
        let bitmap: Bitmap
        let bytes: Int
        var lastUse: Int
    }

    /// At most this many keys asked for once are remembered.
    private static var maximumSeen: Int { 4096 }

    private let budgetBytes: Int
    private let keepsOnSecondUse: Bool
    private let size: (Bitmap) -> Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var seen: Set<Key> = []
    private var clock = 0
    private var bytes = 0

    /// A cache of at most `budgetBytes`, where `size` tells what one bitmap takes, that keeps a bitmap the first
    /// time it is made, or only the second time when `keepsOnSecondUse`.
    init(budgetBytes: Int, keepsOnSecondUse: Bool, size: @escaping (Bitmap) -> Int) {
        self.budgetBytes = budgetBytes
        self.keepsOnSecondUse = keepsOnSecondUse
        self.size = size
    }

    /// The bitmap for `key`, made with `make` when there is none (nil when `make` fails), and kept unless the
    /// cache keeps on second use and this is the first. `owner` is the object whose identity the key holds, if
    /// any; it is kept alive with the entry.
    func bitmap(for key: Key, owner: AnyObject? = nil, make: () -> Bitmap?) -> Bitmap? {
        lock.lock()
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            lock.unlock()
            return entry.bitmap
        }
        let keeps = !keepsOnSecondUse || seen.remove(key) != nil
        if !keeps {
            if seen.count >= Self.maximumSeen { seen.removeAll(keepingCapacity: true) }
            seen.insert(key)
        }
        lock.unlock()
        guard let bitmap = make() else { return nil }
        guard keeps else { return bitmap }
        KeptBitmapTally.current?.recordKept()
        let cost = size(bitmap)
        lock.lock()
        defer { lock.unlock() }
        if let old = entries[key] { bytes -= old.bytes }
        entries[key] = Entry(owner: owner, bitmap: bitmap, bytes: cost, lastUse: clock)
        bytes += cost
        if bytes > budgetBytes { evict() }
        return bitmap
    }

    /// Drops the least recently used bitmaps down to three quarters of the budget, so that a full cache sorts its
    /// entries once in a while rather than searching them on every insertion.
    private func evict() {
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > budgetBytes / 4 * 3 else { break }
            bytes -= entry.bytes
            entries[key] = nil
        }
    }

    /// Drops every bitmap, and forgets the keys asked for once.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        seen.removeAll()
        bytes = 0
    }
}

/// Counts the bitmaps the compositor's caches keep while it is bound (`KeptBitmapTally.$current.withValue`):
/// how tests see that a frame reused what an earlier one kept.
final class KeptBitmapTally: @unchecked Sendable {
    /// The tally frames drawn in this task add to.
    @TaskLocal static var current: KeptBitmapTally?

    private let lock = NSLock()
    private var bitmaps = 0

    /// How many bitmaps were kept.
    var kept: Int { lock.withLock { bitmaps } }

    fileprivate func recordKept() { lock.withLock { bitmaps += 1 } }
}
