import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Runs `body` with a 400 × 400 window (scale 1), an event generator on virtual time and Core Animation's clock
/// under control: the two clocks of a scroll view test.
///
/// They are independent. The generator's waits move the event clock, which stamps the touches and fires the
/// pan's timers (a trackpad scroll ends 0.1 s after its last event) without rendering a frame, so a drag of
/// 200 points over 0.2 s releases at exactly 1000 points a second. `clock.renderFrames(n)` moves the media clock
/// by n/60 s and moves the content a frame at a time from the release on, without moving the event clock. So a
/// flick released at media time T shows, after n frames, the offset its motion has at `n/60` s.
@MainActor
func withScrollWindow(_ body: (UIWindow, EventGenerator, ControlledClock) throws -> Void) rethrows {
    try ControlledClock.run { clock in
        try withEventWindow { window, generator in try body(window, generator, clock) }
    }
}

/// A scroll view delegate logging its callbacks in order (runs of `didScroll` folded into one entry), with the
/// scroll view's state flags where iOS defines them, and able to move the target of a release.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    var velocities: [CGPoint] = []
    var targets: [CGPoint] = []
    var changeTarget: ((CGPoint) -> CGPoint)?

    private func add(_ event: String) {
        if event == "scroll", events.last == "scroll" { return }
        events.append(event)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
        add("scroll")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        add("willBeginDragging tracking=\(scrollView.isTracking) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        velocities.append(velocity)
        targets.append(targetContentOffset.pointee)
        if let changeTarget { targetContentOffset.pointee = changeTarget(targetContentOffset.pointee) }
        add("willEndDragging tracking=\(scrollView.isTracking) dragging=\(scrollView.isDragging)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging \(decelerate) tracking=\(scrollView.isTracking) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        add("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        add("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        add("didEndScrollingAnimation")
    }
}

/// A scroll view `frame` in `window` with content of `contentSize`, its delegate a recorder.
@MainActor
func makeScrollView(in window: UIView, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 300),
                    contentSize: CGSize) -> (UIScrollView, ScrollRecorder) {
    let scroll = UIScrollView(frame: frame)
    scroll.contentSize = contentSize
    let recorder = ScrollRecorder()
    scroll.delegate = recorder
    keepAlive(recorder, on: scroll)
    window.addSubview(scroll)
    return (scroll, recorder)
}

/// Dragging, flicking, bouncing, paging and animated offsets, against the controlled clocks.
@MainActor @Suite struct ScrollViewDraggingTests {
    /// A flick: 200 points up over 0.2 s in 12 moves, released at once at 1000 points a second.
    private func flickUp(_ generator: EventGenerator, from start: CGPoint = CGPoint(x: 100, y: 280), by distance: CGFloat = 200) throws {
        try generator.fingerDown(at: start)
        try generator.fingerMove(to: CGPoint(x: start.x, y: start.y - distance), duration: 0.2)
        try generator.fingerUp()
    }

    @Test func theContentFollowsTheFingerAndRubberBandsPastTheEdges() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 1000))
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            #expect(scroll.isTracking && !scroll.isDragging)
            // 100 points up: the pan begins after 10 of them, and the content follows the other 90.
            try generator.fingerMove(to: CGPoint(x: 100, y: 150))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 90) && scroll.isDragging)
            // Back down 90 points to the top, then 100 past it: the band shows (1 − 1/(100·0.55/300 + 1))·300
            // = 46.48 points, on the pixel grid 46.
            try generator.fingerMove(to: CGPoint(x: 100, y: 240))
            #expect(scroll.contentOffset == .zero)
            try generator.fingerMove(to: CGPoint(x: 100, y: 340))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -46))
            // Back up the same way, the band gives the same offsets.
            try generator.fingerMove(to: CGPoint(x: 100, y: 240))
            #expect(scroll.contentOffset == .zero)
            try generator.fingerMove(to: CGPoint(x: 100, y: 340))
            // Held still, then lifted: no speed, but the content springs back to the edge.
            generator.wait(0.2)
            try generator.fingerUp()
            #expect(!scroll.isTracking && !scroll.isDragging && scroll.isDecelerating)
            #expect(recorder.targets == [.zero] && recorder.velocities == [.zero])
            clock.renderFrames(6)
            #expect(scroll.contentOffset.y > -46 && scroll.contentOffset.y < 0)
            clock.renderFrames(60)
            #expect(scroll.contentOffset == .zero && !scroll.isDecelerating)
            #expect(recorder.offsets.allSatisfy { $0.y >= -46 && $0.x == 0 }, "critically damped: no overshoot")
            #expect(recorder.events == ["willBeginDragging tracking=true dragging=true", "scroll",
                                        "willEndDragging tracking=true dragging=true", "didEndDragging true tracking=true dragging=false",
                                        "willBeginDecelerating decelerating=true", "scroll", "didEndDecelerating decelerating=false"])
        }
    }

    @Test func aFlickDeceleratesToTheProjectedPointFrameByFrame() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            try flickUp(generator)
            // Released at 190 (200 less the hysteresis) at 1 point a millisecond: it will rest 1 · 0.998/0.002 =
            // 499 points on, at 689.
            #expect(scroll.contentOffset.y == 190)
            #expect(abs(recorder.velocities[0].y - 1) < 1e-9 && recorder.velocities[0].x == 0)
            #expect(recorder.targets == [CGPoint(x: 0, y: 689)])
            // After a second, 0.998¹⁰⁰⁰ = 13.5 % of the way is left: 190 + 499 · 0.864935 = 621.6, shown at 622.
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 622) && scroll.isDecelerating)
            // It ends when less than half a pixel is left: after ln(0.5/499)/(1000 · ln 0.998) = 3.449 s, the
            // 207th frame, exactly at the target. The frame before, 0.52 points were left: shown at 688.
            clock.renderFrames(146)
            #expect(scroll.isDecelerating && scroll.contentOffset.y == 688)
            clock.renderFrames(1)
            #expect(!scroll.isDecelerating && scroll.contentOffset == CGPoint(x: 0, y: 689))
            #expect(recorder.events == ["willBeginDragging tracking=true dragging=true", "scroll",
                                        "willEndDragging tracking=true dragging=true", "didEndDragging true tracking=true dragging=false",
                                        "willBeginDecelerating decelerating=true", "scroll", "didEndDecelerating decelerating=false"])
            #expect(zip(recorder.offsets, recorder.offsets.dropFirst()).allSatisfy { $0.y <= $1.y }, "it never goes back")
        }
    }

    @Test func theDelegateMovesTheTargetAndTheDecelerationEndsThere() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            recorder.changeTarget = { _ in CGPoint(x: 0, y: 400) }
            try flickUp(generator)
            // The same curve, scaled to the 210 points to go: 190 + 210 · 0.864935 = 371.6 after a second.
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 372))
            clock.renderFrames(240)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 400) && !scroll.isDecelerating)
            #expect(recorder.events.last == "didEndDecelerating decelerating=false")
            // A target beyond the content rests at its edge; one that is not finite is refused.
            recorder.changeTarget = { _ in CGPoint(x: 0, y: 10_000) }
            try flickUp(generator)
            clock.renderFrames(300)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 2700))
            scroll.contentOffset = .zero
            recorder.changeTarget = { _ in CGPoint(x: 0, y: CGFloat.nan) }
            try flickUp(generator)
            clock.renderFrames(300)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 689))
        }
    }

    @Test func flicksBounceAtBothEdgesUnlessBouncesIsOff() throws {
        try withScrollWindow { window, generator, clock in
            // 600 points of content in 300: the offset rests between 0 and 300.
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 600))
            try flickUp(generator)
            #expect(recorder.targets == [CGPoint(x: 0, y: 300)], "the target is where it rests, at the edge")
            clock.renderFrames(120)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300) && !scroll.isDecelerating)
            let beyond = recorder.offsets.map(\.y).max()!
            #expect(beyond > 300 && beyond < 400, "it ran past the bottom and came back: \(beyond)")
            // Down from the bottom: past the top and back.
            recorder.offsets = []
            try generator.fingerDown(at: CGPoint(x: 100, y: 20))
            try generator.fingerMove(to: CGPoint(x: 100, y: 220), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(120)
            #expect(scroll.contentOffset == .zero && recorder.offsets.map(\.y).min()! < 0)
            // Caught beyond the edge and let go without a drag, it springs back.
            try flickUp(generator)
            clock.renderFrames(12)
            let caught = scroll.contentOffset.y
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            clock.renderFrames(5)
            #expect(caught > 300 && scroll.contentOffset.y == caught && !scroll.isDecelerating)
            try generator.fingerUp()
            #expect(scroll.isDecelerating && recorder.events.last == "willBeginDecelerating decelerating=true")
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300) && !scroll.isDecelerating)
            // Without bounces, the same flick stops at the edge, and a drag past it holds there.
            scroll.contentOffset = .zero
            scroll.bounces = false
            recorder.offsets = []
            try flickUp(generator)
            clock.renderFrames(300)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300) && recorder.offsets.allSatisfy { $0.y <= 300 })
            try generator.fingerDown(at: CGPoint(x: 100, y: 280))
            try generator.fingerMove(to: CGPoint(x: 100, y: 260))
            try generator.fingerMove(to: CGPoint(x: 100, y: 100))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
            generator.wait(0.2)
            try generator.fingerUp()
        }
    }

    @Test func contentNoTallerThanTheViewDragsOnlyWhenItAlwaysBounces() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 100))
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 100, y: 200))
            #expect(scroll.contentOffset == .zero && !scroll.isDragging && recorder.events.isEmpty)
            try generator.fingerUp()
            #expect(!scroll.isTracking)
            scroll.alwaysBounceVertical = true
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            try generator.fingerMove(to: CGPoint(x: 100, y: 210))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -46), "the band, as past any edge")
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(60)
            #expect(scroll.contentOffset == .zero && recorder.events.last == "didEndDecelerating decelerating=false")
        }
    }

    @Test func pagesSettleOnMultiplesOfTheBoundsChosenByTheReleaseVelocity() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 1500))
            scroll.isPagingEnabled = true
            // Slowly 100 points up, held, lifted: a third of a page, back to the first.
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            try generator.fingerMove(to: CGPoint(x: 100, y: 140), duration: 0.5)
            generator.wait(0.2)
            try generator.fingerUp()
            #expect(recorder.targets.last == .zero)
            clock.renderFrames(60)
            #expect(scroll.contentOffset == .zero)
            // A quick 40 points up (1000 pt/s, 30 after the hysteresis) turns the page.
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            try generator.fingerMove(to: CGPoint(x: 100, y: 210), duration: 0.04)
            try generator.fingerUp()
            #expect(recorder.targets.last == CGPoint(x: 0, y: 300))
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300) && !scroll.isDecelerating)
            // However fast, a flick turns one page at most.
            try flickUp(generator, by: 280)
            #expect(recorder.targets.last == CGPoint(x: 0, y: 600))
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))
            // Slowly past half a page, the next page.
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            try generator.fingerMove(to: CGPoint(x: 100, y: 70), duration: 1)
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 900))
        }
    }

    @Test func horizontalPagesAndBandsWorkAcrossAsDown() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 1000, height: 300))
            scroll.isPagingEnabled = true
            // Past the left edge by 100: (1 − 1/(100·0.55/200 + 1))·200 = 43.1, on the grid 43.
            try generator.fingerDown(at: CGPoint(x: 50, y: 150))
            try generator.fingerMove(to: CGPoint(x: 160, y: 150))
            #expect(scroll.contentOffset == CGPoint(x: -43, y: 0))
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(60)
            #expect(scroll.contentOffset == .zero)
            // A quick 40 points left turns to the second page, 200 points on.
            try generator.fingerDown(at: CGPoint(x: 150, y: 150))
            try generator.fingerMove(to: CGPoint(x: 110, y: 150), duration: 0.04)
            try generator.fingerUp()
            #expect(recorder.targets.last == CGPoint(x: 200, y: 0))
            clock.renderFrames(60)
            #expect(scroll.contentOffset == CGPoint(x: 200, y: 0) && !scroll.isDecelerating)
        }
    }

    @Test func aTouchCatchesAMovingScrollAndDoesNotReachTheContent() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            let log = EventLog()
            let content = TouchLoggingView("content", frame: CGRect(x: 0, y: 0, width: 200, height: 3000), log: log)
            scroll.addSubview(content)
            try flickUp(generator)
            log.clear()
            clock.renderFrames(30)
            let caught = scroll.contentOffset
            try generator.fingerDown(at: CGPoint(x: 100, y: 100))
            #expect(scroll.isTracking && !scroll.isDecelerating && !scroll.isDragging)
            #expect(recorder.events.last == "didEndDecelerating decelerating=false")
            try generator.fingerUp()
            clock.renderFrames(30)
            #expect(scroll.contentOffset == caught && !scroll.isTracking)
            #expect(log.entries.isEmpty, "the catching touch is the scroll view's")
            // At rest, touches reach the content again.
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            #expect(log.entries == ["content.began(1)", "content.ended(1)"])
        }
    }

    @Test func setContentOffsetAnimatedEasesOutOverAFrameClockAnimation() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
            #expect(scroll.contentOffset == .zero && !scroll.isDecelerating)
            // Half the 0.3 s: 1 − 0.5³ of the way.
            clock.renderFrames(9)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 350))
            // The 17th frame is within half a point of the end, on the grid at 400; the 18th ends the animation.
            clock.renderFrames(8)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 400) && recorder.events == ["scroll"])
            clock.renderFrames(1)
            #expect(recorder.events == ["scroll", "didEndScrollingAnimation"] && recorder.offsets.count == 17)
            // Not animated: one move, no end callback. Not finite: refused, nothing moves.
            recorder.events = []
            scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            scroll.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
            clock.renderFrames(20)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 100) && recorder.events == ["scroll"])
            // A drag interrupts the animation where it shows, without its end callback.
            recorder.events = []
            scroll.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
            clock.renderFrames(9)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 625))
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            try generator.fingerMove(to: CGPoint(x: 100, y: 200))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 665))
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(30)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 665) && !recorder.events.contains("didEndScrollingAnimation"))
            // A scroll view going away takes its animation with it.
            var gone: UIScrollView? = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            gone?.contentSize = CGSize(width: 100, height: 1000)
            gone?.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            weak var motion = gone?.scrollMotion
            #expect(motion != nil)
            gone = nil
            #expect(motion == nil)
        }
    }

    @Test func aDragDismissesTheKeyboardOnlyWhenAskedTo() throws {
        try withScrollWindow { window, generator, _ in
            window.makeKey()
            let field = TypingView(frame: CGRect(x: 250, y: 0, width: 100, height: 40))
            window.addSubview(field)
            let (scroll, _) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 1000))
            #expect(field.becomeFirstResponder())
            try generator.fingerDrag(from: scroll, by: CGVector(dx: 0, dy: -60))
            #expect(field.isFirstResponder, "`.none` leaves the keyboard alone")
            scroll.keyboardDismissMode = .onDrag
            // A tap is no drag.
            try generator.fingerTap(on: scroll)
            #expect(field.isFirstResponder)
            try generator.fingerDrag(from: scroll, by: CGVector(dx: 0, dy: -60))
            #expect(!field.isFirstResponder)
        }
    }

    @Test func scrollingDisabledStopsDragging() throws {
        try withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            scroll.isScrollEnabled = false
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            try generator.fingerMove(to: CGPoint(x: 100, y: 150))
            try generator.fingerUp()
            #expect(scroll.contentOffset == .zero && recorder.events.isEmpty)
            // Turned off mid-drag: the drag ends where it is, with no momentum.
            scroll.isScrollEnabled = true
            try generator.fingerDown(at: CGPoint(x: 100, y: 250))
            try generator.fingerMove(to: CGPoint(x: 100, y: 150), duration: 0.1)
            scroll.isScrollEnabled = false
            // The pan's cancellation reaches the scroll view at the next update of the recognizers.
            FramePass.runOnce()
            #expect(!scroll.isDragging && recorder.events.last == "didEndDragging false tracking=true dragging=false")
            try generator.fingerMove(to: CGPoint(x: 100, y: 50))
            try generator.fingerUp()
            clock.renderFrames(10)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        }
    }

    @Test func aWheelNotchEasesOutOverItsDistanceAndNotchesMeanwhileExtendIt() {
        withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 600))
            // A notch of 20 points (the content follows, so negative y scrolls down the page) eases out over
            // 0.15 s, 9 frames: after k of them, 20 · (1 − (1 − k/9)³) on the grid: 6 after one, 14 after three.
            generator.scroll(by: CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))
            #expect(scroll.contentOffset == .zero && scroll.isDragging)
            clock.renderFrames(1)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 6))
            clock.renderFrames(2)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 14))
            // A second notch in the same scroll moves the end to 40 and eases there anew from 14: three frames on,
            // 14 + 26 · (1 − (2/3)³) = 32.3.
            generator.wait(0.05)
            generator.scroll(by: CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))
            clock.renderFrames(3)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 32))
            // The scroll ends 0.1 s after the last notch, the ease still running: it finishes as the deceleration,
            // exactly at 40; a wheel leaves no momentum of its own.
            generator.wait(0.1)
            #expect(recorder.targets.last == CGPoint(x: 0, y: 40) && recorder.velocities.last == .zero)
            #expect(scroll.isDecelerating && !scroll.isDragging)
            clock.renderFrames(2)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 38) && scroll.isDecelerating)
            clock.renderFrames(4)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40) && !scroll.isDecelerating)
            #expect(recorder.events == ["willBeginDragging tracking=true dragging=true", "scroll",
                                        "willEndDragging tracking=true dragging=true", "didEndDragging true tracking=true dragging=false",
                                        "willBeginDecelerating decelerating=true", "scroll", "didEndDecelerating decelerating=false"])
            // Past the bottom the wheel stops at the edge, 300, never beyond it; a notch finished before its
            // scroll ends leaves nothing to decelerate.
            recorder.events = []
            recorder.offsets = []
            generator.scroll(by: CGVector(dx: 0, dy: -400), at: CGPoint(x: 100, y: 100))
            clock.renderFrames(9)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
            #expect(recorder.offsets.allSatisfy { $0.y > 40 && $0.y <= 300 })
            generator.wait(0.2)
            #expect(recorder.events.suffix(2) == ["willEndDragging tracking=true dragging=true", "didEndDragging false tracking=true dragging=false"])
            clock.renderFrames(10)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300) && !scroll.isDecelerating)
            // At the edge, a wheel pulling past it does not begin a drag.
            recorder.events = []
            generator.scroll(by: CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))
            generator.wait(0.2)
            #expect(recorder.events.isEmpty && scroll.contentOffset.y == 300)
        }
    }

    @Test func aWheelScrollThatStartsDuringTheLastOnesEaseAddsToItsEnd() {
        withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            generator.scroll(by: CGVector(dx: 0, dy: -100), at: CGPoint(x: 100, y: 100))
            generator.wait(0.1)
            // The scroll ended with the ease just begun; a notch 0.2 s after the first starts a new scroll, which
            // catches the ease (it ends as a deceleration) and goes on from its end, 100, to 120.
            clock.renderFrames(3)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 70) && scroll.isDecelerating)
            generator.wait(0.1)
            generator.scroll(by: CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))
            #expect(recorder.events.suffix(2) == ["didEndDecelerating decelerating=false", "willBeginDragging tracking=true dragging=true"])
            clock.renderFrames(9)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
            // A trackpad's deltas stay immediate and exact.
            generator.wait(0.2)
            generator.scroll(by: CGVector(dx: 0, dy: -7), at: CGPoint(x: 100, y: 100), type: .continuous)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 127))
        }
    }

    @Test func aTrackpadScrollsExactlyThenGoesOnWithItsMomentum() {
        withScrollWindow { window, generator, clock in
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 3000))
            // Three deltas of 10 points, 0.05 s apart: 200 points a second.
            for index in 0..<3 {
                if index > 0 { generator.wait(0.05) }
                generator.scroll(by: CGVector(dx: 0, dy: -10), at: CGPoint(x: 100, y: 100), type: .continuous)
            }
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 30))
            // The fingers lift (0.1 s without a delta): it goes on 0.2 · 499 = 99.8 points, to 130 on the grid.
            generator.wait(0.1)
            #expect(scroll.isDecelerating && recorder.targets == [CGPoint(x: 0, y: 130)])
            clock.renderFrames(300)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 130) && !scroll.isDecelerating)
            // Past the top it stretches as a finger drag does, (1 − 1/(130·0.55/300 + 1))·300 = 57.7, and springs back.
            generator.scroll(by: CGVector(dx: 0, dy: 260), at: CGPoint(x: 100, y: 100), type: .continuous)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -58))
            generator.wait(0.2)
            clock.renderFrames(60)
            #expect(scroll.contentOffset == .zero)
        }
    }
}
