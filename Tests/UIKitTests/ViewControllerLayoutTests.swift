import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// View controllers' safe area, margins, preferred size, editing, memory warnings and status bar.
@MainActor @Suite struct ViewControllerLayoutTests {
    private final class Watcher: UIViewController {
        var events: [String] = []
        override func viewSafeAreaInsetsDidChange() { events.append("safe \(view.safeAreaInsets.top)") }
        override func didReceiveMemoryWarning() { events.append("memory") }
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            events.append("child size \(container.preferredContentSize.width)")
        }
        override var childForStatusBarStyle: UIViewController? { children.first }
        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    }

    private final class LightChild: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
    }

    private func withWindow(width: CGFloat = 390, _ body: (UIWindow) -> Void) {
        withScreenWindow(size: CGSize(width: width, height: 600),
                         safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) { window, _ in
            window.makeKeyAndVisible()
            body(window)
        }
    }

    @Test func additionalInsetsGrowTheSafeAreaOfTheControllersSubtree() {
        withWindow { window in
            let controller = Watcher()
            window.rootViewController = controller
            FramePass.runOnce()
            let inner = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
            controller.view.addSubview(inner)
            #expect(controller.view.safeAreaInsets.top == 47)
            #expect(inner.safeAreaInsets.top == 0)
            controller.events = []
            // Other tests' controllers may still be counted until their teardown: compare with the count now.
            let counted = UIViewController.controllersWithAdditionalSafeArea
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            #expect(UIViewController.controllersWithAdditionalSafeArea == counted + 1)
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
            // The inner view's top is at 50, the safe area's at 91.
            #expect(inner.safeAreaInsets.top == 41)
            #expect(controller.events == ["safe 91.0"])
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            controller.additionalSafeAreaInsets = .zero
            #expect(controller.view.safeAreaInsets.top == 47 && inner.safeAreaInsets.top == 0)
            #expect(UIViewController.controllersWithAdditionalSafeArea == counted)
        }
    }

    @Test func theRootViewKeepsTheSystemMinimumMargins() {
        withWindow { window in
            let controller = UIViewController()
            window.rootViewController = controller
            let root = controller.view!
            root.layoutMargins = .zero
            #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            // The safe area's top and bottom, the system's sides.
            #expect(root.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
            controller.viewRespectsSystemMinimumLayoutMargins = false
            #expect(root.layoutMargins == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            // A plain subview keeps what it is given.
            let plain = UIView(frame: root.bounds)
            plain.layoutMargins = .zero
            plain.insetsLayoutMarginsFromSafeArea = false
            root.addSubview(plain)
            #expect(plain.layoutMargins == .zero)
        }
        withWindow(width: 800) { window in
            let controller = UIViewController()
            window.rootViewController = controller
            #expect(controller.systemMinimumLayoutMargins.leading == 20)
        }
    }

    @Test func aChildsPreferredSizeReachesItsParent() {
        let parent = Watcher(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: -1, height: 200)
        #expect(parent.events == ["child size 320.0"])
        #expect(child.preferredContentSize == CGSize(width: 320, height: 200))
    }

    @Test func editingIsAFlagSubclassesFollow() {
        final class Editor: UIViewController {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append("\(editing) \(animated)")
            }
        }
        let editor = Editor()
        #expect(!editor.isEditing)
        editor.setEditing(true, animated: true)
        #expect(editor.isEditing && editor.calls == ["true true"])
    }

    @Test func aMemoryWarningReachesTheDelegateTheObserversAndEveryControllerInAWindow() {
        withWindow { window in
            let root = Watcher(), child = Watcher(), outside = Watcher()
            root.addChild(child)
            window.rootViewController = root
            var order: [String] = []
            let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                                  object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { order.append("notification \(root.events.count)") }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            root.events = []
            MemoryWarning.simulate()
            #expect(order == ["notification 0"])
            #expect(root.events == ["memory"] && child.events == ["memory"] && outside.events.isEmpty)
        }
    }

    @Test func theMemoryLimitWarnsOnceNearItAndAgainOnlyAfterFalling() {
        #expect(MemoryLimitMonitor.fromEnvironment([:]) == nil)
        #expect(MemoryLimitMonitor.fromEnvironment(["VELLUM_MEMORY_LIMIT": "lots"]) == nil)
        var monitor = MemoryLimitMonitor.fromEnvironment(["VELLUM_MEMORY_LIMIT": "100"])!
        #expect(monitor.limit == 100 << 20)
        let warnings = [80, 95, 99, 85, 91, 70, 92].map { megabytes in
            monitor.shouldWarn(residentBytes: UInt64(megabytes) << 20)
        }
        // Warned on passing 90 MB, not again until after falling below 80 MB.
        #expect(warnings == [false, true, false, false, false, false, true])
        #expect((MemoryLimitMonitor.residentBytes() ?? 0) > 1 << 20)
    }

    @Test func theStatusBarFollowsTheChildTheRootNames() {
        withWindow { window in
            let root = Watcher()
            window.rootViewController = root
            #expect(UIApplication.shared.keyWindow === window)
            #expect(root.statusBarStyleController === root)
            let child = LightChild()
            root.addChild(child)
            #expect(root.statusBarStyleController === child)
            // Hidden is decided by the root, which names no child for it.
            #expect(root.statusBarHiddenController === root)
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(UIApplication.shared.statusBarAppearance.style == .lightContent)
            #expect(UIApplication.shared.statusBarAppearance.hidden == false)
        }
    }
}
