import Testing
@testable import UIKit
import UIKitTesting

@MainActor
final class RecordingController: UIViewController {
    var log: [String] = []
    let name: String
    var shared: RecordingView.Log?

    init(_ name: String, shared: RecordingView.Log? = nil) {
        self.name = name
        self.shared = shared
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ event: String) {
        log.append(event)
        shared?.entries.append("\(name).\(event)")
    }

    override func loadView() {
        record("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }
    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear\(animated ? " animated" : "")") }
    override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { record("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { record("didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor @Suite struct ViewControllerTests {
    @Test func theViewLoadsOnceOnFirstUse() {
        let controller = RecordingController("c")
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(UIViewController().view.frame == UIScreen.main.bounds)
    }

    @Test func appearingFollowsLayoutAndDisappearingFollowsRemoval() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = RecordingController("c")
        window.rootViewController = controller
        performPendingUpdates()
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        controller.log = []
        window.makeKeyAndVisible()
        #expect(controller.log == ["viewWillAppear"])
        performPendingUpdates()
        // Already laid out: nothing to lay out again before it appears.
        #expect(controller.log == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        controller.log = []
        window.isHidden = true
        #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
        controller.log = []
        window.isHidden = false
        performPendingUpdates()
        #expect(controller.log.first == "viewWillAppear" && controller.log.last == "viewDidAppear")
        controller.log = []
        window.rootViewController = nil
        #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
        window.isHidden = true
    }

    @Test func aRootViewControllerSetOnAVisibleWindowAppearsAfterItsFirstLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let controller = RecordingController("c")
        window.rootViewController = controller
        performPendingUpdates()
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                                   "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    }

    @Test func childControllersFollowTheContainmentProtocol() {
        let shared = RecordingView.Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let parent = RecordingController("parent", shared: shared)
        window.rootViewController = parent
        performPendingUpdates()
        let child = RecordingController("child", shared: shared)
        shared.entries = []
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        performPendingUpdates()
        #expect(parent.children == [child] && child.parent === parent)
        #expect(shared.entries.filter { $0.hasPrefix("child.") && !$0.contains("Layout") } == [
            "child.willMove(parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
            "child.didMove(parent)", "child.viewIsAppearing", "child.viewDidAppear",
        ])
        shared.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(shared.entries == ["child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear",
                                   "child.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)

        parent.addChild(parent)
        let grandchild = UIViewController()
        child.addChild(grandchild)
        grandchild.addChild(child)
        #expect(parent.children.isEmpty && grandchild.children.isEmpty)
    }

    @Test func isMovingToAndFromParentHoldForTheAppearanceThatFollows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let parent = UIViewController()
        window.rootViewController = parent
        performPendingUpdates()
        final class Mover: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isMovingToParent) \(isMovingFromParent)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isMovingToParent) \(isMovingFromParent)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isMovingFromParent)") }
        }
        let child = Mover()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        performPendingUpdates()
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(child.seen == ["willAppear true false", "didAppear true", "willDisappear false true", "didDisappear true"])
    }

    @Test func aContainerThatForwardsByHandDecidesWhenItsChildrenAppear() {
        let shared = RecordingView.Log()
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let container = ManualContainer()
        window.rootViewController = container
        performPendingUpdates()
        let child = RecordingController("child", shared: shared)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        performPendingUpdates()
        #expect(!shared.entries.contains { $0.contains("Appear") })
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(shared.entries.filter { $0.contains("ppear") } == [
            "child.viewWillAppear animated", "child.viewIsAppearing", "child.viewDidAppear",
        ])
        shared.entries = []
        // Turned around half way: it disappears without having appeared.
        child.beginAppearanceTransition(false, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(shared.entries == ["child.viewWillDisappear", "child.viewWillAppear", "child.viewIsAppearing",
                                   "child.viewDidAppear"])
    }
}
