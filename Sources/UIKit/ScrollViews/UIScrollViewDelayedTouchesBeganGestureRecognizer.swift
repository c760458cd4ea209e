import Foundation

/// The scroll view's recognizer of content touches, named after UIKit's private class that does the same:
/// it withholds a touch-down from the content (`delaysTouchesBegan`) until the finger has stayed down
/// `delay` seconds or lifted, so that a drag starting on a button scrolls before the button sees the touch
/// (the pan, beginning, cancels the withheld touch). It then asks `touchesShouldBegin(_:with:in:)`, lets the
/// touch through by beginning, and stays begun while the fingers are down: recognizing, it makes the scroll
/// view's pan fail when `contentTouchesAllowDragging()` says the content keeps its touches.
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// How long a touch-down is withheld: 150 ms, the figure of UIKit's recognizer (events.md S-01, from
    /// Godot's copy of it, "the same value used by UIScrollViewDelayedTouchesBeganGestureRecognizer").
    static let delay: TimeInterval = 0.15

    private weak var scrollView: UIScrollView?
    private var timer: EventClock.Token?

    /// The recognizer of `scrollView`'s content touches.
    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        // It decides at the latest when the finger lifts, so the lift need not wait for it; the content keeps
        // its touches when it begins.
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    /// A first touch-down starts the delay, or, without `delaysContentTouches`, reaches the content at once;
    /// a further finger, once the content has its touches, reaches it at once too.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        switch state {
        case .possible:
            if scrollView?.delaysContentTouches == false {
                releaseTouches(touches, with: event)
            } else if timer == nil {
                timer = EventClock.shared.schedule(after: Self.delay) { [weak self] in
                    guard let self, self.state == .possible else { return }
                    self.releaseTouches(Set(self.trackedTouches), with: EventDispatcher.shared.touchesEvent)
                }
            }
        case .began, .changed:
            admit(touches, with: event)
        default:
            break
        }
    }

    /// A lift before the delay ends it: the content gets its late touch-down, then the lift (a tap). The
    /// last lift ends the gesture. A tap fails rather than recognizes: failing releases the touch-down just
    /// as well, and a scroll view nested in others spares the arbiter a recognition to settle.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { return }
        if state == .possible {
            admit(Set(trackedTouches), with: event)
            state = .failed
        } else {
            state = .ended
        }
    }

    /// Cancelled touches end the attempt; the content gets nothing it did not already have.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    /// Only the scroll view's own pan, and only while the content keeps its touches.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView, preventedGestureRecognizer === scrollView.panGestureRecognizer else { return false }
        return !scrollView.contentTouchesAllowDragging()
    }

    /// Stops the delay.
    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }

    /// Lets `touches` through to the content (those the scroll view allows) and begins.
    private func releaseTouches(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.cancel()
        timer = nil
        admit(touches, with: event)
        state = .began
    }

    /// Asks the scroll view whether each content view may have its touches that have not reached it; those
    /// refused never will.
    private func admit(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        var groups = DeliveryGroups<UIView, UITouch>()
        for touch in touches where touch.delivery.stage == .none && !touch.delivery.isSuppressed {
            guard let view = touch.view, view !== scrollView else { continue }
            groups.append(touch, to: view)
        }
        for (view, list) in groups where !scrollView.touchesShouldBegin(Set(list), with: event, in: view) {
            TouchDelivery.shared.cancelTouchesInViews(list)
        }
    }
}
