import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The table view controller of `StaticTableTests`' storyboard: it has no data source of its own, only outlets
/// into its static cells, and may show fewer rows of the second section.
final class StaticSettingsController: UITableViewController {
    var nameLabel: UILabel?
    var alerts: UISwitch?
    var aboutRows: Int?
    var prepared: [(identifier: String?, sender: Any?)] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if section == 1, let aboutRows { return aboutRows }
        return super.tableView(tableView, numberOfRowsInSection: section)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender))
    }
}

/// Static table content (`dataMode="static"`) in a storyboard in Xcode's format: the controller shows exactly
/// the document's sections and cells, with their titles, custom heights, outlets and selection segues; a
/// subclass's override still narrows them; a cell's document `imageView` is its own.
@MainActor @Suite struct StaticTableTests {
    init() {
        NibFixtures.allowTestModuleClasses()
        InterfaceBuilder.register(StaticSettingsController.self, outlets: ["nameLabel": \StaticSettingsController.nameLabel,
                                                                          "alerts": \StaticSettingsController.alerts])
    }

    private static func cell(_ id: String, _ attributes: String, content: String, connections: String = "") -> String {
        """
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(attributes) id="\(id)">
                                        <rect key="frame" x="0.0" y="55.5" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cV">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                \(content)
                                            </subviews>
                                        </tableViewCellContentView>
                                        \(connections)
                                    </tableViewCell>
        """
    }

    private static func label(_ id: String, _ text: String) -> String {
        """
        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
            <rect key="frame" x="20" y="0.0" width="200" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    /// `Settings`: a static table of two sections — Account (a Default cell with a heart image and the
    /// `nameLabel`, and an 80-point cell holding the `alerts` switch) and About (a Value1 Version row, and a
    /// Licences row whose selection shows the `Licences` scene).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="sTc-vC-1aa">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <scenes>
                <scene sceneID="sTc-sC-1aa">
                    <objects>
                        <tableViewController storyboardIdentifier="Settings" id="sTc-vC-1aa" customClass="StaticSettingsController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" estimatedRowHeight="0.0" sectionHeaderHeight="18" sectionFooterHeight="18" id="sTc-tV-1aa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in" id="aCc-sE-1aa">
                                        <cells>
        \(cell("nAm-cL-1aa", #"textLabel="nAm-tL-1aa" imageView="nAm-iV-1aa" style="IBUITableViewCellStyleDefault""#,
               content: label("nAm-tL-1aa", "Name") + """
                <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" image="heart.fill" catalog="system" id="nAm-iV-1aa">
                    <rect key="frame" x="20" y="12" width="20" height="20"/>
                    <autoresizingMask key="autoresizingMask"/>
                </imageView>
                """))
        \(cell("aLt-cL-1aa", #"rowHeight="80""#, content: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="aLt-sW-1aa">
                    <rect key="frame" x="320" y="24" width="51" height="31"/>
                    <autoresizingMask key="autoresizingMask"/>
                </switch>
                """))
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="About" id="aBt-sE-1aa">
                                        <cells>
        \(cell("vEr-cL-1aa", #"reuseIdentifier="Version" textLabel="vEr-tL-1aa" detailTextLabel="vEr-dL-1aa" style="IBUITableViewCellStyleValue1""#,
               content: label("vEr-tL-1aa", "Version") + label("vEr-dL-1aa", "1.0")))
        \(cell("lIc-cL-1aa", #"accessoryType="disclosureIndicator" textLabel="lIc-tL-1aa" style="IBUITableViewCellStyleDefault""#,
               content: label("lIc-tL-1aa", "Licences"),
               connections: #"<connections><segue destination="lIc-vC-1aa" kind="show" identifier="licences" id="lIc-sG-1aa"/></connections>"#))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="sTc-vC-1aa" id="sTc-dS-1aa"/>
                                    <outlet property="delegate" destination="sTc-vC-1aa" id="sTc-dL-1aa"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="nameLabel" destination="nAm-tL-1aa" id="sTc-oN-1aa"/>
                                <outlet property="alerts" destination="aLt-sW-1aa" id="sTc-oA-1aa"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="sTc-fR-1aa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="lIc-sC-1aa">
                    <objects>
                        <viewController title="Licences" id="lIc-vC-1aa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lIc-vW-1aa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="lIc-fR-1aa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func controller() throws -> StaticSettingsController {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("static-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.storyboard.utf8).write(to: folder.appendingPathComponent("Static.storyboard"))
        let storyboard = UIStoryboard(name: "Static", bundle: try #require(Bundle(url: folder)))
        return try #require(storyboard.instantiateInitialViewController() as? StaticSettingsController)
    }

    @Test func theControllerShowsTheDocumentsSectionsCellsTitlesAndHeights() throws {
        let controller = try controller()
        try showDocument(controller) { _ in
            let table = controller.tableView!
            #expect(table.dataSource === controller && table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 2)
            #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
            #expect(controller.tableView(table, titleForFooterInSection: 0) == "Signed in")
            #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About")
            #expect(controller.tableView(table, titleForFooterInSection: 1) == nil)
            let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let alerts = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            // The outlets reach into the very cells shown.
            #expect(controller.nameLabel?.text == "Name" && name.textLabel === controller.nameLabel)
            #expect(controller.alerts?.isOn == true && controller.alerts?.superview === alerts.contentView)
            #expect(version.style == .value1 && version.detailTextLabel?.text == "1.0")
            // The table's 44 points, and 80 where the cell has a height of its own.
            #expect(name.frame.height == 44 && alerts.frame.height == 80 && version.frame.height == 44)
            #expect(alerts.frame.minY == name.frame.maxY)
            // The cell is the document's, not a copy: asking again gives it again.
            #expect(controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) === name)
        }
    }

    @Test func aStaticCellScrolledOffIsNotPooledAndComesBackItself() throws {
        let controller = try controller()
        try showDocument(controller) { _ in
            let table = controller.tableView!
            let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            #expect(version.reuseIdentifier == "Version")
            // Every row off screen: the document's cell leaves the table instead of waiting in a reuse pool.
            table.contentOffset = CGPoint(x: 0, y: 5000)
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) == nil && version.superview == nil)
            #expect(table.dequeueReusableCell(withIdentifier: "Version") == nil)
            table.contentOffset = .zero
            table.layoutIfNeeded()
            let again = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            #expect(again === version && !again.isHidden && again.superview === table)
        }
    }

    @Test func aCellsDocumentImageViewIsItsImageView() throws {
        let controller = try controller()
        try showDocument(controller) { _ in
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let image = try #require(cell.imageView)
            #expect(image.image != nil && image.superview === cell.contentView)
            #expect(cell.contentView.subviews.filter { $0 is UIImageView }.count == 1)
            // The style places it: the image leads, the label follows it.
            #expect(image.frame.minX < cell.textLabel!.frame.minX && image.frame.maxX <= cell.textLabel!.frame.minX)
        }
    }

    @Test func aSubclassThatReturnsFewerRowsShowsTheFirstOnes() throws {
        let controller = try controller()
        controller.aboutRows = 1
        try showDocument(controller) { _ in
            let table = controller.tableView!
            #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Version")
        }
    }

    @Test func selectingAStaticCellPerformsItsSegueWithTheCellAsSender() throws {
        let controller = try controller()
        let navigation = UINavigationController(rootViewController: controller)
        try showDocument(navigation) { window in
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
            try tapDocumentView(cell, in: window)
            settleDocument()
            #expect(controller.prepared.count == 1 && controller.prepared.first?.identifier == "licences")
            #expect(controller.prepared.first?.sender as? UITableViewCell === cell)
            #expect(navigation.topViewController?.title == "Licences")
        }
    }

    @Test func aStaticTableThatIsNotATableViewControllersViewIsLogged() throws {
        let text = StoryboardDocuments.document(initial: "pLn-vC-1aa", StoryboardDocuments.scene("pLn-vC-1aa", """
            <viewController id="pLn-vC-1aa" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="pLn-vW-1aa">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="pLn-tV-1aa">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <sections>
                                <tableViewSection id="pLn-sE-1aa">
                                    <cells>\(Self.cell("pLn-cL-1aa", "", content: ""))</cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </subviews>
                </view>
            </viewController>
            """))
        let storyboard = UIStoryboard(name: "Plain", bundle: try StoryboardDocuments.bundle(["Plain": text]))
        let controller = try #require(storyboard.instantiateInitialViewController())
        let logged = UIKitLogObservers.capture { controller.loadViewIfNeeded() }
        let table = try #require(controller.view.subviews.first as? UITableView)
        #expect(table.staticContent?.sections.first?.cells.count == 1 && table.numberOfSections == 0)
        #expect(logged == ["UIStoryboard: static table views are only valid when embedded in UITableViewController instances (line 15); the cells of UIViewController's table are not shown."])
    }

    @Test func staticContentInAXibIsLoggedAndLeftOut() throws {
        let xib = NibFixtures.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="xSt-tV-1aa">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask"/>
                <sections>
                    <tableViewSection id="xSt-sE-1aa">
                        <cells>
                            \(Self.cell("xSt-cL-1aa", "", content: ""))
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """)
        var objects: [Any] = []
        let logged = UIKitLogObservers.capture { objects = NibFixtures.load(xib) }
        let table = try #require(objects.first as? UITableView)
        #expect(table.staticContent == nil)
        #expect(logged == ["Interface Builder: table views with embedded sections and cells are only supported in storyboard documents (line 7); the sections are left out."])
    }
}
