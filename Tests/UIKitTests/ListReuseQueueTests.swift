import Foundation
import Testing
@testable import UIKit

/// The reuse queue table and collection views share.
@MainActor @Suite struct ListReuseQueueTests {
    @Test func recycledViewsComeBackPreparedAndNewOnesFromTheRegistration() {
        var prepared: [ObjectIdentifier] = []
        var made = 0
        let queue = ReuseQueue<UIView> { prepared.append(ObjectIdentifier($0)) }
        queue.register({ made += 1; return UIView() }, forIdentifier: "a")
        let first = queue.dequeue("a")!
        #expect(made == 1 && prepared.isEmpty)
        queue.enqueue(first, identifier: "a")
        #expect(queue.pooledCount("a") == 1)
        #expect(queue.dequeue("a") === first)
        #expect(prepared == [ObjectIdentifier(first)] && made == 1)
        #expect(queue.dequeue("a") !== first)
        #expect(made == 2)
    }

    @Test func anUnregisteredIdentifierIsRefusedInApplesWordsAndAnsweredWithTheFallback() {
        let queue = ReuseQueue<UIView> { _ in }
        #expect(queue.dequeue("missing") == nil)
        let fallback = UIView()
        var view: UIView?
        let messages = UIKitLogObservers.capture { view = queue.dequeue("missing") { fallback } }
        #expect(view === fallback)
        #expect(messages == ["""
            unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or \
            connect a prototype cell in a storyboard
            """])
    }
}
