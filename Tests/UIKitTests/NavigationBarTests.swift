import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor private final class BarTarget {
    var saves = 0
    var senders: [UIBarButtonItem] = []
    func save() { saves += 1 }
    func done(_ sender: UIBarButtonItem) { senders.append(sender) }
}

/// `UINavigationBar`, `UINavigationItem` and `UIBarButtonItem` in a navigation controller: what the bar
/// shows, where, and what its buttons do when tapped.
@MainActor @Suite struct NavigationBarTests {
    private func withNavigation(_ body: (UIWindow, UINavigationController, EventGenerator) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        FramePass.drain()
        try body(window, navigation, EventGenerator(window: window, timing: .virtual))
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test func theBarSitsAtTheTopWithTheTitleCentred() {
        withNavigation { window, navigation, _ in
            let bar = navigation.navigationBar
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 47 + 44))
            #expect(bar.topItem === navigation.topViewController?.navigationItem && bar.backItem == nil)
            let title = bar.subviews.compactMap { $0 as? UILabel }.first
            #expect(title?.text == "Settings")
            #expect(title.map { center(of: $0, in: window) } == CGPoint(x: 195, y: 47 + 22))
            // The item's own title wins over the controller's, and changing it shows at once.
            navigation.topViewController?.navigationItem.title = "General"
            #expect(title?.text == "General")
        }
    }

    @Test func theTitleIsInTheLabelColourSoItTurnsWhiteInDark() {
        withNavigation { window, navigation, _ in
            let title = navigation.navigationBar.titleLabel
            let color = title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
            #expect(color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
            #expect(color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
    }

    @Test func theBackButtonReadsThePreviousTitleAndPops() throws {
        try withNavigation { window, navigation, generator in
            let detail = UIViewController()
            detail.title = "Detail"
            navigation.pushViewController(detail, animated: false)
            let bar = navigation.navigationBar
            #expect(bar.backItem === navigation.viewControllers[0].navigationItem)
            #expect(bar.backButton?.title(for: .normal) == "‹ Settings")
            #expect(bar.backButton?.accessibilityLabel == "Settings" && bar.backButton?.accessibilityTraits == .button)
            let root = navigation.viewControllers[0]
            root.navigationItem.backButtonTitle = "Prefs"
            #expect(bar.backButton?.title(for: .normal) == "‹ Prefs")
            root.navigationItem.backButtonTitle = "A title far too long to fit in a third of the bar"
            #expect(bar.backButton?.title(for: .normal) == "‹ Back" && bar.backButton?.accessibilityLabel == "Back")
            FramePass.runOnce()
            let back = try #require(bar.backButton)
            #expect(back.frame.minX == 8 && back.frame.midY == 47 + 22)
            try ControlledClock.run { clock in
                try generator.fingerTap(at: center(of: back, in: window))
                clock.renderFrames(26)
            }
            #expect(navigation.viewControllers == [root] && bar.backButton == nil)
            detail.navigationItem.hidesBackButton = true
            navigation.pushViewController(detail, animated: false)
            #expect(bar.backButton == nil)
        }
    }

    @Test func barButtonItemsSendTheirActionsWhenTapped() throws {
        try withNavigation { window, navigation, generator in
            let target = BarTarget()
            let item = navigation.topViewController!.navigationItem
            let save = UIBarButtonItem(title: "Save", style: .plain, target: target, action: BarTarget.save)
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: BarTarget.done)
            var handled = 0
            let add = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in handled += 1 })
            item.rightBarButtonItems = [done, save]
            item.leftBarButtonItem = add
            FramePass.runOnce()
            let bar = navigation.navigationBar
            #expect(bar.trailingViews.count == 2 && bar.leadingViews.count == 1)
            // From the trailing edge inwards: Done at the edge, Save inside it.
            #expect(abs(bar.trailingViews[0].frame.maxX - (390 - 8)) < 1e-6)
            #expect(bar.trailingViews[1].frame.maxX < bar.trailingViews[0].frame.minX)
            try generator.fingerTap(at: center(of: bar.trailingViews[0], in: window))
            try generator.fingerTap(at: center(of: bar.trailingViews[1], in: window))
            try generator.fingerTap(at: center(of: bar.leadingViews[0], in: window))
            #expect(target.senders == [done] && target.saves == 1 && handled == 1)
            save.isEnabled = false
            try generator.fingerTap(at: center(of: bar.trailingViews[1], in: window))
            #expect(target.saves == 1)
        }
    }

    @Test func theEditButtonTogglesEditingAndReadsEditOrDone() throws {
        try withNavigation { window, navigation, generator in
            final class Editor: UIViewController {
                var calls: [String] = []
                override func setEditing(_ editing: Bool, animated: Bool) {
                    calls.append("\(editing) \(animated)")
                    super.setEditing(editing, animated: animated)
                }
            }
            let editor = Editor()
            navigation.pushViewController(editor, animated: false)
            let item = editor.editButtonItem
            #expect(editor.editButtonItem === item && item.title == "Edit" && item.style == .plain)
            editor.navigationItem.rightBarButtonItem = item
            FramePass.runOnce()
            let button = try #require(navigation.navigationBar.trailingViews.first as? UIButton)
            try generator.fingerTap(at: center(of: button, in: window))
            #expect(editor.isEditing && editor.calls == ["true true"])
            #expect(item.title == "Done" && item.style == .done)
            // The bar shows the new title; a change made in code shows too.
            FramePass.runOnce()
            let shown = try #require(navigation.navigationBar.trailingViews.first as? UIButton)
            #expect(shown.title(for: .normal) == "Done")
            editor.setEditing(false, animated: false)
            #expect(item.title == "Edit" && item.style == .plain && editor.calls == ["true true", "false false"])
        }
    }

    @Test func systemItemsHaveTheirTitlesAndTheDoneStyle() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == "Done" && done.style == .done)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        #expect(cancel.title == "Cancel" && cancel.style == .plain)
        #expect(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil).title == "+")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIBarButtonItem(customView: custom).customView === custom)
        let item = UINavigationItem(title: "T")
        item.largeTitleDisplayMode = .never
        #expect(item.title == "T" && item.largeTitleDisplayMode == .never && item.leftBarButtonItem == nil)
    }

    @Test func hidingTheBarGivesItsHeightBackToTheSafeArea() {
        withNavigation { window, navigation, _ in
            let top = navigation.topViewController!
            #expect(top.view.safeAreaInsets.top == 91)
            navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            #expect(navigation.additionalSafeAreaInsets.top == 10 && top.view.safeAreaInsets.top == 101)
            navigation.isNavigationBarHidden = true
            #expect(navigation.navigationBar.isHidden && top.view.safeAreaInsets.top == 57)
            navigation.additionalSafeAreaInsets = .zero
            ControlledClock.run { clock in
                navigation.setNavigationBarHidden(false, animated: true)
                clock.renderFrames(6)
                let y = navigation.navigationBar.layer.presentation()?.frame.minY ?? 0
                #expect(y < 0 && y > -91)
                clock.renderFrames(10)
            }
            #expect(!navigation.isNavigationBarHidden && navigation.navigationBar.frame.minY == 0)
            #expect(top.view.safeAreaInsets.top == 91)
            ControlledClock.run { clock in
                navigation.setNavigationBarHidden(true, animated: true)
                // Hidden at once for the app; on screen while it slides up.
                #expect(navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
                clock.renderFrames(6)
                let y = navigation.navigationBar.layer.presentation()?.frame.minY ?? 0
                #expect(y < 0 && y > -91)
                clock.renderFrames(10)
            }
            #expect(navigation.navigationBar.isHidden && top.view.safeAreaInsets.top == 47)
        }
    }
}
