import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Sheets (`UISheetPresentationController`) on a 390 × 844 phone, safe area 47 points at the top and 34 at the
/// bottom: the large detent's sheet starts at 57 and is 787 tall, so detents may be up to 753 points; the
/// medium one is half that, 377 points, plus the 34 of the safe area: 411 tall, from 433.
@MainActor @Suite struct PresentationSheetTests {
    private func presentSheet(on root: UIViewController, _ log: RecordingView.Log,
                              configure: (UISheetPresentationController) -> Void = { _ in }) throws -> (RecordingController, RecordingPresentationDelegate) {
        let presented = RecordingController("B", shared: log)
        let sheet = try #require(presented.sheetPresentationController)
        let delegate = RecordingPresentationDelegate(log)
        sheet.delegate = delegate
        configure(sheet)
        root.present(presented, animated: false)
        FramePass.drain()
        log.entries = []
        return (presented, delegate)
    }

    private func frameInWindow(_ controller: UIViewController) -> CGRect {
        controller.view.convert(controller.view.bounds, to: nil)
    }

    private func events(_ log: RecordingView.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
    }

    @Test func detentsPlaceTheSheetAndTheGrabberSitsAtItsTop() throws {
        try withPresentingWindow { window, root, log in
            let (presented, delegate) = try presentSheet(on: root, log) { sheet in
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            let sheet = try #require(presented.sheetPresentationController)
            #expect(presented.presentationController === sheet && sheet.presentingViewController === root)
            #expect(frameInWindow(presented) == CGRect(x: 0, y: 433, width: 390, height: 411))
            #expect(sheet.grabberView.frame == CGRect(x: 177, y: 5, width: 36, height: 5) && !sheet.grabberView.isHidden)
            #expect(sheet.grabberView.layer.cornerRadius == 2.5 && sheet.sheetView.layer.cornerRadius == 10)
            // A custom detent of 200 points: 234 tall with the safe area.
            sheet.detents = [.custom(identifier: .init(rawValue: "small")) { _ in 200 }, .large()]
            #expect(frameInWindow(presented) == CGRect(x: 0, y: 610, width: 390, height: 234))
            // An empty list is refused and changes nothing.
            let messages = UIKitLogObservers.capture { sheet.detents = [] }
            #expect(messages.count == 1 && sheet.detents.count == 2)
            #expect(abs(sheet.dimmingView.alpha - 0.3) < 1e-6)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func animateChangesMovesTheSheetToTheSelectedDetent() throws {
        try withPresentingWindow { window, root, log in
            let (presented, delegate) = try presentSheet(on: root, log) { sheet in
                sheet.detents = [.medium(), .large()]
                sheet.largestUndimmedDetentIdentifier = .medium
            }
            let sheet = try #require(presented.sheetPresentationController)
            // Undimmed at the medium detent: a touch above the sheet reaches the presenter.
            #expect(sheet.dimmingView.alpha == 0)
            #expect(window.hitTest(CGPoint(x: 100, y: 200), with: nil) === root.view)
            ControlledClock.run { clock in
                sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
                clock.advance(by: 0.2)
                clock.renderFrames(1)
                let y = sheet.sheetView.layer.presentation()?.frame.minY ?? 0
                #expect(y > 57 && y < 433)
                clock.renderFrames(30)
            }
            #expect(frameInWindow(presented) == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(abs(sheet.dimmingView.alpha - 0.3) < 1e-6 && window.hitTest(CGPoint(x: 100, y: 30), with: nil) === sheet.dimmingView)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aDragUpMovesTheSheetToTheLargeDetent() throws {
        try withPresentingWindow { window, root, log in
            let (presented, delegate) = try presentSheet(on: root, log) { $0.detents = [.medium(), .large()] }
            let sheet = try #require(presented.sheetPresentationController)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 500))
                try generator.fingerMove(to: CGPoint(x: 195, y: 300), duration: 0.5)
                // The pan began 10 points in: the sheet followed the other 190.
                #expect(sheet.sheetView.frame.minY == 243)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(sheet.selectedDetentIdentifier == .large && events(log) == ["detent com.apple.UIKit.large"])
            #expect(frameInWindow(presented) == CGRect(x: 0, y: 57, width: 390, height: 787))
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aSwipeDownDismissesTheSheetTellingTheDelegateInOrder() throws {
        try withPresentingWindow { window, root, log in
            let (presented, delegate) = try presentSheet(on: root, log)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 300))
                try generator.fingerMove(to: CGPoint(x: 195, y: 700), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(events(log) == ["shouldDismiss", "willDismiss", "B.viewWillDisappear", "B.viewDidDisappear", "didDismiss"])
            #expect(root.presentedViewController == nil && presented.view.window == nil && window.subviews.count == 1)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aShortSlowDragDownIsCancelledAndTheSheetAppearsAgain() throws {
        try withPresentingWindow { window, root, log in
            let (presented, delegate) = try presentSheet(on: root, log)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 300))
                try generator.fingerMove(to: CGPoint(x: 195, y: 400), duration: 1)
                #expect(presented.isBeingDismissed && presented.transitionCoordinator?.isInteractive == true)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(events(log) == ["shouldDismiss", "willDismiss", "B.viewWillDisappear", "B.viewWillAppear animated", "B.viewDidAppear"])
            #expect(root.presentedViewController === presented && frameInWindow(presented) == CGRect(x: 0, y: 57, width: 390, height: 787))
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aModalSheetResistsAndTheDelegateHearsTheAttempt() throws {
        try withPresentingWindow { window, root, log in
            let (presented, delegate) = try presentSheet(on: root, log)
            presented.isModalInPresentation = true
            let sheet = try #require(presented.sheetPresentationController)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 300))
                try generator.fingerMove(to: CGPoint(x: 195, y: 700), duration: 0.2)
                // A rubber band: the 390 points dragged show as (1 − 1/(390·0.55/844 + 1))·844 = 171.
                #expect(abs(sheet.sheetView.frame.minY - 57 - 171.4) < 1)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(events(log) == ["didAttemptToDismiss"])
            #expect(frameInWindow(presented) == CGRect(x: 0, y: 57, width: 390, height: 787))
            // A delegate refusing is asked, and the attempt reported.
            presented.isModalInPresentation = false
            delegate.allowsDismissal = false
            log.entries = []
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 195, y: 300))
                try generator.fingerMove(to: CGPoint(x: 195, y: 700), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(events(log) == ["shouldDismiss", "didAttemptToDismiss"] && root.presentedViewController === presented)
            withExtendedLifetime(delegate) {}
        }
    }
}

@MainActor @Suite struct PresentationSheetNavigationTests {
    /// On a screen without a safe area the navigation bar alone insets the table: the inset grows from 0 to 44
    /// as the sheet lays out, and the table, at rest, follows it rather than sliding under the bar.
    @Test func aTableInANavigationControllerInASheetStartsBelowTheBar() throws {
        try withPresentingWindow(safeAreaInsets: .zero) { window, root, log in
            let table = ThreeRowsController(style: .insetGrouped)
            let navigation = UINavigationController(rootViewController: table)
            let sheet = try #require(navigation.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            root.present(navigation, animated: true)
            FramePass.drain()
            #expect(table.tableView.adjustedContentInset.top == 44 && table.tableView.contentOffset.y == -44)
            let header = try #require(table.tableView.headerView(forSection: 0))
            #expect(header.convert(header.bounds, to: navigation.view).minY >= navigation.navigationBar.frame.maxY)
        }
    }
}

/// A grouped table of one titled section of three rows, as a settings screen shows.
private final class ThreeRowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Appearance" }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
