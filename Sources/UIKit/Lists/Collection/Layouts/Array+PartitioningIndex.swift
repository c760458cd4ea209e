import Foundation

extension Array {
    /// The first index whose element satisfies `belongsToSecondPart`, by binary search: the elements must be
    /// partitioned, every one that fails it before every one that satisfies it (layouts' sections, lines and
    /// groups, in order along the scrolling axis, asked whether they end after a point).
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
