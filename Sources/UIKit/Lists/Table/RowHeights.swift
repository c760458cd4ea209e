import CoreGraphics

/// The heights of one section's rows: one height for all of them (the fixed `rowHeight` or the estimate),
/// and the rows whose height differs. Memory grows with those rows only, so a million rows of one height
/// cost a few words; the blocks' sums make the offset of a row, and the row at an offset, O(log n).
struct RowHeights {
    /// Rows per block of the prefix sums.
    private static let blockSize = 64

    /// The number of rows.
    private(set) var count: Int
    /// The height of rows not in `overrides`.
    let base: CGFloat
    private var overrides: [Int: CGFloat] = [:]
    /// The heights of whole blocks, made when the first row differs from `base`.
    private var blocks: FenwickTree?

    /// `count` rows of `base` height.
    init(count: Int, base: CGFloat) {
        self.count = count
        self.base = base
    }

    /// The height of all the rows.
    var total: CGFloat {
        guard let blocks else { return CGFloat(count) * base }
        return blocks.sum(ofFirst: blocks.count)
    }

    /// The height of `row`.
    func height(at row: Int) -> CGFloat { overrides[row] ?? base }

    /// Sets the height of `row`; returns by how much the total changed.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, at row: Int) -> CGFloat {
        let delta = height - self.height(at: row)
        guard delta != 0 else { return 0 }
        if blocks == nil {
            let (count, base, size) = (count, base, Self.blockSize)
            blocks = FenwickTree(count: (count + size - 1) / size) { CGFloat(min(size, count - $0 * size)) * base }
        }
        overrides[row] = height == base ? nil : height
        blocks?.add(delta, at: row / Self.blockSize)
        return delta
    }

    /// The distance from the section's first row to the top of `row` (the total for `row == count`).
    func offset(of row: Int) -> CGFloat {
        guard let blocks else { return CGFloat(row) * base }
        let block = row / Self.blockSize
        var offset = blocks.sum(ofFirst: block)
        for r in block * Self.blockSize..<row { offset += height(at: r) }
        return offset
    }

    /// The row holding `offset` from the section's first row, clamped to the rows there are; nil when there
    /// are none.
    func row(at offset: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        guard let blocks else {
            guard base > 0 else { return 0 }
            return min(max(Int((offset / base).rounded(.down)), 0), count - 1)
        }
        let block = blocks.index(containing: max(offset, 0))
        var top = blocks.sum(ofFirst: block)
        var row = block * Self.blockSize
        while row < count - 1 {
            let bottom = top + height(at: row)
            if bottom > offset { break }
            top = bottom
            row += 1
        }
        return row
    }

    /// Every row whose height differs from `base`, for rebuilding after a batch update moves rows.
    var differingRows: [Int: CGFloat] { overrides }
}
