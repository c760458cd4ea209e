import Foundation

/// Items grouped by the object that receives them, receivers and items in first-seen order: touches and
/// presses are handed to each view, responder or recognizer in one call.
struct DeliveryGroups<Receiver: AnyObject, Item>: Sequence {
    /// Each receiver with its items.
    private var groups: [(Receiver, [Item])] = []
    /// Each receiver's place in `groups`: a touch on many recognizers (nested scroll views add two each) is
    /// grouped in time proportional to their number, not its square.
    private var places: [ObjectIdentifier: Int] = [:]

    /// Adds `item` to `receiver`'s group, starting the group if it is new.
    mutating func append(_ item: Item, to receiver: Receiver) {
        let key = ObjectIdentifier(receiver)
        if let index = places[key] {
            groups[index].1.append(item)
        } else {
            places[key] = groups.count
            groups.append((receiver, [item]))
        }
    }

    /// The groups, in the order their receivers were first seen.
    func makeIterator() -> IndexingIterator<[(Receiver, [Item])]> {
        groups.makeIterator()
    }
}
