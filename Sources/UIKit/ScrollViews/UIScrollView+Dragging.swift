import Foundation

/// Dragging, flicking and what follows: the drag follows the finger (rubber-banded past the edges), the
/// release projects where the content comes to rest (the delegate may move that target), then the content
/// decelerates, bounces back or settles on a page, frame by frame (`ScrollAnimator`, `ScrollPhysics`).
///
/// The delegate hears, as on iOS: `scrollViewWillBeginDragging`, `scrollViewDidScroll`…,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, `scrollViewDidEndDragging(_:willDecelerate:)`,
/// then, when the content moves on, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`…,
/// `scrollViewDidEndDecelerating`.
///
/// Nested scroll views: a drag begins only in a scroll view that can scroll along the drag's dominant axis, so
/// a horizontal scroll view inside a vertical one takes horizontal drags and lets vertical ones go to its
/// enclosing view (the Scroll View Programming Guide's "Nesting Scroll Views": cross-directional nesting works
/// by itself). The choice is made once, when the drag begins: an inner scroll view reaching its edge mid-drag
/// rubber-bands rather than handing the drag on — iOS apps that want the momentum carried to the outer view
/// transfer it themselves from the delegate — while one that does not bounce and already rests at the edge the
/// drag pulls away from lets the enclosing scroll view take that drag.
extension UIScrollView {
    func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        let pan = ScrollViewPanGestureRecognizer(target: self, action: UIScrollView.handlePan)
        pan.allowedScrollTypesMask = .all
        return pan
    }

    /// The offsets the content rests between across.
    var horizontalRange: ClosedRange<CGFloat> { minimumContentOffset.x...maximumContentOffset.x }

    /// The offsets the content rests between down.
    var verticalRange: ClosedRange<CGFloat> { minimumContentOffset.y...maximumContentOffset.y }

    /// Whether a drag moves the content across: it is wider than the view, or bounces across anyway.
    var dragsHorizontally: Bool {
        horizontalRange.upperBound > horizontalRange.lowerBound || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag moves the content down (see `dragsHorizontally`).
    var dragsVertically: Bool {
        verticalRange.upperBound > verticalRange.lowerBound || (bounces && alwaysBounceVertical)
    }

    /// The device pixels per point that scrolled offsets are aligned to.
    var pixelScale: CGFloat { window?.screen.scale ?? 1 }

    /// How close a motion must come to its end to end there: half a device pixel.
    private var motionTolerance: CGFloat { 0.5 / pixelScale }

    /// `offset` on the device-pixel grid, as UIKit keeps scrolled offsets.
    private func pixelAligned(_ offset: CGPoint) -> CGPoint {
        let scale = pixelScale
        return CGPoint(x: ScrollPhysics.pixelAligned(offset.x, scale: scale), y: ScrollPhysics.pixelAligned(offset.y, scale: scale))
    }

    /// Whether a drag driven by `scrollType` (nil for fingers) may take the content past its edges: with
    /// `bounces`, except for a wheel, whose notches stop at the edges as desktop toolkits do.
    private func overscrolls(_ scrollType: UIScrollType?) -> Bool {
        bounces && scrollType != .discrete
    }

    // MARK: Tracking

    /// A finger came down: the scroll view tracks it, and content moving on its own stops where it is shown.
    func trackingDidBegin() {
        isTracking = true
        caughtVelocity = scrollMotion?.shownDecelerationVelocity ?? .zero
        stopScrollMotion()
    }

    /// The fingers lifted without dragging: content left beyond an edge (a bounce caught by the touch)
    /// springs back.
    func trackingDidEnd() {
        caughtVelocity = .zero
        guard isTracking, drag == nil else { return }
        isTracking = false
        let offset = contentOffset, resting = clampedContentOffset(offset)
        guard offset != resting else { return }
        decelerate(horizontal: .settling(from: offset.x, to: resting.x, velocity: 0, tolerance: motionTolerance),
                   vertical: .settling(from: offset.y, to: resting.y, velocity: 0, tolerance: motionTolerance))
    }

    /// Whether a drag that has moved by `translation` (the finger's movement) may begin: the view must scroll
    /// along the movement's dominant axis, towards where the finger pulls. (Whether the content keeps its
    /// touches is the delay recognizer's to say: it prevents the pan, asking `contentTouchesAllowDragging()`.)
    func allowsDragBeginning(withTranslation translation: CGPoint) -> Bool {
        let mayOverscroll = overscrolls((panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollType)
        // The offset moves against the finger.
        return abs(translation.x) > abs(translation.y)
            ? canDrag(toward: -translation.x, offset: contentOffset.x, range: horizontalRange,
                      drags: dragsHorizontally, overscrolls: mayOverscroll)
            : canDrag(toward: -translation.y, offset: contentOffset.y, range: verticalRange,
                      drags: dragsVertically, overscrolls: mayOverscroll)
    }

    /// Whether a drag moving the offset in the direction of `direction` moves it: the axis scrolls, and,
    /// unless the content may go past its edges, it is not already at the edge it is pulled beyond.
    private func canDrag(toward direction: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>,
                         drags: Bool, overscrolls: Bool) -> Bool {
        guard drags else { return false }
        if overscrolls { return true }
        return direction > 0 ? offset < range.upperBound : offset > range.lowerBound
    }

    // MARK: Dragging

    /// Follows the pan: the drag begins, moves the content, and ends in a deceleration.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag(pan)
            moveDrag(pan)
        case .changed:
            moveDrag(pan)
        case .ended:
            endKeyboardDrag(releasedAt: pan.velocity(in: nil))
            endDrag(releasedAt: pan.velocity(in: self))
        case .cancelled, .failed:
            endKeyboardDrag(releasedAt: .zero)
            endDrag(releasedAt: .zero)
        default:
            break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        let scrollPan = pan as? ScrollViewPanGestureRecognizer
        // Notches of a new wheel drag add to where the last one's ease was going.
        let wheelTarget = scrollPan?.scrollType == .discrete ? scrollMotion?.wheelTarget : nil
        stopScrollMotion()
        var across = dragsHorizontally, down = dragsVertically
        if isDirectionalLockEnabled, across, down, let start = scrollPan?.beginningTranslation {
            // A drag starting within about 27° of an axis (the other component under half) keeps to it.
            if abs(start.y) <= abs(start.x) / 2 {
                down = false
            } else if abs(start.x) <= abs(start.y) / 2 {
                across = false
            }
        }
        let offset = contentOffset
        drag = ScrollDrag(position: wheelTarget ?? unrubberBanded(offset), shownOffset: offset, startOffset: offset,
                          movesHorizontally: across, movesVertically: down, scrollType: scrollPan?.scrollType,
                          caughtVelocity: caughtVelocity)
        caughtVelocity = .zero
        if down, scrollPan?.scrollType == nil, let holder = handoffHolder, holder.scrollViewWillBeginHandoff(self) {
            drag?.handoff = holder
        }
        isTracking = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        // The keyboard goes when a drag begins; `.interactive` pulls it down with the finger (`moveDrag`).
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
    }

    /// The nearest view holding this one that takes part in its drags (a sheet), if any.
    private var handoffHolder: ScrollDragHandoff? {
        sequence(first: self as UIView, next: { $0.superview }).dropFirst().lazy.compactMap { $0 as? ScrollDragHandoff }.first
    }

    private func moveDrag(_ pan: UIPanGestureRecognizer) {
        guard var drag else { return }
        var translation = pan.translation(in: self)
        pan.setTranslation(.zero, in: self)
        if let handoff = drag.handoff { translation.y = handoff.scrollView(self, handsOff: translation.y) }
        // Code moved the content meanwhile: the drag goes on from there. (A wheel's ease moves it too.)
        if drag.scrollType != .discrete, contentOffset != drag.shownOffset { drag.position = unrubberBanded(contentOffset) }
        let mayOverscroll = overscrolls(drag.scrollType)
        var shown = contentOffset
        // A pinch may make an axis scrollable mid-drag; its offsets are off the pixel grid, and the drag keeps
        // to them so that the point under the fingers stays exactly there.
        if isZooming { drag.zoomed = true }
        if drag.movesHorizontally || (isZooming && dragsHorizontally) {
            drag.position.x = dragged(drag.position.x, by: translation.x, range: horizontalRange, overscrolls: mayOverscroll)
            shown.x = ScrollPhysics.rubberBanded(drag.position.x, range: horizontalRange, dimension: bounds.width)
        }
        if drag.movesVertically || (isZooming && dragsVertically) {
            drag.position.y = dragged(drag.position.y, by: translation.y, range: verticalRange, overscrolls: mayOverscroll)
            shown.y = ScrollPhysics.rubberBanded(drag.position.y, range: verticalRange, dimension: bounds.height)
        }
        if drag.scrollType == .discrete {
            easeWheel(to: pixelAligned(shown))
        } else {
            contentOffset = drag.zoomed ? shown : pixelAligned(shown)
            drag.shownOffset = contentOffset
        }
        self.drag = drag
        if dismissesKeyboardInteractively, let window {
            KeyboardManager.shared.interactiveDrag(to: window.convert(pan.location(in: nil), to: nil), on: window.screen)
        }
    }

    /// Eases the content to `target` over `ScrollPhysics.wheelEaseDuration`, from where it shows now: a wheel
    /// notch scrolls its distance in a short animation, as on the Mac, and a notch arriving meanwhile moves the
    /// end further.
    private func easeWheel(to target: CGPoint) {
        guard target != (scrollMotion?.wheelTarget ?? contentOffset) else { return }
        scrollMotion?.stop()
        let from = contentOffset, duration = ScrollPhysics.wheelEaseDuration
        scrollMotion = ScrollAnimator(.wheel, moving: self, horizontal: .eased(from: from.x, to: target.x, duration: duration),
                                      vertical: .eased(from: from.y, to: target.y, duration: duration), wheelTarget: target)
    }

    private var dismissesKeyboardInteractively: Bool {
        keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
    }

    /// The finger lifted with `velocity` in window coordinates (the content moves under it): a keyboard it
    /// pulled down goes or slides back.
    private func endKeyboardDrag(releasedAt velocity: CGPoint) {
        guard drag != nil, dismissesKeyboardInteractively, let window else { return }
        KeyboardManager.shared.endInteractiveDrag(velocity: velocity, in: window)
    }

    /// The unconstrained position after the finger moved by `translation`: the offset goes against the finger,
    /// and stays in `range` when the content may not go past its edges.
    private func dragged(_ position: CGFloat, by translation: CGFloat, range: ClosedRange<CGFloat>, overscrolls: Bool) -> CGFloat {
        let moved = position - translation
        return overscrolls ? moved : min(max(moved, range.lowerBound), range.upperBound)
    }

    /// The unconstrained drag position that shows `offset`.
    private func unrubberBanded(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: ScrollPhysics.unrubberBanded(offset.x, range: horizontalRange, dimension: bounds.width),
                y: ScrollPhysics.unrubberBanded(offset.y, range: verticalRange, dimension: bounds.height))
    }

    /// The finger lifted (or the drag was cancelled) with `fingerVelocity`, in points a second: the delegate
    /// hears where the content will rest and may move it, then the content moves there.
    private func endDrag(releasedAt fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        var fingerVelocity = fingerVelocity
        if let handoff = drag.handoff, handoff.scrollView(self, endsHandoffWithVelocity: fingerVelocity.y) { fingerVelocity.y = 0 }
        // The content follows the finger, so the offset moves against it. A wheel's notches leave no momentum,
        // nor does a drag a pinch zoomed: the pinch's end settles the offset with the scale.
        let momentum = drag.scrollType != .discrete && !drag.zoomed
        var velocity = CGPoint(x: drag.movesHorizontally && momentum ? -fingerVelocity.x : 0,
                               y: drag.movesVertically && momentum ? -fingerVelocity.y : 0)
        if !isPagingEnabled {
            velocity.x += ScrollPhysics.carriedMomentum(caught: drag.caughtVelocity.x, release: velocity.x)
            velocity.y += ScrollPhysics.carriedMomentum(caught: drag.caughtVelocity.y, release: velocity.y)
        }
        let offset = contentOffset
        // A wheel's ease still running leaves the content where the notches point.
        let wheel = scrollMotion?.kind == .wheel ? scrollMotion : nil
        let released = wheel?.wheelTarget ?? offset
        let natural = clampedContentOffset(CGPoint(
            x: naturalTarget(released.x, velocity: velocity.x, start: drag.startOffset.x, page: bounds.width, range: horizontalRange),
            y: naturalTarget(released.y, velocity: velocity.y, start: drag.startOffset.y, page: bounds.height, range: verticalRange)))
        var target = natural
        if let delegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                   targetContentOffset: pointer)
            }
        }
        if !(target.x.isFinite && target.y.isFinite) {
            uikitLog.error("UIScrollView: refused target content offset \(target) from scrollViewWillEndDragging: it is not finite; the content rests at \(natural).")
            target = natural
        }
        target = clampedContentOffset(target)
        if let wheel, target == released {
            // The rest of the wheel's ease is the deceleration, ending with `scrollViewDidEndDecelerating`.
            endDragging(willDecelerate: true)
            wheel.kind = .deceleration
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            return
        }
        if let wheel {
            wheel.stop()
            scrollMotion = nil
        }
        let horizontal = releaseMotion(offset.x, velocity: velocity.x, natural: natural.x, target: target.x, range: horizontalRange)
        let vertical = releaseMotion(offset.y, velocity: velocity.y, natural: natural.y, target: target.y, range: verticalRange)
        let decelerates = !drag.zoomed && !(horizontal.isAtRest && vertical.isAtRest)
        endDragging(willDecelerate: decelerates)
        if decelerates { decelerate(horizontal: horizontal, vertical: vertical) } else { scrollDidComeToRest() }
    }

    /// The drag is over: as on iOS, the view still tracks while the delegate hears it end (apps read
    /// `isTracking` there to tell the end of a drag that stopped still), and no longer once the content moves on.
    private func endDragging(willDecelerate decelerates: Bool) {
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        isTracking = false
    }

    /// Where content released at `offset` with `velocity` comes to rest on one axis, before the delegate has
    /// its say: the page the release points to, or the end of the projected deceleration on the pixel grid;
    /// content beyond an edge rests at that edge.
    private func naturalTarget(_ offset: CGFloat, velocity: CGFloat, start: CGFloat, page: CGFloat,
                               range: ClosedRange<CGFloat>) -> CGFloat {
        guard range.contains(offset) else { return offset }
        if isPagingEnabled {
            return ScrollPhysics.pageTarget(offset: offset, velocity: velocity, startOffset: start, pageSize: page)
        }
        let travel = ScrollPhysics.projectedDistance(velocity: velocity, rate: decelerationRate.rawValue)
        return ScrollPhysics.pixelAligned(offset + travel, scale: pixelScale)
    }

    /// How one axis moves after the release: a page or content beyond an edge settles on its spring; a flick
    /// that runs past an edge it may bounce at decelerates into the bounce; otherwise the content decelerates
    /// and ends exactly at the target (the delegate's, if it changed it).
    private func releaseMotion(_ offset: CGFloat, velocity: CGFloat, natural: CGFloat, target: CGFloat,
                               range: ClosedRange<CGFloat>) -> ScrollAxisMotion {
        let tolerance = motionTolerance, rate = decelerationRate.rawValue
        if isPagingEnabled || !range.contains(offset) {
            return .settling(from: offset, to: target, velocity: velocity, tolerance: tolerance)
        }
        let projected = offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        if target == natural, bounces, !range.contains(projected) {
            return .bouncing(from: offset, velocity: velocity, rate: rate, range: range, tolerance: tolerance)
        }
        return .decelerating(from: offset, to: target, rate: rate, tolerance: tolerance)
    }

    // MARK: Moving on its own

    /// Starts the content moving on its own after a drag: `scrollViewWillBeginDecelerating`, then a frame at a time.
    private func decelerate(horizontal: ScrollAxisMotion, vertical: ScrollAxisMotion) {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        scrollMotion = ScrollAnimator(.deceleration, moving: self, horizontal: horizontal, vertical: vertical)
    }

    /// A frame of the motion: the content moves (on the pixel grid until the end, which is exact), and at the
    /// end the delegate hears of it.
    func scrollAnimatorMoved(_ animator: ScrollAnimator, to offset: CGPoint, finished: Bool) {
        guard animator === scrollMotion else { return animator.stop() }
        contentOffset = finished ? offset : pixelAligned(offset)
        // The delegate may have started another motion from `scrollViewDidScroll`.
        guard finished, animator === scrollMotion else { return }
        scrollMotion = nil
        switch animator.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .wheel:
            break
        }
        if drag == nil { scrollDidComeToRest() }
    }

    /// Stops content moving on its own where it is shown. A deceleration stopped ends with
    /// `scrollViewDidEndDecelerating` (as since iOS 13); an animated scroll interrupted sends nothing.
    func stopScrollMotion() {
        guard let motion = scrollMotion else { return }
        motion.stop()
        scrollMotion = nil
        if motion.kind == .deceleration {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
