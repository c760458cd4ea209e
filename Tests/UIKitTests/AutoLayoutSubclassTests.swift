import Testing
@testable import UIKit
import UIKitTesting

/// A subclass as constraint libraries declare one: stored state of its own and Objective-C's designated
/// `init()` overridden, so it inherits the seven-argument initializer.
private final class LabeledConstraint: NSLayoutConstraint {
    var label = ""
    private(set) var madeByInit = false

    override init() {
        madeByInit = true
        super.init()
    }
}

/// A subclass with no initializer of its own, which inherits them all.
private final class PlainSubclassConstraint: NSLayoutConstraint {
    var note: String?
}

@Suite @MainActor struct AutoLayoutSubclassTests {
    @Test func anEmptyConstraintHasNoItemsAndIsRefusedWhenActivated() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        #expect(empty.firstAttribute == .notAnAttribute && empty.relation == .equal)
        #expect(empty.multiplier == 1 && empty.constant == 0)
        let messages = uikitLogMessages { empty.isActive = true }
        #expect(messages.contains { $0.contains("Constraint must contain a first layout item") })
        #expect(!empty.isActive)
    }

    @Test func aSubclassMadeWithTheSevenArgumentInitializerIsSolved() {
        let root = rootView(300, 200)
        let box = constrained()
        root.addSubview(box)
        let width = LabeledConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 40)
        width.label = "width"
        let left = PlainSubclassConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: root,
                                           attribute: .left, multiplier: 1, constant: 15)
        left.note = "left"
        let height = LabeledConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: root,
                                       attribute: .height, multiplier: 0.5, constant: 0)
        NSLayoutConstraint.activate([width, left, height,
                                     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(width.madeByInit && width.firstItem === box && width.label == "width")
        #expect(root.constraints.contains { $0 === left })
        #expect(box.frame == rect(15, 5, 40, 100))
        width.constant = 60
        root.layoutIfNeeded()
        #expect(box.frame == rect(15, 5, 60, 100))
    }
}
