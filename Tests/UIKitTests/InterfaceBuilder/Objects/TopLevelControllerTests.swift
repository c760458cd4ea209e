import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A `<viewController>` among a nib's top-level objects: its view comes from its element the first time it is
/// asked for, as a storyboard scene's does, with the controller's outlets into it connected before `viewDidLoad()`.
@MainActor @Suite struct TopLevelControllerTests {
    private static let document = NibFixtures.xib("""
        <viewController title="From the nib" id="tLc-vC-1aa" customClass="ObjectsSceneController" customModule="UIKitTests">
            <view key="view" contentMode="scaleToFill" id="tLc-vW-1aa">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" tag="1" contentMode="left" text="Nib label" translatesAutoresizingMaskIntoConstraints="NO" id="tLc-lB-1aa">
                        <rect key="frame" x="20" y="40" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="tLc-lB-1aa" firstAttribute="leading" secondItem="tLc-vW-1aa" secondAttribute="leading" constant="20" id="tLc-cL-1aa"/>
                    <constraint firstItem="tLc-lB-1aa" firstAttribute="top" secondItem="tLc-vW-1aa" secondAttribute="top" constant="40" id="tLc-cT-1aa"/>
                </constraints>
            </view>
            <connections>
                <outlet property="label" destination="tLc-lB-1aa" id="tLc-oT-1aa"/>
                <outlet property="worker" destination="tLc-cO-1aa" id="tLc-oT-2bb"/>
            </connections>
        </viewController>
        <customObject id="tLc-cO-1aa" customClass="ObjectsWorker" customModule="UIKitTests"/>
        """)

    @Test func theControllersViewLoadsFromItsElementWhenAskedFor() throws {
        _ = try objectsFixtures()
        let objects = NibFixtures.load(Self.document)
        #expect(objects.count == 2)
        let controller = try #require(objects.first as? ObjectsSceneController)
        let worker = try #require(objects.last as? ObjectsWorker)
        // The outlet to a top-level object connects with the nib; the view waits until it is asked for.
        #expect(controller.title == "From the nib" && controller.worker === worker && !controller.isViewLoaded)
        let view = controller.view!
        let label = try #require(view.viewWithTag(1) as? UILabel)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && label.text == "Nib label")
        #expect(controller.label === label && controller.labelAtViewDidLoad === label && controller.viewDidLoadCount == 1)
        #expect(view.constraints.count == 2)
        view.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 20, y: 40))
    }

    @Test func eachLoadOfTheNibGivesAControllerWithAViewOfItsOwn() throws {
        _ = try objectsFixtures()
        let nib = UINib(data: Data(Self.document.utf8), bundle: NibFixtures.bundle)
        let first = try #require(nib.instantiate(withOwner: nil).first as? ObjectsSceneController)
        let second = try #require(nib.instantiate(withOwner: nil).first as? ObjectsSceneController)
        #expect(first.view !== second.view && first.label !== second.label && first.label != nil)
    }
}
