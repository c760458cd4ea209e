import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Values size-class variations give: a constraint's constant, a view's colour, `hidden` and alpha, a label's
/// text, alignment and lines, a stack view's axis and spacing; the most specific variation wins, and leaving the
/// size class gives back the document's value.
@MainActor @Suite struct SizeClassValueTests {
    private static let document = NibFixtures.xib("""
        <view contentMode="scaleToFill" id="sVl-vW-1aa">
            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sVl-bX-2bb">
                    <rect key="frame" x="0.0" y="40" width="100" height="50"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <variation key="heightClass=compact">
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </variation>
                </view>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Long title" textAlignment="natural" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sVl-lB-3cc">
                    <rect key="frame" x="0.0" y="100" width="200" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                    <variation key="heightClass=compact" text="Short" textAlignment="center" numberOfLines="2"/>
                </label>
                <view hidden="YES" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sVl-hD-4dd">
                    <rect key="frame" x="0.0" y="150" width="40" height="40"/>
                    <variation key="heightClass=compact" hidden="NO" alpha="0.5"/>
                    <variation key="heightClass=compact-widthClass=regular" alpha="0.25"/>
                </view>
                <stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sVl-sK-5ee">
                    <rect key="frame" x="0.0" y="200" width="100" height="80"/>
                    <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="sVl-bX-2bb" firstAttribute="top" secondItem="sVl-vW-1aa" secondAttribute="top" constant="40" id="sVl-cT-6ff">
                    <variation key="heightClass=compact" constant="8"/>
                    <variation key="heightClass=compact-widthClass=regular" constant="4"/>
                </constraint>
                <constraint firstItem="sVl-bX-2bb" firstAttribute="leading" secondItem="sVl-vW-1aa" secondAttribute="leading" id="sVl-cL-7gg"/>
                <constraint firstItem="sVl-bX-2bb" firstAttribute="width" constant="100" id="sVl-cW-8hh"/>
                <constraint firstItem="sVl-bX-2bb" firstAttribute="height" constant="50" id="sVl-cH-9ii"/>
            </constraints>
        </view>
        """)

    @Test func theValuesFollowTheSizeClassesAndComeBack() throws {
        let view = try #require(NibFixtures.load(Self.document).first as? UIView)
        let box = view.subviews[0], hidden = view.subviews[2]
        let label = try #require(view.subviews[1] as? UILabel), stack = try #require(view.subviews[3] as? UIStackView)
        try showDocument(UIViewController()) { window in
            let host = try #require(window.rootViewController?.view)
            host.addSubview(view)
            func settle() {
                FramePass.runOnce()
                view.layoutIfNeeded()
            }
            @MainActor func expectDocumentValues() {
                #expect(box.frame.minY == 40 && rgba(box.backgroundColor) == [1, 0, 0, 1])
                #expect(label.text == "Long title" && label.textAlignment == .natural && label.numberOfLines == 1)
                #expect(hidden.isHidden && hidden.alpha == 1)
                #expect(stack.axis == .vertical && stack.spacing == 8)
            }
            settle()
            #expect(view.traitCollection.verticalSizeClass == .regular && view.traitCollection.horizontalSizeClass == .compact)
            expectDocumentValues()

            host.traitOverrides.verticalSizeClass = .compact
            settle()
            #expect(box.frame.minY == 8 && rgba(box.backgroundColor) == [0, 0, 1, 1])
            #expect(label.text == "Short" && label.textAlignment == .center && label.numberOfLines == 2)
            #expect(!hidden.isHidden && hidden.alpha == 0.5)
            #expect(stack.axis == .horizontal && stack.spacing == 20)

            // Compact height and regular width: the variation naming both wins where it gives a value.
            host.traitOverrides.horizontalSizeClass = .regular
            settle()
            #expect(box.frame.minY == 4 && hidden.alpha == 0.25 && !hidden.isHidden && label.text == "Short")

            host.traitOverrides.verticalSizeClass = .regular
            settle()
            expectDocumentValues()
        }
    }
}
