import Testing
@testable import UIKit
import UIKitTesting

/// Zooming: the view for zooming takes a scale transform with its frame's top left kept and the content size
/// follows its frame; pinches keep the content under the fingers, rubber-band past the limits and spring back
/// on the frame clock; the delegate hears it all in iOS's order; bad values are refused.
@MainActor @Suite struct ScrollViewZoomingTests {
    private final class Recorder: UIScrollViewDelegate {
        var zoomView: UIView?
        var events: [String] = []
        var zoomingWhileZooming: [Bool] = []
        var scales: [CGFloat] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            events.append("zoom")
            zoomingWhileZooming.append(scrollView.isZooming)
            scales.append(scrollView.zoomScale)
        }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            events.append(view === zoomView ? "begin" : "begin with another view")
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append(view === zoomView ? "end \(scale)" : "end with another view")
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("drag") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("end drag \(decelerate)")
        }
    }

    /// The delegate, held here for the whole test: the scroll view holds it weakly.
    private let recorder = Recorder()

    /// A scroll view of `size` holding an image view of `contentSize` at its top left, which the recorder
    /// (its delegate) gives for zooming.
    private func makeZoomable(size: CGSize, contentSize: CGSize, zoom range: ClosedRange<CGFloat>)
        -> (UIScrollView, UIView, Recorder) {
        let scroll = UIScrollView(frame: CGRect(origin: .zero, size: size))
        let content = UIImageView(frame: CGRect(origin: .zero, size: contentSize))
        scroll.addSubview(content)
        scroll.contentSize = contentSize
        scroll.minimumZoomScale = range.lowerBound
        scroll.maximumZoomScale = range.upperBound
        recorder.zoomView = content
        scroll.delegate = recorder
        return (scroll, content, recorder)
    }

    private func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

    /// Whether two points are equal but for rounding: a pinch's centroid goes through the window's
    /// coordinates and back.
    private func isClose(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return isClose(a.x, b.x, within: 1e-9) && isClose(a.y, b.y, within: 1e-9)
    }

    // MARK: Geometry

    @Test func zoomingScalesTheViewAndTheContentSizeAboutTheCentre() {
        let (scroll, image, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                     contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
        #expect(scroll.zoomScale == 1)
        scroll.zoomScale = 2
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(scroll.contentSize == CGSize(width: 400, height: 200))
        // The content at the centre, (50, 50), goes to (100, 100) and stays at the centre.
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 50))
        #expect(image.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        // Not animated: no begin or end, the offset first so that the zoom callback sees it.
        #expect(recorder.events == ["scroll", "zoom"])

        // At 0.5 the centre's content (50, 50) would need an offset of (−25, −25); the 100 × 50 content
        // rests at the top left.
        scroll.zoomScale = 0.5
        #expect(image.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(scroll.contentSize == CGSize(width: 100, height: 50))
        #expect(scroll.contentOffset == .zero)

        // Past the maximum the scale stops at 4: the centre's (100, 100) of the view goes to (400, 400),
        // an offset of (350, 350), within 800 × 400 content of at most (700, 300).
        scroll.setZoomScale(10, animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentSize == CGSize(width: 800, height: 400))
        #expect(scroll.contentOffset == CGPoint(x: 350, y: 300))
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
    }

    @Test func theViewKeepsItsFrameOriginAndZoomingBackRestoresIt() {
        let (scroll, content, _) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                contentSize: CGSize(width: 50, height: 50), zoom: 1...3)
        content.frame.origin = CGPoint(x: 10, y: 20)
        scroll.zoomScale = 3
        #expect(content.frame == CGRect(x: 10, y: 20, width: 150, height: 150))
        #expect(scroll.contentSize == CGSize(width: 150, height: 150))
        scroll.zoomScale = 1
        #expect(content.frame == CGRect(x: 10, y: 20, width: 50, height: 50))
        #expect(content.transform.isIdentity)
    }

    @Test func zoomToARectMakesItFillTheBoundsWithinTheLimits() {
        let (scroll, image, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                     contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
        // 50 × 50 into 100 × 100: scale 2, the rect's centre (75, 50) at (150, 100), shown at the centre.
        let rect = CGRect(x: 50, y: 25, width: 50, height: 50)
        scroll.zoom(to: rect, animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 50))
        #expect(image.convert(rect, to: scroll) == scroll.bounds)
        #expect(recorder.events == ["scroll", "zoom"])

        // 10 × 10 would need 10: the maximum, 4, with the corner's rect kept as near the centre as the range lets.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentOffset == .zero)

        // The whole 200 × 100 view fits at 0.5 across.
        scroll.zoom(to: image.bounds, animated: false)
        #expect(scroll.zoomScale == 0.5)
        #expect(image.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func theContentInsetsShrinkTheAreaARectFills() {
        let (scroll, image, _) = makeZoomable(size: CGSize(width: 100, height: 100),
                                              contentSize: CGSize(width: 100, height: 100), zoom: 0.5...4)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // 80 points of height for 40: scale 2; the rect's centre (50, 40) goes to (100, 80), shown at (50, 60).
        let rect = CGRect(x: 30, y: 20, width: 40, height: 40)
        scroll.zoom(to: rect, animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 20))
        #expect(image.convert(rect, to: scroll) == CGRect(x: 60, y: 40, width: 80, height: 80))
    }

    // MARK: Animation

    @Test func anAnimatedZoomMovesWithTheFramesBetweenBeginAndEnd() {
        ControlledClock.run { clock in
            let (scroll, image, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                         contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
            scroll.setZoomScale(2, animated: true)
            #expect(recorder.events == ["begin"])
            #expect(scroll.zoomScale == 1)
            // Half of the 0.3 s: ease in, ease out is half way, scale 1.5 and offset (25, 25).
            clock.renderFrames(9)
            #expect(isClose(scroll.zoomScale, 1.5))
            #expect(isClose(scroll.contentOffset.x, 25) && isClose(scroll.contentOffset.y, 25))
            #expect(isClose(image.frame.width, 300))
            clock.renderFrames(9)
            #expect(scroll.zoomScale == 2)
            #expect(scroll.contentOffset == CGPoint(x: 50, y: 50))
            #expect(scroll.contentSize == CGSize(width: 400, height: 200))
            // Each of the 18 frames scrolls then zooms; the end comes after the last.
            #expect(recorder.events == ["begin"] + Array(repeating: ["scroll", "zoom"], count: 18).flatMap { $0 } + ["end 2.0"])
            #expect(!recorder.zoomingWhileZooming.contains(true))
            clock.renderFrames(3)
            #expect(recorder.events.count == 38)
        }
    }

    @Test func anAnimatedZoomToARectEndsAtTheRect() {
        ControlledClock.run { clock in
            let (scroll, image, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                         contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
            let rect = CGRect(x: 50, y: 25, width: 50, height: 50)
            scroll.zoom(to: rect, animated: true)
            clock.renderFrames(18)
            #expect(scroll.zoomScale == 2)
            #expect(image.convert(rect, to: scroll) == scroll.bounds)
            #expect(recorder.events.first == "begin" && recorder.events.last == "end 2.0")
        }
    }

    @Test func aNewZoomStopsTheRunningAnimation() {
        ControlledClock.run { clock in
            let (scroll, _, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                     contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
            scroll.setZoomScale(4, animated: true)
            clock.renderFrames(9)
            scroll.zoomScale = 1
            #expect(scroll.zoomAnimation == nil)
            clock.renderFrames(20)
            #expect(scroll.zoomScale == 1)
            #expect(!recorder.events.contains { $0.hasPrefix("end") })
        }
    }

    @Test func aZoomWithoutAChangeTellsNothing() {
        ControlledClock.run { clock in
            let (scroll, _, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                     contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
            scroll.setZoomScale(1, animated: true)
            scroll.zoomScale = 1
            clock.renderFrames(20)
            #expect(recorder.events.isEmpty)
        }
    }

    // MARK: Pinching

    /// A scroll view filling a 400 × 400 window, zooming a 400 × 400 view between the limits, under the
    /// controlled clock (so that a spring back waits for the frames the test renders).
    private func withPinchableWindow(zoom range: ClosedRange<CGFloat>,
                                     _ body: (EventGenerator, UIScrollView, UIView, Recorder, ControlledClock) throws -> Void) throws {
        try ControlledClock.run { clock in
            try withEventWindow { window, generator in
                let (scroll, content, recorder) = makeZoomable(size: window.bounds.size, contentSize: window.bounds.size,
                                                               zoom: range)
                window.addSubview(scroll)
                try body(generator, scroll, content, recorder, clock)
            }
        }
    }

    @Test func aPinchZoomsAboutTheFingersCentroid() throws {
        try withPinchableWindow(zoom: 1...4) { generator, scroll, content, recorder, clock in
            #expect(scroll.pinchGestureRecognizer?.view === scroll)
            try generator.fingerPinchOpen(at: CGPoint(x: 100, y: 100), startDistance: 100, endDistance: 200, duration: 0.5)
            // The fingers ended twice as far apart: scale 2, and the content point (100, 100) under them
            // went to (200, 200), an offset of (100, 100).
            #expect(scroll.zoomScale == 2)
            #expect(isClose(scroll.contentOffset, CGPoint(x: 100, y: 100)))
            #expect(isClose(content.convert(CGPoint(x: 100, y: 100), to: scroll.window), CGPoint(x: 100, y: 100)))
            #expect(scroll.contentSize == CGSize(width: 800, height: 800))
            #expect(recorder.events.first == "begin")
            #expect(recorder.events.last == "end 2.0")
            #expect(recorder.events.filter { $0 == "begin" || $0.hasPrefix("end") }.count == 2)
            #expect(!recorder.zoomingWhileZooming.isEmpty && !recorder.zoomingWhileZooming.contains(false))
            #expect(!scroll.isZooming && !scroll.isZoomBouncing)

            // Pinching closed around another point, from 200 to 100 apart: back to 1, the point under
            // (250, 200) — content (350, 300) at scale 2, so (175, 150) of the view — kept there, an offset
            // of (−75, −50) past the edges, which springs back to the top left when the fingers lift.
            try generator.fingerPinchClose(at: CGPoint(x: 250, y: 200), startDistance: 200, endDistance: 100, duration: 0.5)
            #expect(scroll.zoomScale == 1)
            #expect(isClose(scroll.contentOffset, CGPoint(x: -75, y: -50)))
            #expect(!scroll.isZoomBouncing)
            clock.renderFrames(60)
            #expect(scroll.contentOffset == .zero)
            #expect(recorder.events.last == "end 1.0")
        }
    }

    @Test func thePinchZoomsAboutTheCentroidWhileThePanMovesTheContentWithIt() throws {
        try withPinchableWindow(zoom: 1...4) { generator, scroll, content, recorder, _ in
            // Two fingers 100 points apart about (200, 200) move apart to 300 and down 90 points together, in 30
            // moves: 6.67 points further apart and 3 points down a move.
            let fingers: [EventGenerator.FingerIndex] = [.rightThumb, .rightIndex]
            try generator.fingerDown(fingers, at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)])
            try generator.fingerMove(fingers, to: [CGPoint(x: 50, y: 290), CGPoint(x: 350, y: 290)], duration: 0.5)
            // The pinch began at the second move (13.3 points further apart) about the content under where the
            // fingers came down, (200, 200); the pan began at the fourth (12 points down) and moved the content
            // with the centroid from then on, less its 10 points of hysteresis. So at scale 3 the point (200, 200)
            // shows at (200, 290 − 10): an offset of (600 − 200, 600 − 280).
            #expect(scroll.zoomScale == 3)
            #expect(isClose(scroll.contentOffset, CGPoint(x: 400, y: 320)))
            #expect(isClose(content.convert(CGPoint(x: 200, y: 200), to: scroll.window), CGPoint(x: 200, y: 280)))
            #expect(scroll.isZooming && scroll.isDragging)
            try generator.fingerUp(fingers)
            #expect(!scroll.isZooming && !scroll.isDragging && !scroll.isDecelerating)
            // The pinch's zooms tell the scroll before the zoom (the offset first, so that the zoom callback sees
            // it); once the drag began (the pinch's action comes first for each move), the pan's own moves of the
            // content follow each zoom; the pinch ends in range, where it is, and the drag leaves no motion.
            #expect(Array(recorder.events.prefix(9)) == ["begin", "scroll", "zoom", "scroll", "zoom", "scroll", "zoom", "drag", "scroll"])
            #expect(Array(recorder.events.suffix(2)) == ["end 3.0", "end drag false"])
            let body = recorder.events.dropFirst(5).dropLast(2)
            #expect(body.filter { $0 == "zoom" }.count == 27 && body.filter { $0 == "scroll" }.count == 54)
            #expect(zip(recorder.events, recorder.events.dropFirst()).allSatisfy { $1 != "zoom" || $0 == "scroll" })
        }
    }

    @Test func withoutAViewToZoomThePinchFailsAndLeavesTheFingersToOthers() throws {
        try withPinchableWindow(zoom: 1...4) { generator, scroll, _, recorder, _ in
            recorder.zoomView = nil
            let pinch = try #require(scroll.pinchGestureRecognizer)
            var scrollStates: [UIGestureRecognizer.State] = [], outerStates: [UIGestureRecognizer.State] = []
            pinch.addTarget { scrollStates.append($0.state) }
            let outer = UIPinchGestureRecognizer()
            outer.addTarget { outerStates.append($0.state) }
            scroll.window?.addGestureRecognizer(outer)
            try generator.fingerPinchOpen(at: CGPoint(x: 200, y: 200), startDistance: 100, endDistance: 200, duration: 0.5)
            // The scroll view's pinch failed at the first move; the window's began, changed and ended.
            #expect(scrollStates.isEmpty)
            #expect(outerStates.first == .began && outerStates.last == .ended && outerStates.count > 2)
            #expect(scroll.zoomScale == 1 && recorder.events.isEmpty)
        }
    }

    @Test func pastTheLimitsAPinchRubberBandsAndSpringsBackOnTheFrameClock() throws {
        try withPinchableWindow(zoom: 1...2) { generator, scroll, content, recorder, clock in
            try generator.fingerPinchOpen(at: CGPoint(x: 200, y: 200), startDistance: 100, endDistance: 400, duration: 0.5)
            // Pulled to 4, twice the maximum: the overshoot's log, ln 2, damps to ln 2 · 0.55/1.55.
            let overshoot = 2 * pow(2, 0.55 / 1.55)
            #expect(isClose(recorder.scales.max()!, overshoot))
            #expect(isClose(scroll.zoomScale, overshoot))
            #expect(scroll.isZoomBouncing && !scroll.isZooming)
            #expect(!recorder.events.contains { $0.hasPrefix("end") })

            // A critically damped spring of ω = √200 rad/s: after 0.15 s, (1 + ω·t)·e^(−ω·t) = 0.374 of the way
            // is left.
            clock.renderFrames(9)
            let phase = 200.0.squareRoot() * 0.15
            #expect(isClose(scroll.zoomScale, 2 + (overshoot - 2) * (1 + phase) * exp(-phase)))
            // It settles when what is left of the largest motion, 0.558 of scale across 400 points, is within
            // half a pixel (the screen's scale is 1): (1 + ω·t)·e^(−ω·t) = 0.5 / 223 at t = 0.589 s.
            clock.renderFrames(26)
            #expect(scroll.isZoomBouncing && !recorder.events.contains { $0.hasPrefix("end") })
            clock.renderFrames(1)
            #expect(scroll.zoomScale == 2)
            #expect(!scroll.isZoomBouncing)
            #expect(recorder.events.last == "end 2.0")
            // The point under the fingers, (200, 200) of the content, is back under them.
            #expect(scroll.contentOffset == CGPoint(x: 200, y: 200))
            #expect(content.convert(CGPoint(x: 200, y: 200), to: scroll) == CGPoint(x: 400, y: 400))
        }
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimits() throws {
        try withPinchableWindow(zoom: 1...2) { generator, scroll, _, recorder, clock in
            scroll.bouncesZoom = false
            try generator.fingerPinchOpen(at: CGPoint(x: 200, y: 200), startDistance: 100, endDistance: 400, duration: 0.5)
            #expect(recorder.scales.max() == 2)
            #expect(!scroll.isZoomBouncing)
            #expect(recorder.events.last == "end 2.0")
            #expect(isClose(scroll.contentOffset, CGPoint(x: 200, y: 200)))

            try generator.fingerPinchClose(at: CGPoint(x: 200, y: 200), startDistance: 300, endDistance: 50, duration: 0.5)
            #expect(recorder.scales.min() == 1)
            // The offset may have strayed past the edge by a rounding error, which springs back.
            clock.renderFrames(18)
            #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
            #expect(recorder.events.last == "end 1.0")
        }
    }

    @Test func thePinchRecognizerExistsOnlyWhileTheLimitsAllowZooming() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.bouncesZoom)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        let pinch = try #require(scroll.pinchGestureRecognizer)
        #expect(scroll.gestureRecognizers?.contains { $0 === pinch } == true)
        scroll.minimumZoomScale = 0.5
        #expect(scroll.pinchGestureRecognizer === pinch)
        scroll.maximumZoomScale = 0.5
        #expect(scroll.pinchGestureRecognizer == nil)
        #expect(scroll.gestureRecognizers?.contains { $0 === pinch } != true)
    }

    // MARK: Bad input

    @Test func badScalesAreRefusedAndTheViewKeepsWorking() {
        let (scroll, image, _) = makeZoomable(size: CGSize(width: 100, height: 100),
                                              contentSize: CGSize(width: 200, height: 100), zoom: 0.5...4)
        scroll.zoomScale = 2
        let messages = UIKitLogObservers.capture {
            scroll.zoomScale = .nan
            scroll.setZoomScale(.infinity, animated: true)
            scroll.minimumZoomScale = 0
            scroll.maximumZoomScale = -1
            scroll.maximumZoomScale = .infinity
            scroll.zoom(to: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), animated: false)
        }
        #expect(messages.filter { $0.hasPrefix("UIScrollView: refused") }.count == 6)
        #expect(messages.contains("UIScrollView: refused zoom scale nan: it is not finite; the scale stays 2.0."))
        #expect(messages.contains("UIScrollView: refused minimumZoomScale 0.0: a zoom scale must be finite and above 0; it stays 0.5."))
        #expect(scroll.minimumZoomScale == 0.5 && scroll.maximumZoomScale == 4)
        #expect(scroll.zoomScale == 2 && image.frame.size == CGSize(width: 400, height: 200))
        #expect(scroll.zoomAnimation == nil)

        // A scale not above 0 goes to the minimum, with a word.
        let clamped = UIKitLogObservers.capture { scroll.zoomScale = -3 }
        #expect(clamped.contains { $0.contains("zoom scale -3.0 is not above 0") })
        #expect(scroll.zoomScale == 0.5)

        scroll.contentOffset = CGPoint(x: 10, y: 0)
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 0))
    }

    @Test func aMinimumAboveTheMaximumIsLoggedWhenAZoomMeetsIt() {
        let (scroll, _, _) = makeZoomable(size: CGSize(width: 100, height: 100),
                                          contentSize: CGSize(width: 200, height: 100), zoom: 1...2)
        // Setting the minimum first, on the way to 3...4, logs nothing.
        let setting = UIKitLogObservers.capture { scroll.minimumZoomScale = 3 }
        #expect(setting.isEmpty)
        #expect(scroll.pinchGestureRecognizer == nil)
        let zooming = UIKitLogObservers.capture { scroll.zoomScale = 1 }
        #expect(zooming.contains("UIScrollView: minimumZoomScale 3.0 is above maximumZoomScale 2.0; zooming keeps to 3.0."))
        #expect(scroll.zoomScale == 3)
        scroll.maximumZoomScale = 4
        #expect(scroll.pinchGestureRecognizer != nil)
        scroll.zoomScale = 4
        #expect(scroll.zoomScale == 4)
    }

    @Test func aViewForZoomingOutsideTheScrollViewIsNotZoomed() {
        let (scroll, content, recorder) = makeZoomable(size: CGSize(width: 100, height: 100),
                                                       contentSize: CGSize(width: 200, height: 100), zoom: 1...4)
        let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let nested = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        content.addSubview(nested)
        for view in [stranger, nested] {
            recorder.zoomView = view
            let messages = UIKitLogObservers.capture { scroll.setZoomScale(2, animated: true) }
            #expect(messages.contains { $0.contains("viewForZooming(in:) returned a UIView that is not a subview of the scroll view") })
            #expect(view.transform.isIdentity)
        }
        #expect(scroll.zoomScale == 1 && scroll.contentSize == CGSize(width: 200, height: 100))
        #expect(recorder.events.isEmpty)
        // Without a view for zooming, zooming does nothing and says nothing; scrolling works.
        recorder.zoomView = nil
        #expect(UIKitLogObservers.capture { scroll.zoomScale = 2 }.isEmpty)
        #expect(scroll.zoomScale == 1)
        scroll.setContentOffset(CGPoint(x: 50, y: 0), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 0))
    }
}
