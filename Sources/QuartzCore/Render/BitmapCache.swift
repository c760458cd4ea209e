import CoreGraphics
import Synchronization

/// Bitmaps the compositor keeps from frame to frame (`shouldRasterize` subtrees, looks, blurred shadow masks),
/// least recently used first out beyond a memory budget. Safe to use from the render thread and the main thread.
///
/// A cache may keep a bitmap only when it is asked for a second time: what changes every frame (a layer sliding
/// by fractions of a pixel in an animation) then costs no more than drawing it, and does not fill the cache
/// with bitmaps that are never reused.
final class BitmapCache<Key: Hashable & Sendable, Bitmap: Sendable>: Sendable {
    private struct Entry {
        /// Held, so that the object whose identity is part of the key cannot be freed and its identity reused
        /// while the entry exists.
        let owner: (any AnyObject & Sendable)?
        let bitmap: Bitmap
        let bytes: Int
        var lastUse: Int
    }

    /// The entries, and the keys asked for once, with a clock that orders uses.
    private struct State {
        var entries: [Key: Entry] = [:]
        var seen: Set<Key> = []
        var clock = 0
        var bytes = 0

        /// Drops the least recently used bitmaps until at most `limit` bytes are left.
        mutating func evict(downTo limit: Int) {
            for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard bytes > limit else { break }
                bytes -= entry.bytes
                entries[key] = nil
            }
        }
    }

    /// At most this many keys asked for once are remembered.
    private static var maximumSeen: Int { 4096 }

    private let budgetBytes: Int
    private let keepsOnSecondUse: Bool
    private let size: @Sendable (Bitmap) -> Int
    private let state = Mutex(State())

    /// A cache of at most `budgetBytes`, where `size` tells what one bitmap takes, that keeps a bitmap the first
    /// time it is made, or only the second time when `keepsOnSecondUse`.
    init(budgetBytes: Int, keepsOnSecondUse: Bool, size: @escaping @Sendable (Bitmap) -> Int) {
        self.budgetBytes = budgetBytes
        self.keepsOnSecondUse = keepsOnSecondUse
        self.size = size
    }

    /// The bitmap for `key`, made with `make` when there is none (nil when `make` fails), and kept unless the
    /// cache keeps on second use and this is the first. `owner` is the object whose identity the key holds, if
    /// any; it is kept alive with the entry.
    func bitmap(for key: Key, owner: (any AnyObject & Sendable)? = nil, make: () -> Bitmap?) -> Bitmap? {
        let (found, keeps) = state.withLock { state -> (Bitmap?, Bool) in
            state.clock += 1
            if var entry = state.entries[key] {
                entry.lastUse = state.clock
                state.entries[key] = entry
                return (entry.bitmap, true)
            }
            let keeps = !keepsOnSecondUse || state.seen.remove(key) != nil
            if !keeps {
                if state.seen.count >= Self.maximumSeen { state.seen.removeAll(keepingCapacity: true) }
                state.seen.insert(key)
            }
            return (nil, keeps)
        }
        if let found { return found }
        // Made outside the lock: other threads' bitmaps need not wait for this one.
        guard let bitmap = make() else { return nil }
        guard keeps else { return bitmap }
        KeptBitmapTally.current?.recordKept()
        let cost = size(bitmap)
        state.withLock { state in
            if let old = state.entries[key] { state.bytes -= old.bytes }
            state.entries[key] = Entry(owner: owner, bitmap: bitmap, bytes: cost, lastUse: state.clock)
            state.bytes += cost
            // Down to three quarters of the budget, so that a full cache sorts its entries once in a while
            // rather than searching them on every insertion.
            if state.bytes > budgetBytes { state.evict(downTo: budgetBytes / 4 * 3) }
        }
        return bitmap
    }
}

/// Counts the bitmaps the compositor's caches keep while it is bound (`KeptBitmapTally.$current.withValue`):
/// how tests see that a frame reused what an earlier one kept.
final class KeptBitmapTally: Sendable {
    /// The tally frames drawn in this task add to.
    @TaskLocal static var current: KeptBitmapTally?

    private let bitmaps = Atomic(0)

    /// How many bitmaps were kept.
    var kept: Int { bitmaps.load(ordering: .relaxed) }

    fileprivate func recordKept() { bitmaps.wrappingAdd(1, ordering: .relaxed) }
}
