import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIToolbar` alone and in a navigation controller: where its items go, spaces included, where the bar sits
/// and what it does to the children's safe area, how it follows the stack, and how it is drawn.
@MainActor @Suite struct ToolbarTests {
    /// A 390 × 844 phone with a notch's safe area, showing a navigation controller whose root is `root`.
    private func withNavigation(_ root: UIViewController = UIViewController(),
                                _ body: (UIWindow, UINavigationController, UIScreen) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        FramePass.drain()
        try body(window, navigation, screen)
    }

    /// An item showing a view `width` points wide.
    private func item(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: width, height: 30)))
        item.width = width
        return item
    }

    @Test func flexibleSpacesShareWhatTheOtherItemsLeave() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let (a, b, c) = (item(40), item(60), item(30))
        // 358 points between the 16-point margins, 4 gaps of 8, 150 points of items and fixed space: the
        // flexible space takes the 176 left.
        toolbar.items = [a, .flexibleSpace(), b, .fixedSpace(20), c]
        toolbar.layoutIfNeeded()
        #expect(a.customView?.frame == CGRect(x: 16, y: 7, width: 40, height: 30))
        #expect(b.customView?.frame == CGRect(x: 16 + 40 + 8 + 176 + 8, y: 7, width: 60, height: 30))
        #expect(c.customView?.frame == CGRect(x: 390 - 16 - 30, y: 7, width: 30, height: 30))
        // Between two flexible spaces an item is centred; without any, items start at the leading margin.
        toolbar.setItems([.flexibleSpace(), a, .flexibleSpace()], animated: false)
        toolbar.layoutIfNeeded()
        #expect(a.customView?.frame.midX == 195)
        toolbar.items = [a, b]
        toolbar.layoutIfNeeded()
        #expect(a.customView?.frame.minX == 16 && b.customView?.frame.minX == 16 + 40 + 8)
        #expect(toolbar.subviews.count == 2 && toolbar.sizeThatFits(CGSize(width: 390, height: 500)).height == 44)
        // Right to left, the row starts at the trailing edge.
        toolbar.semanticContentAttribute = .forceRightToLeft
        toolbar.setNeedsLayout()
        toolbar.layoutIfNeeded()
        #expect(near(a.customView?.frame.maxX ?? 0, 390 - 16))
    }

    @Test func theToolbarSitsAtTheBottomAndAddsItsHeightToTheSafeArea() {
        withNavigation { window, navigation, _ in
            let root = navigation.topViewController!
            #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
            #expect(root.view.safeAreaInsets.bottom == 34)
            navigation.isToolbarHidden = false
            FramePass.runOnce()
            #expect(!navigation.toolbar.isHidden && navigation.toolbar.superview === navigation.view)
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 34 + 44))
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34 + 44, right: 0))
            navigation.setToolbarHidden(true, animated: false)
            FramePass.runOnce()
            #expect(navigation.toolbar.isHidden && root.view.safeAreaInsets.bottom == 34)
        }
    }

    @Test func theToolbarShowsTheTopControllersItemsAndHidesForAControllerThatAsks() throws {
        let root = UIViewController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.toolbarItems = [share]
        try withNavigation(root) { window, navigation, _ in
            navigation.isToolbarHidden = false
            #expect(navigation.toolbar.items == [share])
            let detail = UIViewController()
            let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
            detail.setToolbarItems([trash], animated: false)
            navigation.pushViewController(detail, animated: false)
            #expect(navigation.toolbar.items == [trash])
            // Changing the top controller's items shows them at once.
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            detail.toolbarItems = [add, trash]
            #expect(navigation.toolbar.items == [add, trash])
            let full = UIViewController()
            full.hidesBottomBarWhenPushed = true
            navigation.pushViewController(full, animated: false)
            FramePass.runOnce()
            #expect(navigation.toolbar.isHidden && !navigation.isToolbarHidden && full.view.safeAreaInsets.bottom == 34)
            navigation.popViewController(animated: false)
            FramePass.runOnce()
            #expect(!navigation.toolbar.isHidden && detail.view.safeAreaInsets.bottom == 78)
            navigation.popViewController(animated: false)
            #expect(navigation.toolbar.items == [share])
            let button = try #require(navigation.toolbar.subviews.first as? UIButton)
            #expect(button.title(for: .normal) == "Share")
        }
    }

    @Test func tappingAToolbarItemSendsItsAction() throws {
        let root = UIViewController()
        var taps = 0
        let item = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in taps += 1 })
        root.toolbarItems = [.flexibleSpace(), item]
        try withNavigation(root) { window, navigation, _ in
            navigation.isToolbarHidden = false
            FramePass.runOnce()
            let button = try #require(navigation.toolbar.subviews.first)
            #expect(near(button.frame.maxX, 390 - 16))
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
            #expect(near(center.y, 844 - 34 - 22))
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: center)
            #expect(taps == 1)
        }
    }

    @Test func showingTheToolbarAnimatedSlidesItUpFromTheBottomEdge() {
        withNavigation { _, navigation, _ in
            ControlledClock.run { clock in
                navigation.setToolbarHidden(false, animated: true)
                #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
                clock.renderFrames(6)
                let y = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
                #expect(y > 844 - 78 && y < 844)
                clock.renderFrames(10)
                #expect(near(navigation.toolbar.layer.presentation()?.frame.minY ?? 0, 844 - 78))
                navigation.setToolbarHidden(true, animated: true)
                #expect(!navigation.toolbar.isHidden)
                clock.renderFrames(16)
                #expect(navigation.toolbar.isHidden)
            }
        }
    }

    @Test func theToolbarIsDrawnAsItsAppearanceSaysAndTransparentAtTheScrollEdge() {
        // The scroll view the bars follow may be the first subview of the controller's view.
        let root = UIViewController()
        root.view.backgroundColor = .yellow
        let scrollView = UIScrollView(frame: root.view.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        root.view.addSubview(scrollView)
        withNavigation(root) { _, navigation, screen in
            navigation.isToolbarHidden = false
            FramePass.runOnce()
            let appearance = UIToolbarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .red
            appearance.shadowColor = .blue
            navigation.toolbar.standardAppearance = appearance
            // The bar keeps a copy: later changes to the object assigned do not show.
            appearance.backgroundColor = .green
            var pixels = capture(screen)
            #expect(pixels[195, 844 - 78] == [0, 0, 255, 255])
            #expect(pixels[195, 844 - 40] == [255, 0, 0, 255])
            #expect(pixels[195, 843] == [255, 0, 0, 255])
            // At the bottom of the content the bar is transparent, unless a scroll-edge appearance says
            // otherwise.
            scrollView.contentOffset.y = 2000 + scrollView.adjustedContentInset.bottom - 844
            #expect(navigation.toolbar.isAtScrollEdge)
            pixels = capture(screen)
            #expect(pixels[195, 844 - 78] == [255, 255, 0, 255] && pixels[195, 844 - 40] == [255, 255, 0, 255])
            let edge = UIToolbarAppearance()
            edge.configureWithOpaqueBackground()
            edge.backgroundColor = .magenta
            navigation.toolbar.scrollEdgeAppearance = edge
            #expect(capture(screen)[195, 844 - 40] == [255, 0, 255, 255])
            // Away from the edge, a bar tint colours the default material.
            scrollView.contentOffset.y = 0
            navigation.toolbar.standardAppearance = UIToolbarAppearance()
            navigation.toolbar.barTintColor = .cyan
            #expect(capture(screen)[195, 844 - 40] == [0, 255, 255, 255])
        }
    }
}
