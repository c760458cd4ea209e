import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the storyboard controllers of the tests did, in order, across controllers.
@MainActor enum StoryboardLog {
    static var entries: [String] = []
}

/// A storyboard controller that records its loading and segue calls into `StoryboardLog`, and may refuse
/// triggered segues. `note` is set by a creator block.
final class StoryboardRecordingController: UIViewController {
    var note: String?
    static var refusesSegues = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init?(coder: NSCoder, note: String) {
        self.note = note
        super.init(coder: coder)
    }

    private var name: String { title ?? "?" }
    override func awakeFromNib() { StoryboardLog.entries.append("\(name).awakeFromNib") }
    override func viewDidLoad() { StoryboardLog.entries.append("\(name).viewDidLoad") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.entries.append("\(name).prepare(\(segue.identifier ?? "-") → \(segue.destination.title ?? "?"))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        StoryboardLog.entries.append("\(name).should(\(identifier))")
        return !Self.refusesSegues
    }
}

/// The storyboard's list: the destination of the `unwindToList:` unwind segue, which it performs through
/// `method(for:)`, Vellum's stand-in for the Objective-C runtime.
final class StoryboardListController: UIViewController {
    var unwound: UIStoryboardSegue?

    override func viewDidLoad() { StoryboardLog.entries.append("List.viewDidLoad") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.entries.append("List.prepare(\(segue.identifier ?? "-") → \(segue.destination.title ?? "?"))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        StoryboardLog.entries.append("List.should(\(identifier))")
        return !StoryboardRecordingController.refusesSegues
    }
    func unwindToList(_ segue: UIStoryboardSegue) {
        unwound = segue
        StoryboardLog.entries.append("List.unwindToList(from \(segue.source.title ?? "?"))")
    }
    override func method(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
        guard action == "unwindToList:" else { return super.method(for: action) }
        return { [unowned self] sender, _ in if let segue = sender as? UIStoryboardSegue { unwindToList(segue) } }
    }
}

/// A table view controller whose table comes from the storyboard: three rows of the prototype `Row`.
final class StoryboardRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

/// The storyboard fixtures: `Tests/UIKitTests/InterfaceBuilder/Fixtures/Storyboard`, whose custom classes are
/// this test module's.
@MainActor
func storyboardFixtures(_ folder: String? = nil) throws -> Bundle {
    NibFixtures.allowTestModuleClasses()
    var url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Storyboard", isDirectory: true)
    if let folder { url.appendPathComponent(folder, isDirectory: true) }
    return try #require(Bundle(url: url))
}

/// `UIStoryboard` on storyboards in the format Xcode writes: controllers by entry point and identifier, creator
/// blocks, views made lazily, each kind of segue from the document, prototype cells, and bad input.
@MainActor @Suite struct StoryboardTests {
    private func main() throws -> UIStoryboard {
        StoryboardLog.entries = []
        StoryboardRecordingController.refusesSegues = false
        return UIStoryboard(name: "Main", bundle: try storyboardFixtures())
    }

    @Test func theInitialControllerIsTheNavigationControllerWithItsRootAndItsViewIsMadeLazily() throws {
        let storyboard = try main()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? StoryboardListController)
        #expect(navigation.viewControllers.count == 1 && navigation.storyboard === storyboard && list.storyboard === storyboard)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(list.title == "List" && list.navigationItem.title == "Items")
        #expect(list.navigationItem.rightBarButtonItem?.title == "Compose")
        #expect(!list.isViewLoaded && StoryboardLog.entries.isEmpty)
        // The view, its subviews, and the embedded child made before viewDidLoad, prepared first.
        let button = try #require(list.view.viewWithTag(1) as? UIButton)
        #expect(button.frame == CGRect(x: 20, y: 200, width: 120, height: 44) && button.title(for: .normal) == "Details")
        #expect(StoryboardLog.entries == ["Summary.awakeFromNib", "List.prepare(embedSummary → Summary)", "Summary.viewDidLoad", "List.viewDidLoad"])
        let container = try #require(list.view.viewWithTag(2))
        let summary = try #require(list.children.first)
        #expect(list.children.count == 1 && summary.title == "Summary" && summary.view.superview === container)
        #expect(summary.view.frame == container.bounds)
    }

    @Test func eachInstantiationMakesNewControllersAndTheCreatorGetsTheCoder() throws {
        let storyboard = try main()
        let first = storyboard.instantiateViewController(withIdentifier: "Detail")
        let second = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(first !== second && first is StoryboardRecordingController && first.title == "Detail")
        #expect((first.view.viewWithTag(3) as? UILabel)?.text == "Detail text")
        #expect(!second.isViewLoaded)
        let made: StoryboardRecordingController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            StoryboardRecordingController(coder: coder, note: "made by the creator")
        }
        #expect(made.note == "made by the creator" && made.title == "Detail" && made.storyboard === storyboard)
        // A creator that returns nil leaves it to the storyboard's class.
        let fallback: UINavigationController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(fallback?.viewControllers.first is StoryboardListController)
    }

    @Test func aButtonsSegueAsksTheSourcePreparesAndPushes() throws {
        let storyboard = try main()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        try showDocument(navigation) { window in
            let list = navigation.viewControllers[0]
            let button = try #require(list.view.viewWithTag(1))
            StoryboardLog.entries = []
            StoryboardRecordingController.refusesSegues = true
            try tapDocumentView(button, in: window)
            settleDocument()
            #expect(StoryboardLog.entries == ["List.should(showDetail)"] && navigation.viewControllers.count == 1)
            StoryboardRecordingController.refusesSegues = false
            try tapDocumentView(button, in: window)
            settleDocument()
            #expect(Array(StoryboardLog.entries.dropFirst()) == ["List.should(showDetail)", "Detail.awakeFromNib",
                                                                 "List.prepare(showDetail → Detail)", "Detail.viewDidLoad"])
            #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
            #expect(navigation.topViewController?.view.window === window)
        }
    }

    @Test func aBarButtonItemPresentsModallyAndTheDoneButtonUnwinds() throws {
        let storyboard = try main()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        try showDocument(navigation) { window in
            let list = try #require(navigation.viewControllers[0] as? StoryboardListController)
            StoryboardLog.entries = []
            list.navigationItem.rightBarButtonItem?.sendActions()
            settleDocument()
            let compose = try #require(list.presentedViewController ?? navigation.presentedViewController)
            #expect(compose.title == "Compose" && compose.modalPresentationStyle == .formSheet)
            #expect(compose.modalTransitionStyle == .crossDissolve && compose.view.window === window)
            let done = try #require(compose.view.viewWithTag(4))
            try tapDocumentView(done, in: window)
            #expect(list.unwound?.source === compose && list.unwound?.identifier == "done")
            settleDocument()
            #expect(navigation.presentedViewController == nil && compose.view.window == nil)
            #expect(StoryboardLog.entries.suffix(2) == ["Compose.prepare(done → List)", "List.unwindToList(from Compose)"])
        }
    }

    @Test func aManualPopoverSegueAnchorsOnItsBarButtonItem() throws {
        let storyboard = try main()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        try showDocument(navigation) { _ in
            let list = navigation.viewControllers[0]
            list.performSegue(withIdentifier: "info", sender: nil)
            let info = try #require(list.presentedViewController ?? navigation.presentedViewController)
            let popover = info.popoverPresentationController
            #expect(info.title == "Info" && info.modalPresentationStyle == .popover)
            #expect(popover?.barButtonItem === list.navigationItem.rightBarButtonItem)
            #expect(popover?.permittedArrowDirections == [.up, .down])
            settleDocument()
        }
    }

    @Test func aTabBarControllerGetsItsTabsWithTheirItems() throws {
        let tabs = try #require(try main().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.map(\.title) == ["First", "Second"])
        #expect(tabs.viewControllers?.map(\.tabBarItem.title) == ["Home", "Settings"])
        #expect(tabs.viewControllers?.first?.tabBarItem.image != nil && tabs.selectedIndex == 0)
    }

    @Test func prototypeCellsAreDequeuedAsNewCopiesOfTheirElement() throws {
        let rows = try #require(try main().instantiateViewController(withIdentifier: "Rows") as? StoryboardRowsController)
        let table = try #require(rows.tableView)
        #expect(rows.view === table && table.dataSource === rows)
        let first = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
        let second = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 1, section: 0))
        #expect(first !== second && first.reuseIdentifier == "Row")
        #expect((first.contentView.viewWithTag(5) as? UILabel)?.text == "Prototype")
        #expect((second.contentView.viewWithTag(5) as? UILabel)?.text == "Prototype")
    }

    @Test func badInputIsLoggedInUIKitsWordsAndGivesNothing() throws {
        let bundle = try storyboardFixtures()
        var missing: UIStoryboard?
        let logged = UIKitLogObservers.capture { missing = UIStoryboard(name: "Nope", bundle: bundle) }
        #expect(logged == ["Could not find a storyboard named 'Nope' in bundle NSBundle <\(bundle.bundlePath)> (loaded)"])
        #expect(missing?.instantiateInitialViewController() == nil)
        let stand = UIKitLogObservers.capture { #expect(missing?.instantiateViewController(withIdentifier: "List").title == nil) }
        #expect(stand.isEmpty)
        let storyboard = try main()
        var unknown: UIViewController?
        let refused = UIKitLogObservers.capture { unknown = storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(refused == ["Storyboard (<UIStoryboard: \(NSLayoutConstraint.address(of: storyboard))>) doesn't contain a view controller with identifier 'Nope'"])
        #expect(unknown?.storyboard == nil)
        var broken: UIStoryboard?
        let unreadable = UIKitLogObservers.capture { broken = UIStoryboard(name: "Broken", bundle: bundle) }
        #expect(unreadable.count == 1 && unreadable[0].hasPrefix("UIStoryboard: Broken.storyboard cannot be read: "))
        #expect(broken?.instantiateInitialViewController() == nil)
    }

    @Test func aStoryboardInBaseLprojIsFound() throws {
        let storyboard = UIStoryboard(name: "Onboarding", bundle: try storyboardFixtures())
        #expect(storyboard.instantiateInitialViewController()?.title == "Start")
    }
}
