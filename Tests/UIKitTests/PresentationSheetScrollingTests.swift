import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A sheet whose content is a scroll view hands the finger's drag between the two, on the phone of
/// `PresentationSheetTests` (medium detent from y 433, large from 57: 376 points apart). The scroll view's
/// content is 2,000 points tall and not inset, so its offsets run from 0.
@MainActor @Suite struct PresentationSheetScrollingTests {
    /// Presents a sheet over `root` whose content is a scroll view, at `detent`.
    private func presentScrollingSheet(on root: UIViewController, _ log: RecordingView.Log, at detent: UISheetPresentationController.Detent.Identifier,
                                       configure: (UISheetPresentationController) -> Void = { _ in })
        throws -> (UISheetPresentationController, UIScrollView, RecordingPresentationDelegate) {
        let presented = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        presented.view = scrollView
        let sheet = try #require(presented.sheetPresentationController)
        let delegate = RecordingPresentationDelegate(log)
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = detent
        configure(sheet)
        root.present(presented, animated: false)
        FramePass.drain()
        log.entries = []
        return (sheet, scrollView, delegate)
    }

    @Test func draggingUpGrowsTheSheetToItsLargestDetentThenScrollsTheContent() throws {
        try withPresentingWindow { window, root, log in
            let (sheet, scrollView, delegate) = try presentScrollingSheet(on: root, log, at: .medium)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 700))
                try generator.fingerMove(to: CGPoint(x: 195, y: 500), duration: 0.5)
                // The pan began 10 points in: the sheet rose the other 190, the content stayed.
                #expect(sheet.sheetView.frame.minY == 243 && scrollView.contentOffset.y == 0)
                try generator.fingerMove(to: CGPoint(x: 195, y: 200), duration: 0.75)
                // 376 points took the sheet to the large detent; the other 114 scrolled the content.
                #expect(sheet.sheetView.frame.minY == 57 && scrollView.contentOffset.y == 114)
                try generator.fingerUp()
                clock.renderFrames(60)
            }
            #expect(sheet.selectedDetentIdentifier == .large && log.entries == ["detent com.apple.UIKit.large"])
            #expect(sheet.sheetView.frame.minY == 57)
            // Released at 400 points a second, the content carried on.
            #expect(scrollView.contentOffset.y > 114)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func withoutScrollingExpansionTheContentScrollsAtTheMediumDetent() throws {
        try withPresentingWindow { window, root, log in
            let (sheet, scrollView, delegate) = try presentScrollingSheet(on: root, log, at: .medium) {
                $0.prefersScrollingExpandsWhenScrolledToEdge = false
            }
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 700))
                try generator.fingerMove(to: CGPoint(x: 195, y: 500), duration: 0.5)
                #expect(sheet.sheetView.frame.minY == 433 && scrollView.contentOffset.y == 190)
                // Back down past where it started: the content scrolls back to its top, then the sheet follows,
                // below its smallest detent, where a dismissal begins.
                try generator.fingerMove(to: CGPoint(x: 195, y: 740), duration: 1)
                #expect(scrollView.contentOffset.y == 0 && sheet.sheetView.frame.minY == 483)
                #expect(log.entries == ["shouldDismiss", "willDismiss"])
                // Up again: the sheet comes back to the medium detent, no higher; then the content scrolls.
                try generator.fingerMove(to: CGPoint(x: 195, y: 640), duration: 0.5)
                #expect(sheet.sheetView.frame.minY == 433 && scrollView.contentOffset.y == 50)
                try generator.fingerUp()
                clock.renderFrames(60)
            }
            // Released over the content, the dismissal is cancelled and the sheet stays at the medium detent.
            #expect(sheet.selectedDetentIdentifier == .medium && log.entries == ["shouldDismiss", "willDismiss"])
            #expect(sheet.sheetView.frame.minY == 433 && root.presentedViewController === sheet.presentedViewController)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func draggingDownScrollsTheContentBackBeforeTheSheetShrinks() throws {
        try withPresentingWindow { window, root, log in
            let (sheet, scrollView, delegate) = try presentScrollingSheet(on: root, log, at: .large)
            scrollView.contentOffset.y = 100
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 300))
                try generator.fingerMove(to: CGPoint(x: 195, y: 360), duration: 0.5)
                // 50 of the 60 points moved: the content scrolled back, the sheet stayed.
                #expect(scrollView.contentOffset.y == 50 && sheet.sheetView.frame.minY == 57)
                try generator.fingerMove(to: CGPoint(x: 195, y: 500), duration: 1)
                // The content reached its top after 50 more; the sheet followed the other 90.
                #expect(scrollView.contentOffset.y == 0 && sheet.sheetView.frame.minY == 147)
                try generator.fingerUp()
                clock.renderFrames(60)
            }
            // Released slowly nearer the large detent: back there, the content still at its top.
            #expect(sheet.sheetView.frame.minY == 57 && scrollView.contentOffset.y == 0)
            #expect(sheet.selectedDetentIdentifier == .large && log.entries.isEmpty)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aSwipeDownOfContentAtItsTopDismissesTheSheet() throws {
        try withPresentingWindow { window, root, log in
            let (sheet, scrollView, delegate) = try presentScrollingSheet(on: root, log, at: .medium)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 500))
                try generator.fingerMove(to: CGPoint(x: 195, y: 800), duration: 0.2)
                #expect(scrollView.contentOffset.y == 0 && sheet.sheetView.frame.minY == 723)
                #expect(sheet.presentedViewController.isBeingDismissed)
                try generator.fingerUp()
                clock.renderFrames(40)
            }
            #expect(log.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil && scrollView.window == nil)
            withExtendedLifetime(delegate) {}
        }
    }
}
