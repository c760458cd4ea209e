import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct PageControlTests {
    /// A control of five pages, the third current, 92 × 26 at (100, 100) in a 400 × 400 window on the
    /// controlled clocks: its dots are centred 16 points apart, at x = 114, 130, 146, 162 and 178 in the
    /// window, y = 113.
    private func withControl(_ body: (UIPageControl, EventGenerator) throws -> Void) rethrows {
        try ControlledClock.run { _ in
            try withEventWindow { window, generator in
                let control = UIPageControl()
                control.numberOfPages = 5
                control.currentPage = 2
                control.frame = CGRect(origin: CGPoint(x: 100, y: 100), size: control.intrinsicContentSize)
                window.addSubview(control)
                FramePass.runOnce()
                try body(control, generator)
            }
        }
    }

    private func dot(_ page: Int) -> CGPoint { CGPoint(x: 114 + 16 * CGFloat(page), y: 113) }

    @Test func defaultsSizesAndPinnedPages() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.backgroundStyle == .automatic && control.allowsContinuousInteraction && control.direction == .natural)
        #expect(control.interactionState == .none && control.intrinsicContentSize == .zero)
        // Seven-point dots sixteen apart, six points at each end, 26 high.
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 92, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 28, height: 26))
        #expect(control.size(forNumberOfPages: -3) == .zero)

        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 3
        #expect(control.currentPage == 2)
        control.direction = .topToBottom
        #expect(control.intrinsicContentSize == CGSize(width: 26, height: 60))
    }

    @Test func negativeCountsAndSinglePagesShowNothing() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 4
        control.layoutIfNeeded()
        #expect(control.indicatorViews.count == 4)
        let logs = uikitLogMessages { control.numberOfPages = -2 }
        #expect(logs == ["-[UIPageControl setNumberOfPages:]: -2 pages is negative; showing none."])
        control.layoutIfNeeded()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && control.indicatorViews.isEmpty)
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        control.layoutIfNeeded()
        #expect(control.indicatorViews.isEmpty && control.capsule.isHidden)
        let bad = uikitLogMessages { control.setIndicatorImage(nil, forPage: 3) }
        #expect(bad == ["-[UIPageControl setIndicatorImage:forPage:]: page 3 beyond bounds [0 .. 0]; ignored."])
    }

    @Test func dotsAreCentredAndMirroredRightToLeft() {
        withControl { control, _ in
            #expect(control.indicatorViews.map(\.center.x) == [14, 30, 46, 62, 78])
            #expect(control.indicatorViews.allSatisfy { $0.center.y == 13 && $0.bounds.size == CGSize(width: 7, height: 7) })
            control.semanticContentAttribute = .forceRightToLeft
            control.layoutIfNeeded()
            #expect(control.indicatorViews.map(\.center.x) == [78, 62, 46, 30, 14])
            control.semanticContentAttribute = .unspecified
            control.direction = .bottomToTop
            control.frame.size = control.intrinsicContentSize
            control.layoutIfNeeded()
            #expect(control.indicatorViews.map(\.center.y) == [78, 62, 46, 30, 14])
        }
    }

    @Test func aTapMovesOnePageTowardIt() throws {
        try withControl { control, generator in
            let counter = ValueChangeCounter(control) { ($0 as! UIPageControl).currentPage }
            try generator.fingerTap(at: dot(4))
            #expect(control.currentPage == 3 && counter.seen == [3])
            try generator.fingerTap(at: CGPoint(x: 104, y: 113))
            try generator.fingerTap(at: CGPoint(x: 104, y: 113))
            try generator.fingerTap(at: CGPoint(x: 104, y: 113))
            #expect(control.currentPage == 0 && counter.seen == [3, 2, 1, 0])
            // At the first page a tap before it does nothing.
            try generator.fingerTap(at: CGPoint(x: 101, y: 113))
            #expect(counter.count == 4)
            // Right to left, the next page is to the left.
            control.semanticContentAttribute = .forceRightToLeft
            FramePass.runOnce()
            try generator.fingerTap(at: CGPoint(x: 104, y: 113))
            #expect(control.currentPage == 1 && counter.count == 5)
            // Setting the page in code sends nothing.
            control.currentPage = 3
            #expect(counter.count == 5)
        }
    }

    @Test func holdingThenSlidingScrubs() throws {
        try withControl { control, generator in
            let counter = ValueChangeCounter(control) { ($0 as! UIPageControl).currentPage }
            try generator.fingerDown(at: dot(2))
            generator.wait(0.4)
            for page in [3, 4, 4, 1, 0] { try generator.fingerMove(to: dot(page)) }
            #expect(control.interactionState == .continuous)
            FramePass.runOnce()
            #expect(!control.capsule.isHidden)
            try generator.fingerUp()
            #expect(counter.seen == [3, 4, 1, 0] && control.currentPage == 0 && control.interactionState == .none)
            FramePass.runOnce()
            #expect(control.capsule.isHidden)

            // Sliding at once is a tap where it lifts; without continuous interaction holding changes nothing.
            try generator.fingerDown(at: dot(0))
            try generator.fingerMove(to: dot(3))
            try generator.fingerUp()
            #expect(control.currentPage == 1 && counter.count == 5)
            control.allowsContinuousInteraction = false
            try generator.fingerDown(at: dot(1))
            generator.wait(0.4)
            try generator.fingerMove(to: dot(4))
            #expect(control.interactionState == .discrete)
            try generator.fingerUp()
            #expect(control.currentPage == 2 && counter.count == 6)
        }
    }

    @Test func anAdjustableAccessibilityElement() {
        withControl { control, _ in
            #expect(control.isAccessibilityElement && control.accessibilityTraits == .adjustable)
            #expect(control.accessibilityValue == "page 3 of 5")
            let counter = ValueChangeCounter(control) { ($0 as! UIPageControl).currentPage }
            control.accessibilityIncrement()
            control.accessibilityIncrement()
            control.accessibilityIncrement()
            #expect(control.currentPage == 4 && counter.seen == [3, 4] && control.accessibilityValue == "page 5 of 5")
            control.accessibilityDecrement()
            #expect(control.currentPage == 3 && counter.count == 3)
            control.isEnabled = false
            control.accessibilityDecrement()
            #expect(control.accessibilityTraits == [.adjustable, .notEnabled] && control.currentPage == 3)
            control.numberOfPages = 0
            #expect(control.accessibilityValue == nil)
        }
    }

    @Test func manyPagesShowAWindowShrinkingAtItsEdges() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 160, height: 26))
        control.numberOfPages = 30
        control.currentPage = 12
        control.layoutIfNeeded()
        // (160 − 12) / 16 → nine indicators, pages 8…16.
        #expect(control.shownPages == 8..<17 && control.indicatorViews.count == 9)
        let scales = control.indicatorViews.map(\.transform.a)
        #expect(scales == [0.5, 0.75, 1, 1, 1, 1, 1, 0.75, 0.5])
        control.currentPage = 0
        control.layoutIfNeeded()
        #expect(control.shownPages == 0..<9)
        #expect(control.indicatorViews.map(\.transform.a) == [1, 1, 1, 1, 1, 1, 1, 0.75, 0.5])
        control.currentPage = 29
        control.layoutIfNeeded()
        #expect(control.shownPages == 21..<30 && control.indicatorViews.first?.transform.a == 0.5)
    }

    @Test func indicatorImagesPerPage() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        let star = render(CGSize(width: 10, height: 10)) { _ in UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let ring = render(CGSize(width: 8, height: 8)) { _ in UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8)) }
        control.setIndicatorImage(star, forPage: 2)
        control.preferredCurrentPageIndicatorImage = ring
        control.layoutIfNeeded()
        #expect(control.indicatorImage(forPage: 2) === star && control.indicatorImage(forPage: 0) == nil)
        #expect(control.indicatorViews.map(\.bounds.size) == [CGSize(width: 8, height: 8), CGSize(width: 7, height: 7),
                                                              CGSize(width: 10, height: 10)])
        #expect(control.indicatorViews[2].image?.renderingMode == .alwaysTemplate)
        // The widest image sets the pitch: 10 + 9.
        let threePages: CGFloat = 3 * 19 + 12
        #expect(control.size(forNumberOfPages: 3).width == threePages)
        control.setCurrentPageIndicatorImage(star, forPage: 0)
        control.layoutIfNeeded()
        #expect(control.currentPageIndicatorImage(forPage: 0) === star)
        #expect(control.indicatorViews[0].bounds.size == CGSize(width: 10, height: 10))
    }

    @Test func dotsInTheirColoursInLightAndDark() {
        withScreenWindow(size: CGSize(width: 100, height: 40)) { window, screen in
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 92, height: 26))
            control.numberOfPages = 5
            control.currentPage = 1
            control.pageIndicatorTintColor = .systemRed
            control.currentPageIndicatorTintColor = .systemBlue
            window.addSubview(control)
            var pixels = capture(screen)
            #expect(pixels[14, 13] == [255, 59, 48, 255] && pixels[30, 13] == [0, 122, 255, 255])
            #expect(pixels[22, 13] == [255, 255, 255, 255])
            window.overrideUserInterfaceStyle = .dark
            pixels = capture(screen)
            #expect(pixels[14, 13] == [255, 69, 58, 255] && pixels[30, 13] == [10, 132, 255, 255])
            // The default colours: white dots, the others at 0.3 over the prominent capsule (black at 0.25).
            window.backgroundColor = .black
            control.pageIndicatorTintColor = nil
            control.currentPageIndicatorTintColor = nil
            control.backgroundStyle = .prominent
            pixels = capture(screen)
            #expect(pixels[30, 13] == [255, 255, 255, 255] && (76...77).contains(pixels[14, 13][0]))
        }
    }
}
