import Testing
@testable import UIKit
import UIKitTesting

/// `UIRefreshControl`: where it sits, the pull that starts it (once), and the inset it holds while refreshing.
@MainActor @Suite struct RefreshControlTests {
    private final class InsetRecorder: UIScrollViewDelegate {
        var tops: [CGFloat] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            tops.append(scrollView.adjustedContentInset.top)
        }
    }

    /// A 100 × 300 scroll view over 1000 points of content, with a refresh control counting its
    /// `.valueChanged` events into `count`.
    private func refreshingScrollView(_ count: @escaping () -> Void) -> (UIScrollView, UIRefreshControl) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in count() }, for: .valueChanged)
        scroll.refreshControl = control
        return (scroll, control)
    }

    @Test func theControlSitsAboveTheContentBehindIt() {
        let (scroll, control) = refreshingScrollView {}
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
        scroll.addSubview(content)
        #expect(control.superview === scroll)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 100, height: 60))
        #expect(scroll.subviews.first === control)
        #expect(!control.isRefreshing && scroll.adjustedContentInset == .zero)
        // A wider scroll view widens it; a new control replaces it.
        scroll.frame.size.width = 150
        #expect(control.frame.width == 150)
        let other = UIRefreshControl()
        scroll.refreshControl = other
        #expect(control.superview == nil && other.superview === scroll)
        scroll.refreshControl = nil
        #expect(other.superview == nil)
    }

    @Test func pullingPastTheThresholdSendsValueChangedOnceAndRefreshes() {
        var events = 0
        let (scroll, control) = refreshingScrollView { events += 1 }
        scroll.contentInset.top = 20
        let recorder = InsetRecorder()
        scroll.delegate = recorder
        scroll.isTracking = true
        // The content rests at −20; the threshold is 115 points beyond.
        scroll.contentOffset = CGPoint(x: 0, y: -134)
        #expect(events == 0 && !control.isRefreshing)
        scroll.contentOffset = CGPoint(x: 0, y: -135)
        #expect(events == 1 && control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 80)
        #expect(recorder.tops == [80])
        scroll.contentOffset = CGPoint(x: 0, y: -200)
        scroll.contentOffset = CGPoint(x: 0, y: -100)
        scroll.contentOffset = CGPoint(x: 0, y: -140)
        #expect(events == 1, "one pull, one event")
        scroll.isTracking = false
        scroll.contentOffset = CGPoint(x: 0, y: -80)
        control.endRefreshing()
        #expect(!control.isRefreshing && scroll.adjustedContentInset.top == 20)
        #expect(recorder.tops == [80, 20])
        // A new pull from the rest refreshes again.
        scroll.contentOffset = CGPoint(x: 0, y: -20)
        scroll.isTracking = true
        scroll.contentOffset = CGPoint(x: 0, y: -140)
        #expect(events == 2 && control.isRefreshing)
    }

    @Test func onlyAFingerPullingAnEnabledControlStartsIt() {
        var events = 0
        let (scroll, control) = refreshingScrollView { events += 1 }
        scroll.contentOffset = CGPoint(x: 0, y: -200)
        #expect(events == 0 && !control.isRefreshing, "code moving the content is not a pull")
        scroll.contentOffset = .zero
        control.isEnabled = false
        scroll.isTracking = true
        scroll.contentOffset = CGPoint(x: 0, y: -200)
        #expect(events == 0 && !control.isRefreshing)
    }

    @Test func beginningAndEndingFromCodeMoveTheInsetAndEndingScrollsBack() throws {
        var events = 0
        let (scroll, control) = refreshingScrollView { events += 1 }
        try withScreenWindow(size: CGSize(width: 100, height: 300)) { window, _ in
            window.addSubview(scroll)
            ControlledClock.run { clock in
                control.beginRefreshing()
                // As on iOS the inset grows but the content stays: the app scrolls to show the control.
                #expect(control.isRefreshing && events == 0)
                #expect(scroll.adjustedContentInset.top == 60 && scroll.contentOffset == .zero)
                scroll.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
                #expect(scroll.contentOffset.y == scroll.minimumContentOffset.y)
                control.endRefreshing()
                clock.renderFrames(60)
                #expect(scroll.adjustedContentInset.top == 0)
                #expect(scroll.contentOffset == .zero, "scrolled back over the control")
                // Ending when the control is out of sight moves nothing.
                control.beginRefreshing()
                scroll.contentOffset = CGPoint(x: 0, y: 300)
                control.endRefreshing()
                clock.renderFrames(60)
                #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
            }
        }
    }

    @Test func thePullDrawsTheSpinnerInTheTint() throws {
        try withScreenWindow(size: CGSize(width: 100, height: 300)) { window, screen in
            let (scroll, control) = refreshingScrollView {}
            control.tintColor = .red
            window.addSubview(scroll)
            // The spokes appear one by one as the pull nears the threshold: 3 of 8 at 45 of 115 points, 4 at
            // 70, all 8 while refreshing.
            scroll.contentOffset = CGPoint(x: 0, y: -45)
            let three = inkedRed(capture(screen))
            scroll.contentOffset = CGPoint(x: 0, y: -70)
            let four = inkedRed(capture(screen))
            control.beginRefreshing()
            let eight = inkedRed(capture(screen))
            #expect(three > 0 && four > three && eight > four)
        }
    }

    /// How many pixels are mostly red.
    private func inkedRed(_ pixels: Pixels) -> Int {
        var count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                if p[0] > 200 && p[1] < 120 && p[2] < 120 { count += 1 }
            }
        }
        return count
    }
}
