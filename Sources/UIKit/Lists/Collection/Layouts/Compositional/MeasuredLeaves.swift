import Foundation

/// The sizes cells measured for the items of one repetition of a group, handed out in the order the items
/// are placed, starting at the repetition's first item.
final class MeasuredLeaves {
    private var item: Int
    private let size: (Int) -> CGSize?

    init(first item: Int, size: @escaping (Int) -> CGSize?) {
        self.item = item
        self.size = size
    }

    /// The measured size of the next item, if it was measured; moves on to the item after it.
    func next() -> CGSize? {
        defer { item += 1 }
        return size(item)
    }

    /// Passes over `count` items that take no measured size.
    func skip(_ count: Int) { item += count }
}
