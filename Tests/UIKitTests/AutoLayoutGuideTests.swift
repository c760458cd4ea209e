import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct AutoLayoutGuideTests {
    @Test func aLayoutGuideIsSolvedLikeAView() {
        let root = rootView(), guide = UILayoutGuide(), a = constrained(), b = constrained()
        guide.identifier = "gap"
        root.addLayoutGuide(guide)
        root.addSubview(a)
        root.addSubview(b)
        #expect(guide.owningView === root && root.layoutGuides.contains(guide))
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 40),
            guide.leadingAnchor.constraint(equalTo: a.trailingAnchor), guide.widthAnchor.constraint(equalToConstant: 25),
            b.leadingAnchor.constraint(equalTo: guide.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 3), guide.heightAnchor.constraint(equalToConstant: 9),
            a.centerYAnchor.constraint(equalTo: guide.centerYAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            b.topAnchor.constraint(equalTo: guide.bottomAnchor), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(40, 3, 25, 9))
        #expect(b.frame == rect(65, 12, 10, 1) && a.frame == rect(0, 7, 40, 1))
        #expect(guide.description.contains("\"gap\", layoutFrame = {{40, 3}, {25, 9}}"))
        #expect(!guide.hasAmbiguousLayout)
        // Removing the guide deactivates what names it.
        let naming = guide.layoutItemState.referencingConstraints
        root.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && naming.allSatisfy { !$0.isActive } && !root.layoutGuides.contains(guide))
    }

    @Test func aGuideInsideASubviewIsInThatSubviewsCoordinates() {
        let root = rootView(), box = constrained(), guide = UILayoutGuide(), dot = constrained()
        root.addSubview(box)
        root.addSubview(dot)
        guide.owningView = box
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100), box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 80),
            guide.centerXAnchor.constraint(equalTo: box.centerXAnchor), guide.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            guide.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5), guide.heightAnchor.constraint(equalToConstant: 10),
            dot.leadingAnchor.constraint(equalTo: guide.trailingAnchor), dot.topAnchor.constraint(equalTo: guide.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 2), dot.heightAnchor.constraint(equalToConstant: 2),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(20, 35, 40, 10))
        #expect(dot.frame == rect(160, 85, 2, 2))
    }

    @Test func theMarginsGuideFollowsTheMargins() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let margins = root.layoutMarginsGuide
        #expect(root.layoutMarginsGuide === margins && margins.identifier == "UIViewLayoutMarginsGuide")
        #expect(margins.layoutFrame == rect(20, 10, 240, 160))
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor), child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor), child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(20, 10, 240, 160))
        root.layoutMargins = .zero
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 300, 200))
        // Resizing the root (its frame is held by its autoresizing constraints) moves the margins too.
        root.frame = rect(0, 0, 100, 50)
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 100, 50))
    }

    @Test func theReadableContentGuideIsACentredColumnWithinTheMargins() {
        let wide = rootView(1000, 100), column = constrained()
        wide.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        wide.addSubview(column)
        let readable = wide.readableContentGuide
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: readable.leadingAnchor), column.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            column.topAnchor.constraint(equalTo: readable.topAnchor), column.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
        ])
        wide.layoutIfNeeded()
        // Margins 20…980 (960 wide): a 672-wide column centred at 500.
        #expect(column.frame == rect(164, 0, 672, 100))
        #expect(readable.layoutFrame == rect(164, 0, 672, 100))
        wide.frame = rect(0, 0, 400, 100)
        wide.layoutIfNeeded()
        #expect(column.frame == rect(20, 0, 360, 100))
    }

    @Test func theSafeAreaGuideKeepsContentInTheSafeArea() {
        let screen = VirtualScreens.connect(size: CGSize(width: 200, height: 300), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 10))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.screen = screen
        window.isHidden = false
        defer { window.isHidden = true }
        let content = constrained(), bar = constrained()
        window.addSubview(content)
        window.addSubview(bar)
        let safe = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor), content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor), content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            // A bar above the keyboard guide, which (with no keyboard) is the bottom inset.
            bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor), bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 20),
        ])
        performPendingUpdates()
        #expect(content.frame == rect(0, 40, 190, 230))
        #expect(safe.layoutFrame == rect(0, 40, 190, 230))
        #expect(bar.frame == rect(0, 250, 200, 20))
        #expect(window.keyboardLayoutGuide.layoutFrame == rect(0, 270, 200, 30))
        window.keyboardLayoutGuide.usesBottomSafeArea = false
        performPendingUpdates()
        #expect(bar.frame == rect(0, 280, 200, 20))
    }

    @Test func safeAreaOfAViewBelowTheInsetIsWhatRemainsOfIt() {
        let screen = VirtualScreens.connect(size: CGSize(width: 100, height: 100), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.screen = screen
        window.isHidden = false
        defer { window.isHidden = true }
        let panel = UIView(frame: rect(0, 10, 100, 90)), label = constrained()
        window.addSubview(panel)
        panel.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 5), label.heightAnchor.constraint(equalToConstant: 5),
        ])
        performPendingUpdates()
        // The panel starts 10 down, so 20 of it is under the inset.
        #expect(label.frame == rect(0, 20, 5, 5))
    }

    @Test func systemGuidesReadWithoutConstraints() {
        let view = rootView(100, 80)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.layoutMarginsGuide.layoutFrame == rect(2, 1, 94, 76))
        #expect(view.safeAreaLayoutGuide.layoutFrame == rect(0, 0, 100, 80))
        #expect(view.keyboardLayoutGuide.layoutFrame == rect(0, 80, 100, 0))
        #expect(view.readableContentGuide.layoutFrame == rect(2, 1, 94, 76))
        #expect(view.layoutGuides.count == 4)
        #expect(view.layoutMarginsGuide.owningView === view)
    }
}
