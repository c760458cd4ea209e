import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension CompiledStoryboardFixture {
    /// `Split`, the entry point: a split view controller of `style` (`UISplitViewControllerStyle`; none for the
    /// classic one) whose `UIChildViewControllers` are `columns` and whose compact column, if any, is `compact`,
    /// each a `CompiledStoryboardController` titled so with its view from its own nib; `compactAmongChildren` lists
    /// the compact column's controller among the children too.
    static func split(_ encoding: CompiledNibFixture.Encoding, style: Int8?, columns: [String], compact: String?,
                      compactAmongChildren: Bool = false) -> CompiledStoryboardFixture {
        var fixture = CompiledStoryboardFixture()
        fixture.files["Info.plist"] = plist(["UIViewControllerIdentifiersToNibNames": ["Split": "Split"],
                                             "UIStoryboardDesignatedEntryPointIdentifier": "Split", "UIStoryboardVersion": 1])
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let placeholder = nib.proxy("UIStoryboardPlaceholder")
        func child(_ title: String) -> CompiledNibFixture.Value {
            let table = nib.add("NSDictionary", [("NSInlinedValue", .bool(true))])
            fixture.files["\(title)-view.nib"] = viewNib(text: "\(title) text", buttonSegue: nil).data(encoding)
            return nib.add("UIClassSwapper", [
                ("UIClassName", nib.string("_TtC10UIKitTests28CompiledStoryboardController")),
                ("UIOriginalClassName", nib.string("UIViewController")), ("UITitle", nib.string(title)),
                ("UINibName", nib.string("\(title)-view")), ("UIExternalObjectsTableForViewLoading", table),
            ])
        }
        let children = columns.map(child)
        let compactChild = compact.map(child)
        let listed = children + (compactAmongChildren ? [compactChild].compactMap { $0 } : [])
        var values: [(String, CompiledNibFixture.Value)] = [("UIChildViewControllers", nib.array(listed))]
        if let style { values.append(("UISplitViewControllerStyle", .int8(style))) }
        if let compactChild { values.append(("UISplitViewControllerCompactColumnVC", compactChild)) }
        let split = nib.add("UISplitViewController", values)
        var connections = [nib.outlet("sceneViewController", from: owner, to: split), nib.outlet("storyboard", from: split, to: placeholder)]
        connections += (children + [compactChild].compactMap { $0 }).map { nib.outlet("storyboard", from: $0, to: placeholder) }
        nib.finish(topLevel: [split, owner, placeholder], connections: connections)
        fixture.files["Split.nib"] = nib.data(encoding)
        return fixture
    }

    /// `Navigation`, the entry point: a navigation controller whose root is a storyboard reference (a
    /// `UIStoryboardViewControllerPlaceholder` child naming `UIViewController-rf1`) to `Other`'s `Card`; and
    /// `UIViewController-a1`, whose manual segue `toOther` leads to the reference `UIViewController-rf2`
    /// (`Other`'s initial controller), which has no nib of its own. The references are in the Info.plist.
    static func references(_ encoding: CompiledNibFixture.Encoding) -> CompiledStoryboardFixture {
        var fixture = CompiledStoryboardFixture()
        fixture.files["Info.plist"] = plist([
            "UIViewControllerIdentifiersToNibNames": ["Navigation": "Navigation", "UIViewController-a1": "UIViewController-a1"],
            "UIViewControllerIdentifiersToExternalStoryboardReferences": [
                "UIViewController-rf1": ["UIReferencedStoryboardName": "Other", "UIReferencedControllerIdentifier": "Card"],
                "UIViewController-rf2": ["UIReferencedStoryboardName": "Other"],
            ],
            "UIStoryboardDesignatedEntryPointIdentifier": "Navigation", "UIStoryboardVersion": 1,
        ])
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let placeholder = nib.proxy("UIStoryboardPlaceholder")
        let reference = nib.add("UIStoryboardViewControllerPlaceholder", [("UIStoryboardIdentifier", nib.string("UIViewController-rf1"))])
        let navigation = nib.add("UINavigationController", [("UIChildViewControllers", nib.array([reference]))])
        nib.finish(topLevel: [navigation, owner, placeholder], connections: [
            nib.outlet("sceneViewController", from: owner, to: navigation), nib.outlet("storyboard", from: navigation, to: placeholder),
        ])
        fixture.files["Navigation.nib"] = nib.data(encoding)
        fixture.files["UIViewController-a1.nib"] = controllerNib(title: "First", viewNib: "a1-view-v1", segues: [
            ("UIStoryboardShowSegueTemplate", "toOther", [], nil),
        ], destination: "UIViewController-rf2").data(encoding)
        fixture.files["a1-view-v1.nib"] = viewNib(text: "First text", buttonSegue: nil).data(encoding)
        return fixture
    }

    /// `Other.storyboard`, the XML the references lead to: its initial controller titled Other, and Card.
    static let otherStoryboard = StoryboardDocuments.document(initial: "oTh-vC-1aa", [
        StoryboardDocuments.titled("oTh-vC-1aa", "Other"),
        StoryboardDocuments.titled("cRd-vC-1aa", "Card", storyboardID: "Card"),
    ].joined(separator: "\n"))
}

/// Compiled storyboards' split view controllers (their columns and compact column from the split's children
/// and style) and storyboard references (as a container's child and as a segue's destination).
@MainActor @Suite struct CompiledStoryboardContainerTests {
    init() {
        NibFixtures.allowTestModuleClasses()
        InterfaceBuilder.register(CompiledStoryboardController.self, outlets: ["label": \CompiledStoryboardController.label])
    }

    @Test(arguments: CompiledNibFixture.Encoding.allCases)
    func aSplitViewControllersChildrenAreItsColumns(_ encoding: CompiledNibFixture.Encoding) throws {
        let triple = try CompiledStoryboardFixture.split(encoding, style: 2, columns: ["Master", "Middle", "Detail"], compact: "Compact").bundle()
        defer { try? FileManager.default.removeItem(at: triple.bundleURL) }
        var split: UISplitViewController?
        let logged = UIKitLogObservers.capture { split = UIStoryboard(name: "Compiled", bundle: triple).instantiateInitialViewController() as? UISplitViewController }
        let made = try #require(split)
        #expect(logged.isEmpty && made.style == .tripleColumn)
        #expect([UISplitViewController.Column.primary, .supplementary, .secondary, .compact].map { made.viewController(for: $0)?.title }
            == ["Master", "Middle", "Detail", "Compact"])
        #expect((made.viewController(for: .secondary) as? CompiledStoryboardController)?.label?.text == nil)
        #expect((made.viewController(for: .secondary) as? CompiledStoryboardController)?.view.subviews.count == 1)

        let listed = try CompiledStoryboardFixture.split(encoding, style: 1, columns: ["Master", "Detail"], compact: "Compact", compactAmongChildren: true).bundle()
        defer { try? FileManager.default.removeItem(at: listed.bundleURL) }
        let double = try #require(UIStoryboard(name: "Compiled", bundle: listed).instantiateInitialViewController() as? UISplitViewController)
        #expect([UISplitViewController.Column.primary, .secondary, .compact].map { double.viewController(for: $0)?.title } == ["Master", "Detail", "Compact"])

        let classic = try CompiledStoryboardFixture.split(encoding, style: nil, columns: ["Master", "Detail"], compact: nil).bundle()
        defer { try? FileManager.default.removeItem(at: classic.bundleURL) }
        let old = try #require(UIStoryboard(name: "Compiled", bundle: classic).instantiateInitialViewController() as? UISplitViewController)
        #expect(old.style == .unspecified && old.viewControllers.map(\.title) == ["Master", "Detail"])
    }

    @Test func aDoubleColumnSplitWithATripleColumnsChildrenKeepsTwoAndLogs() throws {
        let bundle = try CompiledStoryboardFixture.split(.nibArchive, style: 1, columns: ["Master", "Middle", "Detail"], compact: nil).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        var split: UISplitViewController?
        let logged = UIKitLogObservers.capture { split = UIStoryboard(name: "Compiled", bundle: bundle).instantiateInitialViewController() as? UISplitViewController }
        let made = try #require(split)
        #expect(made.style == .doubleColumn && made.viewController(for: .primary)?.title == "Master" && made.viewController(for: .secondary)?.title == "Middle")
        #expect(logged == ["UIStoryboard: the compiled storyboard's split view controller holds 3 column controllers; its style has 2, the others are left out."])
    }

    @Test(arguments: CompiledNibFixture.Encoding.allCases)
    func referencesLeadToTheOtherStoryboardsControllers(_ encoding: CompiledNibFixture.Encoding) throws {
        let bundle = try CompiledStoryboardFixture.references(encoding).bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        try Data(CompiledStoryboardFixture.otherStoryboard.utf8).write(to: bundle.bundleURL.appendingPathComponent("Other.storyboard"))
        let storyboard = UIStoryboard(name: "Compiled", bundle: bundle)
        var navigation: UINavigationController?
        let logged = UIKitLogObservers.capture { navigation = storyboard.instantiateInitialViewController() as? UINavigationController }
        let root = try #require(navigation?.viewControllers.first)
        #expect(logged.isEmpty && navigation?.viewControllers.count == 1 && root.title == "Card" && root.storyboard !== storyboard)
        let first = try #require(storyboard.instantiateViewController(withIdentifier: "UIViewController-a1") as? CompiledStoryboardController)
        let shown = UINavigationController(rootViewController: first)
        try showDocument(shown) { _ in
            first.performSegue(withIdentifier: "toOther", sender: nil)
            settleDocument()
            #expect(shown.topViewController?.title == "Other" && first.log.contains("prepare(toOther → Other)"))
        }
    }

    @Test func aPlaceholderTheStoryboardListsNoReferenceForIsLoggedWhenFollowed() throws {
        var fixture = CompiledStoryboardFixture.references(.nibArchive)
        fixture.files["Info.plist"] = CompiledStoryboardFixture.plist([
            "UIViewControllerIdentifiersToNibNames": ["Navigation": "Navigation"], "UIStoryboardDesignatedEntryPointIdentifier": "Navigation",
        ])
        let bundle = try fixture.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        var navigation: UINavigationController?
        let logged = UIKitLogObservers.capture { navigation = UIStoryboard(name: "Compiled", bundle: bundle).instantiateInitialViewController() as? UINavigationController }
        #expect(navigation?.viewControllers.isEmpty == true)
        #expect(logged == ["UIStoryboard: could not find reference info for placeholder with identifier 'UIViewController-rf1' in Compiled; nil."])
    }

    @Test func aReferencesTableThatIsNotOneIsRefused() throws {
        var fixture = CompiledStoryboardFixture.references(.nibArchive)
        fixture.files["Info.plist"] = CompiledStoryboardFixture.plist([
            "UIViewControllerIdentifiersToNibNames": ["Navigation": "Navigation"],
            "UIViewControllerIdentifiersToExternalStoryboardReferences": ["UIViewController-rf1": ["UIReferencedStoryboardName": 7]],
        ])
        let bundle = try fixture.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let logged = UIKitLogObservers.capture { _ = UIStoryboard(name: "Compiled", bundle: bundle) }
        #expect(logged == ["UIStoryboard: Compiled.storyboardc cannot be read: The compiled storyboard's reference \"UIViewController-rf1\" has a UIReferencedStoryboardName that is not a string."])
    }
}
