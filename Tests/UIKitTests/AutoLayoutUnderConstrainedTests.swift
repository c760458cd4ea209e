import Testing
@testable import UIKit
import UIKitTesting

/// Views whose constraints leave part of their frames free: as on iOS, the engine starts a view's unknowns at
/// its frame, and what no constraint determines keeps its value.
@MainActor @Suite struct AutoLayoutUnderConstrainedTests {
    /// A view at `frame` laid out by constraints.
    private func view(_ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @Test func onlyAnUpperBoundKeepsANewViewsZeroWidth() {
        let root = rootView(), new = constrained(), wide = view(rect(0, 0, 50, 0))
        root.addSubview(new)
        root.addSubview(wide)
        NSLayoutConstraint.activate([
            new.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            new.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            new.heightAnchor.constraint(equalToConstant: 10),
            new.widthAnchor.constraint(lessThanOrEqualToConstant: 23),
            // A frame wider than the bound comes down to it.
            wide.widthAnchor.constraint(lessThanOrEqualToConstant: 23),
        ])
        root.layoutIfNeeded()
        #expect(new.frame == rect(10, 20, 0, 10))
        #expect(wide.frame == rect(0, 0, 23, 0))
        #expect(new.hasAmbiguousLayout)
    }

    @Test func onlyALowerBoundKeepsALargerFrame() {
        let root = rootView(), large = view(rect(0, 0, 100, 40)), small = view(rect(0, 0, 4, 40))
        root.addSubview(large)
        root.addSubview(small)
        NSLayoutConstraint.activate([
            large.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            large.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            large.heightAnchor.constraint(equalToConstant: 20),
            large.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            small.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(large.frame == rect(5, 6, 100, 20))
        #expect(small.frame == rect(0, 0, 10, 40), "a bound that does not hold moves the width to it, and only that")
    }

    @Test func aChainWithAFreeEndKeepsItsLength() {
        // a: 8 from the left, 100 wide; b: 10 after a, as high as a, its width free (35 in its frame).
        let root = rootView(), a = constrained(), b = view(rect(250, 90, 35, 5))
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(118, 10, 35, 20))
        #expect(b.hasAmbiguousLayout)
    }

    @Test func anInequalityBetweenTwoViewsMovesTheLaterOneOnlyWhenItDoesNotHold() {
        // a: at (0, 0), 100 × 20; b and c: at least 8 after a, nothing else on them.
        let root = rootView(), a = constrained(), far = view(rect(200, 30, 40, 40)), near = view(rect(50, 30, 40, 40))
        for subview in [a, far, near] { root.addSubview(subview) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 20),
            far.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
            near.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(far.frame == rect(200, 30, 40, 40))
        #expect(near.frame == rect(108, 30, 40, 40))
    }
}
