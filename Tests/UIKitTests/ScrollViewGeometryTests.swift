import Testing
@testable import UIKit
import UIKitTesting

/// The scroll view's geometry: the content offset is the bounds' origin, insets and the safe area make the
/// range it scrolls in, and bad values are refused.
@MainActor @Suite struct ScrollViewGeometryTests {
    private final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(scrollView.contentOffset.x) \(scrollView.contentOffset.y)") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            events.append("insets \(scrollView.adjustedContentInset)")
        }
    }

    @Test func theContentOffsetIsTheBoundsOriginAndMovesTheSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(scroll)
        let content = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 200))
        scroll.addSubview(content)
        scroll.contentSize = CGSize(width: 100, height: 230)
        #expect(scroll.clipsToBounds)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scroll.bounds == CGRect(x: 0, y: 40, width: 100, height: 50))
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // The content's top, 30 points down the content, is now 10 points above the scroll view's top.
        #expect(content.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        scroll.bounds.origin = CGPoint(x: 5, y: 6)
        #expect(scroll.contentOffset == CGPoint(x: 5, y: 6))
    }

    @Test func everyChangeOfTheOffsetTellsTheDelegateOnce() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.bounds = CGRect(x: 3, y: 10, width: 100, height: 100)
        scroll.bounds.size = CGSize(width: 80, height: 80)
        #expect(recorder.events == ["scroll 0.0 10.0", "scroll 3.0 10.0"])
    }

    @Test func theRangeOfOffsetsComesFromTheContentSizeAndInsets() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scroll.contentSize = CGSize(width: 300, height: 40)
        scroll.contentInset = UIEdgeInsets(top: 5, left: 10, bottom: 20, right: 30)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.minimumContentOffset == CGPoint(x: -10, y: -5))
        // 300 + 30 − 100 across; 40 + 20 − 50 = 10 down.
        #expect(scroll.maximumContentOffset == CGPoint(x: 230, y: 10))
        #expect(scroll.clampedContentOffset(CGPoint(x: 1000, y: -1000)) == CGPoint(x: 230, y: -5))
        // Content smaller than the bounds rests at the minimum.
        scroll.contentSize = .zero
        #expect(scroll.maximumContentOffset == scroll.minimumContentOffset)
    }

    @Test func theSafeAreaAddsToTheInsetsAsTheBehaviourSays() {
        withScreenWindow(size: CGSize(width: 200, height: 300),
                         safeAreaInsets: UIEdgeInsets(top: 40, left: 5, bottom: 30, right: 10)) { window, _ in
            let scroll = UIScrollView(frame: window.bounds)
            let recorder = Recorder()
            scroll.delegate = recorder
            scroll.contentInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            scroll.contentSize = CGSize(width: 198, height: 1000)
            window.addSubview(scroll)
            // Tall content scrolls vertically only: the safe area adds to the top and bottom.
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 41, left: 1, bottom: 31, right: 1))
            #expect(recorder.events.count == 2) // the inset set outside the window, then the safe area
            scroll.contentInsetAdjustmentBehavior = .always
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 41, left: 6, bottom: 31, right: 11))
            scroll.contentInsetAdjustmentBehavior = .never
            #expect(scroll.adjustedContentInset == scroll.contentInset)
            scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            scroll.contentSize = CGSize(width: 100, height: 100)
            #expect(scroll.adjustedContentInset == scroll.contentInset)
            scroll.alwaysBounceHorizontal = true
            scroll.setNeedsLayout()
            scroll.layoutIfNeeded()
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 6, bottom: 1, right: 11))
            // Outside a window there is no safe area.
            scroll.removeFromSuperview()
            #expect(scroll.adjustedContentInset == scroll.contentInset)
        }
    }

    @Test func badValuesAreRefusedAndTheViewKeepsWorking() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 500)
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scroll.contentSize = CGSize(width: CGFloat.infinity, height: 1)
        scroll.contentSize = CGSize(width: -1, height: 1)
        scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 20))
        #expect(scroll.contentSize == CGSize(width: 100, height: 500))
        #expect(scroll.contentInset == .zero)
        #expect(scroll.decelerationRate == .normal)
        scroll.decelerationRate = .fast
        #expect(scroll.decelerationRate.rawValue == 0.99)
        // A content size of 10⁹ points is only a number.
        scroll.contentSize = CGSize(width: 100, height: 1e9)
        scroll.contentOffset = CGPoint(x: 0, y: 1e9 - 100)
        #expect(scroll.maximumContentOffset.y == 1e9 - 100)
    }

    @Test func scrollingARectToVisibleMovesAsLittleAsNeeded() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let recorder = Recorder()
        scroll.delegate = recorder
        // Below the view: its bottom edge comes to the view's bottom.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 450))
        // Above: its top edge comes to the view's top.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        // Already visible: nothing moves.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 420, width: 10, height: 20), animated: false)
        // Past the content's end: the offset stops at the end.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 900))
        scroll.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 50), animated: false)
        #expect(recorder.events == ["scroll 0.0 450.0", "scroll 0.0 400.0", "scroll 0.0 900.0"])
    }
}
