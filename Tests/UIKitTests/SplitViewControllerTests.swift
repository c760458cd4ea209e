import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Logs the split view delegate's calls, and answers the collapsing and expanding questions as told.
@MainActor
private final class SplitDelegateLog: UISplitViewControllerDelegate {
    let log: RecordingView.Log
    var topColumn: UISplitViewController.Column?
    var expandingMode: UISplitViewController.DisplayMode?
    init(_ log: RecordingView.Log) { self.log = log }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.entries.append("delegate.willChangeTo(\(displayMode))")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.entries.append("delegate.willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.entries.append("delegate.willHide(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.entries.append("delegate.topColumnForCollapsing(\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        log.entries.append("delegate.displayModeForExpanding(\(proposedDisplayMode))")
        return expandingMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.entries.append("delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.entries.append("delegate.didExpand") }
}

/// `UISplitViewController`: each display mode's column frames, widths, collapsing into one stack in a narrow
/// window and expanding again through a size transition, and `show(_:sender:)`/`showDetailViewController`.
@MainActor @Suite struct SplitViewControllerTests {
    private static let pad = CGSize(width: 1194, height: 834)
    private static let phone = CGSize(width: 390, height: 844)

    /// A window on a screen of `size` (that can switch to the other of pad and phone), showing a split view
    /// of `style` whose columns hold recording controllers P, S (triple only) and D.
    private func withSplit(_ style: UISplitViewController.Style = .doubleColumn, size: CGSize = pad,
                           configure: (UISplitViewController, SplitDelegateLog) -> Void = { _, _ in },
                           _ body: (UIScreen, UIWindow, UISplitViewController, [RecordingController], RecordingView.Log, SplitDelegateLog) throws -> Void) rethrows {
        let other = size == Self.pad ? Self.phone : Self.pad
        let screen = VirtualScreens.connect(size: size, scale: 1, modes: [size, other])
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let log = RecordingView.Log()
        let delegate = SplitDelegateLog(log)
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        let primary = RecordingController("P", shared: log), supplementary = RecordingController("S", shared: log)
        let secondary = RecordingController("D", shared: log)
        split.setViewController(primary, for: .primary)
        if style == .tripleColumn { split.setViewController(supplementary, for: .supplementary) }
        split.setViewController(secondary, for: .secondary)
        configure(split, delegate)
        window.rootViewController = split
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        try body(screen, window, split, [primary, supplementary, secondary], log, delegate)
    }

    /// Where a column's controller shows in the window, or nil when it is not in the window.
    private func frame(of controller: UIViewController) -> CGRect? {
        guard let view = controller.viewIfLoaded, let window = view.window else { return nil }
        return view.convert(view.bounds, to: window)
    }

    private func appearanceCalls(_ log: RecordingView.Log) -> [String] {
        log.entries.filter { $0.lowercased().contains("appear") && !$0.contains("viewIsAppearing") || $0.hasPrefix("delegate") }
    }

    @Test func columnsAreWrappedInNavigationControllersAndTiledOnAWideWindow() {
        withSplit { _, window, split, controllers, _, _ in
            let (primary, secondary) = (controllers[0], controllers[2])
            #expect(split.viewController(for: .primary) === primary && split.viewController(for: .secondary) === secondary)
            #expect(primary.navigationController != nil && primary.navigationController?.parent === split)
            #expect(split.viewControllers.count == 2 && split.children.count == 2)
            #expect(primary.splitViewController === split && secondary.splitViewController === split)
            #expect(!split.isCollapsed && split.splitBehavior == .tile && split.displayMode == .oneBesideSecondary)
            #expect(split.primaryColumnWidth == 320)
            #expect(primary.navigationController.map(frame(of:)) == CGRect(x: 0, y: 0, width: 320, height: 834))
            #expect(secondary.navigationController.map(frame(of:)) == CGRect(x: 320, y: 0, width: 874, height: 834))
            #expect(primary.log.contains("viewDidAppear") && secondary.log.contains("viewDidAppear"))
            // A size transition tells each column its own size.
            let size = CGSize(width: 1000, height: 700)
            #expect(split.size(forChildContentContainer: secondary.navigationController!, withParentContainerSize: size)
                    == CGSize(width: 680, height: 700))
            #expect(split.size(forChildContentContainer: primary, withParentContainerSize: size) == size)
        }
    }

    @Test func aSwipeFromTheLeadingEdgeShowsAHiddenPrimary() throws {
        try withSplit(size: CGSize(width: 800, height: 600)) { _, window, split, controllers, _, _ in
            let generator = EventGenerator(window: window, timing: .virtual)
            #expect(split.displayMode == .secondaryOnly)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 2, y: 300))
                try generator.fingerMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(25)
                #expect(split.displayMode == .oneOverSecondary && controllers[0].view.window === window)
                split.hide(.primary)
                clock.renderFrames(25)
                split.presentsWithGesture = false
                try generator.fingerDown(at: CGPoint(x: 2, y: 300))
                try generator.fingerMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(1)
            }
            #expect(split.displayMode == .secondaryOnly)
        }
    }

    @Test func eachDisplayModeOfTwoColumnsPlacesThem() {
        withSplit { _, _, split, controllers, _, _ in
            let primary = controllers[0].navigationController!, secondary = controllers[2].navigationController!
            let expected: [(UISplitViewController.DisplayMode, CGRect?, CGRect)] = [
                (.secondaryOnly, nil, CGRect(x: 0, y: 0, width: 1194, height: 834)),
                (.oneOverSecondary, CGRect(x: 0, y: 0, width: 320, height: 834), CGRect(x: 0, y: 0, width: 1194, height: 834)),
                (.oneBesideSecondary, CGRect(x: 0, y: 0, width: 320, height: 834), CGRect(x: 320, y: 0, width: 874, height: 834)),
                // Two side columns mean one without a supplementary column.
                (.twoBesideSecondary, CGRect(x: 0, y: 0, width: 320, height: 834), CGRect(x: 320, y: 0, width: 874, height: 834)),
            ]
            for (mode, primaryFrame, secondaryFrame) in expected {
                split.preferredDisplayMode = mode
                split.view.layoutIfNeeded()
                #expect(frame(of: primary) == primaryFrame, "\(mode)")
                #expect(frame(of: secondary) == secondaryFrame, "\(mode)")
            }
            split.preferredDisplayMode = .oneOverSecondary
            split.view.layoutIfNeeded()
            #expect(split.displayMode == .oneOverSecondary && split.splitBehavior == .overlay)
            #expect(split.view.subviews.last === primary.view, "an overlaid column is in front")
        }
    }

    @Test func eachDisplayModeOfThreeColumnsPlacesThem() {
        withSplit(.tripleColumn, size: CGSize(width: 1400, height: 1000)) { _, _, split, controllers, _, _ in
            let (p, s, d) = (controllers[0].navigationController!, controllers[1].navigationController!, controllers[2].navigationController!)
            #expect(split.displayMode == .twoBesideSecondary && split.splitBehavior == .tile)
            let expected: [(UISplitViewController.DisplayMode, CGRect?, CGRect?, CGRect)] = [
                (.twoBesideSecondary, CGRect(x: 0, y: 0, width: 320, height: 1000), CGRect(x: 320, y: 0, width: 320, height: 1000),
                 CGRect(x: 640, y: 0, width: 760, height: 1000)),
                (.twoDisplaceSecondary, CGRect(x: 0, y: 0, width: 320, height: 1000), CGRect(x: 320, y: 0, width: 320, height: 1000),
                 CGRect(x: 640, y: 0, width: 1080, height: 1000)),
                (.twoOverSecondary, CGRect(x: 0, y: 0, width: 320, height: 1000), CGRect(x: 320, y: 0, width: 320, height: 1000),
                 CGRect(x: 0, y: 0, width: 1400, height: 1000)),
                (.oneBesideSecondary, nil, CGRect(x: 0, y: 0, width: 320, height: 1000), CGRect(x: 320, y: 0, width: 1080, height: 1000)),
                (.oneOverSecondary, nil, CGRect(x: 0, y: 0, width: 320, height: 1000), CGRect(x: 0, y: 0, width: 1400, height: 1000)),
                (.secondaryOnly, nil, nil, CGRect(x: 0, y: 0, width: 1400, height: 1000)),
            ]
            for (mode, primaryFrame, supplementaryFrame, secondaryFrame) in expected {
                split.preferredDisplayMode = mode
                split.view.layoutIfNeeded()
                #expect(split.displayMode == mode)
                #expect(frame(of: p) == primaryFrame && frame(of: s) == supplementaryFrame && frame(of: d) == secondaryFrame, "\(mode)")
            }
        }
    }

    @Test func widthsFollowThePreferencesWithinTheirBounds() {
        withSplit { _, _, split, controllers, _, _ in
            split.preferredPrimaryColumnWidthFraction = 0.4
            #expect(split.primaryColumnWidth == 1194 * 0.4)
            split.maximumPrimaryColumnWidth = 400
            #expect(split.primaryColumnWidth == 400)
            split.preferredPrimaryColumnWidth = 250
            #expect(split.primaryColumnWidth == 250)
            split.minimumPrimaryColumnWidth = 280
            #expect(split.primaryColumnWidth == 280)
            split.preferredPrimaryColumnWidth = -5
            split.preferredPrimaryColumnWidth = .nan
            split.preferredPrimaryColumnWidthFraction = 2
            #expect(split.preferredPrimaryColumnWidth == 250 && split.preferredPrimaryColumnWidthFraction == 0.4)
            split.primaryEdge = .trailing
            split.view.layoutIfNeeded()
            #expect(controllers[0].navigationController.map(frame(of:)) == CGRect(x: 914, y: 0, width: 280, height: 834))
            #expect(controllers[2].navigationController.map(frame(of:)) == CGRect(x: 0, y: 0, width: 914, height: 834))
        }
    }

    @Test func showingAndHidingTheOverlaidPrimaryTellsTheDelegate() throws {
        try withSplit(size: CGSize(width: 800, height: 1000)) { _, window, split, controllers, log, _ in
            #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly)
            #expect(controllers[0].view.window == nil)
            log.entries = []
            ControlledClock.run { clock in
                split.show(.primary)
                #expect(split.displayMode == .oneOverSecondary && split.preferredDisplayMode == .automatic)
                #expect(controllers[0].navigationController.map(frame(of:)) == CGRect(x: 0, y: 0, width: 320, height: 1000))
                clock.renderFrames(25)
                // The primary slid out, and left the window at the end.
                split.hide(.primary)
                clock.renderFrames(25)
                #expect(appearanceCalls(log) == ["delegate.willChangeTo(oneOverSecondary)", "delegate.willShow(primary)",
                                                 "P.viewWillAppear", "P.viewDidAppear",
                                                 "delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)",
                                                 "P.viewWillDisappear", "P.viewDidDisappear"])
                split.displayModeButtonItem.primaryAction?.perform(withSender: nil)
                #expect(split.displayMode == .oneOverSecondary)
                clock.renderFrames(25)
            }
            // A tap on the secondary beside the overlaid primary hides it, and the secondary does not see it.
            let secondaryTaps = UITapGestureRecognizer()
            var tapped = 0
            secondaryTaps.addTarget(handler: { _ in tapped += 1 })
            controllers[2].view.addGestureRecognizer(secondaryTaps)
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: CGPoint(x: 600, y: 500))
            FramePass.runOnce()
            #expect(split.displayMode == .secondaryOnly && tapped == 0)
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: CGPoint(x: 600, y: 500))
            FramePass.runOnce()
            #expect(tapped == 1)
        }
    }

    @Test func aNarrowWindowCollapsesTheSecondaryOntoThePrimaryStack() {
        withSplit(size: Self.phone) { _, window, split, controllers, log, _ in
            let (primary, secondary) = (controllers[0], controllers[2])
            let navigation = primary.navigationController!
            #expect(split.isCollapsed && split.viewControllers == [navigation])
            #expect(navigation.viewControllers == [primary, secondary] && secondary.navigationController === navigation)
            #expect(frame(of: navigation) == window.bounds && frame(of: secondary) == window.bounds)
            #expect(split.viewController(for: .secondary) === secondary)
            #expect(log.entries.filter { $0.hasPrefix("delegate") } == ["delegate.topColumnForCollapsing(secondary)", "delegate.didCollapse"])
            // The secondary appeared once, on top of the stack; the primary never did.
            #expect(secondary.log.filter { $0.contains("Appear") } == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
            #expect(!primary.log.contains("viewDidAppear"))
        }
    }

    @Test func theDelegateCanKeepThePrimaryOnTopWhenCollapsing() {
        withSplit(size: Self.phone, configure: { _, delegate in delegate.topColumn = .primary }) { _, _, split, controllers, _, _ in
            #expect(split.isCollapsed && controllers[0].navigationController?.viewControllers == [controllers[0]])
            #expect(controllers[2].view.window == nil && controllers[0].log.contains("viewDidAppear"))
            // Showing the secondary pushes it.
            split.show(.secondary)
            #expect(controllers[0].navigationController?.viewControllers == [controllers[0], controllers[2]])
        }
    }

    @Test func widerAndNarrowerWindowsExpandAndCollapseInSizeTransitions() {
        withSplit(size: Self.phone) { screen, window, split, controllers, log, _ in
            let (primary, secondary) = (controllers[0], controllers[2])
            let pushed = RecordingController("E", shared: log)
            primary.navigationController!.pushViewController(pushed, animated: false)
            log.entries = []
            screen.currentMode = screen.availableModes[1]
            FramePass.runOnce()
            #expect(!split.isCollapsed && window.bounds.size == Self.pad)
            #expect(primary.navigationController?.viewControllers == [primary])
            #expect(secondary.navigationController?.viewControllers == [secondary, pushed])
            #expect(secondary.navigationController !== primary.navigationController)
            #expect(primary.navigationController.map(frame(of:)) == CGRect(x: 0, y: 0, width: 320, height: 834))
            #expect(frame(of: pushed) == CGRect(x: 320, y: 0, width: 874, height: 834))
            #expect(appearanceCalls(log) == ["delegate.displayModeForExpanding(oneBesideSecondary)",
                                             "E.viewWillDisappear", "P.viewWillAppear", "E.viewDidDisappear", "P.viewDidAppear",
                                             "E.viewWillAppear", "delegate.didExpand", "E.viewDidAppear"])
            log.entries = []
            screen.currentMode = screen.availableModes[0]
            FramePass.runOnce()
            #expect(split.isCollapsed && primary.navigationController?.viewControllers == [primary, secondary, pushed])
            #expect(appearanceCalls(log) == ["delegate.topColumnForCollapsing(secondary)", "E.viewWillDisappear",
                                             "E.viewDidDisappear", "P.viewWillDisappear", "E.viewWillAppear",
                                             "P.viewDidDisappear", "E.viewDidAppear", "delegate.didCollapse"])
        }
    }

    @Test func aCompactColumnReplacesTheOthersWhileCollapsed() {
        let compact = RecordingController("C")
        withSplit(size: Self.phone, configure: { split, _ in split.setViewController(compact, for: .compact) }) { _, window, split, controllers, _, _ in
            #expect(split.isCollapsed && split.viewControllers == [compact.navigationController!])
            #expect(frame(of: compact) == window.bounds && controllers[0].view.window == nil && controllers[2].view.window == nil)
            #expect(controllers[2].navigationController?.viewControllers == [controllers[2]])
        }
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhileCollapsed() {
        withSplit { _, _, split, controllers, _, _ in
            let detail = RecordingController("X")
            controllers[0].showDetailViewController(detail, sender: nil)
            #expect(split.viewController(for: .secondary) === detail && detail.navigationController?.parent === split)
            #expect(controllers[2].parent == nil || controllers[2].navigationController?.parent == nil)
            // `show` from inside a navigation controller pushes.
            let next = RecordingController("Y")
            controllers[0].show(next, sender: nil)
            #expect(controllers[0].navigationController?.viewControllers.last === next)
        }
        withSplit(size: Self.phone) { _, _, _, controllers, _, _ in
            let detail = RecordingController("X")
            controllers[0].showDetailViewController(detail, sender: nil)
            #expect(controllers[0].navigationController?.viewControllers.last === detail)
        }
    }

    @Test func theClassicStyleShowsItsControllersAsTheyAre() {
        let screen = VirtualScreens.connect(size: Self.pad, scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let primary = UINavigationController(rootViewController: RecordingController("P"))
        let secondary = RecordingController("D")
        split.viewControllers = [primary, secondary]
        split.setViewController(RecordingController("Z"), for: .primary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        #expect(split.style == .unspecified && split.viewControllers == [primary, secondary])
        #expect(secondary.navigationController == nil && frame(of: secondary) == CGRect(x: 320, y: 0, width: 874, height: 834))
    }

    @Test func aCollapsedClassicSplitViewStacksTheSecondaryNavigationOnThePrimary() {
        let screen = VirtualScreens.connect(size: Self.phone, scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let (primary, secondary) = (RecordingController("P"), RecordingController("D"))
        let navigation = UINavigationController(rootViewController: primary)
        split.viewControllers = [navigation, UINavigationController(rootViewController: secondary)]
        window.rootViewController = split
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        #expect(split.isCollapsed && split.viewControllers == [navigation])
        #expect(navigation.viewControllers == [primary, secondary] && frame(of: secondary) == window.bounds)
    }
}
