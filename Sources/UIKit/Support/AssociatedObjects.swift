import Foundation

/// The values of `objc_setAssociatedObject`, by owner and key: a side table, since Swift objects have no room
/// for them.
///
/// Owners are found by identity and held weakly. Swift tells no one when an object dies, so the table learns
/// of it by finding the weak reference empty: a read or write that meets a dead owner's entry releases its
/// values, every call that writes associations checks the next few entries, and each pass of the frame cycle
/// checks the next `sweepLimit`. An address reused by a new object never sees the old object's values, because
/// its entry's weak reference no longer points at it.
final class AssociatedObjects: @unchecked Sendable {
    /// The table `objc_setAssociatedObject` and its siblings use.
    static let shared = AssociatedObjects()

    /// How many entries a frame pass checks for dead owners.
    static let sweepLimit = 32
    /// How many entries each call that writes associations checks besides its own.
    private static let callSweepLimit = 2

    /// A value as a policy holds it.
    private enum Held {
        case strong(Any)
        case weak(WeakValue)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakValue {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One owner's values; a class, so that checking its owner copies nothing.
    private final class Entry {
        weak var owner: AnyObject?
        let id: ObjectIdentifier
        var values: [UnsafeRawPointer: Held]

        init(owner: AnyObject, values: [UnsafeRawPointer: Held]) {
            self.owner = owner
            id = ObjectIdentifier(owner)
            self.values = values
        }
    }

    // All guarded by `lock`. Entries sit in an array so that sweeps can walk them round-robin.
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var slots: [ObjectIdentifier: Int] = [:]
    private var cursor = 0

    /// The number of owners with values, dead ones not yet swept included.
    var ownerCount: Int { lock.withLock { entries.count } }

    /// The value `owner` holds under `key`.
    func value(of owner: AnyObject, forKey key: UnsafeRawPointer) -> Any? {
        var released: [Held] = []
        let value = lock.withLock {
            liveSlot(of: owner, releasing: &released).flatMap { entries[$0].values[key]?.value }
        }
        withExtendedLifetime(released) {}
        return value
    }

    /// Holds `value` under `key` for `owner` (a `nil` value removes the key).
    func set(_ value: Any?, of owner: AnyObject, forKey key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        var held: Held?
        if let value {
            guard let made = Self.hold(value, policy: policy) else { return }
            held = made
        }
        var released: [Held] = []
        lock.withLock {
            released = sweep(limit: Self.callSweepLimit)
            let slot = liveSlot(of: owner, releasing: &released)
            if let held {
                if let slot {
                    if let old = entries[slot].values.updateValue(held, forKey: key) { released.append(old) }
                } else {
                    slots[ObjectIdentifier(owner)] = entries.count
                    entries.append(Entry(owner: owner, values: [key: held]))
                }
            } else if let slot, let old = entries[slot].values.removeValue(forKey: key) {
                released.append(old)
                if entries[slot].values.isEmpty { released += remove(at: slot) }
            }
        }
        // Old values are released here, outside the lock: their deinitializers may use associations too.
        withExtendedLifetime(released) {}
    }

    /// Removes every value `owner` holds.
    func removeAll(of owner: AnyObject) {
        var released: [Held] = []
        lock.withLock {
            released = sweep(limit: Self.callSweepLimit)
            if let slot = liveSlot(of: owner, releasing: &released) { released += remove(at: slot) }
        }
        withExtendedLifetime(released) {}
    }

    /// Checks the next `limit` entries and releases the values of the dead owners among them.
    func releaseValuesOfDeadOwners(limit: Int = sweepLimit) {
        let released = lock.withLock { sweep(limit: limit) }
        withExtendedLifetime(released) {}
    }

    /// `value` as `policy` holds it; `nil` (logged as the runtime's exception) for a copy of an object that
    /// cannot be copied.
    private static func hold(_ value: Any, policy: objc_AssociationPolicy) -> Held? {
        // Only class instances have identity to share or copy; any other value is kept as it is.
        guard type(of: value) is AnyClass else { return .strong(value) }
        let object = value as AnyObject
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN: return .weak(WeakValue(object))
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC: return .strong(object)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            guard let copying = object as? NSCopying else {
                let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
                uikitLog.error("-[\(type(of: object)) copyWithZone:]: unrecognized selector sent to instance 0x\(address)")
                return nil
            }
            return .strong(copying.copy(with: nil))
        }
    }

    /// The slot of `owner`'s entry, releasing a stale one left at the same identity by a dead object.
    private func liveSlot(of owner: AnyObject, releasing released: inout [Held]) -> Int? {
        guard let slot = slots[ObjectIdentifier(owner)] else { return nil }
        if entries[slot].owner === owner { return slot }
        released += remove(at: slot)
        return nil
    }

    private func sweep(limit: Int) -> [Held] {
        var released: [Held] = []
        var checked = 0
        while checked < limit, !entries.isEmpty {
            if cursor >= entries.count { cursor = 0 }
            checked += 1
            if entries[cursor].owner == nil {
                // The last entry moves into this slot and is checked next.
                released += remove(at: cursor)
            } else {
                cursor += 1
            }
        }
        return released
    }

    private func remove(at slot: Int) -> [Held] {
        let removed = entries[slot]
        slots[removed.id] = nil
        let last = entries.removeLast()
        if slot < entries.count {
            entries[slot] = last
            slots[last.id] = slot
        }
        return Array(removed.values.values)
    }
}

/// The class instance `object` is, or `nil` (logged) for a value, which has no identity to attach to.
private func associationOwner(_ object: Any, in function: String) -> AnyObject? {
    guard type(of: object) is AnyClass else {
        uikitLog.error("\(function): \(type(of: object)) is not a class; associated objects need an object.")
        return nil
    }
    return object as AnyObject
}

/// The value associated with `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = associationOwner(object, in: "objc_getAssociatedObject") else { return nil }
    return AssociatedObjects.shared.value(of: owner, forKey: key)
}

/// Associates `value` with `object` under `key`, held as `policy` says, until the object dies, the value is
/// replaced, or `nil` is set. Keys are compared by address, so use the address of a static variable.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = associationOwner(object, in: "objc_setAssociatedObject") else { return }
    AssociatedObjects.shared.set(value, of: owner, forKey: key, policy: policy)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = associationOwner(object, in: "objc_removeAssociatedObjects") else { return }
    AssociatedObjects.shared.removeAll(of: owner)
}
