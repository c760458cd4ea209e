import Testing
@testable import UIKit
import UIKitTesting

/// Frames below are worked out by hand from the stack's size, the views' intrinsic sizes, priorities and
/// the spacing.
@MainActor @Suite struct UIStackViewTests {
    /// A stack of `views` with a fixed frame (it translates its autoresizing mask), laid out.
    private func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 100,
                       configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = rect(0, 0, width, height)
        configure(stack)
        stack.layoutIfNeeded()
        return stack
    }

    private func frames(_ stack: UIStackView) -> [CGRect] { stack.arrangedSubviews.map(\.frame) }

    // MARK: Distributions

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 20), c = IntrinsicView(70, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let s = stack([a, b, c]) { $0.spacing = 10 }
        // 180 + 2 × 10 = 200 of 300: b takes the 100 extra.
        #expect(frames(s) == [rect(0, 0, 50, 100), rect(60, 0, 160, 100), rect(230, 0, 70, 100)])
    }

    @Test func fillCompressesTheViewThatResistsLeast() {
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 20), c = IntrinsicView(70, 30)
        c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let s = stack([a, b, c], width: 150) { $0.spacing = 10 }
        // 200 needed in 150: c gives up 50.
        #expect(frames(s) == [rect(0, 0, 50, 100), rect(60, 0, 60, 100), rect(130, 0, 20, 100)])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [IntrinsicView(10, 10), IntrinsicView(200, 10), constrained()]
        let s = stack(views) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        // (300 − 30) / 3 = 90.
        #expect(frames(s) == [rect(0, 0, 90, 100), rect(105, 0, 90, 100), rect(210, 0, 90, 100)])
    }

    @Test func fillProportionallyFollowsIntrinsicLengths() {
        let views = [IntrinsicView(50, 10), IntrinsicView(100, 10), IntrinsicView(150, 10)]
        let s = stack(views, width: 630) {
            $0.distribution = .fillProportionally
            $0.spacing = 15
        }
        // 600 after spacing, shared 1 : 2 : 3.
        #expect(frames(s) == [rect(0, 0, 100, 100), rect(115, 0, 200, 100), rect(330, 0, 300, 100)])
        // A change of intrinsic size re-proportions.
        views[2].size = CGSize(width: 50, height: 10)
        s.layoutIfNeeded()
        // 1 : 2 : 1 of 600.
        #expect(frames(s) == [rect(0, 0, 150, 100), rect(165, 0, 300, 100), rect(480, 0, 150, 100)])
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        let a = IntrinsicView(50, 10), b = IntrinsicView(60, 10), c = IntrinsicView(70, 10)
        let s = stack([a, b, c]) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        // 120 left over: two gaps of 60.
        #expect(frames(s) == [rect(0, 0, 50, 100), rect(110, 0, 60, 100), rect(230, 0, 70, 100)])
        // Too narrow: gaps shrink to the spacing, then the least resistant view is compressed.
        c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        s.frame = rect(0, 0, 190, 100)
        s.layoutIfNeeded()
        #expect(frames(s) == [rect(0, 0, 50, 100), rect(60, 0, 60, 100), rect(130, 0, 60, 100)])
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let a = IntrinsicView(40, 10), b = IntrinsicView(20, 10), c = IntrinsicView(100, 10)
        let s = stack([a, b, c]) { $0.distribution = .equalCentering }
        // Centres at 20 and 250 put the middle one's at 135.
        #expect(frames(s) == [rect(0, 0, 40, 100), rect(125, 0, 20, 100), rect(200, 0, 100, 100)])
        // When the centres cannot be even without overlapping, the spacing holds instead.
        s.spacing = 10
        s.frame = rect(0, 0, 180, 100)
        s.layoutIfNeeded()
        #expect(frames(s) == [rect(0, 0, 40, 100), rect(50, 0, 20, 100), rect(80, 0, 100, 100)])
    }

    // MARK: Alignments

    private func aligned(_ alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis = .horizontal) -> [CGRect] {
        let views = axis == .horizontal ? [IntrinsicView(100, 20), IntrinsicView(100, 40), IntrinsicView(100, 60)]
                                        : [IntrinsicView(20, 30), IntrinsicView(40, 30), IntrinsicView(60, 40)]
        let s = stack(views, width: axis == .horizontal ? 300 : 100, height: 100) {
            $0.axis = axis
            $0.alignment = alignment
        }
        return frames(s)
    }

    @Test func horizontalAlignments() {
        #expect(aligned(.fill) == [rect(0, 0, 100, 100), rect(100, 0, 100, 100), rect(200, 0, 100, 100)])
        #expect(aligned(.top) == [rect(0, 0, 100, 20), rect(100, 0, 100, 40), rect(200, 0, 100, 60)])
        #expect(aligned(.center) == [rect(0, 40, 100, 20), rect(100, 30, 100, 40), rect(200, 20, 100, 60)])
        #expect(aligned(.bottom) == [rect(0, 80, 100, 20), rect(100, 60, 100, 40), rect(200, 40, 100, 60)])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func verticalAlignments() {
        #expect(aligned(.fill, axis: .vertical) == [rect(0, 0, 100, 30), rect(0, 30, 100, 30), rect(0, 60, 100, 40)])
        #expect(aligned(.leading, axis: .vertical) == [rect(0, 0, 20, 30), rect(0, 30, 40, 30), rect(0, 60, 60, 40)])
        #expect(aligned(.center, axis: .vertical) == [rect(40, 0, 20, 30), rect(30, 30, 40, 30), rect(20, 60, 60, 40)])
        #expect(aligned(.trailing, axis: .vertical) == [rect(80, 0, 20, 30), rect(60, 30, 40, 30), rect(40, 60, 60, 40)])
        // Baseline alignments are for horizontal stacks; a vertical stack fills.
        #expect(aligned(.firstBaseline, axis: .vertical) == aligned(.fill, axis: .vertical))
    }

    @Test func firstBaselineAlignment() {
        let a = IntrinsicView(100, 20), b = IntrinsicView(100, 40), c = IntrinsicView(100, 60)
        a.firstBaseline = 15
        b.firstBaseline = 30
        c.firstBaseline = 20
        let s = stack([a, b, c]) { $0.alignment = .firstBaseline }
        // The shared baseline is as high as the tallest ascent (b's 30) allows: tops 15, 0, 10.
        #expect(frames(s) == [rect(0, 15, 100, 20), rect(100, 0, 100, 40), rect(200, 10, 100, 60)])
    }

    @Test func lastBaselineAlignment() {
        let a = IntrinsicView(100, 20), b = IntrinsicView(100, 40), c = IntrinsicView(100, 60)
        a.lastBaseline = 5
        b.lastBaseline = 10
        c.lastBaseline = 5
        let s = stack([a, b, c]) { $0.alignment = .lastBaseline }
        // Baseline at 55 (c's top at 0): bottoms at 60, 65, 60.
        #expect(frames(s) == [rect(0, 40, 100, 20), rect(100, 25, 100, 40), rect(200, 0, 100, 60)])
    }

    // MARK: Spacing, hiding, margins

    @Test func aStackSizesItselfFromItsViewsWithCustomSpacing() {
        let root = rootView()
        let views = [IntrinsicView(50, 10), IntrinsicView(50, 20), IntrinsicView(50, 15)]
        let s = UIStackView(arrangedSubviews: views)
        s.translatesAutoresizingMaskIntoConstraints = false
        s.alignment = .top
        s.spacing = 10
        s.setCustomSpacing(30, after: views[0])
        #expect(s.customSpacing(after: views[0]) == 30)
        #expect(s.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        root.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                     s.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        // 50 + 30 + 50 + 10 + 50 wide, as tall as the tallest.
        #expect(s.frame == rect(5, 5, 190, 20))
        #expect(frames(s) == [rect(0, 0, 50, 10), rect(80, 0, 50, 20), rect(140, 0, 50, 15)])
        #expect(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 190, height: 20))
        s.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
        root.layoutIfNeeded()
        #expect(s.frame.width == 168)
    }

    @Test func hiddenViewsTakeNoSpace() {
        let views = [constrained(), constrained(), constrained()]
        let s = stack(views) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(frames(s) == [rect(0, 0, 93.5, 100), rect(103.5, 0, 93, 100), rect(206.5, 0, 93.5, 100)]
                || frames(s).map(\.width).reduce(0, +) == 280)
        views[1].isHidden = true
        s.layoutIfNeeded()
        // Two views and one gap: (300 − 10) / 2.
        #expect(views[0].frame == rect(0, 0, 145, 100) && views[2].frame == rect(155, 0, 145, 100))
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        s.layoutIfNeeded()
        #expect(frames(s).map(\.width).reduce(0, +) == 280)
    }

    @Test func hidingUpdatesAStackInAWindow() {
        withScreenWindow(size: CGSize(width: 200, height: 100)) { window, _ in
            let a = IntrinsicView(40, 10), b = IntrinsicView(40, 10), c = IntrinsicView(40, 10)
            let s = UIStackView(arrangedSubviews: [a, b, c])
            s.translatesAutoresizingMaskIntoConstraints = false
            s.spacing = 5
            window.addSubview(s)
            NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         s.topAnchor.constraint(equalTo: window.topAnchor)])
            performPendingUpdates()
            #expect(s.frame == rect(0, 0, 130, 10) && c.frame == rect(90, 0, 40, 10))
            a.isHidden = true
            performPendingUpdates()
            #expect(s.frame == rect(0, 0, 85, 10) && b.frame == rect(0, 0, 40, 10) && c.frame == rect(45, 0, 40, 10))
        }
    }

    @Test func layoutMarginsRelativeArrangement() {
        let views = [IntrinsicView(50, 10), IntrinsicView(50, 10)]
        let s = stack(views) {
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
            $0.distribution = .fillEqually
        }
        // 270 wide inside the margins, 80 tall.
        #expect(frames(s) == [rect(10, 5, 135, 80), rect(145, 5, 135, 80)])
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let root = rootView()
        let a = IntrinsicView(50, 20), b = IntrinsicView(50, 30)
        a.lastBaseline = 4
        b.firstBaseline = 12
        let s = UIStackView(arrangedSubviews: [a, b])
        s.axis = .vertical
        s.spacing = 10
        s.isBaselineRelativeArrangement = true
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     s.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // a's last baseline at 16; b's first baseline 10 below, at 26: b's top at 14.
        #expect(a.frame == rect(0, 0, 50, 20) && b.frame == rect(0, 14, 50, 30))
        #expect(s.frame == rect(0, 0, 50, 44))
    }

    // MARK: Managing arranged subviews

    @Test func arrangedSubviewsAreASubsetOfSubviews() {
        let s = UIStackView(frame: rect(0, 0, 100, 10))
        let a = UIView(), b = UIView(), c = UIView()
        s.addArrangedSubview(a)
        s.addArrangedSubview(b)
        #expect(s.arrangedSubviews == [a, b] && s.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        s.insertArrangedSubview(c, at: 0)
        #expect(s.arrangedSubviews == [c, a, b] && s.subviews == [a, b, c])
        s.insertArrangedSubview(b, at: 0)
        #expect(s.arrangedSubviews == [b, c, a] && s.subviews == [a, b, c])
        s.removeArrangedSubview(c)
        #expect(s.arrangedSubviews == [b, a] && s.subviews.contains(c))
        a.removeFromSuperview()
        #expect(s.arrangedSubviews == [b])
        let logs = uikitLogMessages { s.insertArrangedSubview(UIView(), at: 5) }
        #expect(s.arrangedSubviews == [b] && !logs.isEmpty)
        s.distribution = .fillEqually
        s.layoutIfNeeded()
        #expect(b.frame == rect(0, 0, 100, 10))
        // The stack's constraints carry UIKit's identifiers.
        #expect(s.constraints.contains { $0.identifier == "UISV-canvas-connection" })
        let refused = uikitLogMessages { s.spacing = .nan }
        #expect(s.spacing == 0 && !refused.isEmpty)
    }

    @Test func stacksNest() {
        let inner = UIStackView(arrangedSubviews: [IntrinsicView(20, 20), IntrinsicView(20, 20)])
        inner.axis = .vertical
        inner.spacing = 4
        let outer = stack([IntrinsicView(30, 10), inner], width: 200, height: 60) {
            $0.alignment = .center
            $0.spacing = 6
            $0.arrangedSubviews[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        // The inner stack is 20 × 44 from its views, centred; the first view takes the rest.
        #expect(inner.frame == rect(180, 8, 20, 44))
        #expect(outer.arrangedSubviews[0].frame == rect(0, 25, 174, 10))
        #expect(inner.arrangedSubviews.map(\.frame) == [rect(0, 0, 20, 20), rect(0, 24, 20, 20)])
    }
}
