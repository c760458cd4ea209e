import Foundation
import Testing
@testable import UIKit

/// Base internationalization: a document in `Base.lproj` takes its strings from the chosen localization's
/// `<Name>.strings`, keyed by object ID and property as Xcode exports them.
@MainActor @Suite struct InterfaceBuilderLocalizationTests {
    private let panel = NibFixtures.xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0" y="0" width="320" height="200"/>
            <subviews>
                <label text="Hello" id="lbl-1"/>
                <button buttonType="system" id="btn-1">
                    <state key="normal" title="Save"/>
                    <state key="selected" title="Saved"/>
                </button>
                <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-1">
                    <segments>
                        <segment title="Day"/>
                        <segment title="Week"/>
                    </segments>
                </segmentedControl>
                <textField placeholder="Name" id="fld-1"/>
                <label id="lbl-2">
                    <string key="text">Two
        lines</string>
                </label>
            </subviews>
        </view>
        """)

    private let german = """
        /* Class = "UILabel"; text = "Hello"; ObjectID = "lbl-1"; */
        "lbl-1.text" = "Hallo";
        "btn-1.normalTitle" = "Sichern";
        "seg-1.segmentTitles[1]" = "Woche";
        "fld-1.placeholder" = "Vorname";
        "lbl-2.text" = "Zwei\\nZeilen";
        "unknown-id.text" = "nowhere";
        """

    @Test func theChosenLocalizationsStringsReplaceTheDocuments() throws {
        try withBundle(["Base.lproj/Panel.xib": utf8(panel), "de.lproj/Panel.strings": utf8(german)]) { bundle, folder in
            let url = folder.appendingPathComponent("Base.lproj/Panel.xib")
            let base = try InterfaceBuilderDocumentCache.document(at: url)
            let localized = InterfaceBuilderLocalization.localized(base, at: url, in: bundle, searchList: ["de", "en"])
            let element = { (id: String) in try #require(localized.elementsByID[id]) }
            #expect(try element("lbl-1")["text"] == "Hallo")
            let states = try element("btn-1").children.filter { $0.name == "state" }.map { $0["title"] }
            #expect(states == ["Sichern", "Saved"])
            let segments = try element("seg-1").child(named: "segments")?.children.map { $0["title"] }
            #expect(segments == ["Day", "Woche"])
            #expect(try element("fld-1")["placeholder"] == "Vorname")
            #expect(try element("lbl-2").child(key: "text")?.text == "Zwei\nZeilen")
            #expect(base.elementsByID["lbl-1"]?["text"] == "Hello")
            // Loaded again, the same localized document is shared.
            #expect(InterfaceBuilderLocalization.localized(base, at: url, in: bundle, searchList: ["de", "en"]) === localized)
            // A search that reaches no table keeps the document as it is.
            #expect(InterfaceBuilderLocalization.localized(base, at: url, in: bundle, searchList: ["fr"]) === base)
        }
    }

    @Test func documentsOutsideBaseAreNotLocalized() throws {
        try withBundle(["Panel.xib": utf8(panel), "de.lproj/Panel.strings": utf8(german)]) { bundle, folder in
            let url = folder.appendingPathComponent("Panel.xib")
            let base = try InterfaceBuilderDocumentCache.document(at: url)
            #expect(InterfaceBuilderLocalization.localized(base, at: url, in: bundle, searchList: ["de", "en"]) === base)
        }
    }

    @Test func aNibNamedInABundleIsLocalizedByTheSearchList() throws {
        // Whatever the user's languages, a bundle with only Base and en chooses en, the development region.
        let english = "\"lbl-1.text\" = \"Hello there\";"
        try withBundle(["Base.lproj/Panel.xib": utf8(panel), "en.lproj/Panel.strings": utf8(english)]) { bundle, _ in
            let root = try #require(UINib(nibName: "Panel", bundle: bundle).instantiate(withOwner: nil).first as? UIView)
            #expect((root.subviews.first as? UILabel)?.text == "Hello there")
        }
    }
}
