import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records the sizes `viewWillTransition(to:with:)` announces, and animates along with each transition.
@MainActor
private final class ResizeRecordingController: UIViewController {
    var sizes: [CGSize] = []
    var alongside = 0
    var completed = 0

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        coordinator.animate(alongsideTransition: { _ in self.alongside += 1 }, completion: { _ in self.completed += 1 })
    }
}

/// The split view's columns animate when `show(_:)`, `hide(_:)`, the display mode button or a preferred display
/// mode set in an animation block change them: 0.35 s on an ease-in-out curve, which is half way at half time.
@MainActor @Suite struct SplitViewAnimationTests {
    /// A double-column split view filling a window of `size`, with a plain primary and a recording secondary.
    private func withSplit(size: CGSize, _ body: (UISplitViewController, UIViewController, ResizeRecordingController) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: size, scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = ResizeRecordingController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        try body(split, primary, secondary)
    }

    /// Where `view` shows now, in its superview.
    private func shownFrame(_ view: UIView?) -> CGRect? {
        view.map { $0.layer.presentation()?.frame ?? $0.frame }
    }

    private func isClose(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 2 && abs(a.width - b.width) < 2 && a.minY == b.minY && a.height == b.height
    }

    @Test func hidingATiledPrimarySlidesItOutAndWidensTheSecondary() {
        withSplit(size: CGSize(width: 1194, height: 834)) { split, primary, secondary in
            let primaryView = primary.navigationController?.view, secondaryView = secondary.navigationController?.view
            #expect(split.displayMode == .oneBesideSecondary && split.transitionCoordinator == nil)
            ControlledClock.run { clock in
                split.hide(.primary)
                #expect(split.displayMode == .secondaryOnly)
                let coordinator = split.transitionCoordinator
                #expect(coordinator?.transitionDuration == 0.35 && coordinator?.isAnimated == true)
                #expect(secondary.transitionCoordinator.map { $0 as AnyObject } === coordinator.map { $0 as AnyObject })
                // The secondary heard its new size, and its alongside animation ran in the change's.
                #expect(secondary.sizes == [CGSize(width: 1194, height: 834)] && secondary.alongside == 1 && secondary.completed == 0)
                clock.advance(by: 0.175 - clock.frameInterval)
                clock.renderFrames(1)
                // Half way: the primary 160 points out of the window, the secondary 160 points wider on the left.
                #expect(isClose(shownFrame(primaryView), CGRect(x: -160, y: 0, width: 320, height: 834)))
                #expect(isClose(shownFrame(secondaryView), CGRect(x: 160, y: 0, width: 1034, height: 834)))
                #expect(primaryView?.window != nil)
                clock.renderFrames(15)
            }
            #expect(primaryView?.window == nil && secondaryView?.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
            #expect(split.transitionCoordinator == nil && secondary.completed == 1)
        }
    }

    @Test func theButtonSlidesAnOverlaidPrimaryInAndATapBesideItSlidesItOut() throws {
        try withSplit(size: CGSize(width: 800, height: 600)) { split, primary, secondary in
            let primaryView = primary.navigationController?.view, secondaryView = secondary.navigationController?.view
            #expect(split.displayMode == .secondaryOnly)
            ControlledClock.run { clock in
                split.displayModeButtonItem.primaryAction?.perform(withSender: nil)
                #expect(split.displayMode == .oneOverSecondary && split.transitionCoordinator != nil)
                clock.advance(by: 0.175 - clock.frameInterval)
                clock.renderFrames(1)
                #expect(isClose(shownFrame(primaryView), CGRect(x: -160, y: 0, width: 320, height: 600)))
                // Overlaid: the secondary keeps its frame and hears of no new size.
                #expect(shownFrame(secondaryView) == CGRect(x: 0, y: 0, width: 800, height: 600) && secondary.sizes.isEmpty)
                clock.renderFrames(15)
                #expect(primaryView?.frame == CGRect(x: 0, y: 0, width: 320, height: 600) && split.transitionCoordinator == nil)
            }
            let window = try #require(split.view.window)
            try ControlledClock.run { clock in
                try EventGenerator(window: window, timing: .virtual).fingerTap(at: CGPoint(x: 600, y: 300))
                clock.renderFrames(1)
                #expect(split.displayMode == .secondaryOnly && primaryView?.window != nil)
                clock.renderFrames(25)
            }
            #expect(primaryView?.window == nil)
        }
    }

    @Test func aPreferredDisplayModeSetInAnAnimationBlockAnimatesOverItsDuration() {
        withSplit(size: CGSize(width: 1194, height: 834)) { split, primary, secondary in
            let primaryView = primary.navigationController?.view
            ControlledClock.run { clock in
                UIView.animate(withDuration: 1) { split.preferredDisplayMode = .secondaryOnly }
                #expect(split.transitionCoordinator?.transitionDuration == 1)
                clock.advance(by: 0.5 - clock.frameInterval)
                clock.renderFrames(1)
                #expect(isClose(shownFrame(primaryView), CGRect(x: -160, y: 0, width: 320, height: 834)))
                clock.renderFrames(31)
            }
            #expect(primaryView?.window == nil && secondary.sizes == [CGSize(width: 1194, height: 834)])
            // Outside an animation block the change is immediate.
            split.preferredDisplayMode = .oneBesideSecondary
            split.view.layoutIfNeeded()
            #expect(split.transitionCoordinator == nil && primaryView?.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        }
    }
}
