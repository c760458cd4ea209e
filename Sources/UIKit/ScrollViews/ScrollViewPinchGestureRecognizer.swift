import Foundation

/// The pinch recognizer of a scroll view (UIKit's private `UIScrollViewPinchGestureRecognizer`): it fails
/// as soon as the fingers move while the scroll view has no view to zoom, so that a pinch that cannot zoom
/// does not keep the scroll view's pan, or a recognizer further out, from taking the fingers. It recognizes
/// together with its scroll view's pan, as on iOS: the pinch zooms, the pan follows the fingers' centroid.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    private func isOwnPan(_ other: UIGestureRecognizer) -> Bool {
        other === (view as? UIScrollView)?.panGestureRecognizer
    }

    /// The scroll view's own pan goes on while the pinch zooms.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOwnPan(preventedGestureRecognizer) && super.canPrevent(preventedGestureRecognizer)
    }

    /// The pinch begins while the scroll view's own pan drags.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOwnPan(preventingGestureRecognizer) && super.canBePrevented(by: preventingGestureRecognizer)
    }

    /// Fails before beginning when there is nothing to zoom.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, (view as? UIScrollView)?.zoomableView() == nil { return state = .failed }
        super.touchesMoved(touches, with: event)
    }
}
