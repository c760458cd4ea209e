import Foundation

/// Items grouped by the object that receives them, receivers and items in first-seen order: touches and
/// presses are handed to each view, responder or recognizer in one call.
struct DeliveryGroups<Receiver: AnyObject, Item>: Sequence {
    /// Each receiver with its items.
    private var groups: [(Receiver, [Item])] = []
    /// Each receiver's place in `groups` once there are two or more: a touch on many recognizers (nested
    /// scroll views add two each) is grouped in time proportional to their number, not its square, and the
    /// many deliveries with one receiver make no index.
    private var places: [ObjectIdentifier: Int] = [:]

    /// Adds `item` to `receiver`'s group, starting the group if it is new.
    mutating func append(_ item: Item, to receiver: Receiver) {
        if let index = place(of: receiver) {
            groups[index].1.append(item)
            return
        }
        if groups.count == 1 { places[ObjectIdentifier(groups[0].0)] = 0 }
        if !groups.isEmpty { places[ObjectIdentifier(receiver)] = groups.count }
        groups.append((receiver, [item]))
    }

    /// The index of `receiver`'s group, if it has one.
    private func place(of receiver: Receiver) -> Int? {
        if groups.count == 1 { return groups[0].0 === receiver ? 0 : nil }
        return places[ObjectIdentifier(receiver)]
    }

    /// Whether no item was added.
    var isEmpty: Bool { groups.isEmpty }

    /// The groups, in the order their receivers were first seen.
    func makeIterator() -> IndexingIterator<[(Receiver, [Item])]> {
        groups.makeIterator()
    }
}
