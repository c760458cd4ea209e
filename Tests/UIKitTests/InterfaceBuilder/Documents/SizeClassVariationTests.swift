import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Size-class variations: a constraint and a view installed only in compact height, a constraint installed in
/// every size class but that one, and a label's font for compact height, applied at load and when the traits
/// change, as iOS applies them.
@MainActor @Suite struct SizeClassVariationTests {
    private static let document = NibFixtures.xib("""
        <view contentMode="scaleToFill" id="vAr-vW-1aa">
            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vAr-bX-2bb">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                </view>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vAr-lB-3cc">
                    <rect key="frame" x="0.0" y="100" width="200" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="heightClass=compact">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                    </variation>
                </label>
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vAr-eX-4dd">
                    <rect key="frame" x="0.0" y="200" width="40" height="40"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="vAr-bX-2bb" firstAttribute="top" secondItem="vAr-vW-1aa" secondAttribute="top" id="vAr-cT-5ee"/>
                <constraint firstItem="vAr-bX-2bb" firstAttribute="leading" secondItem="vAr-vW-1aa" secondAttribute="leading" id="vAr-cL-6ff"/>
                <constraint firstItem="vAr-bX-2bb" firstAttribute="height" constant="50" id="vAr-cH-7gg"/>
                <constraint firstItem="vAr-bX-2bb" firstAttribute="width" constant="100" identifier="regularWidth" id="vAr-cR-8hh"/>
                <constraint firstItem="vAr-bX-2bb" firstAttribute="width" constant="200" identifier="compactWidth" id="vAr-cC-9ii"/>
            </constraints>
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="vAr-eX-4dd"/>
                </mask>
                <mask key="constraints">
                    <exclude reference="vAr-cC-9ii"/>
                </mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="subviews">
                    <include reference="vAr-eX-4dd"/>
                </mask>
                <mask key="constraints">
                    <include reference="vAr-cC-9ii"/>
                    <exclude reference="vAr-cR-8hh"/>
                </mask>
            </variation>
        </view>
        """)

    @Test func theVariationsOfTheViewsSizeClassesApplyAtLoadAndWhenTheyChange() throws {
        let view = try #require(NibFixtures.load(Self.document).first as? UIView)
        let box = view.subviews[0], label = try #require(view.subviews[1] as? UILabel)
        // Loaded out of any window, the view has the main screen's size classes: a portrait phone's regular height,
        // where the third subview is not installed.
        #expect(view.subviews.count == 2)
        try showDocument(UIViewController()) { window in
            let host = try #require(window.rootViewController?.view)
            host.addSubview(view)
            view.layoutIfNeeded()
            #expect(view.traitCollection.verticalSizeClass == .regular)
            #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && label.font.pointSize == 17)
            #expect(box.constraints.compactMap(\.identifier) == ["regularWidth"])

            host.traitOverrides.verticalSizeClass = .compact
            FramePass.runOnce()
            view.layoutIfNeeded()
            #expect(view.traitCollection.verticalSizeClass == .compact)
            #expect(box.frame.width == 200 && box.constraints.compactMap(\.identifier) == ["compactWidth"])
            #expect(view.subviews.count == 3 && view.subviews[2].frame == CGRect(x: 0, y: 200, width: 40, height: 40))
            #expect(label.font.pointSize == 30 && label.font == .boldSystemFont(ofSize: 30))

            host.traitOverrides.verticalSizeClass = .regular
            FramePass.runOnce()
            view.layoutIfNeeded()
            #expect(box.frame.width == 100 && box.constraints.compactMap(\.identifier) == ["regularWidth"])
            #expect(view.subviews == [box, label] && label.font.pointSize == 17)
        }
    }
}
