import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Storyboards in Xcode's format written for the tests, in one bundle folder.
enum StoryboardDocuments {
    /// A storyboard document with `scenes` (the content of `<scenes>`) and its initial controller.
    static func document(initial: String?, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <device id="ipad10_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A scene holding `controller` and its First Responder.
    static func scene(_ id: String, _ controller: String) -> String {
        """
                <scene sceneID="\(id)-sC">
                    <objects>
                        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fR" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
        """
    }

    /// A scene of a plain controller titled `title`, with `connections` (segues) of its own.
    static func titled(_ id: String, _ title: String, storyboardID: String? = nil, connections: String = "") -> String {
        scene(id, """
            <viewController title="\(title)"\(storyboardID.map { " storyboardIdentifier=\"\($0)\"" } ?? "") id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-vW">
                    <rect key="frame" x="0.0" y="0.0" width="1180" height="820"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")
            </viewController>
            """)
    }

    /// A relationship segue.
    static func relationship(_ name: String, to destination: String, id: String) -> String {
        #"<segue destination="\#(destination)" kind="relationship" relationship="\#(name)" id="\#(id)"/>"#
    }

    /// A bundle folder holding each storyboard by name.
    static func bundle(_ storyboards: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in storyboards {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
        }
        return try #require(Bundle(url: folder))
    }
}

/// Split view controllers in storyboards: the classic style (`masterViewController`, `detailViewController`),
/// Xcode 12's double-column style (`allowDoubleColumnStyle`) and the triple-column style with its supplementary
/// and compact columns, each column from its relationship segue.
@MainActor @Suite struct StoryboardSplitViewTests {
    static let storyboard = StoryboardDocuments.document(initial: "dBl-vC-1aa", [
        StoryboardDocuments.scene("dBl-vC-1aa", """
            <splitViewController allowDoubleColumnStyle="YES" id="dBl-vC-1aa" sceneMemberID="viewController">
                <connections>
                    \(StoryboardDocuments.relationship("masterViewController", to: "mAs-vC-1aa", id: "dBl-rM-1aa"))
                    \(StoryboardDocuments.relationship("detailViewController", to: "dEt-vC-1aa", id: "dBl-rD-1aa"))
                </connections>
            </splitViewController>
            """),
        StoryboardDocuments.scene("tRp-vC-1aa", """
            <splitViewController storyboardIdentifier="Triple" style="tripleColumn" id="tRp-vC-1aa" sceneMemberID="viewController">
                <connections>
                    \(StoryboardDocuments.relationship("detailViewController", to: "dEt-vC-1aa", id: "tRp-rD-1aa"))
                    \(StoryboardDocuments.relationship("masterViewController", to: "mAs-vC-1aa", id: "tRp-rM-1aa"))
                    \(StoryboardDocuments.relationship("supplementaryViewController", to: "sUp-vC-1aa", id: "tRp-rS-1aa"))
                    \(StoryboardDocuments.relationship("compactViewController", to: "cMp-vC-1aa", id: "tRp-rC-1aa"))
                </connections>
            </splitViewController>
            """),
        StoryboardDocuments.scene("cLs-vC-1aa", """
            <splitViewController storyboardIdentifier="Classic" id="cLs-vC-1aa" sceneMemberID="viewController">
                <connections>
                    \(StoryboardDocuments.relationship("detailViewController", to: "dEt-vC-1aa", id: "cLs-rD-1aa"))
                    \(StoryboardDocuments.relationship("masterViewController", to: "mAs-vC-1aa", id: "cLs-rM-1aa"))
                    \(StoryboardDocuments.relationship("compactViewController", to: "cMp-vC-1aa", id: "cLs-rC-1aa"))
                </connections>
            </splitViewController>
            """),
        StoryboardDocuments.titled("mAs-vC-1aa", "Master"),
        StoryboardDocuments.titled("sUp-vC-1aa", "Supplementary"),
        StoryboardDocuments.titled("dEt-vC-1aa", "Detail"),
        StoryboardDocuments.titled("cMp-vC-1aa", "Compact"),
    ].joined(separator: "\n"))

    private func storyboard() throws -> UIStoryboard {
        UIStoryboard(name: "Split", bundle: try StoryboardDocuments.bundle(["Split": Self.storyboard]))
    }

    @Test func xcodesDoubleColumnSplitHasItsPrimaryAndSecondaryColumns() throws {
        var split: UISplitViewController?
        let logged = UIKitLogObservers.capture { split = try? storyboard().instantiateInitialViewController() as? UISplitViewController }
        let made = try #require(split)
        #expect(logged.isEmpty && made.style == .doubleColumn)
        #expect(made.viewController(for: .primary)?.title == "Master" && made.viewController(for: .secondary)?.title == "Detail")
        #expect(made.viewController(for: .supplementary) == nil && made.viewController(for: .compact) == nil)
        try showDocument(made) { window in
            #expect(made.viewController(for: .secondary)?.view.window === window)
        }
    }

    @Test func aTripleColumnSplitHasItsSupplementaryAndCompactColumnsWhateverTheSeguesOrder() throws {
        let split = try #require(try storyboard().instantiateViewController(withIdentifier: "Triple") as? UISplitViewController)
        #expect(split.style == .tripleColumn)
        #expect([UISplitViewController.Column.primary, .supplementary, .secondary, .compact].map { split.viewController(for: $0)?.title }
            == ["Master", "Supplementary", "Detail", "Compact"])
    }

    @Test func aClassicSplitHasItsMasterThenDetailAndNoCompactColumn() throws {
        let storyboard = try storyboard()
        var split: UISplitViewController?
        let logged = UIKitLogObservers.capture { split = storyboard.instantiateViewController(withIdentifier: "Classic") as? UISplitViewController }
        let made = try #require(split)
        #expect(made.style == .unspecified && made.viewControllers.map(\.title) == ["Master", "Detail"])
        #expect(logged == ["UIStoryboardSegue: a classic split view controller has no compact column; UIViewController is not added to it."])
    }
}

/// The controller of the reference tests' Home scene: it records the segues it prepares for.
final class ReferenceHomeController: UIViewController {
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-") → \(segue.destination.title ?? "?")")
    }
}

/// Storyboard references (`<viewControllerPlaceholder>`): as a relationship's destination and as a segue's, to
/// another storyboard's identified or initial controller; a missing storyboard or identifier is logged and the
/// segue does nothing; references that lead back to themselves stop, logged.
@MainActor @Suite struct StoryboardReferenceTests {
    private static func placeholder(_ id: String, _ attributes: String) -> String {
        StoryboardDocuments.scene(id, #"<viewControllerPlaceholder \#(attributes) id="\#(id)" sceneMemberID="viewController"/>"#)
    }

    static let main = StoryboardDocuments.document(initial: "nAv-vC-1aa", [
        StoryboardDocuments.scene("nAv-vC-1aa", """
            <navigationController id="nAv-vC-1aa" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nAv-nB-1aa">
                    <rect key="frame" x="0.0" y="24" width="1180" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>\(StoryboardDocuments.relationship("rootViewController", to: "hOm-vC-1aa", id: "nAv-rR-1aa"))</connections>
            </navigationController>
            """),
        StoryboardDocuments.scene("hOm-vC-1aa", """
            <viewController title="Home" storyboardIdentifier="Home" id="hOm-vC-1aa" customClass="ReferenceHomeController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="hOm-vW-1aa">
                    <rect key="frame" x="0.0" y="0.0" width="1180" height="820"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <connections>
                    <segue destination="cRd-pH-1aa" kind="show" identifier="card" id="hOm-sC-1aa"/>
                    <segue destination="sEt-pH-1aa" kind="show" identifier="settings" id="hOm-sS-1aa"/>
                    <segue destination="nOw-pH-1aa" kind="show" identifier="nowhere" id="hOm-sN-1aa"/>
                    <segue destination="nOp-pH-1aa" kind="show" identifier="nope" id="hOm-sP-1aa"/>
                </connections>
            </viewController>
            """),
        placeholder("cRd-pH-1aa", #"storyboardName="Profile" referencedIdentifier="Card""#),
        placeholder("sEt-pH-1aa", #"storyboardName="Settings""#),
        placeholder("nOw-pH-1aa", #"storyboardName="Nowhere""#),
        placeholder("nOp-pH-1aa", #"storyboardName="Profile" referencedIdentifier="Nope""#),
        StoryboardDocuments.scene("tAb-vC-1aa", """
            <tabBarController storyboardIdentifier="Tabs" id="tAb-vC-1aa" sceneMemberID="viewController">
                <connections>
                    \(StoryboardDocuments.relationship("viewControllers", to: "cRd-pH-1aa", id: "tAb-r1-1aa"))
                    \(StoryboardDocuments.relationship("viewControllers", to: "hLo-pH-1aa", id: "tAb-r2-1aa"))
                </connections>
            </tabBarController>
            """),
        placeholder("hLo-pH-1aa", #"referencedIdentifier="Home""#),
    ].joined(separator: "\n"))

    private static let profile = StoryboardDocuments.document(initial: "pRf-vC-1aa", [
        StoryboardDocuments.titled("pRf-vC-1aa", "Profile"),
        StoryboardDocuments.titled("cRd-vC-1aa", "Card", storyboardID: "Card"),
    ].joined(separator: "\n"))

    private static let settings = StoryboardDocuments.document(initial: "sTg-vC-1aa", StoryboardDocuments.titled("sTg-vC-1aa", "Settings"))

    /// `Loop`'s tab bar controller's tab is `Back`'s initial controller, a tab bar controller whose tab is
    /// `Loop`'s initial controller again.
    private static func looping(to other: String) -> String {
        StoryboardDocuments.document(initial: "lOp-vC-1aa", [
            StoryboardDocuments.scene("lOp-vC-1aa", """
                <tabBarController id="lOp-vC-1aa" sceneMemberID="viewController">
                    <connections>\(StoryboardDocuments.relationship("viewControllers", to: "lOp-pH-1aa", id: "lOp-rR-1aa"))</connections>
                </tabBarController>
                """),
            placeholder("lOp-pH-1aa", #"storyboardName="\#(other)""#),
        ].joined(separator: "\n"))
    }

    private func bundle() throws -> Bundle {
        NibFixtures.allowTestModuleClasses()
        return try StoryboardDocuments.bundle(["Main": Self.main, "Profile": Self.profile, "Settings": Self.settings,
                                               "Loop": Self.looping(to: "Back"), "Back": Self.looping(to: "Loop")])
    }

    @Test func aReferenceAsARelationshipsDestinationGivesTheOtherStoryboardsController() throws {
        let main = UIStoryboard(name: "Main", bundle: try bundle())
        var tabs: UITabBarController?
        let logged = UIKitLogObservers.capture { tabs = main.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController }
        let children = try #require(tabs?.viewControllers)
        #expect(logged.isEmpty && children.map(\.title) == ["Card", "Home"])
        // Each comes from the storyboard it is in: the card from Profile, Home (no storyboard name) from Main.
        #expect(children.first?.storyboard !== main && children.first?.storyboard?.document?.identifiers["Card"] != nil)
        #expect(children.last is ReferenceHomeController && children.last?.storyboard === main)
    }

    @Test func aSegueToAReferenceShowsTheIdentifiedOrInitialController() throws {
        let main = UIStoryboard(name: "Main", bundle: try bundle())
        let navigation = try #require(main.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.topViewController as? ReferenceHomeController)
        try showDocument(navigation) { _ in
            home.performSegue(withIdentifier: "card", sender: nil)
            settleDocument()
            #expect(navigation.topViewController?.title == "Card")
            navigation.popViewController(animated: false)
            settleDocument()
            home.performSegue(withIdentifier: "settings", sender: nil)
            settleDocument()
            #expect(navigation.topViewController?.title == "Settings")
            #expect(home.prepared == ["card → Card", "settings → Settings"])
        }
    }

    @Test func aMissingStoryboardOrIdentifierIsLoggedAndTheSegueDoesNothing() throws {
        let bundle = try bundle()
        let main = UIStoryboard(name: "Main", bundle: bundle)
        let navigation = try #require(main.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.topViewController as? ReferenceHomeController)
        try showDocument(navigation) { _ in
            let logged = UIKitLogObservers.capture {
                home.performSegue(withIdentifier: "nowhere", sender: nil)
                home.performSegue(withIdentifier: "nope", sender: nil)
                settleDocument()
            }
            #expect(navigation.viewControllers == [home] && home.prepared.isEmpty)
            #expect(logged.count == 2)
            #expect(logged.first == "Could not find a storyboard named 'Nowhere' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
            #expect(logged.last?.hasSuffix("doesn't contain a view controller with identifier 'Nope'") == true)
        }
    }

    @Test func referencesThatLeadBackToThemselvesStopAndAreLogged() throws {
        let loop = UIStoryboard(name: "Loop", bundle: try bundle())
        var made: UITabBarController?
        let logged = UIKitLogObservers.capture { made = loop.instantiateInitialViewController() as? UITabBarController }
        // Loop → Back → Loop again: the second Loop controller is made, but its tab, which would go round again, is not.
        let back = try #require(made?.viewControllers?.first as? UITabBarController)
        let again = try #require(back.viewControllers?.first as? UITabBarController)
        #expect((again.viewControllers ?? []).isEmpty && again.storyboard?.document === loop.document)
        #expect(logged == ["UIStoryboard: the view controller lOp-vC-1aa of Loop leads back to itself through storyboard references; it is left out."])
    }
}
