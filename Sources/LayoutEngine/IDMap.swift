/// A map from process-wide object identities (``Variable`` and ``Constraint`` ids) to small integers,
/// as pages of a flat array: two array reads per lookup, no hashing, and memory only for the id ranges
/// in use.
struct IDMap {
    private var pages: [[Int32]] = []
    private var counts: [Int32] = []
    private static let shift = 9
    private static let mask = (1 << shift) - 1

    /// The value stored for `id`, or -1.
    @inline(__always)
    subscript(id: Int) -> Int32 {
        let p = id >> IDMap.shift
        guard p < pages.count, !pages[p].isEmpty else { return -1 }
        return pages[p][id & IDMap.mask]
    }

    /// Stores `value` (≥ 0) for `id`.
    mutating func set(_ id: Int, _ value: Int32) {
        let p = id >> IDMap.shift
        while pages.count <= p {
            pages.append([])
            counts.append(0)
        }
        if pages[p].isEmpty { pages[p] = [Int32](repeating: -1, count: IDMap.mask + 1) }
        if pages[p][id & IDMap.mask] < 0 { counts[p] += 1 }
        pages[p][id & IDMap.mask] = value
    }

    /// Forgets `id`; a page whose ids are all gone is freed.
    mutating func remove(_ id: Int) {
        let p = id >> IDMap.shift
        guard p < pages.count, !pages[p].isEmpty, pages[p][id & IDMap.mask] >= 0 else { return }
        pages[p][id & IDMap.mask] = -1
        counts[p] -= 1
        if counts[p] == 0 { pages[p] = [] }
    }
}
