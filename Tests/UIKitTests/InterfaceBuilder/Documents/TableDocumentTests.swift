import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The table controller of `TableDocumentTests`' storyboard: one row per reuse identifier.
final class DocumentTableController: UITableViewController {
    var identifiers = ["Subtitle", "Value1"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { identifiers.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.row], for: indexPath)
    }
}

/// Tables and their prototype cells from a storyboard in Xcode's format, and a cell from a xib: the table's style, separators,
/// heights and selection; each cell's style, accessories and selection style, its document labels as its
/// `textLabel` and `detailTextLabel` and its document image view as its `imageView`; bad values logged and ignored.
@MainActor @Suite struct TableDocumentTests {
    private static func label(_ id: String, _ text: String, y: Int, font: String) -> String {
        """
        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="33" height="20.5"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(font)
            <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    private static func cell(_ id: String, attributes: String, labels: String) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \(attributes) id="\(id)">
            <rect key="frame" x="20" y="55.5" width="353" height="60"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cV">
                <rect key="frame" x="0.0" y="0.0" width="323.5" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
        \(labels)
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A storyboard whose `Table` scene holds a table with `tableAttributes` and `prototypes`.
    private static func storyboard(tableAttributes: String, tableChildren: String = "", prototypes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tBl-vC-1aa">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <scenes>
                <scene sceneID="tBl-sC-1aa">
                    <objects>
                        <tableViewController storyboardIdentifier="Table" id="tBl-vC-1aa" customClass="DocumentTableController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" \(tableAttributes) id="tBl-tV-1aa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(tableChildren)
                                <prototypes>
        \(prototypes)
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="tBl-vC-1aa" id="tBl-dS-1aa"/>
                                    <outlet property="delegate" destination="tBl-vC-1aa" id="tBl-dL-1aa"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tBl-fR-1aa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private static let body17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    private static let caption12 = #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#

    private static let insetGroupedTable = storyboard(
        tableAttributes: #"style="insetGrouped" separatorStyle="singleLineEtched" allowsSelectionDuringEditing="YES" allowsMultipleSelection="YES" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="18" estimatedSectionHeaderHeight="-1" sectionFooterHeight="24" estimatedSectionFooterHeight="30""#,
        tableChildren: """
        <color key="separatorColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <inset key="separatorInset" minX="30" minY="0.0" maxX="5" maxY="0.0"/>
        <color key="sectionIndexColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        """,
        prototypes: cell("sUb-cL-1aa", attributes: #"selectionStyle="none" accessoryType="disclosureIndicator" editingAccessoryType="checkmark" indentationLevel="2" indentationWidth="12" reuseIdentifier="Subtitle" textLabel="sUb-tL-1aa" detailTextLabel="sUb-dL-1aa" style="IBUITableViewCellStyleSubtitle""#,
                          labels: label("sUb-tL-1aa", "Title", y: 10, font: body17) + label("sUb-dL-1aa", "Subtitle", y: 32, font: caption12))
            + cell("vAl-cL-1aa", attributes: #"selectionStyle="gray" accessoryType="checkmark" reuseIdentifier="Value1" textLabel="vAl-tL-1aa" detailTextLabel="vAl-dL-1aa" style="IBUITableViewCellStyleValue1""#,
                   labels: label("vAl-tL-1aa", "Name", y: 20, font: body17) + label("vAl-dL-1aa", "Value", y: 20, font: body17)))

    /// A bundle holding `Tables.storyboard` with `text`.
    private static func bundle(_ text: String) throws -> Bundle {
        NibFixtures.allowTestModuleClasses()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-document-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("Tables.storyboard"))
        return try #require(Bundle(url: folder))
    }

    private func controller(_ text: String) throws -> DocumentTableController {
        let storyboard = UIStoryboard(name: "Tables", bundle: try Self.bundle(text))
        return try #require(storyboard.instantiateViewController(withIdentifier: "Table") as? DocumentTableController)
    }

    @Test func theTableHasTheDocumentsStyleSeparatorsHeightsAndSelection() throws {
        let controller = try controller(Self.insetGroupedTable)
        let table = controller.tableView!
        #expect(table.style == .insetGrouped && table.backgroundColor == .systemGroupedBackground)
        #expect(table.separatorStyle == .singleLineEtched && rgba(table.separatorColor) == [0, 0, 1, 1])
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
        #expect(table.rowHeight == 60 && table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == 18 && table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.sectionFooterHeight == 24 && table.estimatedSectionFooterHeight == 30)
        #expect(table.allowsSelection && table.allowsMultipleSelection && table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing && rgba(table.sectionIndexColor) == [0, 1, 0, 1])
    }

    @Test func dequeuedPrototypesHaveTheirStylesAccessoriesAndDocumentLabels() throws {
        let controller = try controller(Self.insetGroupedTable)
        try showDocument(controller) { _ in
            let table = controller.tableView!
            let subtitle = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let value1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(subtitle.style == .subtitle && subtitle.reuseIdentifier == "Subtitle")
            #expect(subtitle.accessoryType == .disclosureIndicator && subtitle.editingAccessoryType == .checkmark)
            #expect(subtitle.selectionStyle == .none && subtitle.indentationWidth == 12)
            // Shown, the row's level is the delegate's (0); a cell just dequeued has the document's.
            #expect(subtitle.indentationLevel == 0 && table.dequeueReusableCell(withIdentifier: "Subtitle")?.indentationLevel == 2)
            #expect(value1.style == .value1 && value1.accessoryType == .checkmark && value1.selectionStyle == .gray)
            // The document's labels are the cell's: no second pair is made.
            let title = try #require(subtitle.textLabel), detail = try #require(subtitle.detailTextLabel)
            #expect(title.text == "Title" && title.font.pointSize == 17 && rgba(title.textColor) == [1, 0, 0, 1])
            #expect(detail.text == "Subtitle" && detail.font.pointSize == 12)
            #expect(title.superview === subtitle.contentView && detail.superview === subtitle.contentView)
            #expect(subtitle.contentView.subviews.filter { $0 is UILabel }.count == 2)
            #expect(value1.textLabel?.text == "Name" && value1.detailTextLabel?.text == "Value")
            // Fixed 60-point rows; the subtitle's detail sits below its title, Value1's detail right of its name.
            #expect(subtitle.frame.height == 60 && value1.frame.minY == subtitle.frame.maxY)
            #expect(detail.frame.minY >= title.frame.maxY)
            let name = try #require(value1.textLabel), value = try #require(value1.detailTextLabel)
            #expect(value.frame.minX >= name.frame.maxX && abs(value.frame.midY - name.frame.midY) < 1)
        }
    }

    @Test func badStylesAndHeightsAreIgnored() throws {
        let text = Self.storyboard(
            tableAttributes: #"style="sideways" separatorStyle="dotted" rowHeight="-5" estimatedRowHeight="abc" sectionHeaderHeight="28""#,
            prototypes: Self.cell("bAd-cL-1aa", attributes: #"selectionStyle="purple" accessoryType="sparkles" indentationLevel="-3" reuseIdentifier="Subtitle" textLabel="bAd-tL-1aa" style="IBUITableViewCellStyleFancy""#,
                                  labels: Self.label("bAd-tL-1aa", "Plain", y: 10, font: Self.body17)))
        let controller = try controller(text)
        controller.identifiers = ["Subtitle"]
        try showDocument(controller) { _ in
            let table = controller.tableView!
            #expect(table.style == .plain && table.separatorStyle == .singleLine)
            #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == UITableView.automaticDimension)
            #expect(table.sectionHeaderHeight == 28)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.style == .default && cell.accessoryType == .none && cell.selectionStyle == .default)
            #expect(cell.textLabel?.text == "Plain" && cell.detailTextLabel == nil)
            #expect(table.dequeueReusableCell(withIdentifier: "Subtitle")?.indentationLevel == 0)
        }
    }

    @Test func aPrototypesDocumentImageViewIsItsImageViewAndTheStylePlacesIt() throws {
        let image = #"<imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" image="heart.fill" catalog="system" id="iMg-iV-1aa"><rect key="frame" x="20" y="20" width="20" height="20"/><autoresizingMask key="autoresizingMask"/></imageView>"#
        let text = Self.storyboard(
            tableAttributes: #"style="plain" rowHeight="60""#,
            prototypes: Self.cell("iMg-cL-1aa", attributes: #"reuseIdentifier="Subtitle" textLabel="iMg-tL-1aa" detailTextLabel="iMg-dL-1aa" imageView="iMg-iV-1aa" style="IBUITableViewCellStyleSubtitle""#,
                                  labels: Self.label("iMg-tL-1aa", "Title", y: 10, font: Self.body17) + Self.label("iMg-dL-1aa", "Detail", y: 32, font: Self.caption12) + image))
        let controller = try controller(text)
        controller.identifiers = ["Subtitle"]
        try showDocument(controller) { _ in
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let imageView = try #require(cell.imageView)
            // The document's image view, not a second one: the content view holds it and the two labels only.
            #expect(imageView.superview === cell.contentView && imageView.image != nil && cell.contentView.subviews.count == 3)
            #expect(imageView.frame.maxX <= cell.textLabel!.frame.minX && cell.textLabel!.frame.minX == cell.detailTextLabel!.frame.minX)
        }
    }

    @Test func aXibCellHasItsContentViewAndDocumentLabels() throws {
        let objects = NibFixtures.load(NibFixtures.xib(Self.cell("xIb-cL-1aa", attributes: #"accessoryType="detailButton" reuseIdentifier="Row" textLabel="xIb-tL-1aa" detailTextLabel="xIb-dL-1aa" style="IBUITableViewCellStyleValue2""#,
                                                                 labels: Self.label("xIb-tL-1aa", "Key", y: 20, font: Self.caption12)
                                                                     + Self.label("xIb-dL-1aa", "Value", y: 20, font: Self.body17))))
        let cell = try #require(objects.first as? UITableViewCell)
        #expect(objects.count == 1 && cell.style == .value2 && cell.accessoryType == .detailButton && cell.reuseIdentifier == "Row")
        let key = try #require(cell.textLabel), value = try #require(cell.detailTextLabel)
        #expect(key.text == "Key" && key.font.pointSize == 12 && value.text == "Value" && value.font.pointSize == 17)
        #expect(cell.contentView.subviews == [key, value])
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.layoutIfNeeded()
        #expect(key.frame.maxX <= value.frame.minX)
    }
}
