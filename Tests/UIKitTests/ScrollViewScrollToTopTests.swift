import Testing
@testable import UIKit
import UIKitTesting

/// Scrolling to the top as a status-bar tap does: the one scroll view with `scrollsToTop`, asked first and
/// told after.
@MainActor @Suite struct ScrollViewScrollToTopTests {
    private final class Recorder: UIScrollViewDelegate {
        var allows = true
        var events: [String] = []
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            events.append("should \(scrollView.contentOffset.y)")
            return allows
        }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            events.append("did \(scrollView.contentOffset.y)")
        }
    }

    /// A window of 200 × 300 points on a screen whose top 40 points are its safe-area inset (the status bar's
    /// place on iOS), with a scroll view filling it, scrolled down 500 points.
    private func withScrolledWindow(_ body: (UIWindow, UIScrollView, Recorder, EventGenerator, ControlledClock) throws -> Void) rethrows {
        try withScreenWindow(size: CGSize(width: 200, height: 300),
                             safeAreaInsets: UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)) { window, _ in
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 200, height: 2000)
            window.addSubview(scroll)
            scroll.contentOffset = CGPoint(x: 0, y: 500)
            let recorder = Recorder()
            scroll.delegate = recorder
            let generator = EventGenerator(window: window)
            try ControlledClock.run { clock in try body(window, scroll, recorder, generator, clock) }
        }
    }

    @Test func theOnlyScrollViewScrollsToTheTopOfItsInsetsAndTellsTheDelegate() {
        withScrolledWindow { _, scroll, recorder, generator, clock in
            #expect(generator.tapStatusBar())
            clock.renderFrames(60)
            // The safe area makes the top inset 40: the top is at −40.
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -40))
            #expect(recorder.events == ["should 500.0", "did -40.0"])
        }
    }

    @Test func theDelegateMayRefuse() {
        withScrolledWindow { _, scroll, recorder, generator, clock in
            recorder.allows = false
            #expect(!generator.tapStatusBar())
            clock.renderFrames(60)
            #expect(scroll.contentOffset.y == 500)
            #expect(recorder.events == ["should 500.0"])
        }
    }

    @Test func withSeveralScrollViewsOnNoneScrolls() {
        withScrolledWindow { window, scroll, recorder, generator, clock in
            let other = UIScrollView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
            window.addSubview(other)
            #expect(!generator.tapStatusBar())
            other.isHidden = true
            #expect(generator.tapStatusBar(), "a hidden one does not count")
            other.isHidden = false
            other.scrollsToTop = false
            #expect(generator.tapStatusBar())
            clock.renderFrames(60)
            #expect(scroll.contentOffset.y == -40)
        }
    }

    @Test func aTapInTheTopSafeAreaInsetIsATapOnTheStatusBar() throws {
        try withScrolledWindow { _, scroll, recorder, generator, clock in
            try generator.fingerTap(at: CGPoint(x: 100, y: 60))
            clock.renderFrames(60)
            #expect(scroll.contentOffset.y == 500, "below the strip")
            try generator.fingerTap(at: CGPoint(x: 100, y: 20))
            clock.renderFrames(60)
            #expect(scroll.contentOffset.y == -40)
            #expect(recorder.events == ["should 500.0", "did -40.0"])
        }
    }
}
