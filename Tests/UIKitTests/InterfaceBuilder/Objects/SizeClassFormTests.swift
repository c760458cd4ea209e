import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Variations of a constraint's multiplier and priority (each form its own constraint, swapped in as the size
/// classes change, with the constant variations it shares) and of images: an image view's and a button's state
/// image.
@MainActor @Suite struct SizeClassFormTests {
    private static let document = NibFixtures.xib("""
        <view contentMode="scaleToFill" id="fRm-vW-1aa">
            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" id="fRm-bX-2bb">
                    <rect key="frame" x="0.0" y="0.0" width="150" height="50"/>
                </view>
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="fRm-iM-3cc">
                    <rect key="frame" x="0.0" y="100" width="40" height="40"/>
                    <variation key="heightClass=compact" image="heart" catalog="system"/>
                </imageView>
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fRm-bT-4dd">
                    <rect key="frame" x="0.0" y="150" width="40" height="40"/>
                    <state key="normal" image="star" catalog="system"/>
                    <variation key="heightClass=compact">
                        <state key="normal" image="heart" catalog="system"/>
                    </variation>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="fRm-bX-2bb" firstAttribute="top" secondItem="fRm-vW-1aa" secondAttribute="top" id="fRm-cT-5ee"/>
                <constraint firstItem="fRm-bX-2bb" firstAttribute="leading" secondItem="fRm-vW-1aa" secondAttribute="leading" id="fRm-cL-6ff"/>
                <constraint firstItem="fRm-bX-2bb" firstAttribute="width" secondItem="fRm-vW-1aa" secondAttribute="width" multiplier="1:2" id="fRm-cW-7gg">
                    <variation key="heightClass=compact" constant="10" multiplier="1:4"/>
                    <variation key="heightClass=compact-widthClass=regular" multiplier="1:3"/>
                </constraint>
                <constraint firstItem="fRm-bX-2bb" firstAttribute="height" constant="50" id="fRm-cH-8hh">
                    <variation key="heightClass=compact" priority="250"/>
                </constraint>
                <constraint firstItem="fRm-bX-2bb" firstAttribute="height" constant="20" priority="500" id="fRm-cS-9ii"/>
            </constraints>
        </view>
        """)

    @Test func multipliersPrioritiesAndImagesFollowTheSizeClassesAndComeBack() throws {
        let view = try #require(NibFixtures.load(Self.document).first as? UIView)
        let box = view.subviews[0]
        let image = try #require(view.subviews[1] as? UIImageView), button = try #require(view.subviews[2] as? UIButton)
        let width = try #require(view.constraints.first { $0.firstAttribute == .width && $0.isActive })
        try showDocument(UIViewController()) { window in
            let host = try #require(window.rootViewController?.view)
            host.addSubview(view)
            func settle() {
                FramePass.runOnce()
                view.layoutIfNeeded()
            }
            @MainActor func expectDocumentValues() {
                // Width: 300 × 1:2; height: the required 50 over the 20 at 500.
                #expect(box.frame.size == CGSize(width: 150, height: 50))
                #expect(image.image?.symbol?.name == "star" && button.image(for: .normal)?.symbol?.name == "star")
                #expect(width.isActive && width.multiplier == 0.5 && width.priority == .required)
            }
            settle()
            #expect(view.traitCollection.verticalSizeClass == .regular && view.traitCollection.horizontalSizeClass == .compact)
            expectDocumentValues()

            host.traitOverrides.verticalSizeClass = .compact
            settle()
            // 300 × 1:4 + 10; the height at 250 gives way to the 20 at 500.
            #expect(box.frame.size == CGSize(width: 85, height: 20))
            #expect(image.image?.symbol?.name == "heart" && button.image(for: .normal)?.symbol?.name == "heart")
            #expect(!width.isActive)
            let heights = (view.constraints + box.constraints).filter { $0.firstAttribute == .height && $0.isActive }
            #expect(heights.map(\.priority.rawValue).sorted() == [250, 500])

            // The variation naming both size classes gives the multiplier; the constant still comes from the other.
            host.traitOverrides.horizontalSizeClass = .regular
            settle()
            #expect(box.frame.width == 110)

            host.traitOverrides.verticalSizeClass = .regular
            settle()
            expectDocumentValues()
        }
    }
}
