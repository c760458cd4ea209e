import Foundation
import Testing
@testable import UIKit

/// The error reading `data` as a document gives; nil when it reads.
@MainActor
func documentError(_ data: Data) -> InterfaceBuilderError? {
    do {
        _ = try InterfaceBuilderDocument(data: data)
        return nil
    } catch {
        return error
    }
}

/// Bad documents, one fault at a time: each gives a thrown error of its own kind, naming the element, id and
/// line where it can, and `UINib` logs it and gives no objects.
@MainActor @Suite struct InterfaceBuilderErrorTests {
    private func error(_ xml: String) -> InterfaceBuilderError? {
        error(Data(xml.utf8))
    }

    private func error(_ data: Data) -> InterfaceBuilderError? { documentError(data) }

    @Test func oversizedDocumentsAreRefusedBeforeParsing() {
        let data = Data(count: InterfaceBuilderParser.maximumSize + 1)
        #expect(error(data)?.kind == .tooLarge)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let depth = InterfaceBuilderParser.maximumDepth + 1
        let xml = "<document>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        let found = error(xml)
        #expect(found?.kind == .tooDeep && found?.element == "view" && found?.line == 1)
    }

    @Test func malformedXMLNotADocumentAndTheOldArchiveFormatAreEachNamed() {
        // The line is that of the last element opened before the fault.
        let malformed = error("<document>\n<objects>\n</document>")
        #expect(malformed?.kind == .malformedXML && malformed?.line == 2)
        #expect(error("")?.kind == .malformedXML)
        // A byte that is not UTF-8 in an attribute's name (which would trap inside Foundation's XMLParser).
        #expect(error(Data("<document a".utf8) + [0xFF] + Data("=\"1\"/>".utf8))?.kind == .malformedXML)
        #expect(error("<plist version=\"1.0\"/>")?.kind == .notADocument)
        let archive = error(#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>"#)
        #expect(archive?.kind == .unsupportedFormat && archive?.element == "archive")
        // Interface Builder never writes entities; a document that declares them is refused before expansion.
        let entities = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]><document>&a;</document>"#
        #expect(error(entities)?.kind == .malformedXML)
    }

    @Test func duplicateIDsNameTheSecondUseAndTheFirstLine() {
        let xml = NibFixtures.xib("""
            <view id="abc-de-fgh"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <view id="abc-de-fgh"/>
            """)
        let found = error(xml)
        #expect(found?.kind == .duplicateID && found?.id == "abc-de-fgh" && found?.line == 8)
        #expect(found?.description == #"The id is used twice, first on line 7. (<view>, id "abc-de-fgh", line 8)"#)
    }

    @Test func referencesToMissingObjectsAreRefused() {
        let constraint = NibFixtures.xib("""
            <view id="v"><constraints><constraint firstItem="nope" firstAttribute="width" constant="1" id="c"/></constraints></view>
            """)
        let found = error(constraint)
        #expect(found?.kind == .missingReference && found?.id == "c" && found?.element == "constraint")
        let outlet = NibFixtures.xib(#"<view id="v"><connections><outlet property="x" destination="gone" id="o"/></connections></view>"#)
        #expect(error(outlet)?.kind == .missingReference)
    }

    @Test func unknownObjectElementsAreRefused() {
        let found = error(NibFixtures.xib(#"<view id="v"><subviews><gizmo id="g"/></subviews></view>"#))
        #expect(found?.kind == .unknownElement && found?.element == "gizmo" && found?.id == "g")
        #expect(error(NibFixtures.xib(#"<gadget id="g"/>"#))?.kind == .unknownElement)
    }

    @Test func cyclesOfRelationshipSeguesAreRefused() {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="embed" id="e1"/></connections>
                </viewController>
            </objects></scene>
            </scenes>
            </document>
            """
        let found = error(xml)
        #expect(found?.kind == .referenceCycle && found?.element == "segue")
    }

    @Test func uiNibLogsTheFaultAndGivesNoObjects() {
        var objects: [Any] = [0]
        let messages = UIKitLogObservers.capture {
            objects = UINib(data: Data("<document><objects>".utf8), bundle: nil).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        #expect(messages.contains { $0.hasPrefix("UINib: The document is not well-formed XML") })
    }
}
