import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller that records the segue calls it gets into a shared log, may refuse triggered segues, and
/// performs the unwind action `unwindToHere:`.
final class SegueTestController: UIViewController {
    let name: String
    let log: RecordingView.Log
    var refuses = false
    var unwoundWith: UIStoryboardSegue?

    init(_ name: String, _ log: RecordingView.Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }

    override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }
    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.entries.append("\(name).prepare(\(segue.identifier ?? "-") → \(segue.destination.title ?? "?"))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.entries.append("\(name).should(\(identifier))")
        return !refuses
    }
    func unwindToHere(_ segue: UIStoryboardSegue) {
        unwoundWith = segue
        log.entries.append("\(name).unwindToHere(from \(segue.source.title ?? "?"))")
    }
}

/// The unwind action every `SegueTestController` performs.
@MainActor private let unwindToHere = Selector("unwindToHere:", SegueTestController.unwindToHere)

/// `UIStoryboardSegue` and `UIViewController`'s segue methods, with segues given to controllers in code the way a
/// storyboard gives them: each kind performed, the order of the calls, refusal, the unwind search, bad input.
@MainActor @Suite struct SegueTests {
    /// A shown window on a screen of `size` (a phone's by default) whose root is `root`, settled.
    private func show(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                      _ body: (UIWindow) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: size, scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        try body(window)
    }

    /// Runs 40 frames of 1/60 s on the controlled clock: every standard transition ends in them.
    private func settle() {
        ControlledClock.run { clock in clock.renderFrames(40) }
        FramePass.drain()
    }

    /// A template for a segue of `kind` named `identifier` to a new controller named `destination`.
    private func template(_ identifier: String?, _ kind: StoryboardSegueKind, to destination: String,
                          _ log: RecordingView.Log) -> StoryboardSegueTemplate {
        StoryboardSegueTemplate(identifier: identifier, kind: kind) { _, _ in
            log.entries.append("make \(destination)")
            return SegueTestController(destination, log)
        }
    }

    @Test func aSegueMadeWithABlockCallsItAndAPlainOneDoesNothing() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log), b = SegueTestController("B", log)
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "go", source: a, destination: b) { performed += 1 }
        segue.perform()
        #expect(performed == 1 && segue.identifier == "go" && segue.source === a && segue.destination === b)
        UIStoryboardSegue(identifier: nil, source: a, destination: b).perform()
        #expect(a.presentedViewController == nil && a.children.isEmpty && log.entries.isEmpty)
    }

    @Test func performSegueMakesTheDestinationPreparesThenPushesWithoutAskingShould() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log)
        a.refuses = true
        a.segueTemplates = [template("detail", .show, to: "B", log)]
        let navigation = UINavigationController(rootViewController: a)
        show(navigation) { window in
            log.entries = []
            a.performSegue(withIdentifier: "detail", sender: nil)
            settle()
            #expect(log.entries == ["make B", "A.prepare(detail → B)", "B.viewDidLoad"])
            #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
            #expect(navigation.topViewController?.view.window === window)
            // Each performance makes a new destination.
            a.performSegue(withIdentifier: "detail", sender: nil)
            settle()
            #expect(navigation.viewControllers.count == 3 && navigation.viewControllers[1] !== navigation.viewControllers[2])
        }
    }

    @Test func aTriggeredSegueAsksTheSourceFirstAndARefusalMakesNothing() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation) { _ in
            log.entries = []
            let segue = template("detail", .show, to: "B", log)
            a.refuses = true
            segue.trigger(from: a, sender: nil, consultingSource: true)
            #expect(log.entries == ["A.should(detail)"] && navigation.viewControllers.count == 1)
            a.refuses = false
            segue.trigger(from: a, sender: nil, consultingSource: true)
            #expect(Array(log.entries.dropFirst()) == ["A.should(detail)", "make B", "A.prepare(detail → B)", "B.viewDidLoad"])
        }
    }

    @Test func anUnknownIdentifierIsLoggedInUIKitsWordsAndNothingHappens() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log)
        a.segueTemplates = [template("detail", .show, to: "B", log)]
        let logged = UIKitLogObservers.capture { a.performSegue(withIdentifier: "nope", sender: nil) }
        let address = NSLayoutConstraint.address(of: a)
        #expect(logged == ["Receiver (<UIKitTests.SegueTestController: \(address)>) has no segue with identifier 'nope'"])
        #expect(log.entries.isEmpty && a.presentedViewController == nil)
    }

    @Test func showDetailGoesToTheSplitViewsSecondaryColumn() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(a, for: .primary)
        a.segueTemplates = [template("more", .showDetail, to: "D", log)]
        show(split, size: CGSize(width: 1200, height: 800)) { _ in
            a.performSegue(withIdentifier: "more", sender: nil)
            settle()
            let secondary = split.viewController(for: .secondary)
            #expect(secondary?.title == "D" || (secondary as? UINavigationController)?.topViewController?.title == "D")
        }
    }

    @Test func aModalSegueSetsTheStylesItNamesAndPresents() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log)
        a.segueTemplates = [template("modal", .presentation(style: .fullScreen, transition: .crossDissolve, animated: true), to: "M", log)]
        show(a) { window in
            a.performSegue(withIdentifier: "modal", sender: nil)
            settle()
            let presented = a.presentedViewController
            #expect(presented?.title == "M" && presented?.modalPresentationStyle == .fullScreen)
            #expect(presented?.modalTransitionStyle == .crossDissolve && presented?.view.window === window)
            #expect(presented?.view.frame == window.bounds)
        }
    }

    @Test func aPopoverSeguePointsAtItsAnchorElseAtTheSender() {
        let log = RecordingView.Log()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let a = SegueTestController("A", log)
        a.segueTemplates = [template("anchored", .popover(anchor: item, arrowDirections: .up, animated: false), to: "P", log)]
        show(a) { _ in
            a.performSegue(withIdentifier: "anchored", sender: nil)
            let popover = a.presentedViewController?.popoverPresentationController
            #expect(a.presentedViewController?.title == "P" && a.presentedViewController?.modalPresentationStyle == .popover)
            #expect(popover?.barButtonItem === item && popover?.permittedArrowDirections == .up)
        }
        let b = SegueTestController("B", log)
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 80, height: 44))
        b.segueTemplates = [template("free", .popover(anchor: nil, arrowDirections: .any, animated: false), to: "Q", log)]
        show(b) { _ in
            b.view.addSubview(button)
            b.performSegue(withIdentifier: "free", sender: button)
            #expect(b.presentedViewController?.title == "Q")
            #expect(b.presentedViewController?.popoverPresentationController?.sourceView === button)
        }
    }

    @Test func anEmbedSegueMakesAChildFillingTheContainerView() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log)
        show(a) { window in
            let container = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 120))
            a.view.addSubview(container)
            template("embedded", .embed(container: container), to: "E", log).trigger(from: a, sender: nil, consultingSource: false)
            let child = a.children.first
            #expect(a.children.count == 1 && child?.title == "E" && child?.parent === a)
            #expect(child?.view.superview === container && child?.view.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
            container.frame.size = CGSize(width: 300, height: 60)
            FramePass.runOnce()
            #expect(child?.view.frame == CGRect(x: 0, y: 0, width: 300, height: 60) && child?.view.window === window)
        }
    }

    @Test func relationshipSeguesFillContainers() {
        let log = RecordingView.Log()
        let navigation = UINavigationController()
        template(nil, .relationship("rootViewController"), to: "Root", log).trigger(from: navigation, sender: nil, consultingSource: false)
        #expect(navigation.viewControllers.map(\.title) == ["Root"])
        let tabs = UITabBarController()
        for name in ["One", "Two"] {
            template(nil, .relationship("viewControllers"), to: name, log).trigger(from: tabs, sender: nil, consultingSource: false)
        }
        #expect(tabs.viewControllers?.map(\.title) == ["One", "Two"] && tabs.selectedIndex == 0)
        let split = UISplitViewController()
        template(nil, .relationship("detailViewController"), to: "Detail", log).trigger(from: split, sender: nil, consultingSource: false)
        template(nil, .relationship("masterViewController"), to: "Master", log).trigger(from: split, sender: nil, consultingSource: false)
        #expect(split.viewControllers.map(\.title) == ["Master", "Detail"])
        let logged = UIKitLogObservers.capture {
            template(nil, .relationship("viewControllers"), to: "Lost", log).trigger(from: navigation, sender: nil, consultingSource: false)
        }
        #expect(logged == [#"UIStoryboardSegue: UINavigationController has no relationship "viewControllers"; SegueTestController is not added to it."#])
        #expect(navigation.viewControllers.map(\.title) == ["Root"])
    }

    @Test func anUnwindSegueFindsTheNearestControllerDownTheStackCallsItsActionThenPops() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log), b = RecordingController("B"), c = SegueTestController("C", log)
        b.title = "B"
        let navigation = UINavigationController(rootViewController: a)
        navigation.viewControllers = [a, b, c]
        c.segueTemplates = [StoryboardSegueTemplate(identifier: "back", kind: .unwind(unwindToHere)) { _, _ in nil }]
        show(navigation) { _ in
            settle()
            log.entries = []
            c.performSegue(withIdentifier: "back", sender: nil)
            // B does not perform the action and C is the source: A is the destination. The source prepares, then
            // the destination's action runs, before the transition.
            #expect(Array(log.entries.prefix(2)) == ["C.prepare(back → A)", "A.unwindToHere(from C)"])
            #expect(a.unwoundWith?.destination === a && a.unwoundWith?.identifier == "back")
            settle()
            #expect(navigation.viewControllers.map(\.title) == ["A"])
        }
    }

    @Test func anUnwindSegueDismissesWhatThePathPresentedAndPopsTheStackBelow() {
        let log = RecordingView.Log()
        let a = SegueTestController("A", log), b = RecordingController("B"), d = RecordingController("D")
        let navigation = UINavigationController(rootViewController: a)
        navigation.viewControllers = [a, b]
        let presentedNavigation = UINavigationController(rootViewController: d)
        show(navigation) { window in
            settle()
            b.present(presentedNavigation, animated: false)
            settle()
            d.performUnwind(unwindToHere, identifier: nil, sender: nil, segueClass: UIStoryboardSegue.self)
            #expect(a.unwoundWith?.source === d && a.unwoundWith?.destination === a)
            settle()
            #expect(navigation.presentedViewController == nil && b.presentedViewController == nil)
            #expect(presentedNavigation.view.window == nil && navigation.viewControllers == [a] && a.view.window === window)
        }
    }

    @Test func aContainerCanKeepChildrenOutOfTheSearchAndNoDestinationIsLogged() {
        final class Closed: UINavigationController {
            override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { [] }
        }
        let log = RecordingView.Log()
        let a = SegueTestController("A", log), c = RecordingController("C")
        let navigation = Closed(rootViewController: a)
        navigation.pushViewController(c, animated: false)
        show(navigation) { _ in
            let logged = UIKitLogObservers.capture {
                c.performUnwind(unwindToHere, identifier: nil, sender: nil, segueClass: UIStoryboardSegue.self)
            }
            #expect(logged.count == 1 && logged[0].hasSuffix("performs the unwind action unwindToHere:; the segue does nothing."))
            #expect(a.unwoundWith == nil && navigation.viewControllers.count == 2)
        }
    }
}
