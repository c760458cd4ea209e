import Foundation

// The touch path searches lists of touches and recognizers by identity many times per event. Plain loops, not
// `contains(where:)` or `removeAll(where:)`: in Swift 6 a closure made on the main actor checks at each call
// that it runs there, which costs more than the comparison it wraps.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself.
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// Removes every occurrence of `object` itself (there is rarely more than one), keeping the order of the rest.
    mutating func removeIdentical(_ object: Element) {
        var index = 0
        while index < count {
            if self[index] === object { remove(at: index) } else { index += 1 }
        }
    }
}
