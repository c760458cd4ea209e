import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Changing an installed constraint's `constant` — what animating a constraint does every frame — moves the
/// solution in place, and a change that cannot hold is refused and resolved as a new conflict would be.
@MainActor @Suite struct AutoLayoutConstantTests {
    @Test func aChainFollowsItsFirstConstantFrameByFrame() {
        let root = rootView(1000, 100)
        var previous = root.leadingAnchor
        var views: [UIView] = []
        var first: NSLayoutConstraint?
        for index in 0..<50 {
            let view = constrained(index)
            root.addSubview(view)
            let leading = view.leadingAnchor.constraint(equalTo: previous, constant: index == 0 ? 0 : 2)
            first = first ?? leading
            NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.widthAnchor.constraint(equalToConstant: 10),
                                         view.heightAnchor.constraint(equalToConstant: 10)])
            previous = view.trailingAnchor
            views.append(view)
        }
        root.layoutIfNeeded()
        #expect(abs(views[49].frame.minX - 49 * 12) < 0.001)
        for step in 1...30 {
            first?.constant = CGFloat(step)
            root.layoutIfNeeded()
            #expect(abs(views[0].frame.minX - CGFloat(step)) < 0.001)
            #expect(abs(views[49].frame.minX - (CGFloat(step) + 49 * 12)) < 0.001)
        }
    }

    @Test func aConstantThatConflictsIsResolvedAndComesBackWhenTheConflictGoes() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        let most = child.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10), width, most])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let logs = uikitLogMessages {
            most.constant = 50
            root.layoutIfNeeded()
        }
        #expect(logs.contains { $0.contains("Unable to simultaneously satisfy constraints.") })
        #expect(child.frame.width == 100, "the most recently activated of the two is broken")
        let later = uikitLogMessages {
            most.constant = 150
            width.constant = 120
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 120)
        #expect(!later.contains { $0.contains("Unable to simultaneously satisfy constraints.") })
        width.constant = 180
        let again = uikitLogMessages { root.layoutIfNeeded() }
        #expect(again.contains { $0.contains("Unable to simultaneously satisfy constraints.") },
                "the broken constraint came back when it could hold, so 180 conflicts with it")
    }
}

/// A view whose `updateConstraints()` always asks for another round.
private final class Restless: UIView {
    var rounds = 0
    override func updateConstraints() {
        rounds += 1
        super.updateConstraints()
        setNeedsUpdateConstraints()
    }
}

@MainActor @Suite struct ConstraintPassCapTests {
    @Test func updateConstraintsThatNeverSettlesIsCappedAndLogged() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Restless()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10)])
        FramePass.runOnce()
        view.rounds = 0
        view.setNeedsUpdateConstraints()
        let logs = uikitLogMessages { FramePass.runOnce() }
        #expect(view.rounds == UIView.maximumConstraintRounds, "one pass gives it its rounds, then stops")
        #expect(logs.contains { $0.contains("updateConstraints() kept asking for more") })
    }
}
