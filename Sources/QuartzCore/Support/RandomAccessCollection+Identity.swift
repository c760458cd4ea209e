extension RandomAccessCollection where Element: AnyObject, Index == Int {
    /// The index of `object`, found by identity, searching inward from both ends at once: a sibling list is
    /// usually changed at one of its ends, which this finds at once in a list of any length.
    package func index(ofIdentical object: Element) -> Int? {
        var low = startIndex, high = endIndex - 1
        while low <= high {
            if self[low] === object { return low }
            if self[high] === object { return high }
            low += 1
            high -= 1
        }
        return nil
    }
}
