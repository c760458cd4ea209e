/// The items (views and layout guides) a constraint names, kept inline: a constraint names one or two, so
/// activating one makes no list on the heap (a distance between anchors names up to four; the third and
/// fourth go to `rest`).
struct LayoutItems: Sequence {
    private var first: AnyObject?
    private var second: AnyObject?
    private var rest: [AnyObject] = []
    /// How many items the list holds.
    private(set) var count = 0

    /// Adds `item` at the end.
    mutating func append(_ item: AnyObject) {
        switch count {
        case 0: first = item
        case 1: second = item
        default: rest.append(item)
        }
        count += 1
    }

    /// Reads the items in the order they were appended.
    struct Iterator: IteratorProtocol {
        fileprivate let items: LayoutItems
        fileprivate var index = 0

        /// The next item; nil at the end.
        mutating func next() -> AnyObject? {
            guard index < items.count else { return nil }
            defer { index += 1 }
            switch index {
            case 0: return items.first
            case 1: return items.second
            default: return items.rest[index - 2]
            }
        }
    }

    /// An iterator from the first item.
    func makeIterator() -> Iterator { Iterator(items: self) }
}
