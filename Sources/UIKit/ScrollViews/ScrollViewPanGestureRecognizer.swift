import Foundation

/// The pan recognizer of a scroll view (UIKit's private `UIScrollViewPanGestureRecognizer`): it tells its
/// scroll view when a finger comes down and lifts (tracking, and catching a moving scroll), lets it refuse a
/// drag along an axis it cannot scroll (so a nested scroll view's pan fails and an enclosing one's takes the
/// drag), and remembers what drove it: fingers, a wheel or a trackpad.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The kind of scrolling driving the gesture; nil when fingers drive it.
    private(set) var scrollType: UIScrollType?

    /// The movement that began the gesture, in window coordinates, before the hysteresis is taken off: its
    /// direction decides the directional lock.
    private(set) var beginningTranslation = CGPoint.zero

    private var scrollView: UIScrollView? { view as? UIScrollView }

    /// A finger down on the scroll view tracks, and stops content moving on its own.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.trackingDidBegin()
    }

    override func allowsBeginning(withTranslation translation: CGPoint) -> Bool {
        beginningTranslation = translation
        return scrollView?.allowsDragBeginning(withTranslation: translation) ?? true
    }

    override func handleScroll(_ event: UIEvent) {
        if state == .possible {
            scrollType = event.scrollType
            let translation = CGPoint(x: event.scrollDelta.dx, y: event.scrollDelta.dy)
            guard allowsBeginning(withTranslation: translation) else { return state = .failed }
        }
        super.handleScroll(event)
    }

    /// The gesture is over, whether it dragged or not: the scroll view stops tracking.
    override func reset() {
        super.reset()
        scrollType = nil
        beginningTranslation = .zero
        scrollView?.trackingDidEnd()
    }
}
