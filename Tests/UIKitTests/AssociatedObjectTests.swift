import Dispatch
import Testing
@testable import UIKit
import UIKitTesting

// Keys as libraries declare them: the addresses of variables of their own.
private nonisolated(unsafe) var keyA: UInt8 = 0
private nonisolated(unsafe) var keyB: UInt8 = 0

/// A value whose release a weak reference observes.
private final class Token {}

@Suite @MainActor struct AssociatedObjectTests {
    @Test func retainKeepsTheValueAndAssignDoesNot() {
        let owner = UIView()
        weak var retained: Token?
        weak var assigned: Token?
        do {
            let a = Token(), b = Token()
            retained = a
            assigned = b
            objc_setAssociatedObject(owner, &keyA, a, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(owner, &keyB, b, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &keyB) as? Token === b)
        }
        #expect(retained != nil)
        #expect(objc_getAssociatedObject(owner, &keyA) as? Token === retained)
        #expect(assigned == nil)
        #expect(objc_getAssociatedObject(owner, &keyB) == nil)
        objc_removeAssociatedObjects(owner)
    }

    @Test func copyStoresACopy() {
        let owner = NSObject()
        let text = NSMutableString(string: "tag")
        objc_setAssociatedObject(owner, &keyA, text, .OBJC_ASSOCIATION_COPY)
        text.append("!")
        let stored = objc_getAssociatedObject(owner, &keyA) as? NSString
        #expect(stored !== text)
        #expect(stored == "tag")
        // A Swift value is kept as it is, under every policy.
        objc_setAssociatedObject(owner, &keyB, 42, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &keyB) as? Int == 42)
        objc_removeAssociatedObjects(owner)
    }

    @Test func copyingAnObjectThatCannotBeCopiedIsRefused() {
        let owner = NSObject()
        objc_setAssociatedObject(owner, &keyA, "kept", .OBJC_ASSOCIATION_RETAIN)
        let messages = UIKitLogObservers.capture {
            objc_setAssociatedObject(owner, &keyA, Token(), .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
        #expect(messages.contains { $0.contains("copyWithZone:]: unrecognized selector sent to instance 0x") })
        #expect(objc_getAssociatedObject(owner, &keyA) as? String == "kept")
        objc_removeAssociatedObjects(owner)
    }

    @Test func overwritingAndSettingNilReleaseTheOldValue() {
        let owner = UIView()
        weak var first: Token?
        weak var second: Token?
        do {
            let a = Token(), b = Token()
            first = a
            second = b
            objc_setAssociatedObject(owner, &keyA, a, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &keyA, b, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(first == nil)
        #expect(objc_getAssociatedObject(owner, &keyA) as? Token === second)
        objc_setAssociatedObject(owner, &keyA, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(second == nil)
        #expect(objc_getAssociatedObject(owner, &keyA) == nil)
    }

    @Test func removeAssociatedObjectsReleasesEveryKey() {
        let owner = CALayer()
        weak var a: Token?
        weak var b: Token?
        do {
            let x = Token(), y = Token()
            a = x
            b = y
            objc_setAssociatedObject(owner, &keyA, x, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &keyB, y, .OBJC_ASSOCIATION_RETAIN)
        }
        objc_removeAssociatedObjects(owner)
        #expect(a == nil && b == nil)
        #expect(objc_getAssociatedObject(owner, &keyA) == nil)
    }

    @Test func valuesAreReleasedAfterTheOwnerDies() {
        weak var value: Token?
        do {
            let owner = UIView(), token = Token()
            value = token
            objc_setAssociatedObject(owner, &keyA, token, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(value != nil)
        FramePass.runOnce()
        #expect(value == nil)
    }

    @Test func manyDeadOwnersAreReleasedWithinTheirShareOfPasses() {
        let count = 1_000
        var values: [Weak] = []
        // A table of the test's own holds only its owners: other suites, running alongside, give views
        // accessibility values in the shared one, whose sweep would then need more passes than the test counts.
        let table = AssociatedObjects()
        do {
            var owners: [NSObject] = []
            for _ in 0..<count {
                let owner = NSObject(), token = Token()
                owners.append(owner)
                values.append(Weak(token))
                table.set(token, of: owner, forKey: &keyA, policy: .OBJC_ASSOCIATION_RETAIN)
            }
            #expect(values.allSatisfy { $0.object != nil })
        }
        // Each pass checks 32 entries: 1,000 dead owners take ⌈1000 / 32⌉ = 32 passes.
        for _ in 0..<32 { table.releaseValuesOfDeadOwners() }
        #expect(values.allSatisfy { $0.object == nil })
        #expect(table.ownerCount == 0)
    }

    @Test func liveOwnersKeepTheirValuesThroughSweeps() {
        let table = AssociatedObjects()
        let owners = (0..<200).map { _ in NSObject() }
        for (i, owner) in owners.enumerated() { table.set(i, of: owner, forKey: &keyA, policy: .OBJC_ASSOCIATION_RETAIN) }
        for _ in 0..<8 { table.releaseValuesOfDeadOwners() }
        #expect(owners.enumerated().allSatisfy { table.value(of: $1, forKey: &keyA) as? Int == $0 })
        owners.forEach(table.removeAll)
        #expect(table.ownerCount == 0)
    }

    @Test func concurrentUseFromManyThreads() {
        let table = AssociatedObjects()
        let owners = (0..<8).map { _ in NSObject() }
        nonisolated(unsafe) let shared = owners
        DispatchQueue.concurrentPerform(iterations: 4_000) { i in
            let owner = shared[i % 8]
            table.set(i, of: owner, forKey: &keyA, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            _ = table.value(of: owner, forKey: &keyA)
            table.set(Token(), of: NSObject(), forKey: &keyB, policy: .OBJC_ASSOCIATION_RETAIN)
        }
        // Every owner ends with one of the values written for it.
        #expect(owners.enumerated().allSatisfy { (table.value(of: $1, forKey: &keyA) as? Int).map { $0 % 8 } == $0 })
        owners.forEach(table.removeAll)
        for _ in 0..<(4_000 / 32 + 1) { table.releaseValuesOfDeadOwners() }
        #expect(table.ownerCount == 0)
    }

    @Test func aValueOwnerIsRefused() {
        let messages = UIKitLogObservers.capture {
            objc_setAssociatedObject(5, &keyA, Token(), .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(messages.contains { $0.contains("objc_setAssociatedObject: Int is not a class") })
        #expect(objc_getAssociatedObject(5, &keyA) == nil)
    }
}

/// A weak reference to keep in an array.
private struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
