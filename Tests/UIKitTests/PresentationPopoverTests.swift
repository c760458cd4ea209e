import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Popovers on a 1024 × 768 window with no safe area (the popover keeps 10 points from the edges, its arrow is
/// 13 points), and adapted on a phone.
@MainActor @Suite struct PresentationPopoverTests {
    private static let large = CGSize(width: 1024, height: 768)

    private func popover(from source: CGRect, in root: UIViewController, _ log: RecordingView.Log,
                         configure: (UIPopoverPresentationController) -> Void = { _ in }) throws -> (RecordingController, UIView) {
        let anchor = UIView(frame: source)
        root.view.addSubview(anchor)
        let presented = RecordingController("B", shared: log)
        presented.modalPresentationStyle = .popover
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(presented.popoverPresentationController)
        popover.sourceView = anchor
        configure(popover)
        root.present(presented, animated: false)
        FramePass.drain()
        log.entries = []
        return (presented, anchor)
    }

    @Test func aPopoverSitsBesideItsSourceWithTheArrowPointingAtIt() throws {
        try withPresentingWindow(size: Self.large, safeAreaInsets: .zero) { window, root, log in
            let (presented, _) = try popover(from: CGRect(x: 100, y: 100, width: 44, height: 44), in: root, log)
            let popover = try #require(presented.popoverPresentationController)
            #expect(presented.presentationController === popover && popover.arrowDirection == .up)
            // Below the source, centred on it as far as the left margin allows; the content under the arrow.
            #expect(popover.popoverView.frame == CGRect(x: 10, y: 144, width: 300, height: 213))
            #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 10, y: 157, width: 300, height: 200))
            #expect(popover.popoverView.arrow.tip == 112 && root.view.window === window)
        }
        try withPresentingWindow(size: Self.large, safeAreaInsets: .zero) { window, root, log in
            // No room below: above it, the arrow pointing down.
            let (presented, _) = try popover(from: CGRect(x: 500, y: 700, width: 44, height: 44), in: root, log)
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.arrowDirection == .down && popover.popoverView.frame == CGRect(x: 372, y: 487, width: 300, height: 213))
        }
        try withPresentingWindow(size: Self.large, safeAreaInsets: .zero) { window, root, log in
            let (presented, _) = try popover(from: CGRect(x: 100, y: 100, width: 44, height: 44), in: root, log) {
                $0.permittedArrowDirections = .left
                $0.backgroundColor = .red
            }
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.arrowDirection == .left && popover.popoverView.frame == CGRect(x: 144, y: 22, width: 313, height: 200))
            #expect(popover.popoverView.fillColor == .red)
        }
    }

    @Test func aTapOutsideDismissesUnlessOnAPassthroughView() throws {
        try withPresentingWindow(size: Self.large, safeAreaInsets: .zero) { window, root, log in
            let (presented, anchor) = try popover(from: CGRect(x: 100, y: 100, width: 44, height: 44), in: root, log)
            let popover = try #require(presented.popoverPresentationController)
            let delegate = RecordingPresentationDelegate(log)
            popover.delegate = delegate
            popover.passthroughViews = [anchor]
            #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === anchor)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerTap(at: CGPoint(x: 120, y: 120))
                clock.renderFrames(2)
                #expect(log.entries.isEmpty && root.presentedViewController === presented)
                try generator.fingerTap(at: CGPoint(x: 800, y: 600))
                clock.renderFrames(30)
            }
            #expect(log.entries.filter { !$0.contains("Layout") } == ["shouldDismiss", "willDismiss", "B.viewWillDisappear",
                                                                      "B.viewDidDisappear", "didDismiss"])
            #expect(root.presentedViewController == nil && popover.arrowDirection == .unknown)
        }
    }

    @Test func onAPhoneAPopoverAdaptsToASheetUnlessTheDelegateSaysNone() throws {
        try withPresentingWindow { window, root, log in
            let (presented, _) = try popover(from: CGRect(x: 100, y: 100, width: 44, height: 44), in: root, log)
            #expect(presented.presentationController is UISheetPresentationController)
            #expect(presented.popoverPresentationController?.adaptiveSheetPresentationController === presented.presentationController)
            #expect(presented.popoverPresentationController?.arrowDirection == .unknown)
            #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 57, width: 390, height: 787))
        }
        try withPresentingWindow { window, root, log in
            let delegate = RecordingPresentationDelegate(log)
            delegate.adaptiveStyle = UIModalPresentationStyle.none
            let (presented, _) = try popover(from: CGRect(x: 100, y: 100, width: 44, height: 44), in: root, log) {
                $0.delegate = delegate
            }
            #expect(presented.presentationController is UIPopoverPresentationController)
            #expect(presented.popoverPresentationController?.arrowDirection == .up)
        }
    }

    @Test func theTraitCollectionFormOfTheDelegateHearsTheWindowsTraitsAndDecides() throws {
        final class TraitDelegate: UIPopoverPresentationControllerDelegate {
            var heard: [UIUserInterfaceSizeClass] = []
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                heard.append(traitCollection.horizontalSizeClass)
                return .none
            }
        }
        try withPresentingWindow { window, root, log in
            let delegate = TraitDelegate()
            let (presented, _) = try popover(from: CGRect(x: 100, y: 100, width: 44, height: 44), in: root, log) {
                $0.delegate = delegate
            }
            #expect(delegate.heard == [window.traitCollection.horizontalSizeClass] && delegate.heard == [.compact])
            #expect(presented.presentationController is UIPopoverPresentationController)
        }
    }

    @Test func aPopoverPointsAtTheButtonABarShowsForAnItemWithoutACustomView() throws {
        try withPresentingWindow(size: Self.large, safeAreaInsets: .zero) { window, root, log in
            let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 724, width: 1024, height: 44))
            toolbar.items = [.flexibleSpace(), share]
            root.view.addSubview(toolbar)
            FramePass.drain()
            let button = try #require(share.shownButton)
            let source = button.convert(button.bounds, to: window)
            #expect(source.minY >= 724 && source.maxX <= 1024)
            let presented = UIViewController()
            presented.modalPresentationStyle = .popover
            presented.preferredContentSize = CGSize(width: 300, height: 200)
            let popover = try #require(presented.popoverPresentationController)
            popover.barButtonItem = share
            root.present(presented, animated: false)
            FramePass.drain()
            // Above the button, the arrow pointing down at its centre.
            #expect(popover.arrowDirection == .down && popover.popoverView.frame.maxY == source.minY)
            #expect(popover.popoverView.frame.minX + popover.popoverView.arrow.tip == source.midX)
        }
    }

    @Test func aPopoverWithoutASourceIsRefused() {
        withPresentingWindow(size: Self.large, safeAreaInsets: .zero) { window, root, log in
            let presented = UIViewController()
            presented.modalPresentationStyle = .popover
            let messages = UIKitLogObservers.capture { root.present(presented, animated: false) }
            #expect(messages.count == 1)
            #expect(messages.first?.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
            #expect(root.presentedViewController == nil && window.subviews.count == 1)
        }
    }
}
