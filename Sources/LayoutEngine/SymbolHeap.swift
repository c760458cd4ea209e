/// A min-heap of symbol ids without duplicates: the candidates for entering the basis, popped lowest id
/// first (Bland's rule, which both prevents cycling and makes the choice independent of storage order).
struct SymbolHeap {
    private var heap: [Int32] = []
    private var member: [Bool] = []

    /// Makes room for `extra` more symbols at once.
    mutating func reserveRoom(forSymbols extra: Int) {
        member.reserveRoom(for: extra)
    }

    /// Makes room for symbols up to `count`.
    mutating func grow(to count: Int) {
        while member.count < count { member.append(false) }
    }

    /// Queues `symbol` unless already queued.
    mutating func push(_ symbol: Int32) {
        if member[Int(symbol)] { return }
        member[Int(symbol)] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if heap[parent] <= symbol { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = symbol
    }

    /// Removes and returns the lowest queued symbol.
    mutating func popMin() -> Int32? {
        guard let top = heap.first else { return nil }
        member[Int(top)] = false
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        var parent = 0
        let count = heap.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && heap[child + 1] < heap[child] { child += 1 }
            if heap[child] >= last { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }
}
