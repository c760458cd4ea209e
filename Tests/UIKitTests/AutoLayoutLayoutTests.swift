import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct AutoLayoutLayoutTests {
    /// A 300 × 200 root with `child` added, constrained by `make`, laid out.
    private func layOut(_ make: (UIView, UIView) -> [NSLayoutConstraint]) -> UIView {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        NSLayoutConstraint.activate(make(root, child))
        root.layoutIfNeeded()
        return child
    }

    @Test func edgesPinToTheSuperview() {
        let child = layOut { root, child in [
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -30),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ] }
        #expect(child.frame == rect(10, 20, 260, 140))
    }

    @Test func centresAndSizes() {
        let child = layOut { root, child in [
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 5),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ] }
        // Centre (155, 100).
        #expect(child.frame == rect(105, 75, 100, 50))
        #expect(child.center == CGPoint(x: 155, y: 100))
    }

    @Test func multipliersScaleTheSecondAttribute() {
        let child = layOut { root, child in [
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                               multiplier: 0.5, constant: 10),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .trailing,
                               multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom,
                               multiplier: 0.75, constant: 0),
        ] }
        // width 0.5 × 300 + 10 = 160, height 40, centre x 150 → x 70, bottom 150 → y 110.
        #expect(child.frame == rect(70, 110, 160, 40))
    }

    @Test func inequalitiesBeatLowPriorityEqualities() {
        let child = layOut { root, child in
            let wide = child.widthAnchor.constraint(equalToConstant: 500)
            wide.priority = .defaultLow
            let tall = child.heightAnchor.constraint(equalToConstant: 5)
            tall.priority = .defaultHigh
            return [
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
                child.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                wide, tall,
            ]
        }
        // As close to 500 as ≤ 280 allows; as close to 5 as ≥ 30 allows.
        #expect(child.frame == rect(0, 0, 280, 30))
    }

    @Test func higherPrioritiesWinWhateverTheirNumber() {
        let child = layOut { root, child in
            var list = [child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                        child.topAnchor.constraint(equalTo: root.topAnchor),
                        child.heightAnchor.constraint(equalToConstant: 10)]
            for _ in 0..<5 {
                let low = child.widthAnchor.constraint(equalToConstant: 10)
                low.priority = .defaultLow
                list.append(low)
            }
            let high = child.widthAnchor.constraint(equalToConstant: 90)
            high.priority = UILayoutPriority(251)
            list.append(high)
            return list
        }
        #expect(child.frame.width == 90)
    }

    @Test func constraintsAcrossLevelsAddTheFramesBetween() {
        let root = rootView(), box = constrained(), inner = constrained(), side = constrained()
        root.addSubview(box)
        root.addSubview(side)
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
            // The grandchild pinned to the root: 50 from the root's left is 10 into the box.
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
            // A sibling of the box aligned with the grandchild's trailing edge (70 in the root).
            side.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            side.topAnchor.constraint(equalTo: inner.bottomAnchor),
            side.widthAnchor.constraint(equalToConstant: 1),
            side.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == rect(40, 30, 100, 100))
        #expect(inner.frame == rect(10, 5, 20, 20))
        #expect(side.frame == rect(70, 55, 1, 1))
    }

    @Test func changingAConstantReLaysOutAtTheNextPass() {
        withScreenWindow(size: CGSize(width: 200, height: 200)) { window, _ in
            let child = constrained()
            window.addSubview(child)
            let left = child.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
            let width = child.widthAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([left, width, child.topAnchor.constraint(equalTo: window.topAnchor),
                                         child.heightAnchor.constraint(equalToConstant: 20)])
            performPendingUpdates()
            #expect(child.frame == rect(10, 0, 50, 20))
            left.constant = 30
            width.constant = 70
            #expect(child.frame == rect(10, 0, 50, 20))
            performPendingUpdates()
            #expect(child.frame == rect(30, 0, 70, 20))
        }
    }

    @Test func activatingAndDeactivatingReLaysOut() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        let narrow = child.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([wide, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
        // Deactivate before activating the replacement: no conflict in between.
        wide.isActive = false
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 20)
    }

    @Test func marginAttributesUseTheLayoutMargins() {
        let root = rootView()
        root.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let child = constrained()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leadingMargin, relatedBy: .equal, toItem: root,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: root,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // The child's own leading margin (8) sits on the root's (10): the child starts at 2.
        #expect(child.frame == rect(2, 5, 278, 180))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 300, 200))
    }

    @Test func centreWithinMarginsAttributes() {
        let child = layOut { root, child in
            root.layoutMargins = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
            return [
                NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root,
                                   attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: root,
                                   attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
                child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        // Margins 100…300 horizontally: centre 200; vertically 0…200: centre 100.
        #expect(child.frame == rect(190, 90, 20, 20))
    }

    @Test func everyAttributeIsWhereUIKitPutsIt() {
        let root = rootView(), target = constrained()
        target.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.addSubview(target)
        NSLayoutConstraint.activate([
            target.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), target.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            target.widthAnchor.constraint(equalToConstant: 100), target.heightAnchor.constraint(equalToConstant: 50),
        ])
        typealias A = NSLayoutConstraint.Attribute
        let horizontal: [(A, CGFloat)] = [(.left, 10), (.right, 110), (.leading, 10), (.trailing, 110), (.centerX, 60),
                                          (.leftMargin, 12), (.rightMargin, 106), (.leadingMargin, 12),
                                          (.trailingMargin, 106), (.centerXWithinMargins, 59)]
        let vertical: [(A, CGFloat)] = [(.top, 20), (.bottom, 70), (.centerY, 45), (.firstBaseline, 70), (.lastBaseline, 70),
                                        (.topMargin, 21), (.bottomMargin, 67), (.centerYWithinMargins, 44)]
        var probes: [(UIView, CGFloat, Bool)] = []
        for (attribute, expected) in horizontal {
            let probe = constrained()
            root.addSubview(probe)
            let own: A = attribute.isDirectional ? .leading : .left
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: probe, attribute: own, relatedBy: .equal, toItem: target, attribute: attribute,
                                   multiplier: 1, constant: 0),
                probe.topAnchor.constraint(equalTo: root.topAnchor), probe.widthAnchor.constraint(equalToConstant: 1),
                probe.heightAnchor.constraint(equalToConstant: 1),
            ])
            probes.append((probe, expected, true))
        }
        for (attribute, expected) in vertical {
            let probe = constrained()
            root.addSubview(probe)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: probe, attribute: .top, relatedBy: .equal, toItem: target, attribute: attribute,
                                   multiplier: 1, constant: 0),
                probe.leftAnchor.constraint(equalTo: root.leftAnchor), probe.widthAnchor.constraint(equalToConstant: 1),
                probe.heightAnchor.constraint(equalToConstant: 1),
            ])
            probes.append((probe, expected, false))
        }
        root.layoutIfNeeded()
        for (probe, expected, isHorizontal) in probes {
            #expect((isHorizontal ? probe.frame.minX : probe.frame.minY) == expected)
        }
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let root = rootView(), a = constrained(), b = constrained()
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(26, 18, 10, 10))
    }

    @Test func distancesBetweenAnchorsAreDimensions() {
        let root = rootView(), a = constrained(), b = constrained(), c = constrained()
        for view in [a, b, c] { root.addSubview(view) }
        let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
            c.widthAnchor.constraint(equalToConstant: 50),
            gap1.constraint(equalTo: gap2),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            c.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
            c.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // 300 − 150 = 150 shared by two equal gaps.
        #expect(b.frame.minX == 125 && c.frame.minX == 250)
        let vertical = a.topAnchor.anchorWithOffset(to: b.bottomAnchor)
        #expect(vertical.name == "bottom-top")
    }

    @Test func alignmentRectanglesAreWhatConstraintsAlign() {
        let root = rootView(), badge = IntrinsicView(20, 20)
        badge.insets = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // The alignment rectangle (10, 10, 20, 20) grows by the insets into the frame.
        #expect(badge.frame == rect(6, 8, 32, 28))
        #expect(badge.alignmentRect(forFrame: badge.frame) == rect(10, 10, 20, 20))
        #expect(badge.frame(forAlignmentRect: rect(10, 10, 20, 20)) == badge.frame)
        let plain = UIView()
        #expect(plain.frame(forAlignmentRect: rect(1, 2, 3, 4)) == rect(1, 2, 3, 4))
    }

    @Test func baselinesAlignTextViews() {
        let root = rootView(), big = IntrinsicView(40, 30), small = IntrinsicView(40, 10), plain = constrained()
        big.firstBaseline = 24
        big.lastBaseline = 6
        small.firstBaseline = 8
        small.lastBaseline = 2
        for view in [big, small, plain] { root.addSubview(view) }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            // A view without text has its baselines at its bottom edge.
            plain.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 5), plain.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // big's first baseline at 34: small's top at 26. big's last baseline at 40 − 6 = 34: plain's bottom at 34.
        #expect(small.frame == rect(40, 26, 40, 10))
        #expect(plain.frame == rect(80, 29, 5, 5))
    }

    @Test func aConstraintOnAViewToItsOwnBaselineFollowsItsText() {
        let root = rootView(), text = IntrinsicView(40, 20), mark = constrained()
        text.firstBaseline = 15
        root.addSubview(text)
        text.addSubview(mark)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: root.topAnchor), text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            // Installed on `text` itself, the nearest common ancestor of the two.
            mark.topAnchor.constraint(equalTo: text.firstBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 4), mark.heightAnchor.constraint(equalToConstant: 2),
        ])
        root.layoutIfNeeded()
        #expect(mark.frame == rect(0, 15, 4, 2))
        // New text: a new intrinsic size and baseline, which the constraint's baseline offset follows.
        text.firstBaseline = 12
        text.size = CGSize(width: 40, height: 16)
        root.layoutIfNeeded()
        #expect(text.frame.height == 16)
        #expect(mark.frame == rect(0, 12, 4, 2))
    }

    @Test func transformedViewsArePositionedByTheirUntransformedFrame() {
        let root = rootView(), child = constrained()
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.bounds.size == CGSize(width: 20, height: 20))
        #expect(child.center == CGPoint(x: 20, y: 20))
        #expect(child.frame == rect(0, 0, 40, 40))
    }

    @Test func framesAreRoundedToPixels() {
        withScreenWindow(size: CGSize(width: 100, height: 100), scale: 2) { window, _ in
            let views = (0..<3).map { _ in constrained() }
            for view in views { window.addSubview(view) }
            var list = [views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
                        views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor)]
            for (a, b) in zip(views, views.dropFirst()) {
                list.append(b.leadingAnchor.constraint(equalTo: a.trailingAnchor))
                list.append(b.widthAnchor.constraint(equalTo: a.widthAnchor))
            }
            for view in views {
                list.append(view.topAnchor.constraint(equalTo: window.topAnchor))
                list.append(view.heightAnchor.constraint(equalToConstant: 10))
            }
            NSLayoutConstraint.activate(list)
            performPendingUpdates()
            // Edges at 0, 33.33…, 66.66…, 100 round to half points.
            #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
            #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
        }
    }
}
