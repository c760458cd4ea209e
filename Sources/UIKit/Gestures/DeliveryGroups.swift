import Foundation

/// Items grouped by the object that receives them, receivers and items in first-seen order: touches and
/// presses are handed to each view, responder or recognizer in one call.
struct DeliveryGroups<Receiver: AnyObject, Item>: Sequence {
    /// Each receiver with its items.
    private var groups: [(Receiver, [Item])] = []

    /// Adds `item` to `receiver`'s group, starting the group if it is new.
    mutating func append(_ item: Item, to receiver: Receiver) {
        if let index = groups.firstIndex(where: { $0.0 === receiver }) {
            groups[index].1.append(item)
        } else {
            groups.append((receiver, [item]))
        }
    }

    /// The groups, in the order their receivers were first seen.
    func makeIterator() -> IndexingIterator<[(Receiver, [Item])]> {
        groups.makeIterator()
    }
}
