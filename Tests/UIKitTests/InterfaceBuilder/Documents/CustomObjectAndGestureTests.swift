import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A document's custom object: an outlet into the document's views, an action from its tap recognizer.
final class DocumentsWorker: InterfaceBuilder.CustomObject {
    var label: UILabel?
    var taps: [UIGestureRecognizer] = []
    var labelTextAtAwake: String?
    var awakeCount = 0

    init() {}

    func awakeFromNib() {
        awakeCount += 1
        labelTextAtAwake = label?.text
    }

    func tapped(_ sender: UITapGestureRecognizer) { taps.append(sender) }

    /// What the Interface Builder plugin registers for its outlet and action.
    static func register() {
        InterfaceBuilder.register(DocumentsWorker.self, outlets: ["label": \DocumentsWorker.label],
                                  actions: [Selector("tapped:", DocumentsWorker.tapped)])
    }
}

/// A class a document names as a custom object that never declared itself one.
final class DocumentsUndeclaredObject: NSObject {}

/// `<customObject>` top-level objects and the seven gesture recognizers in a document, with their settings,
/// the view's `gestureRecognizers` outlet collection and the tap's action to the custom object.
@MainActor @Suite struct CustomObjectAndGestureTests {
    private static let document = NibFixtures.xib("""
        <customObject id="wKr-cO-1aa" customClass="DocumentsWorker" customModule="UIKitTests">
            <connections>
                <outlet property="label" destination="gSt-lB-2bb" id="wKr-oT-1aa"/>
            </connections>
        </customObject>
        <view contentMode="scaleToFill" id="gSt-vW-1aa">
            <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Gestures" id="gSt-lB-2bb">
                    <rect key="frame" x="10" y="10" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <connections>
                <outletCollection property="gestureRecognizers" destination="gSt-tP-3cc" appends="YES" id="gSt-gC-1aa"/>
                <outletCollection property="gestureRecognizers" destination="gSt-sW-4dd" appends="YES" id="gSt-gC-2bb"/>
                <outletCollection property="gestureRecognizers" destination="gSt-lP-5ee" appends="YES" id="gSt-gC-3cc"/>
                <outletCollection property="gestureRecognizers" destination="gSt-pN-6ff" appends="YES" id="gSt-gC-4dd"/>
                <outletCollection property="gestureRecognizers" destination="gSt-eP-7gg" appends="YES" id="gSt-gC-5ee"/>
                <outletCollection property="gestureRecognizers" destination="gSt-pC-8hh" appends="YES" id="gSt-gC-6ff"/>
                <outletCollection property="gestureRecognizers" destination="gSt-rT-9ii" appends="YES" id="gSt-gC-7gg"/>
            </connections>
        </view>
        <tapGestureRecognizer numberOfTapsRequired="2" id="gSt-tP-3cc">
            <connections>
                <action selector="tapped:" destination="wKr-cO-1aa" id="gSt-aC-1aa"/>
            </connections>
        </tapGestureRecognizer>
        <swipeGestureRecognizer direction="left" numberOfTouchesRequired="2" id="gSt-sW-4dd"/>
        <pongPressGestureRecognizer allowableMovement="20" minimumPressDuration="1.5" id="gSt-lP-5ee"/>
        <panGestureRecognizer minimumNumberOfTouches="2" maximumNumberOfTouches="3" id="gSt-pN-6ff"/>
        <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="gSt-eP-7gg">
            <rectEdge key="edges" left="YES"/>
        </screenEdgePanGestureRecognizer>
        <pinchGestureRecognizer cancelsTouchesInView="NO" id="gSt-pC-8hh"/>
        <rotationGestureRecognizer enabled="NO" delaysTouchesBegan="YES" delaysTouchesEnded="NO" id="gSt-rT-9ii"/>
        """)

    @Test func aCustomObjectIsMadeConnectedAndAwokenAfterTheViews() throws {
        DocumentsWorker.register()
        let objects = NibFixtures.load(Self.document)
        #expect(objects.count == 9)
        let worker = try #require(objects.first as? DocumentsWorker)
        let view = try #require(objects.dropFirst().first as? UIView)
        #expect(worker.label === view.subviews.first && worker.awakeCount == 1 && worker.labelTextAtAwake == "Gestures")
    }

    @Test func eachRecognizerHasItsSettingsAndIsOnTheView() throws {
        DocumentsWorker.register()
        let view = try #require(NibFixtures.load(Self.document).dropFirst().first as? UIView)
        let recognizers = view.gestureRecognizers ?? []
        #expect(recognizers.count == 7)
        let tap = try #require(recognizers[0] as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 1 && tap.view === view)
        let swipe = try #require(recognizers[1] as? UISwipeGestureRecognizer)
        #expect(swipe.direction == .left && swipe.numberOfTouchesRequired == 2)
        let press = try #require(recognizers[2] as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 20 && press.numberOfTapsRequired == 0)
        let pan = try #require(recognizers[3] as? UIPanGestureRecognizer)
        #expect(!(pan is UIScreenEdgePanGestureRecognizer) && pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3)
        let edge = try #require(recognizers[4] as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left && edge.minimumNumberOfTouches == 1)
        let pinch = try #require(recognizers[5] as? UIPinchGestureRecognizer)
        #expect(!pinch.cancelsTouchesInView && pinch.isEnabled)
        let rotation = try #require(recognizers[6] as? UIRotationGestureRecognizer)
        #expect(!rotation.isEnabled && rotation.delaysTouchesBegan && !rotation.delaysTouchesEnded)
    }

    @Test func aDoubleTapFiresTheTapsActionOnTheCustomObject() throws {
        DocumentsWorker.register()
        let objects = NibFixtures.load(Self.document)
        let worker = try #require(objects.first as? DocumentsWorker)
        let view = try #require(objects.dropFirst().first as? UIView)
        try showDocument(UIViewController()) { window in
            window.rootViewController?.view.addSubview(view)
            FramePass.runOnce()
            let centre = view.convert(CGPoint(x: 100, y: 100), to: window)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(at: centre)
                clock.advance(by: 1)
            }
            // One tap of the two required: the recognizer fails.
            #expect(worker.taps.isEmpty)
            try ControlledClock.run { _ in try generator.fingerDoubleTap(at: centre) }
            #expect(worker.taps.count == 1 && worker.taps.first === view.gestureRecognizers?.first)
        }
    }

    @Test func aCustomObjectOfAnUndeclaredClassIsRefusedAndTheRestLoads() {
        let logged = UIKitLogObservers.capture {
            let objects = NibFixtures.load(NibFixtures.xib("""
                <customObject id="uNd-cO-1aa" customClass="DocumentsUndeclaredObject" customModule="UIKitTests"/>
                <view contentMode="scaleToFill" id="uNd-vW-2bb">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """))
            #expect(objects.count == 1 && objects.first is UIView)
        }
        #expect(logged.first?.hasPrefix("Unknown class DocumentsUndeclaredObject in Interface Builder file.") == true)
    }
}
