import Foundation

/// The delivery of pointer input that is not a touch: what `UIWindow.sendEvent(_:)` runs for a hover or
/// scroll event, given to the recognizers of the views under the pointer.
@MainActor
final class PointerDelivery {
    /// The deliverer of the app's hover and scroll events.
    static let shared = PointerDelivery()

    /// Hover recognizers the pointer is over.
    private var hovering: [UIGestureRecognizer] = []

    /// The arbiter of the recognizers the input goes to.
    private var arbiter: GestureArbiter { .shared }

    /// Delivers a hover event: hover recognizers of the views under the pointer begin or change, those the
    /// pointer left end.
    func deliverHover(_ event: UIEvent, in window: UIWindow) {
        UIScrollView.pointerMoved(to: event.pointerExited ? nil : event.pointerLocation, in: window)
        arbiter.duringDelivery {
            var path: [UIGestureRecognizer] = []
            if !event.pointerExited, let hit = window.hitTest(event.pointerLocation, with: event) {
                for recognizer in hit.recognizersReachedByInput
                where recognizer is UIHoverGestureRecognizer && recognizer.isEnabledStorage && recognizer.admits(event) {
                    path.append(recognizer)
                }
            }
            for recognizer in hovering where !path.contains(where: { $0 === recognizer }) {
                recognizer.handleHover(event, inside: false)
            }
            hovering.removeAll { recognizer in !path.contains { $0 === recognizer } }
            for recognizer in path {
                arbiter.attachPointerInput(.hover, to: recognizer)
                if !hovering.contains(where: { $0 === recognizer }) { hovering.append(recognizer) }
                recognizer.handleHover(event, inside: true)
            }
            arbiter.update()
        }
    }

    /// Delivers a scroll event to the recognizers that take scrolling (pans allowing the scroll type) of
    /// the views under the pointer, deepest first.
    func deliverScroll(_ event: UIEvent, in window: UIWindow) {
        arbiter.duringDelivery {
            guard let hit = window.hitTest(event.pointerLocation, with: event) else { return }
            for recognizer in hit.recognizersReachedByInput
            where recognizer.acceptsScroll(of: event.scrollType) && recognizer.isEnabledStorage && recognizer.isReceivingState
                && recognizer.admits(event) {
                arbiter.attachPointerInput(.scroll, to: recognizer)
                recognizer.handleScroll(event)
            }
            arbiter.update()
        }
    }

    /// The recognizer was removed from its view: it no longer hears the pointer leave.
    func stopHovering(_ recognizer: UIGestureRecognizer) {
        hovering.removeAll { $0 === recognizer }
    }
}
