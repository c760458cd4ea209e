import CoreGraphics
import Foundation

/// Bitmaps of `shouldRasterize` subtrees, kept while their render node is reused (nothing in them changed),
/// least recently used first out beyond a memory budget.
final class RasterCache: @unchecked Sendable {
    static let shared = RasterCache()

    /// How much memory the bitmaps may take.
    static let budgetBytes = 64 << 20

    private struct Entry {
        /// Held, so that its identity cannot be reused by another node while the entry exists.
        let node: RenderLayer
        let resolution: CGFloat
        let surface: ImageSurface
        var lastUse: Int
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var clock = 0
    private var bytes = 0
    /// How many bitmaps were reused and made: for tests.
    private(set) var hits = 0
    private(set) var misses = 0

    /// The bitmap of `node` at `resolution` pixels per point, made with `make` when there is none.
    func bitmap(for node: RenderLayer, resolution: CGFloat, make: () -> ImageSurface?) -> ImageSurface? {
        let key = ObjectIdentifier(node)
        lock.lock()
        clock += 1
        if var entry = entries[key], entry.node === node, entry.resolution == resolution {
            entry.lastUse = clock
            entries[key] = entry
            hits += 1
            lock.unlock()
            return entry.surface
        }
        misses += 1
        lock.unlock()
        guard let surface = make() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let old = entries[key] { bytes -= old.surface.stride * old.surface.height }
        entries[key] = Entry(node: node, resolution: resolution, surface: surface, lastUse: clock)
        bytes += surface.stride * surface.height
        while bytes > Self.budgetBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.surface.stride * oldest.value.surface.height
            entries[oldest.key] = nil
        }
        return surface
    }
}
