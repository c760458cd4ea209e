import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Pages numbered 0 to `count` − 1, each a recording controller named after its number; every question the
/// page view controller asks is logged.
@MainActor
private final class NumberedPages: UIPageViewControllerDataSource {
    let pages: [RecordingController]
    let log: RecordingView.Log
    var indicator: (count: Int, index: Int)?

    init(count: Int, log: RecordingView.Log) {
        self.log = log
        pages = (0..<count).map { RecordingController("\($0)", shared: log) }
    }

    private func index(of controller: UIViewController) -> Int {
        pages.firstIndex { $0 === controller } ?? -1
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = index(of: viewController)
        log.entries.append("dataSource.before(\(index))")
        return index > 0 ? pages[index - 1] : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = index(of: viewController)
        log.entries.append("dataSource.after(\(index))")
        return index < pages.count - 1 ? pages[index + 1] : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { indicator?.count ?? 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { indicator?.index ?? 0 }
}

/// Logs the delegate's calls with the pages' names.
@MainActor
private final class PageDelegateLog: UIPageViewControllerDelegate {
    let log: RecordingView.Log
    init(_ log: RecordingView.Log) { self.log = log }

    private func names(_ controllers: [UIViewController]) -> String {
        controllers.map { ($0 as? RecordingController)?.name ?? "?" }.joined(separator: ",")
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.entries.append("delegate.willTransitionTo(\(names(pendingViewControllers)))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.entries.append("delegate.didFinish(previous: \(names(previousViewControllers)), completed: \(completed))")
    }
}

/// `UIPageViewController`: both styles, paged by the event generator on the controlled clock, with the data
/// source asked only for the neighbours of the page shown.
@MainActor @Suite struct PageViewControllerTests {
    /// A 400 × 400 window whose root is a page view controller showing page `start` of five.
    private func withPages(style: UIPageViewController.TransitionStyle = .scroll,
                           orientation: UIPageViewController.NavigationOrientation = .horizontal,
                           options: [UIPageViewController.OptionsKey: Any]? = nil, start: Int = 2,
                           indicator: (count: Int, index: Int)? = nil,
                           _ body: (UIWindow, EventGenerator, ControlledClock, UIPageViewController, NumberedPages, RecordingView.Log) throws -> Void) rethrows {
        try withScrollWindow { window, generator, clock in
            let log = RecordingView.Log()
            let source = NumberedPages(count: 5, log: log)
            source.indicator = indicator
            let delegate = PageDelegateLog(log)
            let controller = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
            controller.dataSource = source
            controller.delegate = delegate
            controller.setViewControllers([source.pages[start]], direction: .forward, animated: false)
            window.rootViewController = controller
            FramePass.drain()
            log.entries = []
            try body(window, generator, clock, controller, source, log)
        }
    }

    /// The appearance and data source calls, and the delegate's, without loading, layout and containment.
    private func turnCalls(_ log: RecordingView.Log) -> [String] {
        log.entries.filter {
            !$0.contains("Layout") && !$0.contains("load") && !$0.contains("viewDidLoad") && !$0.contains("viewIsAppearing")
                && !$0.contains("Move")
        }
    }

    @Test func aScrollStylePageFillsTheViewAndNoNeighbourIsAskedForBeforeADrag() {
        withPages { window, _, _, controller, source, log in
            let page = source.pages[2]
            #expect(controller.viewControllers == [page] && controller.children == [page] && page.parent === controller)
            #expect(page.view.window === window && page.log.contains("viewDidAppear"))
            #expect(page.view.convert(page.view.bounds, to: window) == window.bounds)
            #expect(controller.spineLocation == .none && controller.gestureRecognizers.isEmpty)
            #expect(log.entries.isEmpty)
        }
    }

    @Test func aDragPastHalfAPageTurnsToTheNextOneInIOSOrder() throws {
        try withPages { window, generator, clock, controller, source, log in
            try generator.fingerDown(at: CGPoint(x: 300, y: 200))
            try generator.fingerMove(to: CGPoint(x: 250, y: 200))
            // The drag began: both neighbours were asked for, once; moving towards the next, it starts to turn.
            #expect(turnCalls(log) == ["dataSource.before(2)", "dataSource.after(2)", "delegate.willTransitionTo(3)",
                                       "2.viewWillDisappear", "3.viewWillAppear animated"])
            #expect(source.pages[3].parent === controller && source.pages[1].parent == nil)
            try generator.fingerMove(to: CGPoint(x: 60, y: 200), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(90)
            #expect(turnCalls(log) == ["dataSource.before(2)", "dataSource.after(2)", "delegate.willTransitionTo(3)",
                                       "2.viewWillDisappear", "3.viewWillAppear animated", "2.viewDidDisappear",
                                       "3.viewDidAppear", "delegate.didFinish(previous: 2, completed: true)"])
            #expect(controller.viewControllers == [source.pages[3]] && controller.children == [source.pages[3]])
            #expect(source.pages[2].parent == nil && source.pages[2].view.window == nil)
            #expect(source.pages[3].view.convert(source.pages[3].view.bounds, to: window) == window.bounds)
            // The next drag asks for the new page's neighbours only.
            log.entries = []
            try generator.fingerDown(at: CGPoint(x: 100, y: 200))
            try generator.fingerMove(to: CGPoint(x: 150, y: 200))
            #expect(Array(turnCalls(log).prefix(3)) == ["dataSource.before(3)", "dataSource.after(3)", "delegate.willTransitionTo(2)"])
            try generator.fingerUp()
            clock.renderFrames(90)
        }
    }

    @Test func aShortSlowDragFallsBackAndUndoesTheAppearanceCalls() throws {
        try withPages { _, generator, clock, controller, source, log in
            try generator.fingerDown(at: CGPoint(x: 300, y: 200))
            try generator.fingerMove(to: CGPoint(x: 220, y: 200), duration: 0.3)
            generator.wait(0.3)
            try generator.fingerUp()
            clock.renderFrames(90)
            #expect(turnCalls(log) == ["dataSource.before(2)", "dataSource.after(2)", "delegate.willTransitionTo(3)",
                                       "2.viewWillDisappear", "3.viewWillAppear animated",
                                       "3.viewWillDisappear", "3.viewDidDisappear", "2.viewWillAppear animated",
                                       "2.viewDidAppear", "delegate.didFinish(previous: 2, completed: false)"])
            #expect(controller.viewControllers == [source.pages[2]] && controller.children == [source.pages[2]])
            #expect(source.pages[3].parent == nil && source.pages[3].view.window == nil)
        }
    }

    @Test func theFirstPageRubberBandsWithoutTurning() throws {
        try withPages(start: 0) { _, generator, clock, controller, source, log in
            try generator.fingerDown(at: CGPoint(x: 100, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 0.2)
            // Pulled 190 points past the edge, the page shows the rubber band's (1 − 1/(190·0.55/400 + 1))·400.
            let scroll = try #require(controller.scrollView)
            let stretch: CGFloat = 190 * 0.55 / 400
            let band: CGFloat = (1 - 1 / (stretch + 1)) * 400
            #expect(abs(scroll.contentOffset.x - (400 - band)) <= 1)
            try generator.fingerUp()
            clock.renderFrames(90)
            #expect(turnCalls(log) == ["dataSource.before(0)", "dataSource.after(0)"])
            #expect(controller.viewControllers == [source.pages[0]] && scroll.contentOffset.x == 400)
        }
    }

    @Test func theIndicatorTakesThirtySevenPointsAndFollowsTheTurns() throws {
        try withPages(indicator: (count: 5, index: 2)) { window, generator, clock, controller, source, _ in
            let indicator = controller.indicator
            #expect(!indicator.isHidden && indicator.frame == CGRect(x: 0, y: 363, width: 400, height: 37))
            #expect(indicator.numberOfPages == 5 && indicator.currentPage == 2)
            // Five 7-point dots 16 points apart, centred: the first at 200 − (4·16 + 7)/2 = 164.5.
            #expect(indicator.dotRects.first == CGRect(x: 164.5, y: 15, width: 7, height: 7))
            #expect(source.pages[2].view.convert(source.pages[2].view.bounds, to: window) == CGRect(x: 0, y: 0, width: 400, height: 363))
            try generator.fingerDown(at: CGPoint(x: 300, y: 200))
            try generator.fingerMove(to: CGPoint(x: 60, y: 200), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(90)
            #expect(controller.viewControllers == [source.pages[3]] && indicator.currentPage == 3)
        }
    }

    @Test func interPageSpacingWidensTheScrollViewBetweenPages() throws {
        try withPages(options: [.interPageSpacing: 20]) { _, generator, _, controller, source, _ in
            let scroll = try #require(controller.scrollView)
            #expect(scroll.frame == CGRect(x: 0, y: 0, width: 420, height: 400))
            #expect(scroll.contentSize == CGSize(width: 1260, height: 400) && scroll.contentOffset.x == 420)
            try generator.fingerDown(at: CGPoint(x: 300, y: 200))
            try generator.fingerMove(to: CGPoint(x: 250, y: 200))
            #expect(source.pages[2].view.frame == CGRect(x: 420, y: 0, width: 400, height: 400))
            #expect(source.pages[3].view.frame == CGRect(x: 840, y: 0, width: 400, height: 400))
            try generator.fingerUp()
        }
    }

    @Test func aVerticalPageViewControllerTurnsOnAnUpwardDrag() throws {
        try withPages(orientation: .vertical) { _, generator, clock, controller, source, _ in
            try generator.fingerDown(at: CGPoint(x: 200, y: 300))
            try generator.fingerMove(to: CGPoint(x: 200, y: 60), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(90)
            #expect(controller.viewControllers == [source.pages[3]])
            #expect(controller.scrollView?.contentOffset == CGPoint(x: 0, y: 400))
        }
    }

    @Test func settingPagesAnimatedScrollsToThemAndCompletes() {
        withPages { _, _, clock, controller, source, log in
            var finished: [Bool] = []
            controller.setViewControllers([source.pages[4]], direction: .forward, animated: true) { finished.append($0) }
            #expect(turnCalls(log) == ["2.viewWillDisappear", "4.viewWillAppear animated"])
            clock.renderFrames(30)
            #expect(turnCalls(log) == ["2.viewWillDisappear", "4.viewWillAppear animated", "2.viewDidDisappear", "4.viewDidAppear"])
            #expect(finished == [true] && controller.viewControllers == [source.pages[4]])
            #expect(controller.scrollView?.contentOffset.x == 400)
        }
    }

    @Test func settingPagesWithoutAnimationSwapsThemAtOnce() {
        withPages { _, _, _, controller, source, log in
            var finished: [Bool] = []
            controller.setViewControllers([source.pages[0]], direction: .reverse, animated: false) { finished.append($0) }
            #expect(turnCalls(log) == ["2.viewWillDisappear", "0.viewWillAppear", "2.viewDidDisappear", "0.viewDidAppear"])
            #expect(finished == [true] && controller.children == [source.pages[0]] && source.pages[2].parent == nil)
        }
    }

    @Test func theWrongNumberOfPagesIsRefusedAndThePageStays() {
        withPages { _, _, _, controller, source, _ in
            controller.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
            controller.setViewControllers([], direction: .forward, animated: false)
            controller.setViewControllers([controller], direction: .forward, animated: false)
            #expect(controller.viewControllers == [source.pages[2]] && source.pages[2].view.window != nil)
        }
    }

    @Test func aTapNearThePageCurlsEdgeTurnsToTheNextPage() throws {
        try withPages(style: .pageCurl) { window, generator, clock, controller, source, log in
            #expect(controller.spineLocation == .min && controller.gestureRecognizers.count == 2)
            try generator.fingerTap(at: CGPoint(x: 380, y: 200))
            FramePass.runOnce()
            #expect(turnCalls(log) == ["dataSource.after(2)", "delegate.willTransitionTo(3)",
                                       "2.viewWillDisappear", "3.viewWillAppear animated"])
            #expect(controller.view.layer.sublayers?.contains { $0.animation(forKey: kCATransition) != nil } == true)
            clock.renderFrames(40)
            #expect(Array(turnCalls(log).dropFirst(4)) == ["2.viewDidDisappear", "3.viewDidAppear",
                                                           "delegate.didFinish(previous: 2, completed: true)"])
            #expect(controller.viewControllers == [source.pages[3]] && source.pages[3].view.window === window)
            // A tap in the middle turns nothing; one near the leading edge turns back.
            log.entries = []
            try generator.fingerTap(at: CGPoint(x: 200, y: 200))
            FramePass.runOnce()
            #expect(log.entries.isEmpty)
            try generator.fingerTap(at: CGPoint(x: 20, y: 200))
            clock.renderFrames(40)
            #expect(controller.viewControllers == [source.pages[2]])
        }
    }

    @Test func aMiddleSpineShowsTwoPagesAndTurnsBothOnASwipe() throws {
        try withPages(style: .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.mid]) { _, generator, clock, controller, source, log in
            // One page is refused with a middle spine, which shows two.
            #expect(controller.isDoubleSided && controller.viewControllers == nil)
            controller.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
            #expect(source.pages[0].view.frame == CGRect(x: 0, y: 0, width: 200, height: 400))
            #expect(source.pages[1].view.frame == CGRect(x: 200, y: 0, width: 200, height: 400))
            log.entries = []
            try generator.fingerDown(at: CGPoint(x: 300, y: 200))
            try generator.fingerMove(to: CGPoint(x: 200, y: 200), duration: 0.1)
            try generator.fingerUp()
            clock.renderFrames(40)
            #expect(Array(turnCalls(log).prefix(3)) == ["dataSource.after(1)", "dataSource.after(2)", "delegate.willTransitionTo(2,3)"])
            #expect(controller.viewControllers == [source.pages[2], source.pages[3]])
        }
    }

    @Test func aDragCurlsThePageUnderTheFingerAndCompletesPastHalfWay() throws {
        try withPages(style: .pageCurl) { window, generator, clock, controller, source, log in
            source.pages[2].view.backgroundColor = .red
            source.pages[3].view.backgroundColor = .blue
            let container = try #require(source.pages[2].view.superview)
            try generator.fingerDown(at: CGPoint(x: 390, y: 200))
            try generator.fingerMove(to: CGPoint(x: 150, y: 200), duration: 1)
            #expect(turnCalls(log) == ["dataSource.after(2)", "delegate.willTransitionTo(3)",
                                       "2.viewWillDisappear", "3.viewWillAppear animated"])
            // The fold at the finger: a curl (400 − 150) / (400 · 1.2625) of the way, on a held clock.
            #expect(container.layer.speed == 0 && abs(container.layer.timeOffset - 0.5 * 250 / 505) < 1e-9)
            clock.renderFrames(10)
            let pixels = capture(window.screen)
            // Left of the folded-back paper (from x ≈ 88) the page shown lies flat; the paper's back covers it up
            // to the fold at the finger; past the curl and its shadow (to x ≈ 255) the next page shows.
            #expect(pixels[50, 200] == [255, 0, 0, 255] && pixels[350, 200] == [0, 0, 255, 255])
            let paper = pixels[120, 200]
            #expect(paper[0] > 200 && paper[1] > 200 && paper[2] > 200)
            #expect(controller.viewControllers == [source.pages[3]] && source.pages[3].parent === controller)
            // 230 of the 400 points (the pan began 10 points in): past half way, so the turn completes.
            try generator.fingerUp()
            clock.renderFrames(20)
            #expect(Array(turnCalls(log).dropFirst(4)) == ["2.viewDidDisappear", "3.viewDidAppear",
                                                           "delegate.didFinish(previous: 2, completed: true)"])
            #expect(controller.viewControllers == [source.pages[3]] && source.pages[2].parent == nil)
            #expect(container.layer.speed == 1 && container.layer.animation(forKey: kCATransition) == nil)
        }
    }

    @Test func aShortSlowCurlFallsBackAndAShortFlingTurns() throws {
        try withPages(style: .pageCurl) { window, generator, clock, controller, source, log in
            try generator.fingerDown(at: CGPoint(x: 390, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 1)
            log.entries = []
            try generator.fingerUp()
            clock.renderFrames(30)
            // 80 points at 90 points a second: the page falls back, and the pages' appearance is undone.
            #expect(turnCalls(log) == ["3.viewWillDisappear", "3.viewDidDisappear", "2.viewWillAppear animated", "2.viewDidAppear",
                                       "delegate.didFinish(previous: 2, completed: false)"])
            #expect(controller.viewControllers == [source.pages[2]] && source.pages[2].view.window === window)
            #expect(source.pages[3].parent == nil && source.pages[3].view.superview == nil)
            #expect(controller.curlContainer?.layer.speed == 1)
            // The same 80 points in 50 ms, over a page's length a second: the page turns.
            try generator.fingerDown(at: CGPoint(x: 390, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 0.05)
            try generator.fingerUp()
            clock.renderFrames(40)
            #expect(controller.viewControllers == [source.pages[3]])
            #expect(log.entries.last == "delegate.didFinish(previous: 2, completed: true)")
            // Dragging the other way curls the page back down from the left.
            log.entries = []
            try generator.fingerDown(at: CGPoint(x: 10, y: 200))
            try generator.fingerMove(to: CGPoint(x: 300, y: 200), duration: 1)
            #expect(Array(turnCalls(log).prefix(2)) == ["dataSource.before(3)", "delegate.willTransitionTo(2)"])
            try generator.fingerUp()
            clock.renderFrames(40)
            #expect(controller.viewControllers == [source.pages[2]])
        }
    }
}
