import CoreGraphics

/// Prefix sums of lengths that change one at a time (a binary indexed tree): both a sum and finding the
/// element holding an offset cost O(log n), so a list finds the rows at any scroll offset without adding up
/// the rows above it.
struct FenwickTree {
    /// 1-based: `tree[i]` holds the sum of the `i & -i` elements ending at element `i`.
    private var tree: [CGFloat]
    /// The number of elements.
    var count: Int { tree.count - 1 }

    /// A tree of `count` elements whose lengths `value` gives, built in O(n).
    init(count: Int, value: (Int) -> CGFloat) {
        tree = [0] + (0..<count).map(value)
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }

    /// Adds `delta` to the length of element `index`.
    mutating func add(_ delta: CGFloat, at index: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the first `prefix` elements' lengths.
    func sum(ofFirst prefix: Int) -> CGFloat {
        var total: CGFloat = 0
        var i = min(prefix, count)
        while i > 0 {
            total += tree[i]
            i -= i & -i
        }
        return total
    }

    /// The index of the element holding `offset`, measured from the start: the number of elements that end
    /// at or before it, at most `count - 1`. Elements of zero length never hold an offset.
    func index(containing offset: CGFloat) -> Int {
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, max(count - 1, 0))
    }
}
