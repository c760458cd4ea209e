import Testing
@testable import UIKit
import UIKitTesting

/// The scroll indicators: where they sit (the visible fraction, the insets, shrinking beyond an edge), that
/// they stay in front of the content, their colours, and their fade on the frame clock.
@MainActor @Suite struct ScrollViewIndicatorTests {
    /// A 100 × 200 scroll view over content four times its height.
    private func tallScrollView() -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 800)
        return scroll
    }

    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
        abs(a - b) <= tolerance
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    @Test func theVerticalIndicatorShowsTheVisibleFractionAtTheOffset() throws {
        let scroll = tallScrollView()
        #expect(scroll.subviews.isEmpty, "no indicator before the first scroll")
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        let indicator = try #require(scroll.indicators.vertical)
        // The track is the height less a 3-point margin at each end: 194 points from y = 300 + 3. The bar
        // is a quarter of it (200 of 800), 48.5, half way along the 145.5 it can travel.
        #expect(indicator.frame == CGRect(x: 94, y: 375.75, width: 3, height: 48.5))
        #expect(indicator.alpha == 1)
        #expect(scroll.subviews == [indicator])
        // The content is no wider than the view: no horizontal indicator.
        #expect(scroll.indicators.horizontal == nil)
        scroll.contentOffset = CGPoint(x: 0, y: 600)
        #expect(indicator.frame == CGRect(x: 94, y: 600 + 3 + 194 - 48.5, width: 3, height: 48.5))
    }

    @Test func insetsMoveTheTrackAndShortIndicatorsKeepTheirMinimumLength() throws {
        let scroll = tallScrollView()
        scroll.contentSize = CGSize(width: 100, height: 960)
        scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        scroll.contentOffset = CGPoint(x: 0, y: -40)
        let indicator = try #require(scroll.indicators.vertical)
        // A fifth (200 of 960 + 40) of the 164-point track is 32.8: the bar keeps iOS's 36.
        #expect(indicator.frame == CGRect(x: 89, y: -40 + 13, width: 3, height: 36))
        scroll.contentOffset = CGPoint(x: 0, y: 760)
        #expect(indicator.frame == CGRect(x: 89, y: 760 + 13 + 164 - 36, width: 3, height: 36))
        // The deprecated property sets both and reads the vertical one; bad insets are refused.
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        #expect(scroll.scrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func theIndicatorShrinksWhileTheContentIsBeyondAnEdge() throws {
        let scroll = tallScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: -20)
        let indicator = try #require(scroll.indicators.vertical)
        // 20 points beyond the top: 48.5 less 20, pinned to the top of the track.
        #expect(indicator.frame == CGRect(x: 94, y: -17, width: 3, height: 28.5))
        scroll.contentOffset = CGPoint(x: 0, y: -100)
        #expect(indicator.frame == CGRect(x: 94, y: -97, width: 3, height: 8), "never shorter than 8 points")
        // 30 beyond the bottom (600): pinned to the track's end.
        scroll.contentOffset = CGPoint(x: 0, y: 630)
        #expect(indicator.frame == CGRect(x: 94, y: 630 + 3 + 194 - 18.5, width: 3, height: 18.5))
    }

    @Test func theHorizontalIndicatorRunsAlongTheBottom() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.contentSize = CGSize(width: 1000, height: 100)
        scroll.contentOffset = CGPoint(x: 800, y: 0)
        let indicator = try #require(scroll.indicators.horizontal)
        // A fifth of the 194-point track, at its end.
        #expect(close(indicator.frame, CGRect(x: 800 + 3 + 194 - 38.8, y: 94, width: 38.8, height: 3)))
        #expect(scroll.indicators.vertical == nil)
        scroll.showsHorizontalScrollIndicator = false
        #expect(indicator.alpha == 0)
        scroll.contentOffset = CGPoint(x: 700, y: 0)
        #expect(indicator.alpha == 0)
    }

    @Test func twoIndicatorsKeepClearOfEachOthersCorner() throws {
        let scroll = tallScrollView()
        scroll.contentSize = CGSize(width: 400, height: 800)
        scroll.contentOffset = CGPoint(x: 0, y: 0)
        scroll.flashScrollIndicators()
        let vertical = try #require(scroll.indicators.vertical)
        let horizontal = try #require(scroll.indicators.horizontal)
        // Each track stops 3 + 3 points short of the other's band: 188 points down, 88 across (a quarter of
        // that is 22, below the 36-point minimum).
        #expect(vertical.frame == CGRect(x: 94, y: 3, width: 3, height: 47))
        #expect(horizontal.frame == CGRect(x: 3, y: 194, width: 36, height: 3))
    }

    @Test func theSafeAreaInsetsTheIndicatorsUnlessTurnedOff() throws {
        try withScreenWindow(size: CGSize(width: 200, height: 300),
                             safeAreaInsets: UIEdgeInsets(top: 40, left: 5, bottom: 30, right: 10)) { window, _ in
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 200, height: 1000)
            window.addSubview(scroll)
            scroll.contentOffset = CGPoint(x: 0, y: -40)
            let indicator = try #require(scroll.indicators.vertical)
            // Clear of the safe area's right 10 and top 40.
            #expect(close(indicator.frame, CGRect(x: 184, y: 3, width: 3, height: 224.0 * 300 / 1070)))
            scroll.automaticallyAdjustsScrollIndicatorInsets = false
            #expect(indicator.frame.origin == CGPoint(x: 194, y: -37))
        }
    }

    @Test func indicatorsStayInFrontOfSubviewsAddedLater() throws {
        let scroll = tallScrollView()
        scroll.contentSize = CGSize(width: 400, height: 800)
        scroll.contentOffset = CGPoint(x: 10, y: 10)
        let vertical = try #require(scroll.indicators.vertical)
        let horizontal = try #require(scroll.indicators.horizontal)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scroll.addSubview(content)
        #expect(scroll.subviews.map(ObjectIdentifier.init) == [content, vertical, horizontal].map(ObjectIdentifier.init))
        let badge = UIView()
        scroll.insertSubview(badge, aboveSubview: horizontal)
        scroll.bringSubviewToFront(content)
        scroll.insertSubview(UIView(), at: 10)
        #expect(scroll.subviews.suffix(2).map(ObjectIdentifier.init) == [vertical, horizontal].map(ObjectIdentifier.init))
        #expect(!vertical.isUserInteractionEnabled)
    }

    @Test func theStylesHaveIOSColours() throws {
        let scroll = tallScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 1)
        let indicator = try #require(scroll.indicators.vertical)
        #expect(indicator.backgroundColor == UIColor(white: 0, alpha: 0.35))
        #expect(indicator.layer.borderWidth == 0.5)
        #expect(indicator.layer.borderColor == UIColor(white: 1, alpha: 0.5).cgColor)
        scroll.indicatorStyle = .white
        #expect(indicator.backgroundColor == UIColor(white: 1, alpha: 0.5))
        #expect(indicator.layer.borderWidth == 0)
        scroll.indicatorStyle = .black
        #expect(indicator.backgroundColor == UIColor(white: 0, alpha: 0.35))
        #expect(indicator.layer.borderWidth == 0)
    }

    @Test func indicatorsFadeAfterTheDelayUnlessAFingerHoldsTheContent() throws {
        try withScreenWindow(size: CGSize(width: 100, height: 200)) { window, _ in
            let scroll = tallScrollView()
            window.addSubview(scroll)
            try ControlledClock.run { clock in
                scroll.contentOffset = CGPoint(x: 0, y: 100)
                let indicator = try #require(scroll.indicators.vertical)
                // 1.2 s at 60 frames a second: still shown.
                clock.renderFrames(72)
                #expect(close(indicator.alpha, 1))
                // A tenth of a second into the 0.25 s fade.
                clock.renderFrames(6)
                #expect(close(indicator.alpha, 0.6, within: 0.01))
                clock.renderFrames(10)
                #expect(indicator.alpha == 0)
                // A finger down keeps them however long it stays.
                scroll.contentOffset = CGPoint(x: 0, y: 120)
                scroll.isTracking = true
                clock.renderFrames(200)
                #expect(indicator.alpha == 1)
                scroll.isTracking = false
                clock.renderFrames(72)
                #expect(close(indicator.alpha, 1, within: 0.02))
                clock.renderFrames(16)
                #expect(indicator.alpha == 0)
            }
        }
    }

    @Test func flashingShowsTheIndicatorsOfTheAxesThatScroll() throws {
        try withScreenWindow(size: CGSize(width: 100, height: 200)) { window, _ in
            let scroll = tallScrollView()
            window.addSubview(scroll)
            try ControlledClock.run { clock in
                scroll.flashScrollIndicators()
                let indicator = try #require(scroll.indicators.vertical)
                #expect(indicator.alpha == 1 && indicator.frame == CGRect(x: 94, y: 3, width: 3, height: 48.5))
                #expect(scroll.indicators.horizontal == nil)
                clock.renderFrames(90)
                #expect(indicator.alpha == 0)
            }
            // Content that fits shows nothing.
            let short = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
            short.flashScrollIndicators()
            #expect(short.subviews.isEmpty)
        }
    }

    @Test func theIndicatorIsDrawnOnTopOfTheContentOnScreen() throws {
        try withScreenWindow(size: CGSize(width: 100, height: 200), scale: 2) { window, screen in
            let scroll = tallScrollView()
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 800))
            content.backgroundColor = .white
            scroll.addSubview(content)
            window.addSubview(scroll)
            ControlledClock.run { clock in
                scroll.contentOffset = CGPoint(x: 0, y: 200)
                clock.renderFrames(1)
                // The bar: x 94–97, y 3 + 194 × 200/600 × (1 − 0.25) = 51.5 down, 48.5 long; in pixels, x
                // 188–193 and y 103–199. Its middle is black at 35% over white; its 1-pixel edge is white at
                // 50% over that; beside it, the white content.
                let pixels = capture(screen)
                #expect(near(pixels[190, 150], [166, 166, 166, 255], tolerance: 3))
                #expect(near(pixels[188, 150], [210, 210, 210, 255], tolerance: 4))
                #expect(pixels[186, 150] == [255, 255, 255, 255])
                #expect(pixels[190, 100] == [255, 255, 255, 255], "above the bar")
                clock.renderFrames(90)
                #expect(capture(screen)[190, 150] == [255, 255, 255, 255], "faded")
            }
        }
    }
}
