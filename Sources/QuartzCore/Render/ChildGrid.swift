import CoreGraphics

/// A coarse grid over a layer's sublayers' device extents, so that a damaged rectangle finds the few sublayers
/// it meets without testing every one: each cell holds a bit per sublayer whose extent reaches into it. Beyond
/// the grid, extents and queries are clamped to its edge cells, so a sublayer that moves out stays findable.
struct ChildGrid: Sendable {
    /// Below this many sublayers, testing each is as quick as the grid.
    static let minimumSublayers = 48
    /// At most this many cells along a side.
    private static let maximumCells = 24

    private let origin: CGPoint
    private let cell: CGFloat
    private let columns: Int
    private let rows: Int
    /// 64-bit words of sublayer bits per cell.
    private let words: Int
    private var bits: [UInt64]

    /// A grid over `extents`; nil when there are too few to need one or they cover no finite area.
    init?(_ extents: [CGRect]) {
        guard extents.count >= Self.minimumSublayers else { return nil }
        // Extents beyond any sensible screen (a layer turned edge-on, say) are clamped to the grid's edge.
        let limit = CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)
        let area = extents.reduce(CGRect.null) { $1.isNull ? $0 : $0.union($1.intersection(limit)) }
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        origin = area.origin
        cell = max(64, max(area.width, area.height) / CGFloat(Self.maximumCells))
        columns = Int(clamping: area.width / cell, rounding: .up, within: 1...Self.maximumCells)
        rows = Int(clamping: area.height / cell, rounding: .up, within: 1...Self.maximumCells)
        words = (extents.count + 63) / 64
        bits = [UInt64](repeating: 0, count: columns * rows * words)
        for (index, extent) in extents.enumerated() { mark(index, extent, true) }
    }

    /// Files sublayer `index` under its new extent instead of its old one.
    mutating func move(_ index: Int, from old: CGRect, to new: CGRect) {
        mark(index, old, false)
        mark(index, new, true)
    }

    private mutating func mark(_ index: Int, _ extent: CGRect, _ present: Bool) {
        guard let span = Self.cells(extent, origin: origin, cell: cell, columns: columns, rows: rows) else { return }
        let (word, bit) = (index / 64, UInt64(1) << UInt64(index % 64))
        for row in span.rows {
            for column in span.columns {
                let at = (row * columns + column) * words + word
                bits[at] = present ? bits[at] | bit : bits[at] & ~bit
            }
        }
    }

    /// The sublayers whose extents may meet `rect`, in drawing order.
    func candidates(meeting rect: CGRect) -> [Int] {
        guard let span = Self.cells(rect, origin: origin, cell: cell, columns: columns, rows: rows) else { return [] }
        var union = [UInt64](repeating: 0, count: words)
        for row in span.rows {
            for column in span.columns {
                let base = (row * columns + column) * words
                for word in 0..<words { union[word] |= bits[base + word] }
            }
        }
        var indices: [Int] = []
        for (word, value) in union.enumerated() {
            var remaining = value
            while remaining != 0 {
                indices.append(word * 64 + remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        return indices
    }

    /// The cells `rect` reaches, those beyond the grid counting as its edge cells; nil when `rect` is not a
    /// rectangle.
    private static func cells(_ rect: CGRect, origin: CGPoint, cell: CGFloat, columns: Int, rows: Int)
        -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard !rect.isNull, !rect.minX.isNaN, !rect.minY.isNaN, !rect.maxX.isNaN, !rect.maxY.isNaN else { return nil }
        func index(_ value: CGFloat, _ start: CGFloat, _ count: Int) -> Int {
            Int(clamping: (value - start) / cell, rounding: .down, within: 0...count - 1)
        }
        return (index(rect.minX, origin.x, columns)...index(rect.maxX, origin.x, columns),
                index(rect.minY, origin.y, rows)...index(rect.maxY, origin.y, rows))
    }
}
