import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A File's Owner with outlets to constraints, as apps declare them.
final class ConstraintOutletOwner {
    weak var heightConstraint: NSLayoutConstraint!
    var edgeConstraints: [NSLayoutConstraint]!
}

/// A storyboard controller with an outlet to a constraint of its view.
final class ConstraintOutletController: UIViewController {
    weak var heightConstraint: NSLayoutConstraint!
    var edgeConstraints: [NSLayoutConstraint]!
}

/// Outlets and outlet collections to a document's constraints connect to the very constraints installed.
@MainActor @Suite struct ConstraintOutletTests {
    init() {
        InterfaceBuilder.register(ConstraintOutletOwner.self, outlets: [
            "heightConstraint": \ConstraintOutletOwner.heightConstraint,
            "edgeConstraints": \ConstraintOutletOwner.edgeConstraints,
        ])
        InterfaceBuilder.register(ConstraintOutletController.self, outlets: [
            "heightConstraint": \ConstraintOutletController.heightConstraint,
            "edgeConstraints": \ConstraintOutletController.edgeConstraints,
        ])
    }

    private static let document = Self.document(outlet: "cOt-cH-6ff")

    /// The document with File's Owner's height outlet to `outlet`.
    private static func document(outlet: String) -> String {
        NibFixtures.xib("""
        <view contentMode="scaleToFill" id="cOt-vW-1aa">
            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cOt-bX-2bb">
                    <rect key="frame" x="10" y="20" width="100" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="cOt-bX-2bb" firstAttribute="top" secondItem="cOt-vW-1aa" secondAttribute="top" constant="20" id="cOt-cT-3cc"/>
                <constraint firstItem="cOt-bX-2bb" firstAttribute="leading" secondItem="cOt-vW-1aa" secondAttribute="leading" constant="10" id="cOt-cL-4dd"/>
                <constraint firstItem="cOt-bX-2bb" firstAttribute="width" constant="100" id="cOt-cW-5ee"/>
                <constraint firstItem="cOt-bX-2bb" firstAttribute="height" constant="50" id="cOt-cH-6ff"/>
            </constraints>
        </view>
        """).replacingOccurrences(of: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        """, with: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
            <connections>
                <outlet property="heightConstraint" destination="\(outlet)" id="cOt-oH-7gg"/>
                <outletCollection property="edgeConstraints" destination="cOt-cT-3cc" collectionClass="NSMutableArray" id="cOt-oC-9ii"/>
                <outletCollection property="edgeConstraints" destination="cOt-cL-4dd" collectionClass="NSMutableArray" id="cOt-oC-0jj"/>
            </connections>
        </placeholder>
        """)
    }

    @Test func ownerOutletsAreTheInstalledConstraintsAndDriveLayout() throws {
        let owner = ConstraintOutletOwner()
        let view = try #require(NibFixtures.load(Self.document, owner: owner).first as? UIView)
        let box = view.subviews[0]
        let height = try #require(owner.heightConstraint)
        #expect(view.constraints.contains { $0 === height })
        #expect(height.firstItem === box && height.firstAttribute == .height && height.constant == 50 && height.isActive)
        let edges = try #require(owner.edgeConstraints)
        #expect(edges.count == 2)
        #expect(edges.map(\.firstAttribute) == [.top, .leading])
        #expect(edges.allSatisfy { edge in view.constraints.contains { $0 === edge } })

        view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        height.constant = 80
        edges[0].constant = 5
        view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 5, width: 100, height: 80))
    }

    @Test func anOutletToASwappedConstraintIsTheFormActiveForTheTraitsAtLoad() throws {
        let owner = ConstraintOutletOwner()
        let document = Self.document.replacingOccurrences(of: """
            <constraint firstItem="cOt-bX-2bb" firstAttribute="height" constant="50" id="cOt-cH-6ff"/>
            """, with: """
            <constraint firstItem="cOt-bX-2bb" firstAttribute="height" constant="50" id="cOt-cH-6ff">
                <variation key="heightClass=compact" priority="250"/>
            </constraint>
            """)
        let view = try #require(NibFixtures.load(document, owner: owner).first as? UIView)
        let height = try #require(owner.heightConstraint)
        // Only the selected form is installed; the other waits, inactive, for its size class.
        let heights = (view.constraints + view.subviews[0].constraints).filter { $0.firstAttribute == .height }
        #expect(heights.count == 1 && heights[0] === height && height.isActive)
        #expect(height.priority.rawValue == (view.traitCollection.verticalSizeClass == .compact ? 250 : 1000))
    }

    @Test func anOutletToAMissingIDIsStillRefusedWithTheDocumentsError() {
        let owner = ConstraintOutletOwner()
        var objects: [Any] = []
        let messages = UIKitLogObservers.capture {
            objects = NibFixtures.load(Self.document(outlet: "cOt-nO-0zz"), owner: owner)
        }
        #expect(objects.isEmpty && owner.heightConstraint == nil)
        #expect(messages.contains { $0.contains("destination names \"cOt-nO-0zz\", which is not in the document.") })
    }

    @Test func aStoryboardControllersConstraintOutletIsItsViewsConstraint() throws {
        NibFixtures.allowTestModuleClasses()
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Objects", isDirectory: true)
        let storyboard = UIStoryboard(name: "Constraints", bundle: Bundle(url: url))
        let controller = try #require(storyboard.instantiateInitialViewController() as? ConstraintOutletController)
        controller.loadViewIfNeeded()
        let view = try #require(controller.view), box = view.subviews[0]
        let height = try #require(controller.heightConstraint)
        #expect(view.constraints.contains { $0 === height } && height.firstItem === box)
        // The controller's outlet collection holds the installed constraints, in the document's order.
        let edges = try #require(controller.edgeConstraints)
        #expect(edges.count == 2 && edges[0].firstAttribute == .leading && edges[1].firstAttribute == .top)
        #expect(edges.allSatisfy { edge in view.constraints.contains { $0 === edge } })
        view.layoutIfNeeded()
        #expect(box.frame.height == 40)
        height.constant = 70
        view.layoutIfNeeded()
        #expect(box.frame.height == 70)
    }
}
