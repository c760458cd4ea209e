import Testing
@testable import UIKit
import UIKitTesting

/// Issue 22's Auto Layout cliffs, at sizes the debug suite affords: work is counted in the solver's row
/// substitutions and the views a layout places, not timed; frames are worked out by hand.
@MainActor @Suite struct AutoLayoutScalingTests {
    /// The substitutions the solver of `view`'s hierarchy has made so far.
    private func substitutions(_ view: UIView) -> Int {
        view.hierarchyEngine(create: false)?.solver.statistics.substitutions ?? 0
    }

    /// `n` views 10 points wide in a row from `root`'s leading edge, pinned to its top and 10 high.
    private func row(_ n: Int, in root: UIView) -> (views: [UIView], widths: [NSLayoutConstraint]) {
        var previous = root.leadingAnchor
        var views: [UIView] = [], widths: [NSLayoutConstraint] = []
        for _ in 0..<n {
            let view = constrained()
            root.addSubview(view)
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: previous), width,
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 10)])
            previous = view.trailingAnchor
            views.append(view)
            widths.append(width)
        }
        return (views, widths)
    }

    // MARK: A fill-equally stack

    @Test func aFillEquallyStackCostsWorkInProportionToItsViews() {
        var counts: [Int] = []
        for n in [75, 300] {
            let root = rootView(100, CGFloat(n) * 10)
            let views = (0..<n).map { _ in IntrinsicView(80, 20) }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.distribution = .fillEqually
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                         stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
            root.layoutIfNeeded()
            // 10·n points shared by n views that would be 20 high: 10 each.
            #expect(views[0].frame == rect(0, 0, 100, 10))
            #expect(views[n - 1].frame == rect(0, CGFloat(n - 1) * 10, 100, 10))
            counts.append(substitutions(root))
        }
        // Four times the views, about four times the work (it was cubic: 0.68 s for 100 labels, 117 s for 500).
        #expect(counts[1] < 6 * counts[0], "substitutions \(counts)")
    }

    // MARK: Placing views

    @Test func aConstantEditPlacesOnlyTheViewItMoves() throws {
        let root = rootView(390, 844)
        var above = root.topAnchor
        var heights: [NSLayoutConstraint] = []
        for _ in 0..<200 {
            let view = constrained()
            root.addSubview(view)
            heights.append(view.heightAnchor.constraint(equalToConstant: 4))
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                         heights.last!, view.topAnchor.constraint(equalTo: above)])
            above = view.bottomAnchor
        }
        root.layoutIfNeeded()
        heights[199].constant = 9
        try #require(root.hierarchyEngine(create: false)).sync()
        #expect(root.layoutState?.queuedPlacements.count == 1, "only the last row waits to be placed")
        root.layoutIfNeeded()
        #expect(root.subviews[199].frame == rect(0, 796, 390, 9))
        #expect(root.subviews[198].frame == rect(0, 792, 390, 4))
        // An edit higher up moves every row below it: each is placed.
        heights[99].constant = 5
        root.layoutIfNeeded()
        #expect(root.subviews[99].frame == rect(0, 396, 390, 5))
        #expect(root.subviews[199].frame == rect(0, 797, 390, 9))
    }

    @Test func aFrameSetByHandLastsUntilTheSuperviewLaysOut() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                     child.widthAnchor.constraint(equalToConstant: 30),
                                     child.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        child.frame = rect(0, 0, 5, 5)
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 5, 5), "nothing asked the superview to lay out")
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 30, 40))
    }

    @Test func aSuperviewNudgingASubviewInLayoutStartsFromTheSolvedFrameEachTime() {
        let root = Nudging(frame: rect(0, 0, 300, 200)), child = constrained()
        root.addSubview(child)
        root.nudged = child
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 30),
                                     child.heightAnchor.constraint(equalToConstant: 40)])
        for _ in 0..<3 {
            root.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(child.frame == rect(11, 0, 30, 40), "placed at 10, then nudged once")
        }
    }

    @Test func aViewBackWithAFrameSetWhileAwayIsPlacedAgain() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 30),
                                     child.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 30, 40))
        child.removeFromSuperview()
        child.frame = rect(50, 60, 5, 5)
        root.addSubview(child)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 30, 40), "its constraints and solved values did not change")
    }

    @Test func aViewsIntrinsicSizeIsMeasuredOnceWhenItJoins() {
        let root = rootView(), view = Measured()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 60, 20))
        #expect(view.measurements == 1, "a label measures its text each time")
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.measurements == 2)
    }

    // MARK: Conflicts, cycles and chains

    @Test func deactivatingManyConflictingConstraintsLeavesTheOthersInOrder() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), height])
        let widths = (0..<300).map { child.widthAnchor.constraint(equalToConstant: CGFloat(10 + $0)) }
        let logs = uikitLogMessages {
            NSLayoutConstraint.activate(widths)
            root.layoutIfNeeded()
        }
        #expect(logs.filter { $0.contains("Unable to simultaneously satisfy constraints.") }.count == 299)
        #expect(child.frame.width == 10, "the first width holds; each later one is broken")
        let odd = stride(from: 1, to: 300, by: 2).map { widths[$0] }
        NSLayoutConstraint.deactivate(odd.reversed())
        root.layoutIfNeeded()
        let even = stride(from: 0, to: 300, by: 2).map { widths[$0] }
        #expect(child.constraints.map(ObjectIdentifier.init) == ([height] + even).map(ObjectIdentifier.init))
        let quiet = uikitLogMessages {
            NSLayoutConstraint.deactivate([widths[0]])
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 12, "the next width comes back, silently")
        #expect(quiet.isEmpty)
        NSLayoutConstraint.deactivate(even)
        root.layoutIfNeeded()
        #expect(child.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(height)])
    }

    @Test func aConstraintActivatedAgainAndAgainKeepsItsItemsListsShort() {
        let root = rootView(), child = constrained(), other = constrained()
        root.addSubview(child)
        root.addSubview(other)
        let tie = child.widthAnchor.constraint(equalTo: other.widthAnchor)
        for _ in 0..<1000 {
            tie.isActive = true
            tie.isActive = false
        }
        tie.isActive = true
        #expect((child.layoutState?.referencing.count ?? 0) <= 16)
        #expect(child.layoutState?.referencingConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(tie)])
        child.removeFromSuperview()
        #expect(!tie.isActive && root.constraints.isEmpty, "leaving, the view takes the tie with it")
        #expect(child.layoutState?.referencingConstraints.isEmpty == true)
    }

    @Test func removingTheViewsOfACycleRebuildsItOnce() {
        let n = 200
        let root = rootView(1000, 100)
        let views = (0..<n).map { _ in constrained() }
        for view in views { root.addSubview(view) }
        var previous = root.leadingAnchor
        for (index, view) in views.enumerated() {
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: previous),
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 10),
                                         view.widthAnchor.constraint(equalTo: views[(index + 1) % n].widthAnchor)])
            previous = view.trailingAnchor
        }
        views[0].widthAnchor.constraint(equalToConstant: 4).isActive = true
        root.layoutIfNeeded()
        #expect(views[n - 1].frame == rect(CGFloat(n - 1) * 4, 0, 4, 10))
        let before = substitutions(root)
        for view in views[(n / 2)...] { view.removeFromSuperview() }
        root.layoutIfNeeded()
        let work = substitutions(root) - before
        #expect(views[n / 2 - 1].frame == rect(CGFloat(n / 2 - 1) * 4, 0, 4, 10))
        #expect(root.constraints.count == 2 * (n / 2) + (n / 2 - 1), "each leading and top, and the widths tied")
        // One rebuild of what is left, where one rebuild per removed view was quadratic (22 s for 5,000).
        #expect(work < 20 * n, "substitutions \(work)")
    }

    @Test func editingAChainWhoseTotalCannotHoldRebuildsItOnceAndLogsNothing() {
        let n = 200
        let root = rootView(300, 100)
        let (views, widths) = row(n, in: root)
        let total = views[n - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let logs = uikitLogMessages {
            total.isActive = true
            root.layoutIfNeeded()
        }
        #expect(logs.count == 1, "2,000 points of views in 300 cannot hold: the total is broken")
        for step in 1...3 {
            let before = substitutions(root)
            let edit = uikitLogMessages {
                widths[0].constant = CGFloat(10 + step)
                root.layoutIfNeeded()
            }
            #expect(edit.isEmpty, "the broken total is tried again silently")
            #expect(views[n - 1].frame == rect(CGFloat(10 + step + 10 * (n - 2)), 0, 10, 10))
            #expect(substitutions(root) - before < 20 * n, "one rebuild of the chain")
        }
    }
}

/// A view 60 × 20 by its intrinsic content size, counting how often it is asked for it.
private final class Measured: UIView {
    var measurements = 0

    override var intrinsicContentSize: CGSize {
        measurements += 1
        return CGSize(width: 60, height: 20)
    }
}

/// A view whose `layoutSubviews()` moves one subview a point to the right.
private final class Nudging: UIView {
    var nudged: UIView?

    override func layoutSubviews() {
        super.layoutSubviews()
        nudged?.center.x += 1
    }
}
