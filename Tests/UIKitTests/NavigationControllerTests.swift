import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller recording what it can read in its appearance callbacks: whether it moves to or from its
/// parent, and whether a transition coordinator is there.
private final class MovementProbe: UIViewController {
    var seen: [String] = []
    var alongside: ((UIViewControllerTransitionCoordinator) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        seen.append("willAppear toParent=\(isMovingToParent) coordinator=\(transitionCoordinator != nil)")
        if let coordinator = transitionCoordinator { alongside?(coordinator) }
    }
    override func viewDidAppear(_ animated: Bool) { seen.append("didAppear toParent=\(isMovingToParent)") }
    override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear fromParent=\(isMovingFromParent)") }
    override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear fromParent=\(isMovingFromParent)") }
}

/// Logs the delegate's calls into the shared log, between the controllers' own.
private final class RecordingDelegate: UINavigationControllerDelegate {
    let log: RecordingView.Log
    init(_ log: RecordingView.Log) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("delegate.willShow(\(viewController.title ?? ""))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("delegate.didShow(\(viewController.title ?? ""))")
    }
}

/// A 390 × 44 phone with a 47-point top safe area, showing a navigation controller whose root is A.
@MainActor func withPhoneNavigation(_ body: (UIWindow, UINavigationController, RecordingController, RecordingView.Log) throws -> Void) rethrows {
    let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    defer { VirtualScreens.disconnect(screen) }
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let log = RecordingView.Log()
    let root = RecordingController("A", shared: log)
    root.title = "A"
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    FramePass.runOnce()
    FramePass.drain()
    log.entries = []
    try body(window, navigation, root, log)
}

/// `UINavigationController`: the stack, containment, the callback orders of shared/notes/controllers.md §1.2
/// (§9 items 1, 2 and 6), the slide, and bad input.
@MainActor @Suite struct NavigationControllerTests {
    /// The appearance and containment calls, without loading and layout.
    private func transitions(_ log: RecordingView.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.lowercased().contains("load") && !$0.contains("viewIsAppearing") }
    }

    @Test func aPushWithoutAnimationCallsEverythingInIOSOrderAtOnce() {
        withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            navigation.pushViewController(pushed, animated: false)
            #expect(transitions(log) == ["B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear",
                                         "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
            // B loads after it is added and before A hears it disappears; it appears exactly once.
            #expect(Array(log.entries.prefix(3)) == ["B.willMove(parent)", "B.loadView", "B.viewDidLoad"])
            #expect(log.entries.filter { $0 == "B.viewIsAppearing" }.count == 1)
            #expect(navigation.viewControllers == [root, pushed] && navigation.topViewController === pushed)
            #expect(navigation.visibleViewController === pushed && navigation.children == [root, pushed])
            #expect(pushed.parent === navigation && pushed.navigationController === navigation)
            #expect(root.view.window == nil && pushed.view.window === window)
            // The child fills the container; its safe area starts below the 44-point bar.
            #expect(pushed.view.frame == window.bounds)
            #expect(pushed.view.safeAreaInsets == UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
        }
    }

    @Test func aPopWithoutAnimationCallsEverythingInIOSOrderAtOnce() {
        withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            navigation.pushViewController(pushed, animated: false)
            log.entries = []
            #expect(navigation.popViewController(animated: false) === pushed)
            #expect(transitions(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
                                         "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
            #expect(navigation.viewControllers == [root] && pushed.parent == nil && pushed.navigationController == nil)
            #expect(root.view.window === window && pushed.view.window == nil)
            #expect(navigation.popViewController(animated: false) == nil)
            #expect(navigation.viewControllers == [root])
        }
    }

    @Test func movingToAndFromTheParentIsTrueInTheCallbacksOfPushAndPop() {
        withPhoneNavigation { _, navigation, _, _ in
            let probe = MovementProbe()
            navigation.pushViewController(probe, animated: false)
            navigation.popViewController(animated: false)
            #expect(probe.seen == ["willAppear toParent=true coordinator=true", "didAppear toParent=true",
                                   "willDisappear fromParent=true", "didDisappear fromParent=true"])
            #expect(!probe.isMovingToParent && !probe.isMovingFromParent)
        }
    }

    @Test func theDelegateHearsAfterTheWillCallsAndAfterTheDidCalls() {
        withPhoneNavigation { _, navigation, _, log in
            let delegate = RecordingDelegate(log)
            navigation.delegate = delegate
            let pushed = RecordingController("B", shared: log)
            pushed.title = "B"
            navigation.pushViewController(pushed, animated: false)
            #expect(transitions(log) == ["B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear",
                                         "delegate.willShow(B)", "A.viewDidDisappear", "B.viewDidAppear",
                                         "B.didMove(parent)", "delegate.didShow(B)"])
        }
    }

    @Test func anAnimatedPushSlidesInOverThirtyFiveHundredthsOfASecond() {
        withPhoneNavigation { window, navigation, root, log in
            let pushed = MovementProbe()
            let marker = UIView()
            window.addSubview(marker)
            var completed: [Bool] = []
            pushed.alongside = { coordinator in
                #expect(coordinator.isAnimated && coordinator.transitionDuration == 0.35)
                #expect(coordinator.viewController(forKey: .to) === pushed && coordinator.viewController(forKey: .from) === root)
                coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 },
                                    completion: { completed.append($0.isCancelled) })
            }
            ControlledClock.run { clock in
                navigation.pushViewController(pushed, animated: true)
                #expect(pushed.seen == ["willAppear toParent=true coordinator=true"])
                #expect(navigation.viewControllers == [root, pushed])
                clock.renderFrames(12)
                // Midway: the new view is coming in from the right, the old one going 30 % of the width left
                // (117 points), the alongside animation running in step.
                let incoming = pushed.view.layer.presentation()?.frame.minX ?? -1
                let outgoing = root.view.layer.presentation()?.frame.minX ?? 1
                let alpha = marker.layer.presentation()?.opacity ?? -1
                #expect(incoming > 0 && incoming < 390)
                #expect(outgoing > -117 && outgoing < 0)
                #expect(alpha > 0 && alpha < 1)
                #expect(transitions(log) == ["A.viewWillDisappear"] && completed.isEmpty)
                clock.renderFrames(14)
                #expect(transitions(log) == ["A.viewWillDisappear", "A.viewDidDisappear"])
                #expect(pushed.seen.last == "didAppear toParent=true" && completed == [false])
                #expect(pushed.view.frame == window.bounds && root.view.window == nil)
                #expect(pushed.transitionCoordinator == nil)
            }
        }
    }

    @Test func anAnimatedPopSlidesTheTopOffAndTheOneBelowBack() {
        withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            navigation.pushViewController(pushed, animated: false)
            log.entries = []
            ControlledClock.run { clock in
                #expect(navigation.popViewController(animated: true) === pushed)
                #expect(navigation.viewControllers == [root])
                clock.renderFrames(12)
                let outgoing = pushed.view.layer.presentation()?.frame.minX ?? -1
                let incoming = root.view.layer.presentation()?.frame.minX ?? 1
                #expect(outgoing > 0 && outgoing < 390)
                #expect(incoming > -117 && incoming < 0)
                #expect(transitions(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear animated"])
                clock.renderFrames(14)
                #expect(transitions(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear animated",
                                             "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
                #expect(root.view.frame == window.bounds && pushed.view.window == nil)
                #expect(window.subviews.first?.subviews.count == 3) // A's view and the two bars: the overlay is gone
            }
        }
    }

    @Test func aPushDuringATransitionWaitsForItToEnd() {
        withPhoneNavigation { window, navigation, root, _ in
            let second = UIViewController(), third = UIViewController()
            ControlledClock.run { clock in
                navigation.pushViewController(second, animated: true)
                navigation.pushViewController(third, animated: true)
                #expect(navigation.viewControllers == [root, second])
                clock.renderFrames(26)
                #expect(navigation.viewControllers == [root, second, third])
                #expect(third.view.window === window && second.view.window === window)
                clock.renderFrames(26)
                #expect(second.view.window == nil && third.view.frame == window.bounds)
            }
        }
    }

    @Test func settingTheStackMovesTheControllersThatComeAndGo() {
        withPhoneNavigation { window, navigation, root, log in
            let b = RecordingController("B", shared: log), c = RecordingController("C", shared: log)
            let d = RecordingController("D", shared: log)
            navigation.pushViewController(b, animated: false)
            log.entries = []
            navigation.setViewControllers([root, c, d], animated: false)
            // C comes and goes without showing; B leaves from the top; D arrives on top.
            #expect(transitions(log) == ["C.willMove(parent)", "D.willMove(parent)", "C.didMove(parent)",
                                         "B.willMove(nil)", "B.viewWillDisappear", "D.viewWillAppear",
                                         "B.viewDidDisappear", "D.viewDidAppear", "B.didMove(nil)", "D.didMove(parent)"])
            #expect(navigation.children == [root, c, d] && b.parent == nil && !c.isViewLoaded)
            log.entries = []
            #expect(navigation.popToRootViewController(animated: false) == [c, d])
            #expect(transitions(log) == ["C.willMove(nil)", "C.didMove(nil)", "D.willMove(nil)", "D.viewWillDisappear",
                                         "A.viewWillAppear", "D.viewDidDisappear", "A.viewDidAppear", "D.didMove(nil)"])
            #expect(navigation.popToRootViewController(animated: false) == nil)
            #expect(root.view.window === window)
        }
    }

    @Test func aStackBuiltOffScreenAppearsWithTheContainer() {
        let log = RecordingView.Log()
        let root = RecordingController("A", shared: log), top = RecordingController("B", shared: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: true)
        #expect(transitions(log) == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
        log.entries = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        FramePass.runOnce()
        FramePass.drain()
        #expect(transitions(log) == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(!root.isViewLoaded && top.view.frame == window.bounds)
        window.isHidden = true
    }

    @Test func badInputIsRefusedInApplesWordsAndTheStackStays() {
        withPhoneNavigation { window, navigation, root, _ in
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: false)
            let messages = UIKitLogObservers.capture {
                navigation.pushViewController(pushed, animated: false)
                navigation.pushViewController(root, animated: true)
                navigation.pushViewController(UINavigationController(), animated: false)
                navigation.setViewControllers([], animated: false)
                navigation.setViewControllers([root, pushed, root], animated: false)
                #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
            }
            #expect(messages.count == 6)
            #expect(messages[0].hasPrefix("Pushing the same view controller instance more than once is not supported"))
            #expect(messages[1].hasPrefix("Pushing the same view controller instance more than once is not supported"))
            #expect(messages[2] == "Pushing a navigation controller is not supported")
            #expect(messages[4].hasPrefix("All view controllers in a navigation controller's stack must be distinct"))
            #expect(messages[5] == "Tried to pop to a view controller that doesn't exist.")
            #expect(navigation.viewControllers == [root, pushed] && pushed.view.window === window)
            #expect(navigation.popViewController(animated: false) === pushed)
            #expect(navigation.popViewController(animated: false) == nil && root.view.window === window)
        }
    }

    @Test func anEdgeSwipeFollowsTheFingerAndPopsWhenReleasedPastHalfWay() throws {
        try withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            navigation.pushViewController(pushed, animated: false)
            log.entries = []
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 5, y: 400))
                try generator.fingerMove(to: CGPoint(x: 200, y: 400), duration: 1)
                clock.renderFrames(1)
                #expect(transitions(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear animated"])
                #expect(navigation.transitionCoordinator?.isInteractive == true)
                // Half the width dragged: B's view has followed the finger half way across.
                let followed = pushed.view.layer.presentation()?.frame.minX ?? -1
                #expect(followed > 150 && followed < 200)
                // Slowly on to 255 points (0.32 widths a second), released past half way: the pop finishes.
                try generator.fingerMove(to: CGPoint(x: 255, y: 400), duration: 0.5)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(transitions(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear animated",
                                         "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
            #expect(navigation.viewControllers == [root] && root.view.frame == window.bounds && pushed.view.window == nil)
        }
    }

    @Test func aCancelledSwipeLeavesTheStackAndResendsTheAppearanceCalls() throws {
        try withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            navigation.pushViewController(pushed, animated: false)
            log.entries = []
            let generator = EventGenerator(window: window, timing: .virtual)
            var cancelledInCompletion: Bool?
            var cancelledWhenLifted: Bool?
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 5, y: 400))
                try generator.fingerMove(to: CGPoint(x: 100, y: 400), duration: 1)
                clock.renderFrames(1)
                let coordinator = try #require(navigation.transitionCoordinator)
                coordinator.notifyWhenInteractionChanges { cancelledWhenLifted = $0.isCancelled }
                coordinator.animate(alongsideTransition: nil) { cancelledInCompletion = $0.isCancelled }
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            // notes §1.2: A never gets its didAppear, B never its didDisappear.
            #expect(transitions(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear animated",
                                         "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear animated",
                                         "B.viewDidAppear"])
            #expect(cancelledWhenLifted == true && cancelledInCompletion == true)
            #expect(navigation.viewControllers == [root, pushed] && pushed.parent === navigation)
            #expect(pushed.view.frame == window.bounds && root.view.window == nil)
            #expect(navigation.navigationBar.topItem === pushed.navigationItem)
            // The stack still works: a pop goes through.
            #expect(navigation.popViewController(animated: false) === pushed)
        }
    }

    @Test func aReleaseFinishesOnAFlingOrPastHalfWay() {
        #expect(UINavigationController.popFinishes(progress: 0.2, velocity: 1.5))
        #expect(!UINavigationController.popFinishes(progress: 0.8, velocity: -1.2))
        #expect(UINavigationController.popFinishes(progress: 0.6, velocity: 0))
        #expect(!UINavigationController.popFinishes(progress: 0.4, velocity: 0.5))
    }

    @Test func theSwipeDoesNotBeginOnTheRoot() throws {
        try withPhoneNavigation { window, navigation, root, log in
            let generator = EventGenerator(window: window, timing: .virtual)
            try generator.fingerDown(at: CGPoint(x: 5, y: 400))
            try generator.fingerMove(to: CGPoint(x: 200, y: 400), duration: 0.5)
            try generator.fingerUp()
            FramePass.drain()
            #expect(navigation.interactivePopGestureRecognizer?.state == .possible || navigation.interactivePopGestureRecognizer?.state == .failed)
            #expect(transitions(log).isEmpty && navigation.viewControllers == [root])
        }
    }

    @Test func aReleasedControllerLeavesTheCountOfControllersWithInsets() {
        let before = UIViewController.controllersWithAdditionalSafeArea
        weak var released: UINavigationController?
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.loadViewIfNeeded()
            released = navigation
            #expect(UIViewController.controllersWithAdditionalSafeArea == before + 1)
        }
        #expect(released == nil && UIViewController.controllersWithAdditionalSafeArea == before)
    }
}
