import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The controller of both scenes of the compiled test storyboard: its `label` outlet reaches into its view's
/// nib, and it records its segue calls.
final class CompiledStoryboardController: UIViewController {
    var label: UILabel?
    var log: [String] = []

    override func viewDidLoad() { log.append("viewDidLoad(\(label?.text ?? "no label"))") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "-") → \(segue.destination.title ?? "?"))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should(\(identifier))")
        return true
    }
}

/// A compiled storyboard as `ibtool --compile` lays it out, written by the tests: the folder's `Info.plist` and
/// one nib per controller and per controller's view, in either encoding.
struct CompiledStoryboardFixture {
    /// The files of the folder by name, `Info.plist` included.
    var files: [String: Data] = [:]

    /// Two scenes: `UIViewController-a1` (the entry point, titled First) whose button shows `Detail` through a
    /// `perform:` action on a segue template, with a manual form-sheet segue `present` to it; and `Detail`.
    static func twoScenes(_ encoding: CompiledNibFixture.Encoding) -> CompiledStoryboardFixture {
        var fixture = CompiledStoryboardFixture()
        fixture.files["Info.plist"] = plist([
            "UIViewControllerIdentifiersToNibNames": ["UIViewController-a1": "UIViewController-a1", "Detail": "Detail"],
            "UIStoryboardDesignatedEntryPointIdentifier": "UIViewController-a1", "UIStoryboardVersion": 1,
        ])
        fixture.files["UIViewController-a1.nib"] = controllerNib(title: "First", viewNib: "a1-view-v1", segues: [
            ("UIStoryboardShowSegueTemplate", "showDetail", [("UIActionName", "showViewController:sender:")], "UpstreamPlaceholder-s1"),
            ("UIStoryboardPresentationSegueTemplate", "present", [], nil),
        ]).data(encoding)
        fixture.files["a1-view-v1.nib"] = viewNib(text: "First text", buttonSegue: "UpstreamPlaceholder-s1").data(encoding)
        fixture.files["Detail.nib"] = controllerNib(title: "Detail", viewNib: "d1-view-v2", segues: []).data(encoding)
        fixture.files["d1-view-v2.nib"] = viewNib(text: "Detail text", buttonSegue: nil).data(encoding)
        return fixture
    }

    /// The two scenes and three containers: `Navigation` (the entry point), a navigation controller whose root
    /// `Root` is its child in its nib; `Tabs`, a tab bar controller with the children `One` and `Two`; and
    /// `Container`, whose view's container view (tag 2) embeds `Detail` through the template `embed`. Each child's
    /// view comes from its own nib.
    static func containers(_ encoding: CompiledNibFixture.Encoding) -> CompiledStoryboardFixture {
        var fixture = twoScenes(encoding)
        fixture.files["Info.plist"] = plist([
            "UIViewControllerIdentifiersToNibNames": ["Navigation": "Navigation", "Tabs": "Tabs", "Container": "Container", "Detail": "Detail",
                                                      "UIViewController-a1": "UIViewController-a1"],
            "UIStoryboardDesignatedEntryPointIdentifier": "Navigation", "UIStoryboardVersion": 1,
        ])
        fixture.files["Navigation.nib"] = containerNib("UINavigationController", children: [("Root", "r1-view-v3")]).data(encoding)
        fixture.files["Tabs.nib"] = containerNib("UITabBarController", children: [("One", "t1-view-v4"), ("Two", "t2-view-v5")]).data(encoding)
        fixture.files["Container.nib"] = controllerNib(title: "Container", viewNib: "c1-view-v6", segues: [
            ("UIStoryboardEmbedSegueTemplate", "embed", [], "UpstreamPlaceholder-e1"),
        ]).data(encoding)
        for (viewNib, text) in [("r1-view-v3", "Root text"), ("t1-view-v4", "One text"), ("t2-view-v5", "Two text")] {
            fixture.files["\(viewNib).nib"] = self.viewNib(text: text, buttonSegue: nil).data(encoding)
        }
        fixture.files["c1-view-v6.nib"] = viewNib(text: "Container text", buttonSegue: nil, containerSegue: "UpstreamPlaceholder-e1").data(encoding)
        return fixture
    }

    /// A container controller's nib: a `className` holding `CompiledStoryboardController`s, each with its title
    /// and view nib, as its `UIChildViewControllers`.
    static func containerNib(_ className: String, children: [(title: String, viewNib: String)]) -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let placeholder = nib.proxy("UIStoryboardPlaceholder")
        var controllers: [CompiledNibFixture.Value] = []
        for child in children {
            let table = nib.add("NSDictionary", [("NSInlinedValue", .bool(true))])
            controllers.append(nib.add("UIClassSwapper", [
                ("UIClassName", nib.string("_TtC10UIKitTests28CompiledStoryboardController")),
                ("UIOriginalClassName", nib.string("UIViewController")), ("UITitle", nib.string(child.title)),
                ("UINibName", nib.string(child.viewNib)), ("UIExternalObjectsTableForViewLoading", table),
            ]))
        }
        let container = nib.add(className, [("UIChildViewControllers", nib.array(controllers))])
        var connections = [nib.outlet("sceneViewController", from: owner, to: container),
                           nib.outlet("storyboard", from: container, to: placeholder)]
        connections += controllers.map { nib.outlet("storyboard", from: $0, to: placeholder) }
        nib.finish(topLevel: [container, owner, placeholder], connections: connections)
        return nib
    }

    static func plist(_ value: Any) -> Data {
        (try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)) ?? Data()
    }

    /// A controller's nib: the controller (a `CompiledStoryboardController` through `UIClassSwapper`) with its
    /// title, view nib name and segue templates to `destination`, File's Owner naming it `sceneViewController`, and
    /// the storyboard placeholder; a template with a placeholder identifier is listed in the external objects.
    static func controllerNib(title: String, viewNib: String,
                              segues: [(className: String, identifier: String, extra: [(String, String)], external: String?)],
                              destination: String = "Detail") -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let placeholder = nib.proxy("UIStoryboardPlaceholder")
        var templates: [CompiledNibFixture.Value] = []
        var external: [CompiledNibFixture.Value] = []
        for segue in segues {
            var values: [(String, CompiledNibFixture.Value)] = [("UIIdentifier", nib.string(segue.identifier)),
                                                               ("UIDestinationViewControllerIdentifier", nib.string(destination))]
            if segue.className.contains("Presentation") { values.append(("UIModalPresentationStyle", .int8(2))) }
            for (key, text) in segue.extra { values.append((key, nib.string(text))) }
            let template = nib.add(segue.className, values)
            templates.append(template)
            if let name = segue.external { external += [nib.string(name), template] }
        }
        let table = nib.add("NSDictionary", [("NSInlinedValue", .bool(true))] + external.map { ("UINibEncoderEmptyKey", $0) })
        let controller = nib.add("UIClassSwapper", [
            ("UIClassName", nib.string("_TtC10UIKitTests28CompiledStoryboardController")),
            ("UIOriginalClassName", nib.string("UIViewController")), ("UITitle", nib.string(title)),
            ("UINibName", nib.string(viewNib)), ("UIStoryboardSegueTemplates", nib.array(templates)),
            ("UIExternalObjectsTableForViewLoading", table),
        ])
        var connections = [nib.outlet("sceneViewController", from: owner, to: controller),
                           nib.outlet("storyboard", from: controller, to: placeholder)]
        connections += templates.map { nib.outlet("viewController", from: $0, to: controller) }
        nib.finish(topLevel: [controller, owner, placeholder], connections: connections)
        return nib
    }

    /// A controller's view nib: a 390×844 view holding a label (the controller's `label` outlet) and, when
    /// `buttonSegue` names a placeholder, a button (tag 1) whose touch-up performs that segue template; when
    /// `containerSegue` names one, a container view (tag 2) that embed template names.
    static func viewNib(text: String, buttonSegue: String?, containerSegue: String? = nil) -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let label = nib.add("UILabel", CompiledNibFixture.frame(x: 20, y: 100, width: 200, height: 30) + [("UIText", nib.string(text))])
        var subviews = [label]
        var connections: [CompiledNibFixture.Value] = []
        var topLevel = [owner]
        if let buttonSegue {
            let template = nib.proxy(buttonSegue)
            let button = nib.add("UIButton", CompiledNibFixture.frame(x: 20, y: 200, width: 120, height: 44) + [("UITag", .int8(1))])
            subviews.append(button)
            connections.append(nib.action("perform:", from: button, to: template, mask: 1 << 6))
            topLevel.append(template)
        }
        if let containerSegue {
            let template = nib.proxy(containerSegue)
            let container = nib.add("UIView", CompiledNibFixture.frame(x: 0, y: 300, width: 390, height: 200) + [("UITag", .int8(2))])
            subviews.append(container)
            connections.append(nib.outlet("containerView", from: template, to: container))
            topLevel.append(template)
        }
        let view = nib.add("UIView", CompiledNibFixture.frame(x: 0, y: 0, width: 390, height: 844)
            + [("UISubviews", nib.array(subviews, className: "NSMutableArray")), ("UIBackgroundColor", nib.color(red: 1, green: 1, blue: 1))])
        connections += [nib.outlet("view", from: owner, to: view), nib.outlet("label", from: owner, to: label)]
        nib.finish(topLevel: topLevel + [view], connections: connections)
        return nib
    }

    /// Writes the folder `Name.storyboardc` into a new bundle folder, and gives the bundle.
    func bundle(name: String = "Compiled") throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-storyboard-\(UUID().uuidString)")
        let storyboard = folder.appendingPathComponent("\(name).storyboardc")
        try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: true)
        for (file, data) in files { try data.write(to: storyboard.appendingPathComponent(file)) }
        return try #require(Bundle(url: folder))
    }
}

/// `UIStoryboard` on compiled storyboards (`.storyboardc`) in both nib encodings: the entry point and Storyboard
/// IDs, views from their own nibs with outlets into them, a control's show segue and a manual modal one, and bad
/// input logged with no controllers.
@MainActor @Suite struct CompiledStoryboardTests {
    init() {
        NibFixtures.allowTestModuleClasses()
        InterfaceBuilder.register(CompiledStoryboardController.self, outlets: ["label": \CompiledStoryboardController.label])
    }

    @Test(arguments: CompiledNibFixture.Encoding.allCases)
    func theEntryPointAndIdentifiersGiveControllersWhoseViewsComeFromTheirNibs(_ encoding: CompiledNibFixture.Encoding) throws {
        let bundle = try CompiledStoryboardFixture.twoScenes(encoding).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let storyboard = UIStoryboard(name: "Compiled", bundle: bundle)
        let first = try #require(storyboard.instantiateInitialViewController() as? CompiledStoryboardController)
        #expect(first.title == "First" && first.storyboard === storyboard && !first.isViewLoaded)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.label?.text == "First text" && first.label?.superview === first.view)
        #expect(first.view.viewWithTag(1) is UIButton)
        #expect(first.log == ["viewDidLoad(First text)"])
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail is CompiledStoryboardController && detail.title == "Detail" && detail !== first)
        #expect((detail as? CompiledStoryboardController)?.label == nil && detail.view.subviews.count == 1)
        #expect((detail as? CompiledStoryboardController)?.label?.text == "Detail text")
        // The generated identifier of a controller without a Storyboard ID works as on iOS.
        #expect(storyboard.instantiateViewController(withIdentifier: "UIViewController-a1").title == "First")
        var coded = false
        let made: CompiledStoryboardController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coded = true
            return CompiledStoryboardController(coder: coder)
        }
        #expect(coded && made.title == "Detail" && made.storyboard === storyboard)
    }

    @Test func theButtonsSegueShowsTheDetailAndTheManualOnePresentsIt() throws {
        let bundle = try CompiledStoryboardFixture.twoScenes(.nibArchive).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let storyboard = UIStoryboard(name: "Compiled", bundle: bundle)
        let first = try #require(storyboard.instantiateInitialViewController() as? CompiledStoryboardController)
        let navigation = UINavigationController(rootViewController: first)
        try showDocument(navigation) { window in
            let button = try #require(first.view.viewWithTag(1))
            first.log = []
            try tapDocumentView(button, in: window)
            settleDocument()
            #expect(first.log == ["should(showDetail)", "prepare(showDetail → Detail)"])
            #expect(navigation.viewControllers.map(\.title) == ["First", "Detail"])
            let shown = try #require(navigation.topViewController as? CompiledStoryboardController)
            #expect(shown.log == ["viewDidLoad(Detail text)"] && shown.view.window === window)
            navigation.popViewController(animated: false)
            settleDocument()
            first.log = []
            first.performSegue(withIdentifier: "present", sender: nil)
            settleDocument()
            let presented = try #require((first.presentedViewController ?? navigation.presentedViewController) as? CompiledStoryboardController)
            #expect(presented.title == "Detail" && presented.modalPresentationStyle == .formSheet && presented !== shown)
            #expect(first.log == ["prepare(present → Detail)"] && presented.log == ["viewDidLoad(Detail text)"])
        }
    }

    @Test(arguments: CompiledNibFixture.Encoding.allCases)
    func aNavigationControllersRootAndATabBarsChildrenComeFromTheirRelationships(_ encoding: CompiledNibFixture.Encoding) throws {
        let bundle = try CompiledStoryboardFixture.containers(encoding).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let storyboard = UIStoryboard(name: "Compiled", bundle: bundle)
        var navigation: UINavigationController?
        let logged = UIKitLogObservers.capture { navigation = storyboard.instantiateInitialViewController() as? UINavigationController }
        #expect(logged.isEmpty)
        let stack = try #require(navigation).viewControllers
        let root = try #require(stack.first as? CompiledStoryboardController)
        #expect(stack.count == 1 && root.title == "Root" && root.storyboard === storyboard && !root.isViewLoaded)
        #expect(root.view.subviews.count == 1 && root.label?.text == "Root text" && root.log == ["viewDidLoad(Root text)"])
        let again = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(again.viewControllers.count == 1 && again.viewControllers.first !== root)
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let children = (tabs.viewControllers ?? []).compactMap { $0 as? CompiledStoryboardController }
        #expect(children.map(\.title) == ["One", "Two"] && tabs.selectedViewController === children.first)
        #expect(children.map { $0.view.subviews.count } == [1, 1] && children.map { $0.label?.text } == ["One text", "Two text"])
        // A child of a container has no identifier of its own.
        let unknown = UIKitLogObservers.capture { _ = storyboard.instantiateViewController(withIdentifier: "Root") }
        #expect(unknown.count == 1)
    }

    @Test(arguments: CompiledNibFixture.Encoding.allCases)
    func aContainerViewEmbedsItsChildWhenTheViewLoads(_ encoding: CompiledNibFixture.Encoding) throws {
        let bundle = try CompiledStoryboardFixture.containers(encoding).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let storyboard = UIStoryboard(name: "Compiled", bundle: bundle)
        let parent = try #require(storyboard.instantiateViewController(withIdentifier: "Container") as? CompiledStoryboardController)
        #expect(parent.children.isEmpty)
        let container = try #require(parent.view.viewWithTag(2))
        let child = try #require(parent.children.first as? CompiledStoryboardController)
        #expect(parent.children.count == 1 && child.title == "Detail" && child.parent === parent)
        #expect(container.subviews == [child.view] && child.view.frame == container.bounds)
        #expect(child.label?.text == "Detail text" && parent.label?.text == "Container text")
        #expect(parent.log.contains("prepare(embed → Detail)"))
    }

    @Test func badInputIsLoggedAndGivesNoControllers() throws {
        var cases: [(String, CompiledStoryboardFixture)] = []
        var missingView = CompiledStoryboardFixture.twoScenes(.nibArchive)
        missingView.files["d1-view-v2.nib"] = nil
        cases.append(("a missing view nib", missingView))
        var badPlist = CompiledStoryboardFixture.twoScenes(.nibArchive)
        badPlist.files["Info.plist"] = Data("<plist><dict><key>".utf8)
        cases.append(("a bad plist", badPlist))
        var noTable = CompiledStoryboardFixture.twoScenes(.nibArchive)
        noTable.files["Info.plist"] = CompiledStoryboardFixture.plist(["UIStoryboardVersion": 1])
        cases.append(("no identifier table", noTable))
        var escaping = CompiledStoryboardFixture.twoScenes(.nibArchive)
        escaping.files["Info.plist"] = CompiledStoryboardFixture.plist(["UIViewControllerIdentifiersToNibNames": ["Detail": "../Detail"]])
        cases.append(("a nib name leaving the folder", escaping))
        var badEntry = CompiledStoryboardFixture.twoScenes(.nibArchive)
        badEntry.files["Info.plist"] = CompiledStoryboardFixture.plist([
            "UIViewControllerIdentifiersToNibNames": ["Detail": "Detail"], "UIStoryboardDesignatedEntryPointIdentifier": "Elsewhere",
        ])
        cases.append(("an entry point naming no nib", badEntry))
        var garbage = CompiledStoryboardFixture.twoScenes(.nibArchive)
        garbage.files["Detail.nib"] = Data("NIBArchive but not really".utf8)
        cases.append(("a truncated nib", garbage))
        for (fault, fixture) in cases {
            let bundle = try fixture.bundle()
            defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
            var storyboard: UIStoryboard?
            let logged = UIKitLogObservers.capture { storyboard = UIStoryboard(name: "Compiled", bundle: bundle) }
            #expect(logged.count == 1 && logged.first?.hasPrefix("UIStoryboard: Compiled.storyboardc cannot be read: ") == true, "\(fault): \(logged)")
            #expect(storyboard?.instantiateInitialViewController() == nil, "\(fault)")
        }
        let bundle = try CompiledStoryboardFixture.twoScenes(.keyedArchive).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let storyboard = UIStoryboard(name: "Compiled", bundle: bundle)
        var unknown: UIViewController?
        let refused = UIKitLogObservers.capture { unknown = storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(refused == ["Storyboard (<UIStoryboard: \(NSLayoutConstraint.address(of: storyboard))>) doesn't contain a view controller with identifier 'Nope'"])
        #expect(unknown?.storyboard == nil)
    }
}
